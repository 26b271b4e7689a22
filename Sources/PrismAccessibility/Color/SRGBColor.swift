/// A gamma-encoded sRGB color with alpha, every channel a `Double` in [0, 1] when in gamut.
///
/// This is the one color type of the runtime checks (``PrismContrastChecker``,
/// ``PrismColorBlindnessSimulator``, ``PrismAccessibilityTest``), of the generated token code
/// (``PrismColor`` is this type: `theme.color(.brand)` returns one) and of every sRGB result
/// (gamut mapping, suggestions). For a color in any other space, use ``ColorValue``.
///
/// A wide-gamut color (outside sRGB) keeps its ``displayP3`` components beside the closest sRGB
/// color: drawing code uses those, so the color keeps its saturation on a P3 display, while the
/// sRGB channels are what contrast checks measure.
public struct SRGBColor: Sendable, Hashable, CustomStringConvertible {
    /// The components of a color in the Display P3 space, gamma-encoded, 0…1.
    public struct DisplayP3: Sendable, Hashable {
        /// The red component.
        public var red: Double
        /// The green component.
        public var green: Double
        /// The blue component.
        public var blue: Double

        /// Creates Display P3 components.
        /// - Parameters:
        ///   - red: the red component.
        ///   - green: the green component.
        ///   - blue: the blue component.
        public init(red: Double, green: Double, blue: Double) {
            self.red = red
            self.green = green
            self.blue = blue
        }
    }

    /// The gamma-encoded red channel.
    public var red: Double
    /// The gamma-encoded green channel.
    public var green: Double
    /// The gamma-encoded blue channel.
    public var blue: Double
    /// The opacity, 0 (transparent) to 1 (opaque).
    public var alpha: Double
    /// The Display P3 components of a color outside the sRGB gamut; `nil` for an sRGB color.
    public var displayP3: DisplayP3?

    /// Creates a color from gamma-encoded channels in [0, 1].
    /// - Parameters:
    ///   - red: the red channel.
    ///   - green: the green channel.
    ///   - blue: the blue channel.
    ///   - alpha: the opacity, 1 by default.
    ///   - displayP3: the Display P3 components when the color lies outside sRGB (the channels
    ///     are then its gamut-mapped sRGB color); `nil` by default.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1, displayP3: DisplayP3? = nil) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.displayP3 = displayP3
    }

    /// Creates a color from 8-bit channels, as in `#rrggbb`.
    /// - Parameters:
    ///   - red8: the red channel, 0–255.
    ///   - green8: the green channel, 0–255.
    ///   - blue8: the blue channel, 0–255.
    ///   - alpha8: the opacity, 0–255 (255 by default).
    public init(red8: UInt8, green8: UInt8, blue8: UInt8, alpha8: UInt8 = 255) {
        self.init(
            red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255, alpha: Double(alpha8) / 255
        )
    }

    /// Creates a color from hex text: `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` (the `#` is optional).
    /// - Parameter hex: the hex text.
    /// - Returns: `nil` when the text is not one of those forms; use ``ColorParser`` for a message
    ///   saying what is wrong.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard let channels = HexDigits.channels(digits) else { return nil }
        self.init(
            red8: channels[0], green8: channels[1], blue8: channels[2], alpha8: channels.count > 3 ? channels[3] : 255)
    }

    /// Opaque black.
    public static let black = SRGBColor(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = SRGBColor(red: 1, green: 1, blue: 1)

    /// The three channels as a vector.
    var channels: SIMD3<Double> { SIMD3(red, green, blue) }

    /// Creates an opaque-or-not color from a channel vector.
    init(channels: SIMD3<Double>, alpha: Double) {
        self.init(red: channels.x, green: channels.y, blue: channels.z, alpha: alpha)
    }

    /// Whether alpha is 1.
    public var isOpaque: Bool { alpha >= 1 }

    /// Whether every channel is within [0, 1].
    public var isInGamut: Bool {
        [red, green, blue].allSatisfy { $0 >= 0 && $0 <= 1 }
    }

    /// The color with each channel (and alpha) clamped to [0, 1].
    public func clampedToGamut() -> SRGBColor {
        func clamp(_ value: Double) -> Double { min(max(value, 0), 1) }
        return SRGBColor(red: clamp(red), green: clamp(green), blue: clamp(blue), alpha: clamp(alpha))
    }

    /// The color clamped to the gamut and rounded to 8 bits per channel (alpha too), as a hex
    /// string would store it.
    public func roundedTo8Bit() -> SRGBColor {
        let bytes = byteValues
        return SRGBColor(red8: bytes[0], green8: bytes[1], blue8: bytes[2], alpha8: bytes[3])
    }

    /// The channels and alpha as 0–255 integers, clamped and rounded to nearest.
    public var byteValues: [UInt8] {
        [red, green, blue, alpha].map { UInt8(min(max($0, 0), 1) * 255 + 0.5) }
    }

    /// `#rrggbb`, or `#rrggbbaa` when the color is not opaque; channels clamped and rounded.
    public var hexString: String {
        let bytes = byteValues
        return bytes[3] == 255 ? HexDigits.hexString(bytes[0..<3]) : HexDigits.hexString(bytes[0..<4])
    }

    /// `#rrggbb`, ignoring alpha; channels clamped and rounded.
    public var opaqueHexString: String { HexDigits.hexString(byteValues[0..<3]) }

    /// The hex text, e.g. `#767676`.
    public var description: String { hexString }

    /// `#rrggbb`, or `#rrggbbaa` when translucent: the sRGB channels rounded to 8 bits (``hexString``).
    public var hex: String { hexString }

    /// Whether the color lies outside the sRGB gamut (it carries ``displayP3`` components).
    public var isWideGamut: Bool { displayP3 != nil }

    /// The color as a ``ColorValue`` in the `srgb` space.
    public var colorValue: ColorValue { ColorValue(space: .srgb, red, green, blue, alpha: alpha) }

    /// This color painted over `background` with source-over compositing in gamma-encoded sRGB
    /// (how browsers blend, and what WCAG 2 measures).
    /// - Parameter background: the color underneath; its own alpha is composited the same way.
    /// - Returns: the composite; opaque when `background` is opaque.
    public func composited(over background: SRGBColor) -> SRGBColor {
        if background.isOpaque {
            return SRGBColor(channels: channels * alpha + background.channels * (1 - alpha), alpha: 1)
        }
        let resultAlpha = alpha + background.alpha * (1 - alpha)
        guard resultAlpha > 0 else { return SRGBColor(red: 0, green: 0, blue: 0, alpha: 0) }
        let mixed = (channels * alpha + background.channels * background.alpha * (1 - alpha)) / resultAlpha
        return SRGBColor(channels: mixed, alpha: resultAlpha)
    }
}
