/// How each DTCG type appears in the Swift output: the value's Swift type, the member that reads
/// it, the suffix of an enum split out of a mixed group, and how documentation names it.
extension TokenType {
    /// The Swift type of a value of this type, e.g. `PrismColor`, `Double`, `[String]`.
    /// - Parameter prefix: the namespace's type prefix (`Prism` → `PrismBorder`; `Acme` → `AcmeBorder`).
    func swiftValueType(prefix: String = TokenNamespace.prism.swiftTypePrefix) -> String {
        switch self {
        case .color: prefix + "Color"
        case .dimension, .fontWeight, .duration, .number: "Double"
        case .fontFamily: "[String]"
        case .cubicBezier: prefix + "CubicBezier"
        case .strokeStyle: prefix + "StrokeStyle"
        case .border: prefix + "Border"
        case .transition: prefix + "Transition"
        case .shadow: prefix + "Shadow"
        case .gradient: prefix + "Gradient"
        case .typography: prefix + "Typography"
        case .string: "String"
        case .boolean: "Bool"
        }
    }

    /// The member of a token enum that returns the value (`SpacingToken.md.rawValue`, `PaletteToken.blue.color`).
    var swiftAccessor: String {
        switch self {
        case .color: "color"
        case .dimension, .number: "rawValue"
        case .fontFamily: "familyNames"
        case .fontWeight: "weight"
        case .duration: "seconds"
        case .cubicBezier: "curve"
        case .strokeStyle: "strokeStyle"
        case .border: "border"
        case .transition: "transition"
        case .shadow: "shadow"
        case .gradient: "gradient"
        case .typography: "typography"
        case .string: "text"
        case .boolean: "flag"
        }
    }

    /// The words appended to a group's name when the group mixes types and this type gets its own
    /// enum: `font` + fontWeight → `FontWeightToken`, `motion` + duration → `MotionDurationToken`.
    var swiftEnumSuffix: String {
        switch self {
        case .color: "Color"
        case .dimension: "Dimension"
        case .fontFamily: "Family"
        case .fontWeight: "Weight"
        case .duration: "Duration"
        case .cubicBezier: "Easing"
        case .number: "Number"
        case .strokeStyle: "StrokeStyle"
        case .border: "Border"
        case .transition: "Transition"
        case .shadow: "Shadow"
        case .gradient: "Gradient"
        case .typography: "Typography"
        case .string: "Text"
        case .boolean: "Flag"
        }
    }

    /// What tokens of this type are, in the plural, for doc comments: "colors", "easing curves".
    var swiftPluralNoun: String {
        switch self {
        case .color: "colors"
        case .dimension: "dimensions"
        case .fontFamily: "font families"
        case .fontWeight: "font weights"
        case .duration: "durations"
        case .cubicBezier: "easing curves"
        case .number: "numbers"
        case .strokeStyle: "stroke styles"
        case .border: "borders"
        case .transition: "transitions"
        case .shadow: "shadows"
        case .gradient: "gradients"
        case .typography: "text styles"
        case .string: "strings"
        case .boolean: "flags"
        }
    }

    /// What a value is, for doc comments: "the token's color".
    var swiftValueDescription: String {
        switch self {
        case .color: "color"
        case .dimension: "length in points (1rem = 16pt)"
        case .fontFamily: "font family names, most preferred first"
        case .fontWeight: "font weight (1–1000; 400 regular, 700 bold)"
        case .duration: "duration in seconds"
        case .cubicBezier: "easing curve"
        case .number: "number"
        case .strokeStyle: "stroke style"
        case .border: "border"
        case .transition: "transition"
        case .shadow: "shadow"
        case .gradient: "gradient"
        case .typography: "text style"
        case .string: "text, as written in the token source"
        case .boolean: "flag"
        }
    }
}
