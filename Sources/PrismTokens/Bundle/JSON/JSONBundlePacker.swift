/// The `json` bundle: every theme's tokens fully resolved, as DTCG 2025.10 and as a flat map.
///
/// ```
/// json/
///   manifest.json
///   README.md
///   tokens/<theme>.tokens.json   DTCG 2025.10: groups by path, `$type` on every token, references
///                                resolved, `$description`, `$deprecated` and `$extensions` kept
///   flat/<theme>.json            {"color.brand": <DTCG $value>, …} in document order
/// ```
enum JSONBundlePacker: BundlePacker {
    static func files(for input: BundleInput, themes: BundleThemes, diagnostics: inout DiagnosticBag) -> [GeneratedFile]
    {
        var files: [GeneratedFile] = []
        // The first theme's text, which the later themes are runs of for the tokens they share with it.
        var shared: DTCGTokenFileWriter.SharedText?
        for (index, theme) in themes.all.enumerated() {
            let description =
                "The tokens of theme '\(theme.name)' with every reference resolved. \(input.doNotEditNotice)"
            if let shared, let spliced = shared.splicing(theme.resolved.tokens, description: description) {
                for position in shared.leftOut {
                    leftOutWarning(theme.resolved.tokens[position], theme: theme.name, diagnostics: &diagnostics)
                }
                files += jsonFiles(theme, document: spliced.document, flat: spliced.flat)
                continue
            }
            // Positions of the tokens kept, nested by path; both files are written straight into
            // byte buffers, each kept token's `$value` written once into the DTCG file (unless the
            // first theme's bytes are reused) and copied from there into the flat map.
            // (The first theme's tree is built once for this bundle and the web bundle.)
            let tokens = theme.resolved.tokens
            let positions = index == 0 ? themes.firstThemeTree : TokenPositionTree(tokens)
            let (tree, kept) = (positions.tree, positions.kept)
            var next = 0
            for (position, token) in tokens.enumerated() {
                guard next < kept.count, kept[next] == position else {
                    leftOutWarning(token, theme: theme.name, diagnostics: &diagnostics)
                    continue
                }
                next += 1
            }
            // Room reserved up front (a first theme's 32 MB file grown by doubling was copied
            // along the way into 64 MB of fresh pages); room never written costs no memory.
            var document: [UInt8] = []
            document.reserveCapacity(shared?.document.count ?? tokens.count * Self.documentBytesPerToken)
            let written = DTCGTokenFileWriter.writeDocument(
                tree, description: description, tokens: theme.resolved.tokens, reusing: shared, into: &document)
            var flat: [UInt8] = []
            // The flat map repeats the document's values under shorter keys and without `$type`.
            flat.reserveCapacity(shared?.flat.count ?? document.count)
            let valueRanges = DTCGTokenFileWriter.writeFlat(
                kept, tokens: theme.resolved.tokens, paths: index == 0 ? themes.firstThemePaths : nil, reusing: shared,
                copyingFrom: (document, written.values), into: &flat)
            if shared == nil {
                shared = DTCGTokenFileWriter.SharedText(
                    tokens: theme.resolved.tokens, description: description, document: document,
                    objectRanges: written.objects, flat: flat, valueRanges: valueRanges)
            }
            files += jsonFiles(theme, document: FileBody(bytes: document), flat: FileBody(bytes: flat))
        }
        files.append(GeneratedFile(path: "README.md", contents: readme(input, themes: themes)))
        return files
    }

    /// The bytes reserved per token for the first theme's DTCG file: a color token with
    /// `$type`, an sRGB `$value` and a short description takes about 300.
    static let documentBytesPerToken = 384

    /// A theme's DTCG file and flat map.
    private static func jsonFiles(_ theme: BundleThemes.Theme, document: FileBody, flat: FileBody) -> [GeneratedFile] {
        [
            GeneratedFile(path: "tokens/\(theme.fileStem).tokens.json", body: document),
            GeneratedFile(path: "flat/\(theme.fileStem).json", body: flat),
        ]
    }

    /// Warns that a token is left out because its path is also a group or another token's.
    private static func leftOutWarning(_ token: ResolvedToken, theme: String, diagnostics: inout DiagnosticBag) {
        diagnostics.append(
            Diagnostic(
                .warning, rule: TokenBundler.rule,
                "\(token.path) is left out of the json bundle because its path is also a group or another token's; rename the token or the group",
                at: token.location, token: token.path.description, theme: theme))
    }

    /// A token as a DTCG token object.
    static func dtcgToken(_ token: ResolvedToken) -> JSONText {
        var members: [(String, JSONText)] = [
            ("$type", .string(token.type.rawValue)), ("$value", DTCGValueJSON.json(token.value)),
        ]
        if let description = token.description { members.append(("$description", .string(description))) }
        if let deprecation = token.deprecation {
            members.append(("$deprecated", deprecation.isEmpty ? .bool(true) : .string(deprecation)))
        }
        if let extensions = token.extensions { members.append(("$extensions", JSONText(extensions))) }
        return .object(members)
    }

    static func readme(_ input: BundleInput, themes: BundleThemes) -> String {
        let rows = themes.all.map {
            "| \(MarkdownText.escaped($0.name)) | `tokens/\($0.fileStem).tokens.json` | `flat/\($0.fileStem).json` |"
        }
        return """
            # \(MarkdownText.escaped(input.name.text)) \(input.version) — resolved tokens (JSON)

            > \(MarkdownText.escaped(input.doNotEditNotice))

            The tokens of every theme of \(MarkdownText.escaped(input.emitter.sourceName)), with every reference resolved.

            | Theme | DTCG 2025.10 | Flat map |
            | --- | --- | --- |
            \(rows.joined(separator: "\n"))

            - `tokens/*.tokens.json` are DTCG 2025.10 token files: `$type` on every token, values in
              the 2025.10 object forms, `$description`, `$deprecated` and `$extensions` kept. Any DTCG
              tool reads them.
            - `flat/*.json` map each token's dotted path to its DTCG `$value`.
            - `manifest.json` lists the SHA-256 of every file and of the token source.

            """
    }
}
