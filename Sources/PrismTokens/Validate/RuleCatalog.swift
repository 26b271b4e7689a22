/// Every rule id the pipeline reports, with a one-line description: the metadata SARIF and the README list.
public enum RuleCatalog {
    /// One rule.
    public struct Rule: Sendable {
        /// The rule id printed in brackets: `contrast.wcag2`.
        public var id: String
        /// What the rule checks, in one line.
        public var summary: String
        /// The severity when neither the document nor `--rule` sets one.
        public var defaultSeverity: Diagnostic.Severity
    }

    /// All rules, structural first, then accessibility.
    public static let rules: [Rule] =
        [
            Rule(id: "io", summary: "A file could not be opened or written.", defaultSeverity: .error),
            Rule(id: "syntax", summary: "The file is not valid JSON, JSONC or JSON5.", defaultSeverity: .error),
            Rule(id: "encoding", summary: "The file is not valid UTF-8.", defaultSeverity: .error),
            Rule(id: "format.root", summary: "The token file's root is not an object.", defaultSeverity: .error),
            Rule(
                id: "format.structure", summary: "An object mixes a token and a group, or a group member is neither.",
                defaultSeverity: .error),
            Rule(
                id: "format.name", summary: "A token or group name uses '$', '{', '}' or '.'.", defaultSeverity: .error),
            Rule(
                id: "format.type", summary: "A token's $type is unknown or cannot be determined.",
                defaultSeverity: .error),
            Rule(
                id: "format.unknown-property", summary: "A '$'-prefixed property DTCG does not define.",
                defaultSeverity: .warning),
            Rule(
                id: "format.legacy", summary: "Older-draft, JSON5 or Style Dictionary syntax that should be updated.",
                defaultSeverity: .warning),
            Rule(
                id: "compat.hex",
                summary: "A 'hex' color fallback of 3, 4 or 8 digits (DTCG: 6), read as the same color.",
                defaultSeverity: .warning),
            Rule(
                id: "compat.unit", summary: "A dimension unit beyond px/rem (em, %, pt, dp, sp, vw…), kept as written.",
                defaultSeverity: .warning),
            Rule(
                id: "compat.type",
                summary: "A $type outside the 13 DTCG types (string, boolean, link…), passed through as written.",
                defaultSeverity: .warning),
            Rule(
                id: "compat.string-reference",
                summary: "A reference inside a longer string, replaced by its target's value.",
                defaultSeverity: .warning),
            Rule(
                id: "compat.composite-member",
                summary: "A composite value with members missing (filled with CSS initial values) or extra (kept).",
                defaultSeverity: .warning),
            Rule(
                id: "compat.metadata-member",
                summary: "A plain non-'$' member beside '$value' that is not a token, ignored.",
                defaultSeverity: .warning),
            Rule(
                id: "compat.legacy-guess",
                summary: "A Style Dictionary value without a type whose type was guessed from the value.",
                defaultSeverity: .warning),
            Rule(
                id: "compat.mode",
                summary: "Values keyed by mode, or $extensions.mode, read as contexts of a 'mode' modifier.",
                defaultSeverity: .warning),
            Rule(
                id: "compat.platform",
                summary:
                    "A platform output drops or approximates a value it cannot express (a relative unit in Swift, an extra member).",
                defaultSeverity: .note),
            Rule(
                id: "value.type", summary: "A value does not have the shape its type requires.", defaultSeverity: .error
            ),
            Rule(id: "value.color", summary: "A color value is malformed.", defaultSeverity: .error),
            Rule(id: "value.dimension", summary: "A dimension value is malformed.", defaultSeverity: .error),
            Rule(id: "value.duration", summary: "A duration value is malformed.", defaultSeverity: .error),
            Rule(id: "value.cubicBezier", summary: "A cubic Bézier value is out of range.", defaultSeverity: .error),
            Rule(
                id: "value.fontWeight", summary: "A font weight is out of range or an unknown name.",
                defaultSeverity: .error),
            Rule(id: "value.strokeStyle", summary: "A stroke style is malformed.", defaultSeverity: .error),
            Rule(id: "value.shadow", summary: "A shadow value is malformed.", defaultSeverity: .error),
            Rule(id: "value.gradient", summary: "A gradient value is malformed.", defaultSeverity: .error),
            Rule(id: "value.typography", summary: "A typography value is malformed.", defaultSeverity: .error),
            Rule(
                id: "reference.unresolved", summary: "A reference names a token that does not exist.",
                defaultSeverity: .error),
            Rule(id: "reference.target", summary: "A reference names a group or a non-token.", defaultSeverity: .error),
            Rule(id: "reference.malformed", summary: "A reference is not well formed.", defaultSeverity: .error),
            Rule(id: "reference.cycle", summary: "References or $extends form a cycle.", defaultSeverity: .error),
            Rule(
                id: "reference.type-mismatch", summary: "A reference names a token of the wrong type.",
                defaultSeverity: .error),
            Rule(id: "resolver", summary: "The resolver document is malformed.", defaultSeverity: .error),
            Rule(id: "resolver.ref", summary: "A resolver $ref cannot be loaded.", defaultSeverity: .error),
            Rule(
                id: "resolver.permutations", summary: "The modifiers make more themes than one run checks.",
                defaultSeverity: .error),
            Rule(id: "config", summary: "The Prism extension settings are malformed.", defaultSeverity: .error),
            Rule(
                id: "config.unknown-key",
                summary: "A Prism extension key that nothing reads (a typo or a misplaced setting), ignored.",
                defaultSeverity: .warning),
            Rule(
                id: "config.override",
                summary:
                    "A token overrides a rule's severity (with its reason): listed so a silenced check stays visible.",
                defaultSeverity: .note),
            Rule(id: "template", summary: "A template does not parse or render.", defaultSeverity: .error),
            Rule(
                id: "bundle",
                summary: "A bundle renamed, filled in or left out something its platform cannot express as written.",
                defaultSeverity: .warning),
            Rule(
                id: "render.css-name", summary: "Two tokens would become the same CSS custom property.",
                defaultSeverity: .error),
            Rule(
                id: "render.css-member",
                summary: "A composite's member property is left out because a token or an earlier member has its name.",
                defaultSeverity: .note),
            Rule(
                id: "render.swift-name", summary: "Two tokens, groups or themes map to the same Swift name.",
                defaultSeverity: .error),
            Rule(
                id: "render.swift-theme",
                summary: "A token is missing from some theme, or changes type, so the Swift output leaves it out.",
                defaultSeverity: .warning),
            Rule(
                id: "render.xcassets",
                summary:
                    "A color token has no computable color in some theme, so its Asset Catalog color set leaves that appearance out.",
                defaultSeverity: .warning),
            Rule(
                id: "render.json",
                summary:
                    "A token is left out of the JSON output because its path is also a group or another token's.",
                defaultSeverity: .warning),
            Rule(
                id: "terminal.palette",
                summary:
                    "A Prism 'ansi', 'terminal' or 'cliRole' key is malformed or repeated, or a terminal name had to change.",
                defaultSeverity: .warning),
            Rule(
                id: "studio.expression",
                summary: "A Tokens Studio math expression or color function cannot be evaluated.",
                defaultSeverity: .error),
            Rule(
                id: "studio.modifier",
                summary:
                    "A Tokens Studio color modifier is malformed, or a modifier-only token was applied where used.",
                defaultSeverity: .error),
            Rule(
                id: "studio.themes", summary: "A Tokens Studio $themes entry is malformed or names a missing set.",
                defaultSeverity: .error),
            Rule(
                id: "studio.metadata",
                summary: "A Tokens Studio $metadata tokenSetOrder names a missing set or is malformed.",
                defaultSeverity: .error),
            Rule(
                id: "studio.unsupported",
                summary: "A Tokens Studio token or set has no DTCG equivalent and is left out of the output.",
                defaultSeverity: .warning),
            Rule(
                id: "studio.extensions",
                summary: "Tokens Studio properties with no DTCG meaning are carried in $extensions.",
                defaultSeverity: .warning),
            Rule(
                id: "studio.typography",
                summary: "A Tokens Studio typography value is completed with CSS initial values.",
                defaultSeverity: .warning),
            Rule(
                id: "contrast.wcag2",
                summary: "A foreground/background pair is below its WCAG 2 contrast level in some theme.",
                defaultSeverity: .error),
            Rule(
                id: "contrast.apca", summary: "A pair is below its APCA Lc minimum (opt-in).", defaultSeverity: .error),
            Rule(
                id: "contrast.unverifiable", summary: "A pair's contrast cannot be computed.", defaultSeverity: .warning
            ),
            Rule(
                id: "contrast.no-pairs",
                summary: "A theme has text or surface colors but no contrast pair could be checked.",
                defaultSeverity: .warning),
            Rule(
                id: "cvd.distinguishable",
                summary: "Status colors become indistinguishable under a color-vision deficiency.",
                defaultSeverity: .warning),
            Rule(
                id: "tap-target.min-size", summary: "A tap target is smaller than 44 pt (HIG) or 24 px (WCAG 2.5.8).",
                defaultSeverity: .error),
            Rule(
                id: "typography.min-size", summary: "A font size is below the minimum (11 pt).",
                defaultSeverity: .warning),
            Rule(
                id: "typography.text-style", summary: "A typography token has no Dynamic Type text style.",
                defaultSeverity: .warning),
            Rule(
                id: "motion.reduced", summary: "A motion token has no reduced-motion behaviour, or lasts over 5 s.",
                defaultSeverity: .warning),
        ] + LintRules.catalog

