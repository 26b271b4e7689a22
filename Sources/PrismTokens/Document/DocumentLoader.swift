/// The Document stage's entry point: reads a token source (a resolver or a plain token file) into a ``ResolverDocument``.
public enum DocumentLoader {
    /// Loads `file` and every file it references.
    /// - Parameters:
    ///   - file: the path the user gave.
    ///   - provider: reads files (from disk, or from memory in tests).
    ///   - diagnostics: receives recoverable problems (bad resolver fields, JSON5 use, legacy syntax).
    /// - Returns: the resolver document; a plain token file becomes one set named after the file.
    /// - Throws: ``FatalDiagnostic`` when the root file cannot be read or parsed.
    public static func load(_ file: String, provider: some SourceFileProvider, diagnostics: inout DiagnosticBag)
        throws(FatalDiagnostic) -> ResolverDocument
    {
        if let studio = try StudioSourceLoader.loadIfStudio(file, provider: provider, diagnostics: &diagnostics) {
            return studio
        }
        let result = try provider.read(file)
        var reader = SourceReader(rootFile: file, provider: provider)
        reader.keysSeen = result.keysSeen
        reader.refKeys = result.refKeyCount
        var document: ResolverDocument
        // The `$ref` keys the resolver document's own structure reads (its sources and its
        // resolution order): none of them makes a group extend another.
        var structuralRefs = 0
        if ResolverParser.looksLikeResolver(result.root) {
            var parser = ResolverParser(file: file, root: result.root, sourceReader: reader)
            document = parser.parse(diagnostics: &diagnostics)
            reader = parser.sourceReader
            structuralRefs = parser.structuralRefs.count
        } else {
            guard result.root.object != nil else {
                throw FatalDiagnostic(
                    Diagnostic(
                        .error, rule: "format.root",
                        "a token file must be a JSON object of groups and tokens, found \(result.root.value.kindDescription)",
                        at: result.root.location))
            }
            let source = reader.tokenSource(result.root, origin: file)
            let set = ResolverDocument.TokenSet(
                name: "tokens", sources: [source], extensions: nil, location: result.root.location)
            document = ResolverDocument(file: file, name: nil, isResolver: false, steps: [.set(set)])
        }
        // Per-token modes and extended groups are looked for in every token only when some file
        // read has the keys that make them (`mode`; `$extends`, `$ref`).
        if reader.keysSeen.contains(.mode) {
            document = TokenModes.addModifier(to: document, legacy: &reader.legacy)
        }
        // A `$ref` may extend a group unless every one counted is one the structure read.
        let otherRefs = reader.refKeys.map { $0 - structuralRefs }
        document.mayExtendGroups =
            reader.keysSeen.contains(.extends) || (reader.keysSeen.contains(.ref) && otherRefs.map { $0 > 0 } ?? true)
        reader.noteJSON5(result, file: file)
        diagnostics.append(contentsOf: reader.diagnostics.all)
        diagnostics.append(contentsOf: reader.legacy.warnings)
        return document
    }
}

/// Loads the token sources a resolver names, converting legacy formats and noting JSON5 use.
struct SourceReader {
    let rootFile: String
    let provider: any SourceFileProvider
    var diagnostics = DiagnosticBag()
    var legacy = LegacySyntaxRecorder()
    /// The keys among ``JSONReader/KeysSeen`` in the files read so far (every key once a source
    /// was converted from another format, which may add them).
    var keysSeen: JSONReader.KeysSeen = []
    /// How many `$ref` keys the files read so far hold (``JSONReader/Result/refKeyCount``), `nil`
    /// once a file's are not counted or a source was converted from another format.
    var refKeys: Int? = 0
    private var noted: Set<String> = []

    init(rootFile: String, provider: any SourceFileProvider) {
        self.rootFile = rootFile
        self.provider = provider
    }

    /// Wraps an inline or loaded token document, converting it from legacy Style Dictionary form if needed.
    mutating func tokenSource(_ root: JSONNode, origin: String) -> ResolverDocument.Source {
        if let converted = LegacyStyleDictionary.convertIfLegacy(root, legacy: &legacy) {
            legacy.record(.styleDictionary, at: root.location)
            keysSeen = .all
            refKeys = nil
            return .init(root: converted, origin: origin)
        }
        return .init(root: root, origin: origin)
    }

    /// Loads the token file `reference` (relative to `referrer`), optionally a JSON Pointer fragment in it.
    mutating func loadFile(_ reference: String, from referrer: String, at location: SourceLocation) -> ResolverDocument
        .Source?
    {
        var pathPart = reference
        var fragment: String?
        if let hash = reference.firstIndex(of: "#") {
            pathPart = String(reference[..<hash])
            fragment = String(reference[reference.index(after: hash)...])
        }
        if pathPart.contains("://") {
            diagnostics.append(
                Diagnostic(
                    .error, rule: "resolver.ref",
                    "remote reference '\(reference)' cannot be loaded; download the file and reference it by a relative path",
                    at: location))
            return nil
        }
        if pathPart.hasPrefix("/") {
            diagnostics.append(
                Diagnostic(
                    .error, rule: "resolver.ref",
                    "'\(reference)' is an absolute path; reference token files by a path relative to '\(referrer)', inside the folder of '\(rootFile)'",
                    at: location))
            return nil
        }
        guard let path = SourcePath.resolve(pathPart, from: referrer, root: rootFile) else {
            diagnostics.append(
                Diagnostic(
                    .error, rule: "resolver.ref",
                    "'\(reference)' points outside the folder of '\(rootFile)'; move the file into that folder or reference a file inside it",
                    at: location))
            return nil
        }
        let result: JSONReader.Result
        do {
            result = try provider.read(path)
        } catch {
            var diagnostic = error.diagnostic
            if diagnostic.location == nil {
                diagnostic.location = location
                diagnostic.message = "\(diagnostic.message) (referenced as '\(reference)')"
            }
            // A file referenced from several places has one syntax error, not one per reference.
            if !diagnostics.all.contains(diagnostic) { diagnostics.append(diagnostic) }
            return nil
        }
        noteJSON5(result, file: path)
        keysSeen.formUnion(result.keysSeen)
        // A file read from several places counts once per read: more references, never fewer.
        refKeys = refKeys.flatMap { count in result.refKeyCount.map { count + $0 } }
        var root = result.root
        if let fragment {
            guard let segments = JSONPointer.segments(fragment), let target = JSONPointer.resolve(segments, in: root)
            else {
                diagnostics.append(
                    Diagnostic(
                        .error, rule: "resolver.ref",
                        "'#\(fragment)' does not point at anything in '\(path)'; check the JSON Pointer", at: location))
                return nil
            }
            root = target
        }
        guard root.object != nil else {
            diagnostics.append(
                Diagnostic(
                    .error, rule: "resolver.ref",
                    "'\(reference)' is \(root.value.kindDescription), not a token document (a JSON object)",
                    at: location))
            return nil
        }
        return tokenSource(root, origin: path)
    }

    /// Adds one warning for a file that used JSON5/JSONC syntax (a BOM alone is fine).
    mutating func noteJSON5(_ result: JSONReader.Result, file: String) {
        guard noted.insert(file).inserted else { return }
        if let first = result.extensionsUsed.first(where: { $0.extension != .byteOrderMark }) {
            legacy.record(.json5, at: first.location)
        }
    }
}
