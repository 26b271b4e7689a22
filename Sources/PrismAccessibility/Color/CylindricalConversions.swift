/// Conversions between the rectangular spaces and their cylindrical forms: sRGB ↔ HSL/HWB,
/// Lab ↔ LCH and OKLab ↔ OKLCH, following CSS Color 4.
///
/// A hue that carries no information (a grey) comes back as `nil`, the DTCG `"none"`.
enum CylindricalConversions {
    /// Below this chroma an LCH hue is powerless (CSS Color 4 sample code).
    static let lchAchromaticChroma = 0.0015
    /// Below this chroma an OKLCH hue is powerless (CSS Color 4 sample code).
    static let okLCHAchromaticChroma = 0.000004

    /// HSL (hue in degrees, saturation and lightness 0–100) → gamma-encoded sRGB.
    static func hslToSRGB(hue: Double, saturation: Double, lightness: Double) -> SIMD3<Double> {
        let hue = ColorMath.normalizedHue(hue)
        let saturation = saturation / 100
        let lightness = lightness / 100
        let amount = saturation * min(lightness, 1 - lightness)
        func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            return lightness - amount * max(-1, min(k - 3, 9 - k, 1))
        }
        return SIMD3(channel(0), channel(8), channel(4))
    }

    /// Gamma-encoded sRGB → HSL; the hue is `nil` for greys.
    static func srgbToHSL(_ rgb: SIMD3<Double>) -> [Double?] {
        let (hue, saturation, lightness) = hueSaturationLightness(rgb)
        return [hue, saturation * 100, lightness * 100]
    }

    /// HWB (hue in degrees, whiteness and blackness 0–100) → gamma-encoded sRGB.
    static func hwbToSRGB(hue: Double, whiteness: Double, blackness: Double) -> SIMD3<Double> {
        let white = whiteness / 100
        let black = blackness / 100
        if white + black >= 1 {
            let grey = white / (white + black)
            return SIMD3(repeating: grey)
        }
        let pure = hslToSRGB(hue: hue, saturation: 100, lightness: 50)
        return pure * (1 - white - black) + SIMD3(repeating: white)
    }

    /// Gamma-encoded sRGB → HWB; the hue is `nil` for greys.
    static func srgbToHWB(_ rgb: SIMD3<Double>) -> [Double?] {
        let (hue, _, _) = hueSaturationLightness(rgb)
        let white = min(rgb.x, rgb.y, rgb.z)
        let black = 1 - max(rgb.x, rgb.y, rgb.z)
        return [white + black >= 1 ? nil : hue, white * 100, black * 100]
    }

    /// The HSL hue (degrees, `nil` when powerless), saturation (0–1) and lightness (0–1) of an sRGB color.
    private static func hueSaturationLightness(_ rgb: SIMD3<Double>) -> (Double?, Double, Double) {
        let largest = max(rgb.x, rgb.y, rgb.z)
        let smallest = min(rgb.x, rgb.y, rgb.z)
        let lightness = (largest + smallest) / 2
        let spread = largest - smallest
        guard spread != 0 else { return (nil, 0, lightness) }
        var saturation = (lightness == 0 || lightness == 1) ? 0 : (largest - lightness) / min(lightness, 1 - lightness)
        var hue: Double
        switch largest {
        case rgb.x: hue = (rgb.y - rgb.z) / spread + (rgb.y < rgb.z ? 6 : 0)
        case rgb.y: hue = (rgb.z - rgb.x) / spread + 2
        default: hue = (rgb.x - rgb.y) / spread + 4
        }
        hue *= 60
        // Out-of-gamut colors can give a negative saturation: flip the hue instead (CSS Color 4).
        if saturation < 0 {
            hue += 180
            saturation = -saturation
        }
        return (ColorMath.normalizedHue(hue), saturation, lightness)
    }

    /// Rectangular (L, a, b) → cylindrical (L, C, h); the hue is `nil` when chroma is at most `achromaticChroma`.
    static func rectangularToPolar(_ lab: SIMD3<Double>, achromaticChroma: Double) -> [Double?] {
        let chroma = (lab.y * lab.y + lab.z * lab.z).squareRoot()
        let hue = ColorMath.normalizedHue(ColorMath.degrees(fromRadians: ColorMath.arcTangent(y: lab.z, x: lab.y)))
        return [lab.x, chroma, chroma <= achromaticChroma ? nil : hue]
    }

    /// Cylindrical (L, C, h in degrees) → rectangular (L, a, b).
    static func polarToRectangular(lightness: Double, chroma: Double, hue: Double) -> SIMD3<Double> {
        let radians = ColorMath.radians(fromDegrees: hue)
        return SIMD3(lightness, chroma * ColorMath.cosine(radians), chroma * ColorMath.sine(radians))
    }
}
