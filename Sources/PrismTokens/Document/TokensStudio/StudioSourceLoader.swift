/// The Tokens Studio front end: reads what Tokens Studio for Figma syncs to git — a folder of
/// token sets with `$metadata.json` and `$themes.json`, or one JSON file holding every set — into
/// the same ``ResolverDocument`` a DTCG resolver gives.
///
/// - Each set becomes a token source (converted by ``StudioTokenConverter``), merged in
///   `$metadata.json`'s `tokenSetOrder` (later sets override earlier ones).
/// - Without themes, every set applies, in that order.
/// - With themes, each theme group becomes a modifier and each theme one of its contexts: the
///   sets a theme marks `enabled` are its sources, `source` sets are reference-only sources
///   (their tokens resolve references but are not emitted), `disabled` sets are ignored.
///   Themes without a group form the modifier `theme`.
enum StudioSourceLoader {
    /// The modifier name for themes without a group.
    static let ungroupedModifier = "theme"

    /// A set read from a file or a member of a single file.
    private struct RawSet {
        var name: String
        var root: JSONNode
        var origin: String
    }

    /// The document for `path` when it is a Tokens Studio source, else `nil` (read it as DTCG).
    /// - Throws: ``FatalDiagnostic`` when a file cannot be read or parsed.
    static func loadIfStudio(_ path: String, provider: some SourceFileProvider, diagnostics: inout DiagnosticBag)
        throws(FatalDiagnostic) -> ResolverDocument?
    {
        // A folder is Tokens Studio's when it has the files Tokens Studio writes beside its sets.
        if let files = provider.filesInDirectory(path),
            files.contains("$themes.json") || files.contains("$metadata.json")
        {
            return try loadFolder(path, files: files, provider: provider, diagnostics: &diagnostics)
        }
        let result = try provider.read(path)
        guard let object = result.root.object, !ResolverParser.looksLikeResolver(result.root),
            StudioDetection.isStudio(object)
        else { return nil }
        var bag = DiagnosticBag()
        var sets: [RawSet] = []
        var themes: [StudioTheme] = []
        let order: [String]
        if StudioDetection.holdsSets(object) || StudioDetection.setsAreTopLevel(object) {
            order = setOrder(
                object["$metadata"], fallback: object.members.map(\.key).filter { !$0.hasPrefix("$") },
                diagnostics: &bag)
            for name in order {
                guard let root = object[name], root.object != nil else {
                    bag.append(
                        Diagnostic(
                            .error, rule: "studio.metadata",
                            "tokenSetOrder names set '\(name)', which is not in this file; remove it from tokenSetOrder or add the set",
                            at: object["$metadata"]?.location ?? result.root.location))
                    continue
                }
                sets.append(RawSet(name: name, root: root, origin: path))
            }
            if let themesNode = object["$themes"] { themes = StudioTheme.parse(themesNode, diagnostics: &bag) }
        } else {
            order = ["tokens"]
            sets = [RawSet(name: "tokens", root: result.root, origin: path)]
        }
        diagnostics.append(contentsOf: bag.all)
        return build(file: path, sets: sets, themes: themes, diagnostics: &diagnostics)
    }

    private static func loadFolder(
        _ folder: String, files: [String], provider: some SourceFileProvider, diagnostics: inout DiagnosticBag
    ) throws(FatalDiagnostic) -> ResolverDocument {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        func full(_ name: String) -> String { base.isEmpty || base == "." ? name : base + "/" + name }
        let jsonFiles = files.filter { $0.hasSuffix(".json") && !$0.hasPrefix("$") && !$0.contains("/$") }
        var metadata: JSONNode?
        if files.contains("$metadata.json") { metadata = try provider.read(full("$metadata.json")).root }
        let fallback = jsonFiles.map { String($0.dropLast(".json".count)) }.sorted()
        let order = setOrder(metadata, fallback: fallback, diagnostics: &diagnostics)
        var sets: [RawSet] = []
        for name in order {
            let file = name + ".json"
            guard jsonFiles.contains(file) else {
                diagnostics.append(
                    Diagnostic(
                        .error, rule: "studio.metadata",
                        "tokenSetOrder names set '\(name)' but there is no '\(file)' in '\(folder)'; remove it from $metadata.json or add the file",
                        at: metadata?.location))
                continue
            }
            let result = try provider.read(full(file))
            guard result.root.object != nil else {
                diagnostics.append(
                    Diagnostic(
                        .error, rule: "format.root",
                        "a token set must be a JSON object of groups and tokens, found \(result.root.value.kindDescription)",
                        at: result.root.location))
                continue
            }
            sets.append(RawSet(name: name, root: result.root, origin: full(file)))
        }
        if metadata != nil {
            for file in jsonFiles where !order.contains(String(file.dropLast(".json".count))) {
                diagnostics.append(
                    Diagnostic(
                        .warning, rule: "studio.unsupported",
                        "'\(file)' is not in tokenSetOrder of $metadata.json, so Tokens Studio ignores it and so does this build; add it to tokenSetOrder or delete it",
                        at: SourceLocation(file: full(file), line: 1, column: 1, offset: 0)))
            }
        }
        var themes: [StudioTheme] = []
        if files.contains("$themes.json") {
            themes = StudioTheme.parse(try provider.read(full("$themes.json")).root, diagnostics: &diagnostics)
        }
        return build(file: folder, sets: sets, themes: themes, diagnostics: &diagnostics)
    }

