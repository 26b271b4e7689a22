/// A custom property's value: text for every browser, plus a wide-gamut variant when it holds
/// colors outside sRGB, and the custom properties it reads through `var()`.
public struct CSSValue: Sendable, Hashable {
    /// The value with every color in sRGB: what every browser gets.
    public var text: String
    /// The value with wide-gamut colors in their own space, or `nil` when ``text`` is exact.
    public var wideGamutText: String?
    /// The syntaxes ``wideGamutText`` needs, sorted, e.g. `["(color: color(display-p3 0 0 0))"]`.
    public var wideGamutConditions: [String]
    /// The custom properties read through `var()`, in order of appearance.
    public var references: [String]

    /// A plain value without colors or references.
    public init(_ text: String) {
        self.text = text
        self.wideGamutConditions = []
        self.references = []
    }

    init(text: String, wideGamutText: String?, wideGamutConditions: [String], references: [String]) {
        self.text = text
        self.wideGamutText = wideGamutText
        self.wideGamutConditions = wideGamutConditions
        self.references = references
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
    private var wideText = ""
    private var isWide = false
    private var conditions: [String] = []
    private var references: [String] = []

    /// Appends literal text (the same in both variants).
    mutating func append(_ literal: String) {
        text += literal
        wideText += literal
    }

    /// Appends a color: its fallback in the sRGB variant, its native form in the wide-gamut one.
    mutating func append(_ color: CSSColorText) {
        text += color.fallback
        if let native = color.native, let condition = color.condition {
            wideText += native
            isWide = true
            if !conditions.contains(condition) { conditions.append(condition) }
        } else {
            wideText += color.fallback
        }
    }

    /// Appends `var(property)`.
    mutating func append(reference property: String) {
        append("var(\(property))")
        if !references.contains(property) { references.append(property) }
    }

    /// Appends another value, variants and references included.
    mutating func append(_ value: CSSValue) {
        text += value.text
        wideText += value.wideGamutText ?? value.text
        if value.wideGamutText != nil {
            isWide = true
            for condition in value.wideGamutConditions where !conditions.contains(condition) {
                conditions.append(condition)
            }
        }
        for property in value.references where !references.contains(property) { references.append(property) }
    }

    /// The value built so far.
    var value: CSSValue {
        CSSValue(text: text, wideGamutText: isWide ? wideText : nil,
                 wideGamutConditions: isWide ? conditions.sorted() : [], references: references)
    }
}
