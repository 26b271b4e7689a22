/// Declared contrast pairs and distinguishable groups that name a token the source does not have:
/// a typo there (`color.bg.brnd`) would turn the check off, so it is a `config` error with the
/// nearest token path as a suggestion.
enum DeclaredTokenCheck {
    /// Reports every declared path that is a token in no theme and is not written in any document.
    /// - Parameters:
    ///   - configuration: the source's Prism settings.
    ///   - resolution: the resolved themes and the documents.
    ///   - diagnostics: receives one `config` error per missing path and declaration.
    /// - Returns: the missing paths, which the contrast rule then leaves alone in every theme.
    static func check(
        _ configuration: PrismConfiguration, in resolution: TokenSetResolution, diagnostics: inout DiagnosticBag
    ) -> Set<TokenPath> {
        var missing: Set<TokenPath> = []
        var present: Set<TokenPath> = []
        var candidates: [String]?
        func report(_ path: TokenPath, what: String, at location: SourceLocation) {
            if present.contains(path) { return }
            if !missing.contains(path) {
                guard isMissing(path, in: resolution) else {
                    present.insert(path)
                    return
                }
                missing.insert(path)
            }
            if candidates == nil { candidates = colorPaths(resolution) }
            var message = "the \(what) names '\(path)', which is not a token"
            if let guess = EditDistance.closest(to: path.description, in: candidates ?? []) {
                message += "; did you mean '\(guess)'?"
            }
            message += " Fix the path: until then this check does not run."
            diagnostics.append(Diagnostic(.error, rule: "config", message, at: location, token: path.description))
        }
        for pair in configuration.pairs {
            guard let location = pair.location else { continue }
            report(pair.foreground, what: "contrast pair", at: location)
            report(pair.background, what: "contrast pair", at: location)
        }
        for group in configuration.distinguishableGroups {
            for path in group.tokens { report(path, what: "cvd group '\(group.name)'", at: group.location) }
        }
        return missing
    }

    /// Whether a path is a token in no theme and no document writes it (a token that failed to
    /// resolve is already reported where it is defined).
    private static func isMissing(_ path: TokenPath, in resolution: TokenSetResolution) -> Bool {
        if resolution.themes.contains(where: { $0[path] != nil }) { return false }
        for source in sources(of: resolution.document) {
            var node: JSONNode? = source.root
            for segment in path.segments { node = node?[segment] }
            if node?.object != nil { return false }
        }
        return true
    }

    private static func sources(of document: ResolverDocument) -> [ResolverDocument.Source] {
        document.steps.flatMap { step -> [ResolverDocument.Source] in
            switch step {
            case .set(let set): set.sources
            case .modifier(let modifier): modifier.contexts.flatMap(\.sources)
            }
        }
    }

    /// The color token paths of the first theme (every token's when it has no colors): the
    /// suggestions.
    private static func colorPaths(_ resolution: TokenSetResolution) -> [String] {
        guard let theme = resolution.themes.first else { return [] }
        let colors = theme.tokens.filter { $0.type == .color }
        return (colors.isEmpty ? theme.tokens : colors).map(\.path.description)
    }
}
