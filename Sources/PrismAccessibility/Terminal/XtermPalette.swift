/// The xterm 256-color palette and nearest-color matching for terminals without truecolor.
///
/// Indices 0–15 are the 16 system colors with xterm's default values; 16–231 are the 6×6×6 cube
/// with levels 0, 95, 135, 175, 215, 255; 232–255 are the greys 8, 18, …, 238.
public enum XtermPalette {
    /// xterm's default values for the 16 system colors (black, red, green, yellow, blue, magenta,
    /// cyan, white, then their bright forms).
    static let systemColors: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255),
        (255, 255, 255),
    ]
    /// The six channel levels of the color cube.
    static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    /// Every palette entry, index 0 to 255.
    public static let colors: [SRGBColor] = (0..<256).map(makeColor(at:))

    /// The OKLab coordinates of every palette entry, precomputed for matching.
    private static let okLabColors: [SIMD3<Double>] = colors.map(okLab)

    /// The color at a palette index.
    /// - Parameter index: 0–255; other values are clamped.
    public static func color(at index: Int) -> SRGBColor { colors[min(max(index, 0), 255)] }

    /// The nearest entry among the 240 fixed colors (cube and greys, 16–255) by ΔE OK.
    ///
    /// The 16 system colors are left out because terminals and themes redefine them.
    /// - Parameter color: the color to match (clamped to the sRGB gamut; alpha ignored).
    /// - Returns: an index in 16…255.
    public static func nearest256(to color: SRGBColor) -> Int { nearest(to: color, in: 16..<256) }

    /// The nearest of the 16 system colors (xterm defaults) by ΔE OK.
    /// - Parameter color: the color to match (clamped to the sRGB gamut; alpha ignored).
    /// - Returns: an index in 0…15, for SGR 30–37/90–97.
    public static func nearest16(to color: SRGBColor) -> Int { nearest(to: color, in: 0..<16) }

    private static func nearest(to color: SRGBColor, in candidates: Range<Int>) -> Int {
        let target = okLab(color.clampedToGamut())
        var bestIndex = candidates.lowerBound
        var bestDistance = Double.infinity
        for index in candidates {
            let d = okLabColors[index] - target
            let distance = d.x * d.x + d.y * d.y + d.z * d.z
            if distance < bestDistance {
                bestDistance = distance
                bestIndex = index
            }
        }
        return bestIndex
    }

    private static func okLab(_ color: SRGBColor) -> SIMD3<Double> {
        ColorSpaceConversion.resolved(color.colorValue.converted(to: .oklab).components)
    }

    private static func makeColor(at index: Int) -> SRGBColor {
        switch index {
        case 0..<16:
            let (r, g, b) = systemColors[index]
            return SRGBColor(red8: r, green8: g, blue8: b)
        case 16..<232:
            let cube = index - 16
            return SRGBColor(red8: cubeLevels[cube / 36], green8: cubeLevels[cube / 6 % 6], blue8: cubeLevels[cube % 6])
        default:
            let level = UInt8(8 + 10 * (index - 232))
            return SRGBColor(red8: level, green8: level, blue8: level)
        }
    }
}
