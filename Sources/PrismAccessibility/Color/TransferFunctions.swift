/// The transfer curves (gamma encodings) of the RGB spaces, extended to negative values by
/// reflection as CSS Color 4 does, so out-of-gamut colors round-trip.
enum TransferFunctions {
    /// sRGB (and Display P3) encoded → linear light.
    static func srgbToLinear(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        if magnitude <= 0.04045 { return encoded / 12.92 }
        let linear = ColorMath.power((magnitude + 0.055) / 1.055, 2.4)
        return encoded < 0 ? -linear : linear
    }

    /// sRGB (and Display P3) linear light → encoded.
    static func linearToSRGB(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        if magnitude <= 0.0031308 { return linear * 12.92 }
        let encoded = 1.055 * ColorMath.power(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -encoded : encoded
    }

    /// A98 RGB encoded → linear (pure power 563/256).
    static func a98ToLinear(_ encoded: Double) -> Double { ColorMath.signedPower(encoded, 563.0 / 256) }
    /// A98 RGB linear → encoded.
    static func linearToA98(_ linear: Double) -> Double { ColorMath.signedPower(linear, 256.0 / 563) }

    /// ProPhoto RGB encoded → linear (gamma 1.8 with a linear toe below 16/512).
    static func proPhotoToLinear(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        if magnitude <= 16.0 / 512 { return encoded / 16 }
        let linear = ColorMath.power(magnitude, 1.8)
        return encoded < 0 ? -linear : linear
    }

    /// ProPhoto RGB linear → encoded.
    static func linearToProPhoto(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        if magnitude < 1.0 / 512 { return linear * 16 }
        let encoded = ColorMath.power(magnitude, 1 / 1.8)
        return linear < 0 ? -encoded : encoded
    }

    /// Rec. 2020's α constant (ITU-R BT.2020-2).
    private static let rec2020Alpha = 1.09929682680944
    /// Rec. 2020's β constant (ITU-R BT.2020-2).
    private static let rec2020Beta = 0.018053968510807

    /// Rec. 2020 encoded → linear.
    static func rec2020ToLinear(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        if magnitude < rec2020Beta * 4.5 { return encoded / 4.5 }
        let linear = ColorMath.power((magnitude + rec2020Alpha - 1) / rec2020Alpha, 1 / 0.45)
        return encoded < 0 ? -linear : linear
    }

    /// Rec. 2020 linear → encoded.
    static func linearToRec2020(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        if magnitude <= rec2020Beta { return linear * 4.5 }
        let encoded = rec2020Alpha * ColorMath.power(magnitude, 0.45) - (rec2020Alpha - 1)
        return linear < 0 ? -encoded : encoded
    }
}
