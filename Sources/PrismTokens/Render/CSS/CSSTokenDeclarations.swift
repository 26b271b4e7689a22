/// One custom property declaration: a token's value, or one member of a composite token.
///
/// A value type whose fields live in one shared, immutable box: declarations are copied into
/// every theme's list and every rule, and copying six reference-counted fields each time was a
/// large part of building the CSS context; now a copy is one retain.
public struct CSSDeclaration: Sendable, Hashable {
    private final class Storage: Sendable {
        let property: String
        let value: CSSValue
        let token: TokenPath
        let member: CSSMember?

        init(property: String, value: CSSValue, token: TokenPath, member: CSSMember?) {
            self.property = property
            self.value = value
            self.token = token
            self.member = member
        }
    }

    private let storage: Storage

    /// Creates a declaration.
    public init(property: String, value: CSSValue, token: TokenPath, member: CSSMember?) {
        storage = Storage(property: property, value: value, token: token, member: member)
    }

    /// The escaped property name, e.g. `--prism-typography-body-font-size`.
    public var property: String { storage.property }
    /// The value.
    public var value: CSSValue { storage.value }
    /// The token it comes from.
    public var token: TokenPath { storage.token }
    /// The member it holds, or `nil` for the token's whole value.
    public var member: CSSMember? { storage.member }

    /// Whether both are the same declaration (one box): a byte-exact match, unlike `==`, which
    /// compares strings by canonical equivalence.
    func isIdentical(to other: CSSDeclaration) -> Bool { storage === other.storage }

    /// Whether two values are equal (see the type's discussion for what is compared).
    public static func == (lhs: CSSDeclaration, rhs: CSSDeclaration) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.property == rhs.property && lhs.value == rhs.value && lhs.token == rhs.token
                && lhs.member == rhs.member)
    }

    /// Hashes the parts that `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(property)
        hasher.combine(value)
        hasher.combine(token)
        hasher.combine(member)
    }
}

/// Turns a resolved token into its custom property declarations, in CSS syntax.
///
/// | type | value | member properties |
/// |---|---|---|
/// | color | `#0066cc`, `rgb(0 0 0 / 0.4)`; wide gamut: sRGB fallback + `color(display-p3 …)`/`oklch(…)` | |
/// | dimension | `16px`, `1rem` | |
/// | duration | `250ms` | |
/// | cubicBezier | `cubic-bezier(0.4, 0, 0.2, 1)` | |
/// | number, fontWeight | `0.38`, `600` | |
/// | fontFamily | `"SF Pro Text", -apple-system, system-ui, sans-serif` | |
/// | strokeStyle | `solid`; a dash pattern is `dashed` | `-dash-array`, `-line-cap` (dash patterns) |
/// | border | `2px solid #0066cc` | `-width`, `-style`, `-color` |
/// | transition | `250ms cubic-bezier(…) 0ms` | `-duration`, `-timing-function`, `-delay` |
/// | shadow | `[inset ]0px 1px 3px 0px rgb(0 0 0 / 0.4)`, layers joined by `, ` | |
/// | gradient | `linear-gradient(90deg, #0066cc 0%, #6633cc 100%)` | `-stops` |
/// | typography | `font` shorthand: `400 17px/1.294 "SF Pro Text", sans-serif` | `-font-family`, `-font-size`, `-font-weight`, `-line-height`, `-letter-spacing`, then extra members as written (`--…--webkit-font-smoothing: antialiased`) |
///
/// A token whose whole value is a reference becomes `var(--target)` (and each member
/// `var(--target-member)`); references inside composites become `var()` in place.
struct CSSTokenDeclarations {
    /// The naming scheme.
    private(set) var names: CSSPropertyNames
    /// The custom properties of real tokens (their whole values). A composite's member property
    /// with one of these names is left out: the real token keeps the name (see
    /// ``declarationsAndOmissions(for:)``).
    var tokenProperties: Set<String> = []
    /// Whether shadow members get custom properties too (`generate --css-expand-composites`).
    var expandsComposites = false
    /// Whether sizes Tokens Studio wrote without a unit are written as bare numbers
    /// (`generate --css-unitless-sizes`).
    var unitlessSizes = false

    /// The font family names CSS defines as keywords (written unquoted); other names are quoted.
    static let fontKeywords: Set<String> = [
        "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-serif", "ui-sans-serif",
        "ui-monospace", "ui-rounded", "math", "emoji", "fangsong", "-apple-system", "BlinkMacSystemFont",
    ]