    /// `tokenSetOrder` of a `$metadata` object, or `fallback` without one.
    private static func setOrder(_ metadata: JSONNode?, fallback: [String], diagnostics: inout DiagnosticBag)
        -> [String]
    {
        guard let metadata else { return fallback }
        guard let items = metadata["tokenSetOrder"]?.array else {
            diagnostics.append(
                Diagnostic(
                    .warning, rule: "studio.metadata",
                    "$metadata has no \"tokenSetOrder\" array; sets are read in alphabetical order",
                    at: metadata.location))
            return fallback
        }
        var order: [String] = []
        for item in items {
            guard let name = item.string else {
                diagnostics.append(
                    Diagnostic(
                        .error, rule: "studio.metadata",
                        "tokenSetOrder must list set names (strings), found \(item.value.kindDescription)",
                        at: item.location))
                continue
            }
            if !order.contains(name) { order.append(name) }
        }
        return order
    }

    private static func build(file: String, sets: [RawSet], themes: [StudioTheme], diagnostics: inout DiagnosticBag)
        -> ResolverDocument
    {
        var converter = StudioTokenConverter()
        for set in sets { converter.index(set.root) }
        var converted: [String: ResolverDocument.Source] = [:]
        for set in sets { converted[set.name] = .init(root: converter.convert(set.root), origin: set.origin) }
        var steps: [ResolverDocument.Step] = []
        if themes.isEmpty {
            steps = sets.compactMap { set in
                converted[set.name].map {
                    .set(.init(name: set.name, sources: [$0], extensions: nil, location: set.root.location))
                }
            }
        } else {
            steps = modifiers(themes, sets: sets, converted: converted, diagnostics: &diagnostics).map(
                ResolverDocument.Step.modifier)
            var used: Set<String> = []
            for theme in themes { for set in theme.sets where set.status != .disabled { used.insert(set.name) } }
            for set in sets where !used.contains(set.name) {
                converter.notes.record(.unusedSet, detail: set.name, at: set.root.location)
            }
        }
        diagnostics.append(contentsOf: converter.notes.diagnostics)
        var document = ResolverDocument(file: file, name: nil, isResolver: !themes.isEmpty, steps: steps)
        document.isTokensStudio = true
        return document
    }

    private static func modifiers(
        _ themes: [StudioTheme], sets: [RawSet], converted: [String: ResolverDocument.Source],
        diagnostics: inout DiagnosticBag
    ) -> [ResolverDocument.Modifier] {
        var groups: [String] = []
        for theme in themes where !groups.contains(theme.group ?? ungroupedModifier) {
            groups.append(theme.group ?? ungroupedModifier)
        }
        let order = sets.map(\.name)
        return groups.map { group in
            let members = themes.filter { ($0.group ?? ungroupedModifier) == group }
            var contexts: [ResolverDocument.Context] = []
            for theme in members {
                var sources: [ResolverDocument.Source] = []
                for set in theme.sets where set.status != .disabled && converted[set.name] == nil {
                    diagnostics.append(
                        Diagnostic(
                            .error, rule: "studio.themes",
                            "theme '\(theme.name)' uses set '\(set.name)', which does not exist; fix the name or remove it from the theme",
                            at: set.location))
                }
                let statuses = Dictionary(theme.sets.map { ($0.name, $0.status) }, uniquingKeysWith: { a, _ in a })
                for name in order {
                    guard let status = statuses[name], status != .disabled, var source = converted[name] else {
                        continue
                    }
                    source.referenceOnly = status == .source
                    sources.append(source)
                }
                if contexts.contains(where: { $0.name == theme.name }) {
                    diagnostics.append(
                        Diagnostic(
                            .error, rule: "studio.themes",
                            "two themes of group '\(group)' are named '\(theme.name)'; rename one", at: theme.location))
                    continue
                }
                contexts.append(.init(name: theme.name, sources: sources, location: theme.location))
            }
            let carried = JSONNode(.array(members.map(\.node)), at: members[0].location)
            let studio = JSONObject([.init(key: "themes", keyLocation: members[0].location, value: carried)])
            let extensions = JSONNode(
                .object(
                    JSONObject([
                        .init(
                            key: StudioTokenConverter.extensionKey, keyLocation: members[0].location,
                            value: JSONNode(.object(studio), at: members[0].location))
                    ])), at: members[0].location)
            return ResolverDocument.Modifier(
                name: group, contexts: contexts, defaultContext: contexts.first?.name, extensions: extensions,
                location: members[0].location)
        }
    }
}
