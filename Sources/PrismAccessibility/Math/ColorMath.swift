#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(ucrt)
    import ucrt
#endif

/// The C math functions the color science needs, gathered in one place.
///
/// `PrismAccessibility` avoids Foundation so apps can use it at run time with only the standard
/// library and the platform's C library; this is the only file that imports the latter.
enum ColorMath {
    /// `base` raised to `exponent`.
    static func power(_ base: Double, _ exponent: Double) -> Double { pow(base, exponent) }
    /// The real cube root, sign-matched for negative values.
    static func cubeRoot(_ value: Double) -> Double { cbrt(value) }
    /// The angle of the point (`x`, `y`) in radians, in (-π, π].
    static func arcTangent(y: Double, x: Double) -> Double { atan2(y, x) }
    /// The sine of an angle in radians.
    static func sine(_ radians: Double) -> Double { sin(radians) }
    /// The cosine of an angle in radians.
    static func cosine(_ radians: Double) -> Double { cos(radians) }
    /// e raised to `value`.
    static func exponential(_ value: Double) -> Double { exp(value) }

    /// Converts degrees to radians.
    static func radians(fromDegrees degrees: Double) -> Double { degrees * Double.pi / 180 }
    /// Converts radians to degrees.
    static func degrees(fromRadians radians: Double) -> Double { radians * 180 / Double.pi }

    /// `value` raised to `exponent`, applied to its magnitude with the sign kept (extended transfer curves).
    static func signedPower(_ value: Double, _ exponent: Double) -> Double {
        value < 0 ? -pow(-value, exponent) : pow(value, exponent)
    }

    /// A hue angle normalized to [0, 360).
    static func normalizedHue(_ degrees: Double) -> Double {
        var hue = degrees.truncatingRemainder(dividingBy: 360)
        if hue < 0 { hue += 360 }
        // -0.0 and values that round up to 360 both become 0.
        if hue >= 360 || hue == 0 { hue = 0 }
        return hue
    }
}
