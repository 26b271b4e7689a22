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
        case wcag(WCAGLevel)
        case apca(Double)
    }

    /// A foreground/background pair to check.
    public struct Pair: Sendable, Hashable {
        public var foreground: TokenPath
        public var background: TokenPath
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
        public var action: Action
        public var location: SourceLocation

        /// Whether the rule matches a pair.
        public func matches(_ pair: Pair) -> Bool {
            PathPattern.matches(foreground, pair.foreground.description) && PathPattern.matches(background, pair.background.description)
        }
    }

    /// Colors that must stay distinguishable under color-vision deficiencies.
    public struct DistinguishableGroup: Sendable {
        public var name: String
        public var tokens: [TokenPath]
        public var location: SourceLocation
    }

    /// How a modifier context maps to platforms, and its minimum contrast.
    public struct ContextSetting: Sendable {
        public var minimumContrast: WCAGLevel?
        public var cssSelectors: [String]?
        public var cssMedia: String?
        public var appleColorScheme: String?
        public var appleContrast: String?
    }

    public var rules: [String: RuleSetting] = [:]
    public var pairs: [Pair] = []
    /// Exclusions and re-levellings of inferred pairs, in declaration order.
    public var pairRules: [PairRule] = []
    /// Whether pairs are inferred from names (`contrast.infer`, default true).
    public var infersPairs = true
    public var distinguishableGroups: [DistinguishableGroup] = []
    /// modifier name → context name → setting.
    public var contexts: [String: [String: ContextSetting]] = [:]
    /// Whether warnings count as errors (`"strict": true`), as with `--strict`: the way to make
    /// the build-tool plugin strict.
    public var strict = false

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

    /// Reads the configuration of a document, appending problems with it to `diagnostics`.
    public static func read(from document: ResolverDocument, diagnostics: inout DiagnosticBag) -> PrismConfiguration {
        var configuration = PrismConfiguration()
        for step in document.steps {
            switch step {
            case .set(let set):
                if let node = set.extensions?[extensionKey] { configuration.apply(node, modifier: nil, diagnostics: &diagnostics) }
                for source in set.sources {
                    if let node = source.root["$extensions"]?[extensionKey] { configuration.apply(node, modifier: nil, diagnostics: &diagnostics) }
                }
            case .modifier(let modifier):
                if let node = modifier.extensions?[extensionKey] { configuration.apply(node, modifier: modifier, diagnostics: &diagnostics) }
            }
        }
        return configuration
    }
}
