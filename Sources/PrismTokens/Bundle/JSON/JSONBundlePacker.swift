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
        // (The first theme's tree is built once for this bundle and the web bundle.)
        var files = ResolvedJSONFiles.files(
            themes.all.map { ResolvedJSONFiles.Theme(resolved: $0.resolved, fileStem: $0.fileStem) },
            first: .init(tree: themes.firstThemeTree, paths: themes.firstThemePaths), notice: input.doNotEditNotice,
            output: .bundle, diagnostics: &diagnostics)
        files.append(GeneratedFile(path: "README.md", contents: readme(input, themes: themes)))
        return files
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
            "| \(MarkdownText.escaped($0.name)) | `\(ResolvedJSONFiles.documentPath(fileStem: $0.fileStem))` | `\(ResolvedJSONFiles.flatPath(fileStem: $0.fileStem))` |"
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
