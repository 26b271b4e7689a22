/// Parses a DTCG 2025.10 Resolver document: `version`, `sets`, `modifiers`, `resolutionOrder`.
struct ResolverParser {
    let file: String
    let root: JSONNode
    var sourceReader: SourceReader
    private var diagnostics = DiagnosticBag()
    /// Where each `$ref` the document's structure read is (a source's or a resolution order
    /// item's): counted against the file's `$ref` keys (``ResolverDocument/mayExtendGroups``).
    private(set) var structuralRefs: Set<SourceLocation> = []

    init(file: String, root: JSONNode, sourceReader: SourceReader) {
        self.file = file
        self.root = root
        self.sourceReader = sourceReader
    }

    /// Whether a parsed root looks like a resolver document rather than a token file.
    static func looksLikeResolver(_ root: JSONNode) -> Bool {
        guard let object = root.object, !object.contains("$value") else { return false }
        if object.contains("resolutionOrder") { return true }
        if let schema = object["$schema"]?.string, schema.contains("resolver") { return true }
        for key in ["sets", "modifiers"] {
            guard let group = object[key]?.object, !group.isEmpty else { continue }
            let marker = key == "sets" ? "sources" : "contexts"
            if group.members.allSatisfy({ $0.value.object?.contains(marker) == true }) { return true }
        }
        return false
    }

    /// Parses the document, appending resolver errors to `diagnostics`.
    mutating func parse(diagnostics bag: inout DiagnosticBag) -> ResolverDocument {
        let object = root.object ?? JSONObject()
        checkVersion(object)
        var sets: [String: ResolverDocument.TokenSet] = [:]
        var modifiers: [String: ResolverDocument.Modifier] = [:]
        if let setsNode = object["sets"] {
            if let setsObject = setsNode.object {
                for member in setsObject.members {
                    if let set = parseSet(name: member.key, member.value, knownSets: sets) { sets[member.key] = set }
                }
            } else {
                error("'sets' must be an object of named sets", at: setsNode)
            }
        }
        if let modifiersNode = object["modifiers"] {
            if let modifiersObject = modifiersNode.object {
                for member in modifiersObject.members {
                    if let modifier = parseModifier(name: member.key, member.value, knownSets: sets) {
                        modifiers[member.key] = modifier
                    }
                }
            } else {
                error("'modifiers' must be an object of named modifiers", at: modifiersNode)
            }
        }
        var steps: [ResolverDocument.Step] = []
        if let orderNode = object["resolutionOrder"] {
            steps = parseResolutionOrder(orderNode, sets: sets, modifiers: modifiers)
        } else {
            error(
                "the resolver has no 'resolutionOrder'; add one listing its sets and modifiers, e.g. [{\"$ref\": \"#/sets/base\"}]",
                at: root)
            let setOrder = (object["sets"]?.object?.keys ?? []).compactMap { sets[$0] }.map(ResolverDocument.Step.set)
            let modifierOrder = (object["modifiers"]?.object?.keys ?? []).compactMap { modifiers[$0] }.map(
                ResolverDocument.Step.modifier)
            steps = setOrder + modifierOrder
        }
        bag.append(contentsOf: diagnostics.all)
        return ResolverDocument(file: file, name: object["name"]?.string, isResolver: true, steps: steps)
    }

    private mutating func checkVersion(_ object: JSONObject) {
        guard let versionNode = object["version"] else {
            error("the resolver has no 'version'; add \"version\": \"2025.10\"", at: root)
            return
        }
        guard versionNode.string == "2025.10" else {
            error("unsupported resolver version; write \"version\": \"2025.10\"", at: versionNode)
            return
        }
    }

    private mutating func parseSet(name: String, _ node: JSONNode, knownSets: [String: ResolverDocument.TokenSet])
        -> ResolverDocument.TokenSet?
    {
        guard let object = node.object else {
            error("set '\(name)' must be an object with 'sources'", at: node)
            return nil
        }
        guard let sourcesNode = object["sources"] else {
            error(
                "set '\(name)' has no 'sources'; add an array of token documents or {\"$ref\": \"file.json\"}", at: node
            )
            return nil
        }
        let sources = parseSources(sourcesNode, owner: "set '\(name)'", allowModifierRefs: false, knownSets: knownSets)
        return .init(name: name, sources: sources, extensions: object["$extensions"], location: node.location)
    }

    private mutating func parseModifier(name: String, _ node: JSONNode, knownSets: [String: ResolverDocument.TokenSet])
        -> ResolverDocument.Modifier?
    {
        guard let object = node.object else {
            error("modifier '\(name)' must be an object with 'contexts'", at: node)
            return nil
        }
        guard let contextsNode = object["contexts"] ?? object["context"], let contextsObject = contextsNode.object
        else {
            error(
                "modifier '\(name)' has no 'contexts' object; add one mapping context names to token sources", at: node)
            return nil
        }
        if object["contexts"] == nil {
            error("modifier '\(name)' spells 'contexts' as 'context'; rename it to 'contexts'", at: node)
        }
        if contextsObject.count < 2 {
            error(
                "modifier '\(name)' has \(contextsObject.count) context\(contextsObject.count == 1 ? "" : "s"); a modifier needs at least two — use a set for tokens that always apply",
                at: contextsNode)
        }
        var contexts: [ResolverDocument.Context] = []
        for member in contextsObject.members {
            let sources = parseSources(
                member.value, owner: "context '\(member.key)' of modifier '\(name)'", allowModifierRefs: false,
                knownSets: knownSets)
            contexts.append(.init(name: member.key, sources: sources, location: member.keyLocation))
        }
        var defaultContext: String?
        if let defaultNode = object["default"] {
            if let value = defaultNode.string, contextsObject.contains(value) {
                defaultContext = value
            } else {
                let written = defaultNode.string.map { "'\($0)'" } ?? defaultNode.value.kindDescription
                error(
                    "default \(written) of modifier '\(name)' is not one of its contexts (\(contextsObject.keys.joined(separator: ", "))); use one of those names",
                    at: defaultNode)
            }
        }
        return .init(
            name: name, contexts: contexts, defaultContext: defaultContext, extensions: object["$extensions"],
            location: node.location)
    }

