/// Reads the tokens of one CSS color function into a ``ColorValue``.
struct ColorFunctionReader {
    /// How one component may be written and what it becomes.
    private struct ComponentRule {
        /// The component's name, for messages.
        var name: String
        /// The value 100% stands for, or `nil` when percentages are not allowed.
        var percentReference: Double?
        /// The factor a plain number is multiplied by.
        var numberScale: Double = 1
        /// Whether this is a hue (accepts `deg`, `grad`, `rad`, `turn`).
        var isHue = false
        /// The range values are clamped to, if any (as CSS does for `rgb()` channels and Lab lightness).
        var clamp: ClosedRange<Double>? = nil
    }

    private let input: String
    private let function: ColorFunction
    private let tokens: [ColorArgumentToken]
    private var index = 0

    /// Creates a reader.
    /// - Parameters:
    ///   - input: the whole argument (for error messages).
    ///   - function: the function being read.
    ///   - tokens: its argument tokens, ending with `)`.
    init(input: String, function: ColorFunction, tokens: [ColorArgumentToken]) {
        self.input = input
        self.function = function
        self.tokens = tokens
    }

    /// Reads the components and alpha.
    /// - Throws: ``ColorParseError`` naming the component that is missing or malformed.
    mutating func read() throws(ColorParseError) -> ColorValue {
        let space: ColorSpace
        var rules: [ComponentRule]
        switch function {
        case .rgb, .rgba:
            space = .srgb
            rules = ["red", "green", "blue"].map {
                ComponentRule(name: $0, percentReference: 1, numberScale: 1.0 / 255, clamp: 0...1)
            }
        case .hsl, .hsla:
            space = .hsl
            rules = [
                hueRule, ComponentRule(name: "saturation", percentReference: 100),
                ComponentRule(name: "lightness", percentReference: 100),
            ]
        case .hwb:
            space = .hwb
            rules = [
                hueRule, ComponentRule(name: "whiteness", percentReference: 100),
                ComponentRule(name: "blackness", percentReference: 100),
            ]
        case .lab:
            space = .lab
            rules = [
                ComponentRule(name: "lightness", percentReference: 100, clamp: 0...100),
                ComponentRule(name: "a", percentReference: 125), ComponentRule(name: "b", percentReference: 125),
            ]
        case .lch:
            space = .lch
            rules = [
                ComponentRule(name: "lightness", percentReference: 100, clamp: 0...100),
                ComponentRule(name: "chroma", percentReference: 150, clamp: 0...Double.infinity), hueRule,
            ]
        case .oklab:
            space = .oklab
            rules = [
                ComponentRule(name: "lightness", percentReference: 1, clamp: 0...1),
                ComponentRule(name: "a", percentReference: 0.4), ComponentRule(name: "b", percentReference: 0.4),
            ]
        case .oklch:
            space = .oklch
            rules = [
                ComponentRule(name: "lightness", percentReference: 1, clamp: 0...1),
                ComponentRule(name: "chroma", percentReference: 0.4, clamp: 0...Double.infinity), hueRule,
            ]
        case .color:
            space = try readPredefinedSpace()
            rules = space.componentNames.map { ComponentRule(name: $0, percentReference: 1) }
        }

        let usesCommas = function.allowsCommaSyntax && tokens.count > index + 1 && tokens[index + 1].kind == .comma
        var components: [Double?] = []
        for (position, rule) in rules.enumerated() {
            if usesCommas && position > 0 {
                try expect(
                    .comma,
                    "expected ',' before the \(rule.name) component (the comma syntax separates every component with commas)"
                )
            }
            components.append(try readComponent(rule, allowsNone: !usesCommas))
        }
        var alpha = 1.0
        let alphaSeparator: ColorArgumentToken.Kind = usesCommas ? .comma : .slash
        if tokens[index].kind == alphaSeparator {
            index += 1
            alpha =
                try readComponent(
                    ComponentRule(name: "alpha", percentReference: 1, clamp: 0...1), allowsNone: !usesCommas) ?? 0
        }
        guard tokens[index].kind == .closeParenthesis else {
            let separator = usesCommas ? ", alpha" : " / alpha"
            throw error(
                at: tokens[index],
                "expected ')' after the \(rules.count) components (or '\(separator)' before it), found '\(tokens[index].text)'"
            )
        }
        return ColorValue(space: space, validated: components, alpha: alpha)
    }

    private var hueRule: ComponentRule { ComponentRule(name: "hue", percentReference: nil, isHue: true) }

    /// Reads the color space keyword of `color()`.
    private mutating func readPredefinedSpace() throws(ColorParseError) -> ColorSpace {
        let names = "srgb, srgb-linear, display-p3, a98-rgb, prophoto-rgb, rec2020, xyz, xyz-d50 or xyz-d65"
        let token = tokens[index]
        guard case .identifier(let name) = token.kind else {
            throw error(at: token, "expected a color space (\(names)) after 'color('")
        }
        let space: ColorSpace? = name == "xyz" ? .xyzD65 : ColorSpace(rawValue: name)
        guard let space, space.isBoundedRGB || space == .xyzD65 || space == .xyzD50 else {
            throw error(at: token, "expected a color space (\(names)), found '\(token.text)'")
        }
        index += 1
        return space
    }

    /// Reads one component: a number (with a unit for hues), a percentage, or `none`.
    private mutating func readComponent(_ rule: ComponentRule, allowsNone: Bool) throws(ColorParseError) -> Double? {
        let token = tokens[index]
        let what =
            rule.isHue
            ? "a number or angle (deg, grad, rad, turn)"
            : rule.percentReference == nil ? "a number" : "a number or percentage"
        switch token.kind {
        case .identifier("none"):
            guard allowsNone else {
                throw error(
                    at: token,
                    "expected \(what) for \(rule.name); 'none' is only allowed in the space-separated syntax, e.g. \(function.rawValue)(… none …)"
                )
            }
            index += 1
            return nil
        case .number(let value, let unit):
            index += 1
            var result: Double
            switch unit {
            case "":
                result = value * rule.numberScale
            case "%":
                guard let reference = rule.percentReference else {
                    throw error(at: token, "expected \(what) for \(rule.name), found a percentage '\(token.text)'")
                }
                result = value / 100 * reference
            case "deg" where rule.isHue: result = value
            case "grad" where rule.isHue: result = value * 0.9
            case "rad" where rule.isHue: result = ColorMath.degrees(fromRadians: value)
            case "turn" where rule.isHue: result = value * 360
            default:
                throw error(
                    at: token, "expected \(what) for \(rule.name), found '\(token.text)' (unknown unit '\(unit)')")
            }
            if let clamp = rule.clamp { result = min(max(result, clamp.lowerBound), clamp.upperBound) }
            return result
        default:
            throw error(at: token, "expected \(what) for \(rule.name), found '\(token.text)'")
        }
    }

    private mutating func expect(_ kind: ColorArgumentToken.Kind, _ message: String) throws(ColorParseError) {
        guard tokens[index].kind == kind else {
            throw error(at: tokens[index], message + ", found '\(tokens[index].text)'")
        }
        index += 1
    }

    private func error(at token: ColorArgumentToken, _ message: String) -> ColorParseError {
        ColorParseError(input: input, column: token.column, message: message)
    }
}