    /// The `font-style` keywords an extra `fontStyle` member may put in the `font` shorthand.
    static let fontStyles: Set<String> = ["italic", "oblique"]

    /// The direction of gradients: DTCG gradients have none, so they run left to right, the way
    /// their stops read and design tools preview them. Use the `-stops` member for another direction.
    static let gradientAngle = "90deg"

    /// The declarations of a token: its whole value first, then its members.
    func declarations(for token: ResolvedToken) -> [CSSDeclaration] {
        declarationsAndOmissions(for: token).declarations
    }

    /// This writer for several threads at once (see ``CSSPropertyNames/readOnly()``).
    func readOnly() -> CSSTokenDeclarations {
        var copy = self
        copy.names = names.readOnly()
        return copy
    }

    /// Whether a member's property is taken by a real token (so the member is left out).
    func isTakenByToken(_ property: String, member: CSSMember?) -> Bool {
        member != nil && tokenProperties.contains(property)
    }

    /// The declarations of a token, and the member properties left out because a real token
    /// has the same name (a `border` token `focus.outline` and a color token `focus.outlineColor`
    /// both make `--focus-outline-color`: the color token keeps it).
    ///
    /// A member of an alias normally reads the target's member (`var(--target-color)`); when that
    /// property belongs to another token, the member is written as a literal instead.
    /// - Parameters:
    ///   - token: the token.
    ///   - property: the token's own custom property when the caller has it already (`names.property(for: token.path)`).
    func declarationsAndOmissions(for token: ResolvedToken, property: String? = nil) -> (
        declarations: [CSSDeclaration], omitted: [(member: CSSMember, property: String)]
    ) {
        let writer = Writer(
            token: token, names: names, expandsComposites: expandsComposites, unitlessSizes: unitlessSizes)
        let whole: CSSValue
        var members: [(CSSMember, CSSValue)]
        if let target = token.aliasOf {
            // The target's property looked up once, not once for the whole value and twice per
            // member (5,000 composite aliases at 50k tokens, each with five members).
            let targetProperty = names.property(for: target)
            whole = CSSValue.reference(targetProperty)
            let literals = writer.members(of: token.value)
            members = literals.map { member, literal in
                let memberProperty = CSSPropertyNames.property(targetProperty, member: member)
                return isTakenByToken(memberProperty, member: member)
                    ? (member, literal) : (member, CSSValue.reference(memberProperty))
            }
        } else {
            whole = writer.whole(token.value)
            members = writer.members(of: token.value)
        }
        let tokenProperty = property ?? names.property(for: token.path)
        var result = [CSSDeclaration(property: tokenProperty, value: whole, token: token.path, member: nil)]
        var omitted: [(member: CSSMember, property: String)] = []
        for (member, value) in members {
            let property = CSSPropertyNames.property(tokenProperty, member: member)
            if isTakenByToken(property, member: member) {
                omitted.append((member, property))
                continue
            }
            result.append(CSSDeclaration(property: property, value: value, token: token.path, member: member))
        }
        return (result, omitted)
    }

    /// Writes the values of one token, turning its member references into `var()`.
    private struct Writer {
        let token: ResolvedToken
        let names: CSSPropertyNames
        let expandsComposites: Bool
        let unitlessSizes: Bool

        /// A member of the token's `$extensions["studio.tokens"]`.
        func studio(_ key: String) -> JSONNode? { token.extensions?[StudioTokenConverter.extensionKey]?[key] }

        /// `var(--target[-member])`.
        func reference(_ target: TokenPath, member: CSSMember? = nil) -> CSSValue {
            CSSValue.reference(names.property(for: target, member: member))
        }

        /// The member at `path` as `var()` when it is a reference, else `literal()`.
        func member(_ path: String, _ literal: () -> CSSValue) -> CSSValue {
            if let target = token.memberReferences[path] { return reference(target) }
            return literal()
        }

        /// The prefix of the member paths of item `index` of a shadow or gradient ("" when the value is a single object).
        func itemPrefix(_ index: Int) -> String {
            token.resolvedJSON.array == nil ? "" : "\(index)."
        }

