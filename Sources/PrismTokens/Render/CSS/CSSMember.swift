/// A member of a composite token that also gets its own custom property: the suffix after the
/// token's name (`--prism-typography-body-font-size`).
///
/// The DTCG members are the static constants; a member DTCG does not define, kept under
/// `compat.composite-member` (`textTransform`, `WebkitFontSmoothing`), is ``extra(_:)``.
public struct CSSMember: RawRepresentable, Hashable, Sendable {
    /// The suffix, a plain identifier (`font-size`, `-webkit-font-smoothing`).
    public let rawValue: String

    /// A member with this suffix.
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let fontFamily = CSSMember(rawValue: "font-family")
    public static let fontSize = CSSMember(rawValue: "font-size")
    public static let fontWeight = CSSMember(rawValue: "font-weight")
    public static let lineHeight = CSSMember(rawValue: "line-height")
    public static let letterSpacing = CSSMember(rawValue: "letter-spacing")
    public static let duration = CSSMember(rawValue: "duration")
    public static let timingFunction = CSSMember(rawValue: "timing-function")
    public static let delay = CSSMember(rawValue: "delay")
    public static let width = CSSMember(rawValue: "width")
    public static let style = CSSMember(rawValue: "style")
    public static let color = CSSMember(rawValue: "color")
    public static let dashArray = CSSMember(rawValue: "dash-array")
    public static let lineCap = CSSMember(rawValue: "line-cap")
    public static let stops = CSSMember(rawValue: "stops")

    /// The member for a composite member DTCG does not define, named as Terrazzo names it: each
    /// capital letter becomes `-` and its lowercase (`textTransform` → `text-transform`,
    /// `WebkitFontSmoothing` → `-webkit-font-smoothing`). `nil` when the name has characters a
    /// plain CSS identifier cannot hold (the member is then left out of the CSS).
    public static func extra(_ name: String) -> CSSMember? {
        var suffix = ""
        for scalar in name.unicodeScalars {
            switch scalar {
            case "A"..."Z":
                suffix += "-"
                suffix.unicodeScalars.append(Unicode.Scalar(scalar.value + 32) ?? scalar)
            case "a"..."z", "0"..."9", "-", "_":
                suffix.unicodeScalars.append(scalar)
            default:
                return nil
            }
        }
        return suffix.isEmpty ? nil : CSSMember(rawValue: suffix)
    }
}
