import PrismAccessibility

/// A literal color in Swift code: `Color(red:green:blue:)`, `UIColor(red:…)`, `Color(hex: "#…")`,
/// `#colorLiteral(…)`, `Color(white:)` — with its value and the tokens of the whole expression.
struct SwiftColorLiteral {
    /// The type the literal builds: `Color`, `UIColor`, `NSColor`, `CGColor` or `#colorLiteral`.
    var typeName: String
    /// The first token of the expression (the type name, or `#colorLiteral`).
    var first: Int
    /// The closing parenthesis.
    var last: Int
    /// The color.
    var color: SRGBColor
    /// The literal as written, for messages.
    var text: String

    /// The types whose initializers take literal colors.
    static let colorTypes: Set<String> = ["Color", "UIColor", "NSColor", "CGColor"]

    /// The literal color whose type name (or `#colorLiteral`) is token `index`, if it is one.
    static func read(at index: Int, in source: SwiftSource) -> SwiftColorLiteral? {
        let token = source.tokens[index]
        var open = index + 1
        let typeName: String
        if token.kind == .pound {
            guard source.text(index) == "#colorLiteral" else { return nil }
            typeName = "#colorLiteral"
        } else {
            guard token.kind == .identifier else { return nil }
            typeName = source.text(index)
            guard colorTypes.contains(typeName) else { return nil }
            // `Color.init(…)`.
            if source.kind(open) == .dot, source.isIdentifier(open + 1, "init") { open += 2 }
            // Not a member: `.Color(…)` is something else; `Color.red` has no parenthesis.
            if index > 0, source.kind(index - 1) == .dot { return nil }
        }
        guard source.kind(open) == .openParen, source.partner[open] > open else { return nil }
        let arguments = source.arguments(open: open)
        guard let color = color(arguments, in: source) else { return nil }
        let last = source.partner[open]
        return SwiftColorLiteral(
            typeName: typeName, first: index, last: last, color: color, text: source.source(index, last))
    }

    private static func color(_ arguments: [SwiftSource.Argument], in source: SwiftSource) -> SRGBColor? {
        var labeled: [String: Double] = [:]
        var space: ColorSpace = .srgb
        var hexText: String?
        for (position, argument) in arguments.enumerated() {
            let label = argument.label ?? ""
            if label.isEmpty, position == 0, argument.value.count == 2, source.kind(argument.value.lowerBound) == .dot {
                let name = source.text(argument.value.lowerBound + 1)
                switch name {
                case "sRGB": space = .srgb
                case "displayP3": space = .displayP3
                case "sRGBLinear": space = .srgbLinear
                default: return nil
                }
                continue
            }
            if label == "hex" || label == "hexString" || label == "rgb" || label == "hexCode" || label.isEmpty {
                if argument.value.count == 1, let string = source.stringValue(argument.value.lowerBound) {
                    // An unlabeled string is an asset name unless it is written as `#rrggbb`.
                    guard !label.isEmpty || string.hasPrefix("#") else { return nil }
                    hexText = string
                    continue
                }
                if !label.isEmpty, argument.value.count == 1, source.kind(argument.value.lowerBound) == .number,
                    source.text(argument.value.lowerBound).lowercased().hasPrefix("0x")
                {
                    hexText = String(source.text(argument.value.lowerBound).dropFirst(2)).filter { $0 != "_" }
                    continue
                }
                if label.isEmpty { return nil }
            }
            guard let value = source.constant(argument.value) else { return nil }
            labeled[label] = value
        }
        if let hexText {
            var digits = hexText.hasPrefix("#") ? String(hexText.dropFirst()) : hexText
            guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
            if digits.count <= 4 { digits = String(digits.flatMap { [$0, $0] }) }
            return SRGBColor(hex: "#" + digits)
        }
        let alpha = labeled["opacity"] ?? labeled["alpha"] ?? 1
        guard (0...1).contains(alpha) else { return nil }
        if let white = labeled["white"] {
            guard labeled.count <= 2, (0...1).contains(white) else { return nil }
            return SRGBColor(red: white, green: white, blue: white, alpha: alpha)
        }
        let red = labeled["red"] ?? labeled["displayP3Red"] ?? labeled["calibratedRed"] ?? labeled["srgbRed"]
        if labeled["displayP3Red"] != nil { space = .displayP3 }
        guard let red, let green = labeled["green"], let blue = labeled["blue"],
            labeled.count == (labeled["opacity"] != nil || labeled["alpha"] != nil ? 4 : 3),
            [red, green, blue].allSatisfy({ (0...1).contains($0) })
        else { return nil }
        if space == .srgb { return SRGBColor(red: red, green: green, blue: blue, alpha: alpha) }
        return ColorValue(space: space, red, green, blue, alpha: alpha).gamutMappedSRGB()
    }
}
