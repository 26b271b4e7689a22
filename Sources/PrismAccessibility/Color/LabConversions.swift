/// CIE Lab (D50) and OKLab, to and from XYZ, following CSS Color 4.
enum LabConversions {
    /// CIE ε = 216/24389 (6³/29³).
    private static let epsilon = 216.0 / 24389
    /// CIE κ = 24389/27 (29³/3³).
    private static let kappa = 24389.0 / 27

    /// XYZ relative to D50 → CIE Lab (L 0–100).
    static func xyzD50ToLab(_ xyz: SIMD3<Double>) -> SIMD3<Double> {
        let scaled = xyz / ColorMatrices.whiteD50
        func f(_ value: Double) -> Double {
            value > epsilon ? ColorMath.cubeRoot(value) : (kappa * value + 16) / 116
        }
        let fx = f(scaled.x)
        let fy = f(scaled.y)
        let fz = f(scaled.z)
        return SIMD3(116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// CIE Lab → XYZ relative to D50.
    static func labToXYZD50(_ lab: SIMD3<Double>) -> SIMD3<Double> {
        let fy = (lab.x + 16) / 116
        let fx = lab.y / 500 + fy
        let fz = fy - lab.z / 200
        let x = fx * fx * fx > epsilon ? fx * fx * fx : (116 * fx - 16) / kappa
        let y = lab.x > kappa * epsilon ? fy * fy * fy : lab.x / kappa
        let z = fz * fz * fz > epsilon ? fz * fz * fz : (116 * fz - 16) / kappa
        return SIMD3(x, y, z) * ColorMatrices.whiteD50
    }

    /// XYZ relative to D65 → OKLab (L 0–1).
    static func xyzD65ToOKLab(_ xyz: SIMD3<Double>) -> SIMD3<Double> {
        let lms = ColorMatrices.xyzToOKLabLMS.transform(xyz)
        let compressed = SIMD3(ColorMath.cubeRoot(lms.x), ColorMath.cubeRoot(lms.y), ColorMath.cubeRoot(lms.z))
        return ColorMatrices.okLabLMSToOKLab.transform(compressed)
    }

    /// OKLab → XYZ relative to D65.
    static func okLabToXYZD65(_ lab: SIMD3<Double>) -> SIMD3<Double> {
        let compressed = ColorMatrices.okLabToOKLabLMS.transform(lab)
        return ColorMatrices.okLabLMSToXYZ.transform(compressed * compressed * compressed)
    }
}