        func whole(_ value: TokenValue) -> CSSValue {
            switch value {
            case .color(let color): return Self.color(color)
            case .dimension(let d):
                if unitlessSizes, studio("unitless")?.bool == true { return CSSValue(CSSNumber.format(d.value)) }
                return CSSValue(CSSNumber.dimension(d))
            case .fontFamily(let families): return CSSValue(Self.fontFamily(families))
            case .fontWeight(let weight): return CSSValue(CSSNumber.format(weight))
            case .duration(let d): return CSSValue(CSSNumber.duration(d))
            case .cubicBezier(let curve): return CSSValue(CSSNumber.cubicBezier(curve))
            case .number(let n): return CSSValue(CSSNumber.format(n))
            case .string(let text): return CSSValue(CSSEscaping.passThroughValue(text))
            case .boolean(let flag): return CSSValue(flag ? "1" : "0")  // as Terrazzo writes it
            case .strokeStyle(let style): return CSSValue(Self.borderStyle(style))
            case .border(let border):
                return join([
                    member("width") { CSSValue(CSSNumber.dimension(border.width)) },
                    member("style") { CSSValue(Self.borderStyle(border.style)) },
                    member("color") { Self.color(border.color) },
                ])
            case .transition(let transition):
                return join(transitionParts(transition))
            case .shadow(let layers):
                var builder = CSSValueBuilder()
                for (index, layer) in layers.enumerated() {
                    if index > 0 { builder.append(", ") }
                    let prefix = itemPrefix(index)
                    if let target = token.memberReferences[String(index)] {
                        builder.append(reference(target))
                        continue
                    }
                    if layer.inset { builder.append("inset ") }
                    builder.append(
                        join([
                            member(prefix + "offsetX") { CSSValue(CSSNumber.dimension(layer.offsetX)) },
                            member(prefix + "offsetY") { CSSValue(CSSNumber.dimension(layer.offsetY)) },
                            member(prefix + "blur") { CSSValue(CSSNumber.dimension(layer.blur)) },
                            member(prefix + "spread") { CSSValue(CSSNumber.dimension(layer.spread)) },
                            member(prefix + "color") { Self.color(layer.color) },
                        ]))
                }
                return builder.value
            case .gradient(let stops):
                var builder = CSSValueBuilder()
                builder.append("linear-gradient(\(CSSTokenDeclarations.gradientAngle), ")
                builder.append(gradientStops(stops))
                builder.append(")")
                return builder.value
            case .typography(let t):
                let parts = typographyParts(t)
                var builder = CSSValueBuilder()
                // An extra `fontStyle` member is part of the `font` shorthand (`italic 300 18px/1.5 …`).
                if let style = t.extraMembers["fontStyle"], CSSTokenDeclarations.fontStyles.contains(style) {
                    builder.append(style + " ")
                }
                builder.append(parts.weight)
                builder.append(" ")
                builder.append(parts.size)
                builder.append("/")
                builder.append(parts.lineHeight)
                builder.append(" ")
                builder.append(parts.family)
                return builder.value
            }
        }

        func members(of value: TokenValue) -> [(CSSMember, CSSValue)] {
            switch value {
            case .fontWeight(let weight):
                // A Tokens Studio weight with a style ("Bold Italic"), split as sd-transforms splits it.
                guard let style = studio("fontStyle")?.string else { return [] }
                return [
                    (.weight, CSSValue(CSSNumber.format(weight))),
                    (.style, CSSValue(CSSEscaping.passThroughValue(style))),
                ]
            case .shadow(let layers) where expandsComposites:
                let numbered = token.resolvedJSON.array != nil
                return layers.enumerated().flatMap { index, layer in
                    shadowMembers(layer, prefix: itemPrefix(index), number: numbered ? index + 1 : nil)
                }
            case .strokeStyle(.dashed(let dashes, let cap)):
                let dashArray = join(
                    dashes.enumerated().map { index, dash in
                        member("dashArray.\(index)") { CSSValue(CSSNumber.dimension(dash)) }
                    })
                return [(.dashArray, dashArray), (.lineCap, CSSValue(cap))]
            case .border(let border):
                return [
                    (.width, member("width") { CSSValue(CSSNumber.dimension(border.width)) }),
                    (.style, member("style") { CSSValue(Self.borderStyle(border.style)) }),
                    (.color, member("color") { Self.color(border.color) }),
                ]
            case .transition(let transition):
                let parts = transitionParts(transition)
                return [(.duration, parts[0]), (.timingFunction, parts[1]), (.delay, parts[2])]
            case .gradient(let stops):
                return [(.stops, gradientStops(stops))]
            case .typography(let t):
                let parts = typographyParts(t)
                // Members DTCG does not define (compat.composite-member) follow, as Terrazzo writes them.
                let extras = t.extraMembers.keys.sorted().compactMap { key -> (CSSMember, CSSValue)? in
                    guard let member = CSSMember.extra(key), let text = t.extraMembers[key] else { return nil }
                    return (member, CSSValue(CSSEscaping.passThroughValue(text)))
                }
                return [
                    (.fontFamily, parts.family), (.fontSize, parts.size), (.fontWeight, parts.weight),
                    (.lineHeight, parts.lineHeight), (.letterSpacing, parts.letterSpacing),
                ] + extras
            default:
                return []
            }
        }

