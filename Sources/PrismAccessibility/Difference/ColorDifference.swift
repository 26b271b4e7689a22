/// Color-difference metrics: ΔE OK (CSS Color 4) and CIEDE2000.
public enum ColorDifference {
    /// ΔE OK: the Euclidean distance in OKLab (CSS Color 4 §13.2.1). 0.02 is about one
    /// just-noticeable difference.
    /// - Parameters:
    ///   - first: one color, in any space.
    ///   - second: the other color, in any space.
    /// - Returns: the distance, ≥ 0.
    public static func deltaEOK(_ first: ColorValue, _ second: ColorValue) -> Double {
        let a = ColorSpaceConversion.resolved(first.converted(to: .oklab).components)
        let b = ColorSpaceConversion.resolved(second.converted(to: .oklab).components)
        let d = a - b
        return (d.x * d.x + d.y * d.y + d.z * d.z).squareRoot()
    }

    /// ΔE OK between two sRGB colors (alpha ignored).
    public static func deltaEOK(_ first: SRGBColor, _ second: SRGBColor) -> Double {
        deltaEOK(first.colorValue, second.colorValue)
    }

    /// CIEDE2000 (CIE 142-2001; Sharma, Wu & Dalal 2005) with kL = kC = kH = 1, computed in CIE Lab D50.
    /// - Parameters:
    ///   - first: one color, in any space.
    ///   - second: the other color, in any space.
    /// - Returns: ΔE00, ≥ 0; about 1 is a just-noticeable difference, 2.3 a common tolerance.
    public static func ciede2000(_ first: ColorValue, _ second: ColorValue) -> Double {
        let a = first.converted(to: .lab).resolvedComponents
        let b = second.converted(to: .lab).resolvedComponents
        return ciede2000(lab: (a[0], a[1], a[2]), (b[0], b[1], b[2]))
    }

    /// CIEDE2000 between two CIE Lab triples.
    /// - Parameters:
    ///   - first: (L, a, b) of one color.
    ///   - second: (L, a, b) of the other.
    /// - Returns: ΔE00, ≥ 0.
    public static func ciede2000(lab first: (Double, Double, Double), _ second: (Double, Double, Double)) -> Double {
        let (l1, a1, b1) = first
        let (l2, a2, b2) = second
        let pow25to7 = 6103515625.0  // 25^7
        let c1 = (a1 * a1 + b1 * b1).squareRoot()
        let c2 = (a2 * a2 + b2 * b2).squareRoot()
        let meanC = (c1 + c2) / 2
        let meanC7 = ColorMath.power(meanC, 7)
        let g = 0.5 * (1 - (meanC7 / (meanC7 + pow25to7)).squareRoot())
        let a1Prime = a1 * (1 + g)
        let a2Prime = a2 * (1 + g)
        let c1Prime = (a1Prime * a1Prime + b1 * b1).squareRoot()
        let c2Prime = (a2Prime * a2Prime + b2 * b2).squareRoot()
        func hueAngle(_ b: Double, _ aPrime: Double) -> Double {
            if b == 0 && aPrime == 0 { return 0 }
            return ColorMath.normalizedHue(ColorMath.degrees(fromRadians: ColorMath.arcTangent(y: b, x: aPrime)))
        }
        let h1Prime = hueAngle(b1, a1Prime)
        let h2Prime = hueAngle(b2, a2Prime)

        let deltaLPrime = l2 - l1
        let deltaCPrime = c2Prime - c1Prime
        var deltahPrime = 0.0
        if c1Prime * c2Prime != 0 {
            deltahPrime = h2Prime - h1Prime
            if deltahPrime > 180 { deltahPrime -= 360 } else if deltahPrime < -180 { deltahPrime += 360 }
        }
        let deltaHPrime =
            2 * (c1Prime * c2Prime).squareRoot() * ColorMath.sine(ColorMath.radians(fromDegrees: deltahPrime / 2))

        let meanLPrime = (l1 + l2) / 2
        let meanCPrime = (c1Prime + c2Prime) / 2
        var meanHPrime = h1Prime + h2Prime
        if c1Prime * c2Prime != 0 {
            if abs(h1Prime - h2Prime) <= 180 {
                meanHPrime /= 2
            } else {
                meanHPrime = h1Prime + h2Prime < 360 ? (meanHPrime + 360) / 2 : (meanHPrime - 360) / 2
            }
        }
        func cosDegrees(_ degrees: Double) -> Double { ColorMath.cosine(ColorMath.radians(fromDegrees: degrees)) }
        let t =
            1 - 0.17 * cosDegrees(meanHPrime - 30) + 0.24 * cosDegrees(2 * meanHPrime)
            + 0.32 * cosDegrees(3 * meanHPrime + 6) - 0.20 * cosDegrees(4 * meanHPrime - 63)
        let deltaTheta = 30 * ColorMath.exponential(-((meanHPrime - 275) / 25) * ((meanHPrime - 275) / 25))
        let meanCPrime7 = ColorMath.power(meanCPrime, 7)
        let rC = 2 * (meanCPrime7 / (meanCPrime7 + pow25to7)).squareRoot()
        let lightnessOffset = (meanLPrime - 50) * (meanLPrime - 50)
        let sL = 1 + 0.015 * lightnessOffset / (20 + lightnessOffset).squareRoot()
        let sC = 1 + 0.045 * meanCPrime
        let sH = 1 + 0.015 * meanCPrime * t
        let rT = -ColorMath.sine(ColorMath.radians(fromDegrees: 2 * deltaTheta)) * rC

        let lightnessTerm = deltaLPrime / sL
        let chromaTerm = deltaCPrime / sC
        let hueTerm = deltaHPrime / sH
        return (lightnessTerm * lightnessTerm + chromaTerm * chromaTerm + hueTerm * hueTerm + rT * chromaTerm * hueTerm)
            .squareRoot()
    }
}
