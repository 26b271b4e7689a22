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

    /// The font family of a typography token.
    public static let fontFamily = CSSMember(rawValue: "font-family")
    /// The font size of a typography token.
    public static let fontSize = CSSMember(rawValue: "font-size")
    /// The font weight of a typography token.
    public static let fontWeight = CSSMember(rawValue: "font-weight")
    /// The line height of a typography token.
    public static let lineHeight = CSSMember(rawValue: "line-height")
    /// The letter spacing of a typography token.
    public static let letterSpacing = CSSMember(rawValue: "letter-spacing")
    /// The duration of a transition token.
    public static let duration = CSSMember(rawValue: "duration")
    /// The easing curve of a transition token.
    public static let timingFunction = CSSMember(rawValue: "timing-function")
    /// The delay of a transition token.
    public static let delay = CSSMember(rawValue: "delay")
    /// The width of a border token.
    public static let width = CSSMember(rawValue: "width")
    /// The stroke style of a border token.
    public static let style = CSSMember(rawValue: "style")
    /// The color of a border token.
    public static let color = CSSMember(rawValue: "color")
    /// The dash pattern of a dashed stroke style.
    public static let dashArray = CSSMember(rawValue: "dash-array")
    /// The line cap of a dashed stroke style.
    public static let lineCap = CSSMember(rawValue: "line-cap")
    /// The stops of a gradient token.
    public static let stops = CSSMember(rawValue: "stops")
    /// The weight of a Tokens Studio font weight with a style (`Bold Italic` → `-weight: 700`).
    public static let weight = CSSMember(rawValue: "weight")
    /// The horizontal offset of a shadow layer (`generate --css-expand-composites`).
    public static let offsetX = CSSMember(rawValue: "offset-x")
    /// The vertical offset of a shadow layer (`generate --css-expand-composites`).
    public static let offsetY = CSSMember(rawValue: "offset-y")
    /// The blur radius of a shadow layer (`generate --css-expand-composites`).
    public static let blur = CSSMember(rawValue: "blur")
    /// The spread of a shadow layer (`generate --css-expand-composites`).
    public static let spread = CSSMember(rawValue: "spread")
    /// The kind of an inset shadow layer in Tokens Studio's words, `innerShadow` (`generate --css-expand-composites`).
    public static let shadowType = CSSMember(rawValue: "type")

    /// The member of layer `number` (counted from 1) of a shadow with several layers: `1-blur`.
    public static func layer(_ number: Int, _ member: CSSMember) -> CSSMember {
        CSSMember(rawValue: "\(number)-\(member.rawValue)")
    }

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