    private mutating func parseSources(
        _ node: JSONNode, owner: String, allowModifierRefs: Bool, knownSets: [String: ResolverDocument.TokenSet]
    ) -> [ResolverDocument.Source] {
        guard let items = node.array else {
            error("the sources of \(owner) must be an array", at: node)
            return []
        }
        var sources: [ResolverDocument.Source] = []
        for (index, item) in items.enumerated() {
            guard let object = item.object else {
                error(
                    "source \(index + 1) of \(owner) must be a token document object or {\"$ref\": …}, found \(item.value.kindDescription)",
                    at: item)
                continue
            }
            if let refNode = object["$ref"] {
                structuralRefs.insert(refNode.location)
                guard let reference = refNode.string else {
                    error("'$ref' must be a string", at: refNode)
                    continue
                }
                if reference.hasPrefix("#/sets/") {
                    let setName = JSONPointer.segments(String(reference.dropFirst()))?.last ?? ""
                    if let set = knownSets[setName] {
                        sources.append(contentsOf: set.sources)
                    } else {
                        error("'\(reference)' names no set defined before it; define the set under 'sets'", at: refNode)
                    }
                } else if reference.hasPrefix("#/modifiers/") || reference.hasPrefix("#/resolutionOrder/") {
                    error(
                        "\(owner) may not reference '\(reference)'; token sources can reference sets and files only",
                        at: refNode)
                } else if reference.hasPrefix("#") {
                    guard let segments = JSONPointer.segments(String(reference.dropFirst())),
                        let target = JSONPointer.resolve(segments, in: root), target.object != nil
                    else {
                        error("'\(reference)' does not point at a token document in this file", at: refNode)
                        continue
                    }
                    sources.append(sourceReader.tokenSource(target, origin: "\(file)\(reference)"))
                } else if let loaded = sourceReader.loadFile(reference, from: file, at: refNode.location) {
                    sources.append(loaded)
                }
            } else {
                sources.append(sourceReader.tokenSource(item, origin: "inline source \(index + 1) of \(owner)"))
            }
        }
        return sources
    }

    private mutating func parseResolutionOrder(
        _ node: JSONNode, sets: [String: ResolverDocument.TokenSet], modifiers: [String: ResolverDocument.Modifier]
    ) -> [ResolverDocument.Step] {
        guard let items = node.array else {
            error(
                "'resolutionOrder' must be an array of {\"$ref\": \"#/sets/…\"} or inline sets and modifiers", at: node)
            return []
        }
        var steps: [ResolverDocument.Step] = []
        var names: Set<String> = []
        for item in items {
            guard let object = item.object else {
                error("a resolutionOrder item must be an object, found \(item.value.kindDescription)", at: item)
                continue
            }
            if let refNode = object["$ref"] {
                structuralRefs.insert(refNode.location)
                let reference = refNode.string ?? ""
                let segments = JSONPointer.segments(String(reference.dropFirst())) ?? []
                if reference.hasPrefix("#/sets/"), segments.count == 2, let set = sets[segments[1]] {
                    steps.append(.set(set))
                } else if reference.hasPrefix("#/modifiers/"), segments.count == 2,
                    let modifier = modifiers[segments[1]]
                {
                    steps.append(.modifier(modifier))
                } else {
                    error(
                        "'\(reference)' does not name a set or modifier of this resolver; use \"#/sets/NAME\" or \"#/modifiers/NAME\"",
                        at: refNode)
                }
                continue
            }
            let kind = object["type"]?.string
            guard let name = object["name"]?.string else {
                error("an inline resolutionOrder item needs a 'name' and a 'type' (\"set\" or \"modifier\")", at: item)
                continue
            }
            if !names.insert(name).inserted {
                error(
                    "the name '\(name)' is used twice in resolutionOrder; give each inline set or modifier a unique name",
                    at: item)
            }
            switch kind {
            case "set": if let set = parseSet(name: name, item, knownSets: sets) { steps.append(.set(set)) }
            case "modifier":
                if let modifier = parseModifier(name: name, item, knownSets: sets) { steps.append(.modifier(modifier)) }
            default: error("inline item '\(name)' needs \"type\": \"set\" or \"modifier\"", at: object["type"] ?? item)
            }
        }
        return steps
    }

    private mutating func error(_ message: String, at node: JSONNode) {
        diagnostics.append(Diagnostic(.error, rule: "resolver", message, at: node.location))
    }
}