        /// The members of one shadow layer (`generate --css-expand-composites`), numbered from 1
        /// when the shadow has several layers: `-offset-x`, `-offset-y`, `-blur`, `-spread`,
        /// `-color`, and `-type: innerShadow` for an inset layer, as Style Dictionary's `expand`
        /// with sd-transforms names them.
        private func shadowMembers(_ layer: Shadow, prefix: String, number: Int?) -> [(CSSMember, CSSValue)] {
            var result: [(CSSMember, CSSValue)] = [
                (.offsetX, member(prefix + "offsetX") { CSSValue(CSSNumber.dimension(layer.offsetX)) }),
                (.offsetY, member(prefix + "offsetY") { CSSValue(CSSNumber.dimension(layer.offsetY)) }),
                (.blur, member(prefix + "blur") { CSSValue(CSSNumber.dimension(layer.blur)) }),
                (.spread, member(prefix + "spread") { CSSValue(CSSNumber.dimension(layer.spread)) }),
                (.color, member(prefix + "color") { Self.color(layer.color) }),
            ]
            if layer.inset { result.append((.shadowType, CSSValue("innerShadow"))) }
            guard let number else { return result }
            return result.map { (CSSMember.layer(number, $0.0), $0.1) }
        }

        private func transitionParts(_ transition: Transition) -> [CSSValue] {
            [
                member("duration") { CSSValue(CSSNumber.duration(transition.duration)) },
                member("timingFunction") { CSSValue(CSSNumber.cubicBezier(transition.timingFunction)) },
                member("delay") { CSSValue(CSSNumber.duration(transition.delay)) },
            ]
        }

        private func gradientStops(_ stops: [GradientStop]) -> CSSValue {
            var builder = CSSValueBuilder()
            for (index, stop) in stops.enumerated() {
                if index > 0 { builder.append(", ") }
                let prefix = itemPrefix(index)
                builder.append(member(prefix + "color") { Self.color(stop.color) })
                builder.append(" ")
                if let target = token.memberReferences[prefix + "position"] {
                    builder.append("calc(")
                    builder.append(reference(target))
                    builder.append(" * 100%)")
                } else {
                    builder.append(CSSNumber.percentage(stop.position))
                }
            }
            return builder.value
        }

        private func typographyParts(_ t: Typography) -> (
            family: CSSValue, size: CSSValue, weight: CSSValue, lineHeight: CSSValue, letterSpacing: CSSValue
        ) {
            (
                member("fontFamily") { CSSValue(Self.fontFamily(t.fontFamily)) },
                member("fontSize") { CSSValue(CSSNumber.dimension(t.fontSize)) },
                member("fontWeight") { CSSValue(CSSNumber.format(t.fontWeight)) },
                member("lineHeight") {
                    CSSValue(t.lineHeightLength.map(CSSNumber.dimension) ?? CSSNumber.format(t.lineHeight))
                },
                member("letterSpacing") { CSSValue(CSSNumber.dimension(t.letterSpacing)) }
            )
        }

        private func join(_ parts: [CSSValue]) -> CSSValue {
            var builder = CSSValueBuilder()
            for (index, part) in parts.enumerated() {
                if index > 0 { builder.append(" ") }
                builder.append(part)
            }
            return builder.value
        }

        static func color(_ color: TokenColor) -> CSSValue {
            var builder = CSSValueBuilder()
            builder.append(CSSColorFormat.text(for: color))
            return builder.value
        }

        /// A font family list: CSS keywords bare, other names quoted.
        static func fontFamily(_ families: [String]) -> String {
            families.map { fontKeywords.contains($0) ? $0 : CSSEscaping.string($0) }.joined(separator: ", ")
        }

        /// A stroke style as a `border-style`: the keyword, or `dashed` for a dash pattern.
        static func borderStyle(_ style: StrokeStyle) -> String {
            switch style {
            case .keyword(let keyword): keyword
            case .dashed: "dashed"
            }
        }
    }
}
