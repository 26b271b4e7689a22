import PrismAccessibility

/// Token values in Android units: `#AARRGGBB` colors, dp lengths, sp text sizes, milliseconds.
enum AndroidValues {
    /// The color as 8-bit sRGB with alpha: `(alpha, red, green, blue)` bytes, gamut-mapped.
    static func argb(_ color: TokenColor) -> [UInt8] {
        let srgb = color.srgb ?? .black
        let bytes = srgb.byteValues
        return [bytes[3], bytes[0], bytes[1], bytes[2]]
    }

    /// `#AARRGGBB`, uppercase.
    static func hex(_ color: TokenColor) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = [UInt8(ascii: "#")]
        out.reserveCapacity(9)
        for byte in argb(color) {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// A length in dp (1px = 1dp, 1rem = 16dp), rounded to 4 decimals.
    static func dp(_ d: Dimension) -> Double { d.points }

    /// Milliseconds, rounded to the nearest integer.
    static func milliseconds(_ d: Duration) -> Int { Int((d.seconds * 1000).rounded()) }

    /// The letter spacing of a text style in em (Android's `letterSpacing`): the spacing over the font size.
    static func letterSpacingEm(_ t: Typography) -> Double {
        if t.letterSpacing.unit == .em { return t.letterSpacing.value }
        return t.fontSize.points == 0 ? 0 : t.letterSpacing.points / t.fontSize.points
    }

    /// A font weight as Compose and Android take it: an integer from 1 to 1000.
    static func weight(_ w: Double) -> Int { min(1000, max(1, Int(w.rounded()))) }
}

/// Writes the android bundle's resource XML files.
enum AndroidResourceXML {
    /// A `<resources>` file with the given element lines (already escaped).
    static func file(_ elements: [String], notice: String) -> String {
        var lines = [#"<?xml version="1.0" encoding="utf-8"?>"#, "<!-- \(XMLText.comment(notice)) -->", "<resources>"]
        lines += elements.map { "    " + $0 }
        lines.append("</resources>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `<!-- path -->` and `<kind name="name">value</kind>`.
    static func element(_ kind: String, name: String, value: String, path: TokenPath) -> [String] {
        [
            "<!-- \(XMLText.comment(path.description)) -->",
            "<\(kind) name=\"\(XMLText.escaped(name))\">\(XMLText.escaped(value))</\(kind)>",
        ]
    }

    /// A number for XML (`16`, `12.5`).
    static func number(_ value: Double) -> String { KotlinSyntax.number(value) }

    /// `values*/colors.xml` for the color tokens of a theme.
    /// - Parameter nameSuffix: appended to every resource name (`_high_contrast`).
    static func colors(_ tokens: [ResolvedToken], names: AndroidNames, nameSuffix: String = "", notice: String)
        -> String
    {
        file(
            tokens.flatMap { token -> [String] in
                guard case .color(let color) = token.value, let name = names.resource[token.path] else { return [] }
                return element("color", name: name + nameSuffix, value: AndroidValues.hex(color), path: token.path)
            }, notice: notice)
    }

    /// `values/dimens.xml`: dimension tokens in dp, typography sizes and line heights in sp.
    static func dimens(_ tokens: [ResolvedToken], names: AndroidNames, notice: String) -> String {
        file(
            tokens.flatMap { token -> [String] in
                guard let name = names.resource[token.path] else { return [] }
                switch token.value {
                case .dimension(let d):
                    return element("dimen", name: name, value: number(AndroidValues.dp(d)) + "dp", path: token.path)
                case .typography(let t):
                    return element(
                        "dimen", name: name + "_font_size", value: number(t.fontSize.points) + "sp", path: token.path)
                        + element(
                            "dimen", name: name + "_line_height",
                            value: number(t.fontSize.points * t.lineHeight) + "sp", path: token.path)
                default:
                    return []
                }
            }, notice: notice)
    }

    /// `values/integers.xml`: duration tokens in milliseconds.
    static func integers(_ tokens: [ResolvedToken], names: AndroidNames, notice: String) -> String {
        file(
            tokens.flatMap { token -> [String] in
                guard case .duration(let d) = token.value, let name = names.resource[token.path] else { return [] }
                return element("integer", name: name, value: String(AndroidValues.milliseconds(d)), path: token.path)
            }, notice: notice)
    }

    /// `values/styles.xml`: a `TextAppearance.<Prefix>.<Name>` style per typography token.
    static func styles(_ tokens: [ResolvedToken], names: AndroidNames, stylePrefix: String, notice: String) -> String {
        file(
            tokens.flatMap { token -> [String] in
                guard case .typography(let t) = token.value, let name = names.resource[token.path],
                    let kotlin = names.kotlin[token.path]
                else { return [] }
                let style = "TextAppearance.\(stylePrefix).\(kotlin.capitalizedWord)"
                return [
                    "<!-- \(XMLText.comment(token.path.description)): \(XMLText.comment(t.fontFamily.joined(separator: ", "))) -->",
                    "<style name=\"\(XMLText.escaped(style))\" parent=\"android:TextAppearance\">",
                    "    <item name=\"android:textSize\">@dimen/\(XMLText.escaped(name))_font_size</item>",
                    "    <item name=\"android:textFontWeight\">\(AndroidValues.weight(t.fontWeight))</item>",
                    "    <item name=\"android:lineHeight\">@dimen/\(XMLText.escaped(name))_line_height</item>",
                    "    <item name=\"android:letterSpacing\">\(number(AndroidValues.letterSpacingEm(t)))</item>",
                    "</style>",
                ]
            }, notice: notice)
    }
}
