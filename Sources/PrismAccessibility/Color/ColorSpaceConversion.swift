/// Converts component triples between color spaces along the tree of ``ColorSpace/parent`` links.
///
/// Each space knows how to go one step up to its parent and back; a conversion climbs from the
/// source to the nearest space shared with the target's chain, then walks down. `nil` components
/// (DTCG `"none"`) count as 0 on the way; a hue that is powerless in the result comes back `nil`.
enum ColorSpaceConversion {
    /// Converts components from one space to another.
    /// - Parameters:
    ///   - components: three components in `source`'s ranges; `nil` means `"none"`.
    ///   - source: the space of `components`.
    ///   - target: the space to convert to.
    /// - Returns: three components in `target`'s ranges; the input unchanged when the spaces match.
    static func convert(_ components: [Double?], from source: ColorSpace, to target: ColorSpace) -> [Double?] {
        if source == target { return components }
        let targetChain = target.ancestry
        var current = resolved(components)
        var space = source
        while !targetChain.contains(space), let parent = space.parent {
            current = toParent(space, current)
            space = parent
        }
        guard let commonIndex = targetChain.firstIndex(of: space) else { return components }
        if commonIndex == 0 { return [current.x, current.y, current.z] }
        var result: [Double?] = [current.x, current.y, current.z]
        for step in targetChain[..<commonIndex].reversed() {
            result = fromParent(step, resolved(result))
        }
        return result
    }

    /// The components with `nil` ("none") replaced by 0, as a vector.
    static func resolved(_ components: [Double?]) -> SIMD3<Double> {
        SIMD3(components[0] ?? 0, components[1] ?? 0, components[2] ?? 0)
    }

    /// Converts components of `space` to its parent space.
    static func toParent(_ space: ColorSpace, _ c: SIMD3<Double>) -> SIMD3<Double> {
        switch space {
        case .srgb:
            return ColorMatrices.linearSRGBToXYZ.transform(map(c, TransferFunctions.srgbToLinear))
        case .srgbLinear:
            return ColorMatrices.linearSRGBToXYZ.transform(c)
        case .displayP3:
            return ColorMatrices.linearDisplayP3ToXYZ.transform(map(c, TransferFunctions.srgbToLinear))
        case .a98RGB:
            return ColorMatrices.linearA98RGBToXYZ.transform(map(c, TransferFunctions.a98ToLinear))
        case .rec2020:
            return ColorMatrices.linearRec2020ToXYZ.transform(map(c, TransferFunctions.rec2020ToLinear))
        case .prophotoRGB:
            return ColorMatrices.linearProPhotoToXYZD50.transform(map(c, TransferFunctions.proPhotoToLinear))
        case .hsl:
            return CylindricalConversions.hslToSRGB(hue: c.x, saturation: c.y, lightness: c.z)
        case .hwb:
            return CylindricalConversions.hwbToSRGB(hue: c.x, whiteness: c.y, blackness: c.z)
        case .lab:
            return LabConversions.labToXYZD50(c)
        case .lch, .oklch:
            return CylindricalConversions.polarToRectangular(lightness: c.x, chroma: c.y, hue: c.z)
        case .oklab:
            return LabConversions.okLabToXYZD65(c)
        case .xyzD50:
            return ColorMatrices.d50ToD65.transform(c)
        case .xyzD65:
            return c
        }
    }

    /// Converts components of `space`'s parent space into `space`.
    static func fromParent(_ space: ColorSpace, _ p: SIMD3<Double>) -> [Double?] {
        switch space {
        case .srgb:
            return array(map(ColorMatrices.xyzToLinearSRGB.transform(p), TransferFunctions.linearToSRGB))
        case .srgbLinear:
            return array(ColorMatrices.xyzToLinearSRGB.transform(p))
        case .displayP3:
            return array(map(ColorMatrices.xyzToLinearDisplayP3.transform(p), TransferFunctions.linearToSRGB))
        case .a98RGB:
            return array(map(ColorMatrices.xyzToLinearA98RGB.transform(p), TransferFunctions.linearToA98))
        case .rec2020:
            return array(map(ColorMatrices.xyzToLinearRec2020.transform(p), TransferFunctions.linearToRec2020))
        case .prophotoRGB:
            return array(map(ColorMatrices.xyzD50ToLinearProPhoto.transform(p), TransferFunctions.linearToProPhoto))
        case .hsl:
            return CylindricalConversions.srgbToHSL(p)
        case .hwb:
            return CylindricalConversions.srgbToHWB(p)
        case .lab:
            return array(LabConversions.xyzD50ToLab(p))
        case .lch:
            return CylindricalConversions.rectangularToPolar(
                p, achromaticChroma: CylindricalConversions.lchAchromaticChroma)
        case .oklch:
            return CylindricalConversions.rectangularToPolar(
                p, achromaticChroma: CylindricalConversions.okLCHAchromaticChroma)
        case .oklab:
            return array(LabConversions.xyzD65ToOKLab(p))
        case .xyzD50:
            return array(ColorMatrices.d65ToD50.transform(p))
        case .xyzD65:
            return array(p)
        }
    }

    private static func map(_ vector: SIMD3<Double>, _ transform: (Double) -> Double) -> SIMD3<Double> {
        SIMD3(transform(vector.x), transform(vector.y), transform(vector.z))
    }

    private static func array(_ vector: SIMD3<Double>) -> [Double?] { [vector.x, vector.y, vector.z] }
}
