/// Writes every theme's tokens fully resolved as two JSON files: a DTCG 2025.10 token file and a
/// flat map.
///
/// ```
/// tokens/<theme>.tokens.json   DTCG 2025.10: groups by path, `$type` on every token, references
///                              resolved, `$description`, `$deprecated` and `$extensions` kept
/// flat/<theme>.json            {"color.brand": <DTCG $value>, …} in document order
/// ```
///
/// The json bundle (``JSONBundlePacker``) and `generate --platform json` (below `JSON/`) write the
/// same files; only the notice in each file's `$description` differs (each names the command that
/// made it).
enum ResolvedJSONFiles {
    /// One theme to write: its resolved tokens and its file name stem (`high-contrast-dark`).
    struct Theme {
        /// The resolved theme.
        var resolved: ResolvedTheme
        /// The kebab-case stem of its file names, unique among the themes.
        var fileStem: String
    }

    /// The first theme's facts a caller may have computed already (the bundle shares them with
    /// the web and android bundles); `nil` fields are computed here.
    struct FirstTheme {
        /// The first theme's tokens nested by path.
        var tree: TokenPositionTree?
        /// The dotted path of each of the first theme's tokens, by position.
        var paths: [String]?
    }

    /// Which output the files are, as warnings name it.
    struct Output {
        /// The output's name in a sentence (`the json bundle`).
        var name: String
        /// The rule of the warnings about it.
        var rule: String

        /// `prism-tokens bundle --platform json`.
        static let bundle = Output(name: "the json bundle", rule: TokenBundler.rule)
        /// `prism-tokens generate --platform json`.
        static let generated = Output(name: "the JSON output", rule: ResolvedJSONFiles.rule)
    }

    /// The rule of `generate --platform json`'s warnings.
    static let rule = "render.json"

    /// The bytes reserved per token for the first theme's DTCG file: a color token with
    /// `$type`, an sRGB `$value` and a short description takes about 300.
    static let documentBytesPerToken = 384

    /// The two files of each theme, in theme order, with paths below the output's folder.
    /// - Parameters:
    ///   - themes: the themes, the first one first.
    ///   - first: what the caller knows of the first theme already.
    ///   - notice: the `DO NOT EDIT` line ending each file's `$description`.
    ///   - output: which output the files are, as its warnings name it.
    ///   - diagnostics: receives a warning for each token left out because its path is also a
    ///     group or another token's.
    static func files(
        _ themes: [Theme], first: FirstTheme = .init(), notice: String, output: Output,
        diagnostics: inout DiagnosticBag
    ) -> [GeneratedFile] {
        var files: [GeneratedFile] = []
        // The first theme's text, which the later themes are runs of for the tokens they share with it.
        var shared: DTCGTokenFileWriter.SharedText?
        for (index, theme) in themes.enumerated() {
            let description = "The tokens of theme '\(theme.resolved.name)' with every reference resolved. \(notice)"
            if let shared, let spliced = shared.splicing(theme.resolved.tokens, description: description) {
                for position in shared.leftOut {
                    leftOutWarning(
                        theme.resolved.tokens[position], theme: theme.resolved.name, output: output,
                        diagnostics: &diagnostics)
                }
                files += themeFiles(theme, document: spliced.document, flat: spliced.flat)
                continue
            }
            // Positions of the tokens kept, nested by path; both files are written straight into
            // byte buffers, each kept token's `$value` written once into the DTCG file (unless the
            // first theme's bytes are reused) and copied from there into the flat map.
            let tokens = theme.resolved.tokens
            let positions = index == 0 ? first.tree ?? TokenPositionTree(tokens) : TokenPositionTree(tokens)
            let (tree, kept) = (positions.tree, positions.kept)
            var next = 0
            for (position, token) in tokens.enumerated() {
                guard next < kept.count, kept[next] == position else {
                    leftOutWarning(token, theme: theme.resolved.name, output: output, diagnostics: &diagnostics)
                    continue
                }
                next += 1
            }
            // Room reserved up front (a first theme's 32 MB file grown by doubling was copied
            // along the way into 64 MB of fresh pages); room never written costs no memory.
            // Written through byte buffers (``ByteBuffer``): millions of short pieces.
            var documentBuffer = ByteBuffer(
                capacity: shared?.document.count ?? tokens.count * Self.documentBytesPerToken)
            let written = DTCGTokenFileWriter.writeDocument(
                tree, description: description, tokens: tokens, reusing: shared, into: &documentBuffer)
            let document = documentBuffer.takeBytes()
            // The flat map repeats the document's values under shorter keys and without `$type`.
            var flatBuffer = ByteBuffer(capacity: shared?.flat.count ?? document.count)
            let valueRanges = DTCGTokenFileWriter.writeFlat(
                kept, tokens: tokens, paths: index == 0 ? first.paths : nil, reusing: shared,
                copyingFrom: (document, written.values), into: &flatBuffer)
            let flat = flatBuffer.takeBytes()
            if shared == nil {
                shared = DTCGTokenFileWriter.SharedText(
                    tokens: tokens, description: description, document: document,
                    objectRanges: written.objects, flat: flat, valueRanges: valueRanges)
            }
            files += themeFiles(theme, document: FileBody(bytes: document), flat: FileBody(bytes: flat))
        }
        return files
    }

    /// The path of a theme's DTCG file below the output's folder.
    static func documentPath(fileStem: String) -> String { "tokens/\(fileStem).tokens.json" }

    /// The path of a theme's flat map below the output's folder.
    static func flatPath(fileStem: String) -> String { "flat/\(fileStem).json" }

    /// A theme's DTCG file and flat map.
    private static func themeFiles(_ theme: Theme, document: FileBody, flat: FileBody) -> [GeneratedFile] {
        [
            GeneratedFile(path: documentPath(fileStem: theme.fileStem), body: document),
            GeneratedFile(path: flatPath(fileStem: theme.fileStem), body: flat),
        ]
    }

    /// Warns that a token is left out because its path is also a group or another token's.
    private static func leftOutWarning(
        _ token: ResolvedToken, theme: String, output: Output, diagnostics: inout DiagnosticBag
    ) {
        diagnostics.append(
            Diagnostic(
                .warning, rule: output.rule,
                "\(token.path) is left out of \(output.name) because its path is also a group or another token's; rename the token or the group",
                at: token.location, token: token.path.description, theme: theme))
    }
}
