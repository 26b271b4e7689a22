import PrismAccessibility

/// The Prism settings of a token source, read from `$extensions["com.byescaleira.prism"]` of its sets,
/// modifiers and the root groups of its token documents (later ones override earlier ones; lists add up).
public struct PrismConfiguration: Sendable {
    /// The `$extensions` key of Prism metadata.
    public static let extensionKey = "com.byescaleira.prism"

    /// A rule's configured severity and thresholds.
    public struct RuleSetting: Sendable {
        /// `nil` when the rule is off.
        public var severity: Diagnostic.Severity?
        /// Named numeric thresholds (`minimum`, `minimumDeltaE`, `minimumLc`, `maximumSeconds`…).
        public var thresholds: [String: Double] = [:]
    }

    /// What a contrast pair requires.
    public enum Requirement: Sendable, Hashable {
        /// A WCAG 2 level (raised by the context's minimum contrast).
        case wcag(WCAGLevel)
        /// An APCA lightness contrast, the minimum absolute Lc.
        case apca(Double)
    }

    /// A foreground/background pair to check.
    public struct Pair: Sendable, Hashable {
        /// The text or icon color.
        public var foreground: TokenPath
        /// The color behind it.
        public var background: TokenPath
        /// What the pair must reach.
        public var requirement: Requirement
        /// Where the pair was declared (nil for inferred pairs).
        public var location: SourceLocation?
        /// The convention that made the pair (`declared` for `contrast.pairs`).
        public var strategy: PairStrategy = .declared
        /// How sure inference is; declared pairs are `high`.
        public var confidence: PairConfidence = .high
    }

    /// A `contrast.pairs` entry with a `*` pattern or `"exclude": true`: it changes inferred pairs
    /// instead of adding one.
    public struct PairRule: Sendable {
        /// What the rule does to the inferred pairs it matches.
        public enum Action: Sendable {
            /// Drop them.
            case exclude
            /// Check them at this requirement instead of the inferred one.
            case relevel(Requirement)
        }
        /// The foreground pattern (`*` matches any run of characters, dots included).
        public var foreground: String
        /// The background pattern.
        public var background: String
        /// What the rule does to the pairs it matches.
        public var action: Action
        /// Where the rule is declared.
        public var location: SourceLocation

        /// Whether the rule matches a pair.
        public func matches(_ pair: Pair) -> Bool {
            PathPattern.matches(foreground, pair.foreground.description)
                && PathPattern.matches(background, pair.background.description)
        }
    }

    /// Colors that must stay distinguishable under color-vision deficiencies.
    public struct DistinguishableGroup: Sendable {
        /// The group's name (`status`), used in messages.
        public var name: String
        /// The colors that must stay apart.
        public var tokens: [TokenPath]
        /// Where the group is declared.
        public var location: SourceLocation
    }

    /// How a modifier context maps to platforms, and its minimum contrast.
    public struct ContextSetting: Sendable {
        /// The lowest level any text pair may have in this context's themes (`aaa` for high contrast).
        public var minimumContrast: WCAGLevel?
        /// The CSS selectors that choose this context (`[data-theme="dark"]`).
        public var cssSelectors: [String]?
        /// The CSS media query that chooses this context (`(prefers-color-scheme: dark)`).
        public var cssMedia: String?
        /// The Apple color scheme of this context: `light` or `dark`.
        public var appleColorScheme: String?
        /// The Apple contrast trait of this context: `standard` or `increased`.
        public var appleContrast: String?
    }

