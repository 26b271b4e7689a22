/// APCA lightness contrast (Lc), version 0.0.98G-4g, as published in apca-w3 0.1.9.
///
/// The result is signed: positive for dark text on a light background, negative for light text
/// on a dark background. Inputs are gamma-encoded sRGB; text with alpha is composited over the
/// background and rounded to 8 bits first, as apca-w3's `alphaBlend` does.
public enum APCAContrast {
    // The 0.0.98G-4g constants (apca-w3 `SA98G`).
    private static let mainTRC = 2.4
    private static let redCoefficient = 0.2126729
    private static let greenCoefficient = 0.7151522
    private static let blueCoefficient = 0.0721750
    private static let normalBackgroundExponent = 0.56
    private static let normalTextExponent = 0.57
    private static let reverseTextExponent = 0.62
    private static let reverseBackgroundExponent = 0.65
    private static let blackThreshold = 0.022
    private static let blackClampExponent = 1.414
    private static let scaleBlackOnWhite = 1.14
    private static let scaleWhiteOnBlack = 1.14
    private static let lowBlackOnWhiteOffset = 0.027
    private static let lowWhiteOnBlackOffset = 0.027
    private static let minimumDeltaY = 0.0005
    private static let lowClip = 0.1

    /// APCA's screen luminance Y of an sRGB color: a plain 2.4 power per channel (not WCAG's curve).
    /// - Parameter color: a gamma-encoded sRGB color; channels are clamped to [0, 1].
    /// - Returns: Y in [0, 1].
    public static func screenLuminance(_ color: SRGBColor) -> Double {
        func linear(_ channel: Double) -> Double { ColorMath.power(min(max(channel, 0), 1), mainTRC) }
        return redCoefficient * linear(color.red) + greenCoefficient * linear(color.green) + blueCoefficient
            * linear(color.blue)
    }

    /// The Lc contrast of two screen luminances.
    /// - Parameters:
    ///   - textLuminance: Y of the text (from ``screenLuminance(_:)``).
    ///   - backgroundLuminance: Y of the background.
    /// - Returns: signed Lc, about -108 to 106; 0 for near-identical luminances or invalid input.
    public static func lightnessContrast(textLuminance: Double, backgroundLuminance: Double) -> Double {
        guard !textLuminance.isNaN, !backgroundLuminance.isNaN,
            min(textLuminance, backgroundLuminance) >= 0, max(textLuminance, backgroundLuminance) <= 1.1
        else { return 0 }
        func softClampBlack(_ y: Double) -> Double {
            y > blackThreshold ? y : y + ColorMath.power(blackThreshold - y, blackClampExponent)
        }
        let text = softClampBlack(textLuminance)
        let background = softClampBlack(backgroundLuminance)
        if abs(background - text) < minimumDeltaY { return 0 }
        let output: Double
        if background > text {
            let sapc =
                (ColorMath.power(background, normalBackgroundExponent) - ColorMath.power(text, normalTextExponent))
                * scaleBlackOnWhite
            output = sapc < lowClip ? 0 : sapc - lowBlackOnWhiteOffset
        } else {
            let sapc =
                (ColorMath.power(background, reverseBackgroundExponent) - ColorMath.power(text, reverseTextExponent))
                * scaleWhiteOnBlack
            output = sapc > -lowClip ? 0 : sapc + lowWhiteOnBlackOffset
        }
        return output * 100
    }

    /// The Lc contrast of text on a background.
    /// - Parameters:
    ///   - text: the text color; with alpha < 1 it is composited over `background` and rounded to 8 bits.
    ///   - background: the background color (its alpha is ignored: APCA takes an opaque background).
    /// - Returns: signed Lc.
    public static func lightnessContrast(text: SRGBColor, background: SRGBColor) -> Double {
        let opaqueBackground = SRGBColor(red: background.red, green: background.green, blue: background.blue)
        let rendered = text.isOpaque ? text : compositedAs8Bit(text, over: opaqueBackground)
        return lightnessContrast(
            textLuminance: screenLuminance(rendered), backgroundLuminance: screenLuminance(opaqueBackground))
    }

    /// apca-w3's `alphaBlend`: source-over in gamma-encoded 0–255 values, rounded to integers.
    static func compositedAs8Bit(_ text: SRGBColor, over background: SRGBColor) -> SRGBColor {
        let alpha = min(max(text.alpha, 0), 1)
        func blend(_ foreground: Double, _ back: Double) -> Double {
            let value = (back * 255) * (1 - alpha) + (foreground * 255) * alpha
            return min((value + 0.5).rounded(.down), 255) / 255
        }
        return SRGBColor(
            red: blend(text.red, background.red), green: blend(text.green, background.green),
            blue: blend(text.blue, background.blue))
    }
}
