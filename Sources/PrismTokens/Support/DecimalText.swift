/// The decimal text of short fractions, written from their digits instead of by formatting a
/// `Double` (color components and CSS/JSON numbers are mostly such fractions: `0.8474`).
///
/// From 0.0001 up to 1 Swift prints a value as its shortest decimal form, so a value that is some
/// number of millionths prints as those six decimals without trailing zeros; below 0.0001 it
/// switches to an exponent (`1e-05`), which this leaves to Swift. `DecimalTextTests` checks every
/// one of the 999,900 values against Swift's own text.
enum DecimalText {
    /// `0.` and the six decimals of `millionths` (100 to 999,999) without trailing zeros: `0.0125`
    /// for 12,500 — the text `"\(Double(millionths) / 1_000_000)"` gives.
    static func fraction(millionths: Int) -> String {
        var digits = millionths
        var places = 6
        while digits % 10 == 0 {
            digits /= 10
            places -= 1
        }
        return String(unsafeUninitializedCapacity: places + 2) { buffer in
            buffer[0] = UInt8(ascii: "0")
            buffer[1] = UInt8(ascii: ".")
            for index in stride(from: places + 1, through: 2, by: -1) {
                buffer[index] = UInt8(ascii: "0") + UInt8(digits % 10)
                digits /= 10
            }
            return places + 2
        }
    }

    /// The text `"\(value)"` gives, for a value that is a whole number of millionths with a
    /// magnitude from 0.0001 up to (not including) 1; `nil` for any other value.
    static func shortFraction(_ value: Double) -> String? {
        let magnitude = value.magnitude
        let millionths = (magnitude * 1_000_000).rounded()
        guard millionths >= 100, millionths < 1_000_000, millionths / 1_000_000 == magnitude else { return nil }
        let text = fraction(millionths: Int(millionths))
        return value < 0 ? "-" + text : text
    }
}