    /// The rule with this id.
    public static func rule(_ id: String) -> Rule? { rules.first { $0.id == id } }

    // MARK: Which rules a run may change (`--rule`, the `rules` setting, `--strict`)

    /// The id prefixes of structural rules: their findings mean the source has no single meaning.
    static let structuralPrefixes = [
        "io", "syntax", "encoding", "format.", "value.", "reference.", "resolver", "config", "template", "render.",
    ]

    /// The catalog rule closest to a mistyped id, for "did you mean" messages.
    public static func closestRule(to id: String) -> Rule? {
        EditDistance.closest(to: id, in: rules.map(\.id)).flatMap(rule)
    }
}

extension RuleCatalog.Rule {
    /// Whether a run may change the rule's severity or turn it off.
    ///
    /// Structural rules that are errors by default (`syntax`, `encoding`, `format.*`, `value.*`,
    /// `reference.*`, `resolver*`, `config`, `template`, `io`, `render.css-name`,
    /// `render.swift-name`) are fixed: their findings leave a token without a single meaning, so
    /// nothing downstream could use it. Every other rule — the accessibility rules, and the
    /// warnings about syntax with one obvious meaning (`format.legacy`, `compat.*`, …) — may be
    /// set to `error`, `warning`, `note` or `off`.
    public var isAdjustable: Bool {
        !(defaultSeverity == .error && RuleCatalog.structuralPrefixes.contains { id.hasPrefix($0) })
    }
}
