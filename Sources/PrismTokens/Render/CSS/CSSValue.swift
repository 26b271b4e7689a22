/// A custom property's value: text for every browser, plus a wide-gamut variant when it holds
/// colors outside sRGB, and the custom properties it reads through `var()`.
public struct CSSValue: Sendable, Hashable {
    /// The value with every color in sRGB: what every browser gets.
    public var text: String
    /// The value with colors inside sRGB in their own space (under `@supports`), or `nil` when ``text`` is exact.
    public var wideGamutText: String?
    /// The syntaxes ``wideGamutText`` needs, sorted, e.g. `["(color: color(display-p3 0 0 0))"]`.
    public var wideGamutConditions: [String]
    /// The custom properties read through `var()`, in order of appearance.
    public var references: [String]
    /// The value for displays of each wide gamut, when it holds colors outside sRGB (see
    /// ``CSSColorText/p3`` and ``CSSColorText/rec2020``); absent gamuts need no value of their own.
    public var gamutTexts: [CSSGamut: String] = [:]

    /// A plain value without colors or references.
    public init(_ text: String) {
        self.text = text
        self.wideGamutConditions = []
        self.references = []
    }

    init(
        text: String, wideGamutText: String?, wideGamutConditions: [String], references: [String],
        gamutTexts: [CSSGamut: String] = [:]
    ) {
        self.text = text
        self.wideGamutText = wideGamutText
        self.wideGamutConditions = wideGamutConditions
        self.references = references
        self.gamutTexts = gamutTexts
    }

    /// `var(property)`: a value that is one reference, made without a ``CSSValueBuilder`` (an alias
    /// token's value and each of its members: 38,000 at 50k tokens, each a builder with four
    /// texts, an interpolation and a search of its references before).
    static func reference(_ property: String) -> CSSValue {
        CSSValue(text: "var(" + property + ")", wideGamutText: nil, wideGamutConditions: [], references: [property])
    }

    /// The `@supports` condition under which ``wideGamutText`` may be used, e.g.
    /// `(color: color(display-p3 0 0 0)) and (color: oklch(0 0 0))`; `nil` without one.
    public var wideGamutCondition: String? {
        wideGamutText == nil ? nil : wideGamutConditions.joined(separator: " and ")
    }
}

/// Assembles a ``CSSValue`` from literal text, colors and references, keeping the sRGB and the
/// wide-gamut variants in step.
struct CSSValueBuilder {
    private var text = ""
    /// The wide-gamut, P3 and Rec. 2020 texts, once a color or value made one of them differ
    /// from ``text``; until then each of them is ``text`` (most values have no wide-gamut color:
    /// keeping four copies of every literal and reference was four appends each).
    private var variants: Variants?
    private var isWide = false
    private var conditions: [String] = []
    private var references: [String] = []
    /// Whether a color made the P3 and the Rec. 2020 text differ.
    private var hasP3 = false
    private var hasRec2020 = false

    /// The texts for displays of a wide gamut.
    private struct Variants {
        var wide: String
        var p3: String
        var rec2020: String
    }

    /// Appends literal text (the same in every variant).
    mutating func append(_ literal: String) {
        text += literal
        variants?.wide += literal
        variants?.p3 += literal
        variants?.rec2020 += literal
    }

    /// Appends a color: its fallback in the sRGB variant, its native form in the `@supports`
    /// one, and its P3 and Rec. 2020 forms in the variants for those displays.
    mutating func append(_ color: CSSColorText) {
        if color.native != nil || color.p3 != nil || color.rec2020 != nil { separateVariants() }
        text += color.fallback
        if let native = color.native, let condition = color.condition {
            variants?.wide += native
            isWide = true
            if !conditions.contains(condition) { conditions.append(condition) }
        } else {
            variants?.wide += color.fallback
        }
        let p3 = color.p3 ?? color.native ?? color.fallback
        variants?.p3 += p3
        variants?.rec2020 += color.rec2020 ?? p3
        hasP3 = hasP3 || color.p3 != nil
        hasRec2020 = hasRec2020 || color.rec2020 != nil
    }

    /// Appends another value, variants and references included.
    mutating func append(_ value: CSSValue) {
        if value.wideGamutText != nil || !value.gamutTexts.isEmpty { separateVariants() }
        text += value.text
        variants?.wide += value.wideGamutText ?? value.text
        let p3 = value.gamutTexts[.p3] ?? value.wideGamutText ?? value.text
        variants?.p3 += p3
        variants?.rec2020 += value.gamutTexts[.rec2020] ?? p3
        hasP3 = hasP3 || value.gamutTexts[.p3] != nil
        hasRec2020 = hasRec2020 || value.gamutTexts[.rec2020] != nil
        if value.wideGamutText != nil {
            isWide = true
            for condition in value.wideGamutConditions where !conditions.contains(condition) {
                conditions.append(condition)
            }
        }
        for property in value.references where !references.contains(property) { references.append(property) }
    }

    /// Starts keeping the wide-gamut texts apart from ``text`` (each a copy of it so far).
    private mutating func separateVariants() {
        if variants == nil { variants = Variants(wide: text, p3: text, rec2020: text) }
    }

    /// The value built so far.
    var value: CSSValue {
        var gamutTexts: [CSSGamut: String] = [:]
        if hasP3 { gamutTexts[.p3] = variants?.p3 ?? text }
        if hasRec2020 { gamutTexts[.rec2020] = variants?.rec2020 ?? text }
        return CSSValue(
            text: text, wideGamutText: isWide ? variants?.wide ?? text : nil,
            wideGamutConditions: isWide ? conditions.sorted() : [], references: references, gamutTexts: gamutTexts)
    }
}