    /// Rule id → the severity and options the document sets.
    public var rules: [String: RuleSetting] = [:]
    /// The declared contrast pairs.
    public var pairs: [Pair] = []
    /// Exclusions and re-levellings of inferred pairs, in declaration order.
    public var pairRules: [PairRule] = []
    /// Whether pairs are inferred from names (`contrast.infer`, default true).
    public var infersPairs = true
    /// The declared color groups that must stay distinguishable.
    public var distinguishableGroups: [DistinguishableGroup] = []
    /// modifier name → context name → setting.
    public var contexts: [String: [String: ContextSetting]] = [:]
    /// Whether warnings count as errors (`"strict": true`), as with `--strict`: the way to make
    /// the build-tool plugin strict.
    public var strict = false
    /// Per-token rule overrides (`rules` in a token's Prism extension), in document order.
    public var tokenRules: [TokenRuleOverride] = []
    /// The brand name of generated types, files and variables (`"namespace": "Acme"`), if set;
    /// `--namespace` wins over it.
    public var namespace: TokenNamespace?
    /// Whether the build-tool plugin also runs `prism-tokens lint` over the target's sources
    /// (`"lint": true`); read by the plugin itself, checked here.
    public var lint = false

    /// The settings of a rule, with the catalog's default severity when not configured.
    public func setting(for rule: String, defaultSeverity: Diagnostic.Severity?) -> RuleSetting {
        rules[rule] ?? RuleSetting(severity: defaultSeverity)
    }

    /// Sets rule severities on top of the source's settings (`--rule`), keeping their thresholds.
    public mutating func apply(overrides: [String: Diagnostic.Severity?]) {
        for (rule, severity) in overrides {
            var setting = rules[rule] ?? RuleSetting(severity: RuleCatalog.rule(rule)?.defaultSeverity)
            setting.severity = severity
            rules[rule] = setting
        }
    }

    /// The strictest minimum contrast any context of a theme requires.
    public func minimumContrast(for inputs: [(modifier: String, context: String)]) -> WCAGLevel? {
        let levels = inputs.compactMap { contexts[$0.modifier]?[$0.context]?.minimumContrast }
        return levels.max { $0.minimumRatio < $1.minimumRatio }
    }

    /// Reads the configuration of a document, appending problems with it to `diagnostics`: malformed
    /// settings are `config` errors, keys nothing reads `config.unknown-key` warnings.
    public static func read(from document: ResolverDocument, diagnostics: inout DiagnosticBag) -> PrismConfiguration {
        read(from: document, scanned: nil, diagnostics: &diagnostics)
    }

    /// Reads the configuration of a document, taking the per-token overrides and their findings
    /// from `scanned` (a scan of this document started earlier) when given.
    static func read(
        from document: ResolverDocument, scanned: PrismExtensionScan.InAdvance?, diagnostics: inout DiagnosticBag
    ) -> PrismConfiguration {
        var configuration = PrismConfiguration()
        var seenRoots: Set<SourceLocation> = []
        for step in document.steps {
            switch step {
            case .set(let set):
                if let node = set.extensions?[extensionKey] {
                    configuration.apply(node, modifier: nil, diagnostics: &diagnostics)
                    checkKeys(node, placement: .document, &diagnostics)
                }
                for source in set.sources {
                    if let node = source.root["$extensions"]?[extensionKey] {
                        configuration.apply(node, modifier: nil, diagnostics: &diagnostics)
                        if seenRoots.insert(node.location).inserted {
                            checkKeys(node, placement: .document, &diagnostics)
                        }
                    }
                }
            case .modifier(let modifier):
                if let node = modifier.extensions?[extensionKey] {
                    configuration.apply(node, modifier: modifier, diagnostics: &diagnostics)
                    checkKeys(node, placement: .modifier, &diagnostics)
                }
            }
        }
        if let scanned {
            let (overrides, findings) = scanned.result()
            configuration.tokenRules = overrides
            diagnostics.append(contentsOf: findings.all)
        } else {
            configuration.tokenRules = PrismExtensionScan.scan(document, diagnostics: &diagnostics)
        }
        return configuration
    }

    private static func checkKeys(
        _ node: JSONNode, placement: PrismExtensionKeys.Placement, _ diagnostics: inout DiagnosticBag
    ) {
        guard let object = node.object else { return }
        PrismExtensionKeys.check(object, placement: placement, diagnostics: &diagnostics)
    }
}
