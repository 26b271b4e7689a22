import PrismAccessibility

/// Swift literals for token values: numbers, colors, easing curves and string arrays.
///
/// Strings go through ``SwiftEscaping/stringLiteral(_:)``; numbers are written in the shortest
/// form that reads back as the same `Double` (`16`, `0.38`, `1e-05`).
enum SwiftLiterals {
    /// A `Double` literal: integral values without a fraction (`16`), others as Swift prints them
    /// (`0.15`), `-0` as `0`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), abs(value) < 1e15 {
            return value == 0 ? "0" : String(Int64(value))
        }
        return "\(value)"
    }

    /// A color component rounded to 6 decimals (a millionth is far below what 8- or 10-bit
    /// displays show), so conversions print the same on every machine.
    static func component(_ value: Double) -> String {
        let rounded = (value * 1_000_000).rounded() / 1_000_000
        // Most components written from their digits, without formatting a `Double`.
        return DecimalText.shortFraction(rounded) ?? number(rounded)
    }

    /// An array of strings: `["SF Pro Text", "system-ui"]`.
    static func strings(_ values: [String]) -> String {
        "[" + values.map(SwiftEscaping.stringLiteral).joined(separator: ", ") + "]"
    }

    /// An array of numbers: `[4, 2]`.
    static func numbers(_ values: [Double]) -> String {
        "[" + values.map(number).joined(separator: ", ") + "]"
    }

    /// `PrismColor(red: …, green: …, blue: …, alpha: …)`, with Display P3 components for a color
    /// outside the sRGB gamut; `prefix` names the color type (`AcmeColor`, an alias of `PrismColor`).
    ///
    /// The sRGB components are gamut-mapped (CSS Color 4), so they are what an sRGB display shows
    /// and what contrast checks measure; `PrismColor.hex` is those components rounded to 8 bits.
    static func color(_ color: TokenColor, prefix: String = TokenNamespace.prism.swiftTypePrefix) -> String {
        self.color(srgb: srgbComponents(color), displayP3: displayP3Components(color), prefix: prefix)
    }

    /// The sRGB components of a color as ``component(_:)`` literals; `alpha` is `nil` for an opaque
    /// color (the literal leaves it out).
    static func srgbComponents(_ color: TokenColor) -> (red: String, green: String, blue: String, alpha: String?) {
        let srgb = color.srgb ?? SRGBColor.black
        return (
            component(srgb.red), component(srgb.green), component(srgb.blue),
            srgb.alpha < 1 ? component(srgb.alpha) : nil
        )
    }

    /// The color literal of components already written (``srgbComponents(_:)``, ``displayP3Components(_:)``).
    static func color(
        srgb: (red: String, green: String, blue: String, alpha: String?), displayP3 p3: [Double]?, prefix: String
    ) -> String {
        // One string sized for the literal (a chain of `+` grew and copied it piece by piece).
        var text = ""
        text.reserveCapacity(prefix.utf8.count + 80)
        text += prefix
        text += "Color(red: "
        text += srgb.red
        text += ", green: "
        text += srgb.green
        text += ", blue: "
        text += srgb.blue
        if let alpha = srgb.alpha {
            text += ", alpha: "
            text += alpha
        }
        if let p3 {
            text +=
                ", displayP3: \(prefix)Color.DisplayP3(red: \(component(p3[0])), green: \(component(p3[1])), blue: \(component(p3[2])))"
        }
        text += ")"
        return text
    }

    /// The Display P3 components of a color outside the sRGB gamut (mapped into P3), or `nil` for an sRGB color.
    static func displayP3Components(_ color: TokenColor) -> [Double]? {
        // Inside sRGB: nothing to say for Display P3 (the usual color, told without converting).
        if color.plainSRGBChannels != nil { return nil }
        guard let value = color.colorValue, !value.isInSRGBGamut else { return nil }
        return value.gamutMapped(into: .displayP3).resolvedComponents.map { min(max($0, 0), 1) }
    }

    /// `PrismCubicBezier(0.4, 0, 0.2, 1)` (`prefix` names the type).
    static func cubicBezier(_ curve: CubicBezier, prefix: String = TokenNamespace.prism.swiftTypePrefix) -> String {
        "\(prefix)CubicBezier(\(number(curve.x1)), \(number(curve.y1)), \(number(curve.x2)), \(number(curve.y2)))"
    }

    /// A stroke style: `.solid`, or `.pattern(dashArray: [4, 2], lineCap: .round)`.
    static func strokeStyle(_ style: StrokeStyle) -> String {
        switch style {
        case .keyword(let keyword):
            StrokeStyle.keywords.contains(keyword) ? "." + keyword : ".solid"
        case .dashed(let dashArray, let lineCap):
            ".pattern(dashArray: \(numbers(dashArray.map(\.points))), lineCap: .\(StrokeStyle.lineCaps.contains(lineCap) ? lineCap : "butt"))"
        }
    }
}
