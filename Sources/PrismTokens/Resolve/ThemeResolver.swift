/// The Resolve stage's entry point: merges a resolver's sources for one permutation of modifier contexts and resolves its tokens.
public struct ThemeResolver: Sendable {
    /// The document being resolved.
    public let document: ResolverDocument
    /// The merge of the sets that come before the first modifier: shared by every permutation.
    private let sharedPrefix: JSONObject
    private let sharedStepCount: Int

    /// Creates a resolver for `document`.
    public init(document: ResolverDocument) {
        self.document = document
        var merged = JSONObject()
        var count = 0
        for step in document.steps {
            guard case .set(let set) = step else { break }
            for source in set.sources { merged = SourceMerger.merge(source.root.object ?? JSONObject(), onto: merged) }
            count += 1
        }
        self.sharedPrefix = merged
        self.sharedStepCount = count
    }

    /// A problem with the requested inputs (`--input MOD=CTX`): a usage error, not a token error.
    public struct InputError: Error, Sendable {
        public var message: String
    }

    /// The permutations to resolve: every combination of contexts, with the given inputs fixed.
    /// - Parameter inputs: modifier name → context name, matched case-insensitively.
    /// - Throws: ``InputError`` for an unknown modifier or context.
    public func permutations(fixing inputs: [String: String] = [:]) throws(InputError) -> [[(modifier: String, context: String)]] {
        let modifiers = document.modifiers
        var fixed: [String: String] = [:]
        for (name, value) in inputs {
            guard let modifier = modifiers.first(where: { $0.name == name }) ?? modifiers.first(where: { $0.name.lowercased() == name.lowercased() }) else {
                let known = modifiers.isEmpty ? "this token source has no modifiers" : "its modifiers are: \(modifiers.map(\.name).joined(separator: ", "))"
                throw InputError(message: "unknown modifier '\(name)'; \(known)")
            }
            guard let context = modifier.context(named: value) else {
                throw InputError(message: "modifier '\(modifier.name)' has no context '\(value)'; use one of: \(modifier.contexts.map(\.name).joined(separator: ", "))")
            }
            fixed[modifier.name] = context.name
        }
        var result: [[(modifier: String, context: String)]] = [[]]
        for modifier in modifiers {
            let choices = fixed[modifier.name].map { [$0] } ?? modifier.contexts.map(\.name)
            result = result.flatMap { prefix in choices.map { prefix + [(modifier.name, $0)] } }
        }
        return result
    }

    /// The default permutation: each modifier's `default` context (or its first), overridden by `inputs`.
    public func defaultPermutation(fixing inputs: [String: String] = [:]) throws(InputError) -> [(modifier: String, context: String)] {
        let all = try permutations(fixing: inputs)
        let modifiers = document.modifiers
        let preferred = modifiers.map { m in inputs.keys.contains { $0.lowercased() == m.name.lowercased() } ? nil : (m.defaultContext ?? m.contexts.first?.name) }
        return all.first { permutation in
            zip(permutation, preferred).allSatisfy { pair in pair.1 == nil || pair.0.context == pair.1 }
        } ?? all.first ?? []
    }

    /// Resolves one permutation.
    /// - Parameters:
    ///   - inputs: the context chosen for each modifier.
    ///   - diagnostics: receives every problem found, tagged with the theme's name.
    /// - Returns: the theme with every token that could be resolved.
    public func resolve(_ inputs: [(modifier: String, context: String)], diagnostics: inout DiagnosticBag) -> ResolvedTheme {
        var legacy = LegacySyntaxRecorder()
        let theme = resolve(inputs, legacy: &legacy, diagnostics: &diagnostics)
        diagnostics.append(contentsOf: legacy.warnings)
        return theme
    }

    /// Resolves one permutation, recording older-draft syntax in `legacy` instead of warning about it,
    /// so that a caller resolving several permutations warns once per file and kind.
    func resolve(_ inputs: [(modifier: String, context: String)], legacy: inout LegacySyntaxRecorder, diagnostics: inout DiagnosticBag) -> ResolvedTheme {
        let name = ResolvedTheme.name(for: inputs)
        var merged = sharedPrefix
        var rootLocation = SourceLocation(file: document.file, line: 1, column: 1, offset: 0)
        for step in document.steps.dropFirst(sharedStepCount) {
            switch step {
            case .set(let set):
                for source in set.sources { merged = SourceMerger.merge(source.root.object ?? JSONObject(), onto: merged) }
            case .modifier(let modifier):
                let chosen = inputs.first { $0.modifier == modifier.name }?.context
                guard let context = chosen.flatMap(modifier.context(named:)) else { continue }
                for source in context.sources { merged = SourceMerger.merge(source.root.object ?? JSONObject(), onto: merged) }
            }
        }
        if let first = document.sets.first?.sources.first { rootLocation = first.root.location }
        var context = ValueParseContext(diagnostics: DiagnosticBag(), token: TokenPath([]), theme: name, legacy: legacy)
        let extended = GroupExtender.apply(to: merged, context: &context)
        let collected = TokenCollector.collect(extended, at: rootLocation, context: &context)
        let tokens = ReferenceResolver(tokens: collected.tokens, groups: collected.groups).resolve(context: &context)
        diagnostics.append(contentsOf: context.diagnostics.all)
        legacy = context.legacy
        return ResolvedTheme(inputs: inputs, tokens: tokens)
    }
}
