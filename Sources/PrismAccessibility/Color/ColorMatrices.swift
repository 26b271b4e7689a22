/// The linear transforms of CSS Color 4 §17 ("Sample code for color conversions").
///
/// The RGB ↔ XYZ matrices are the spec's exact rational forms, computed from the primaries'
/// chromaticities and the 4-figure D65 white, so an RGB grey maps to a multiple of the white
/// point and back with no hue drift. ProPhoto's and the Bradford and OKLab matrices are the
/// spec's 64-bit decimal values.
enum ColorMatrices {
    /// Linear-light sRGB → XYZ D65.
    static let linearSRGBToXYZ = Matrix3(
        [506752.0 / 1228815, 87881.0 / 245763, 12673.0 / 70218],
        [87098.0 / 409605, 175762.0 / 245763, 12673.0 / 175545],
        [7918.0 / 409605, 87881.0 / 737289, 1001167.0 / 1053270]
    )
    /// XYZ D65 → linear-light sRGB.
    static let xyzToLinearSRGB = Matrix3(
        [12831.0 / 3959, -329.0 / 214, -1974.0 / 3959],
        [-851781.0 / 878810, 1648619.0 / 878810, 36519.0 / 878810],
        [705.0 / 12673, -2585.0 / 12673, 705.0 / 667]
    )

    /// Linear-light Display P3 → XYZ D65.
    static let linearDisplayP3ToXYZ = Matrix3(
        [608311.0 / 1250200, 189793.0 / 714400, 198249.0 / 1000160],
        [35783.0 / 156275, 247089.0 / 357200, 198249.0 / 2500400],
        [0, 32229.0 / 714400, 5220557.0 / 5000800]
    )
    /// XYZ D65 → linear-light Display P3.
    static let xyzToLinearDisplayP3 = Matrix3(
        [446124.0 / 178915, -333277.0 / 357830, -72051.0 / 178915],
        [-14852.0 / 17905, 63121.0 / 35810, 423.0 / 17905],
        [11844.0 / 330415, -50337.0 / 660830, 316169.0 / 330415]
    )

    /// Linear-light A98 RGB → XYZ D65.
    static let linearA98RGBToXYZ = Matrix3(
        [573536.0 / 994567, 263643.0 / 1420810, 187206.0 / 994567],
        [591459.0 / 1989134, 6239551.0 / 9945670, 374412.0 / 4972835],
        [53769.0 / 1989134, 351524.0 / 4972835, 4929758.0 / 4972835]
    )
    /// XYZ D65 → linear-light A98 RGB.
    static let xyzToLinearA98RGB = Matrix3(
        [1829569.0 / 896150, -506331.0 / 896150, -308931.0 / 896150],
        [-851781.0 / 878810, 1648619.0 / 878810, 36519.0 / 878810],
        [16779.0 / 1248040, -147721.0 / 1248040, 1266979.0 / 1248040]
    )

    /// Linear-light Rec. 2020 → XYZ D65.
    static let linearRec2020ToXYZ = Matrix3(
        [63426534.0 / 99577255, 20160776.0 / 139408157, 47086771.0 / 278816314],
        [26158966.0 / 99577255, 472592308.0 / 697040785, 8267143.0 / 139408157],
        [0, 19567812.0 / 697040785, 295819943.0 / 278816314]
    )
    /// XYZ D65 → linear-light Rec. 2020.
    static let xyzToLinearRec2020 = Matrix3(
        [30757411.0 / 17917100, -6372589.0 / 17917100, -4539589.0 / 17917100],
        [-19765991.0 / 29648200, 47925759.0 / 29648200, 467509.0 / 29648200],
        [792561.0 / 44930125, -1921689.0 / 44930125, 42328811.0 / 44930125]
    )

    /// Linear-light ProPhoto RGB → XYZ D50.
    static let linearProPhotoToXYZD50 = Matrix3(
        [0.79776664490064230, 0.13518129740053308, 0.03134773412839220],
        [0.28807482881940130, 0.71183523424187300, 0.00008993693872564],
        [0, 0, 0.82510460251046020]
    )
    /// XYZ D50 → linear-light ProPhoto RGB.
    static let xyzD50ToLinearProPhoto = Matrix3(
        [1.34578688164715830, -0.25557208737979464, -0.05110186497554526],
        [-0.54463070512490190, 1.50824774284514680, 0.02052744743642139],
        [0, 0, 1.21196754563894520]
    )

    /// Bradford chromatic adaptation XYZ D65 → XYZ D50.
    static let d65ToD50 = Matrix3(
        [1.0479297925449969, 0.022946870601609652, -0.05019226628920524],
        [0.02962780877005599, 0.9904344267538799, -0.017073799063418826],
        [-0.009243040646204504, 0.015055191490298152, 0.7518742814281371]
    )
    /// Bradford chromatic adaptation XYZ D50 → XYZ D65.
    static let d50ToD65 = Matrix3(
        [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
        [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
        [0.012314014864481998, -0.020507649298898964, 1.330365926242124]
    )

    /// XYZ D65 → OKLab's LMS cone space (recomputed for the CSS D65 white, 64-bit).
    static let xyzToOKLabLMS = Matrix3(
        [0.8190224379967030, 0.3619062600528904, -0.1288737815209879],
        [0.0329836539323885, 0.9292868615863434, 0.0361446663506424],
        [0.0481771893596242, 0.2642395317527308, 0.6335478284694309]
    )
    /// Cube-rooted LMS → OKLab.
    static let okLabLMSToOKLab = Matrix3(
        [0.2104542683093140, 0.7936177747023054, -0.0040720430116193],
        [1.9779985324311684, -2.4285922420485799, 0.4505937096174110],
        [0.0259040424655478, 0.7827717124575296, -0.8086757549230774]
    )
    /// OKLab → cube-rooted LMS.
    static let okLabToOKLabLMS = Matrix3(
        [1.0, 0.3963377773761749, 0.2158037573099136],
        [1.0, -0.1055613458156586, -0.0638541728258133],
        [1.0, -0.0894841775298119, -1.2914855480194092]
    )
    /// LMS → XYZ D65.
    static let okLabLMSToXYZ = Matrix3(
        [1.2268798758459243, -0.5578149944602171, 0.2813910456659647],
        [-0.0405757452148008, 1.1122868032803170, -0.0717110580655164],
        [-0.0763729366746601, -0.4214933324022432, 1.5869240198367816]
    )

    /// The D50 white point (CIE 4-figure chromaticities), XYZ with Y = 1.
    static let whiteD50 = SIMD3<Double>(0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585)
    /// The D65 white point (CIE 4-figure chromaticities), XYZ with Y = 1.
    static let whiteD65 = SIMD3<Double>(0.3127 / 0.3290, 1, (1 - 0.3127 - 0.3290) / 0.3290)
}
