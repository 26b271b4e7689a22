import PrismAccessibility

/// Tables of plain numbers that the generated Swift reads by a token's ordinal instead of a
/// `switch` with a case per token.
///
/// Under `-O` the compiler's time on a `switch` returning thousands of string or initializer
/// values grows faster than linearly (about 1.5 ms per case at 2,500 cases), while an array of
/// `Double` or `UInt32` literals in a `static let` is stored as constant data and costs almost
/// nothing to compile. See <doc:SwiftOutput> ("Shapes the compiler checks in linear time").
enum SwiftValueTables {
    /// The numbers one token contributes to its enum's value table: `[red, green, blue, alpha]`
    /// for an sRGB color, `[value]` for a dimension, font weight, duration or number; `nil` when
    /// the value is written as an expression instead (an alias, a reference, a wide-gamut color,
    /// any other type).
    /// - Parameter token: the token as resolved in the theme the enum is written for.
    /// - Returns: the numbers as Swift literals, e.g. `["0.1344", "0.8474", "0.7638", "1"]`.
    static func row(for token: ResolvedToken) -> [String]? {
        rowAndLiteral(for: token, typePrefix: TokenNamespace.prism.swiftTypePrefix)?.row
    }

    /// A token's row (``row(for:)``) and the literal ``SwiftValueExpressions`` writes for it,
    /// from one conversion of the value: the literal is made of the row's numbers.
    /// - Parameters:
    ///   - token: the token as resolved in the theme the enum is written for.
    ///   - typePrefix: the prefix of the generated value types (`PrismColor`, `AcmeColor`).
    /// - Returns: the row and the literal, or `nil` when the value is not tabled.
    static func rowAndLiteral(for token: ResolvedToken, typePrefix: String) -> (row: [String], literal: String)? {
        guard SwiftValueExpressions.isPlainLiteral(token) else { return nil }
        let number: String
        switch token.value {
        case .color(let color):
            guard SwiftLiterals.displayP3Components(color) == nil else { return nil }
            let srgb = SwiftLiterals.srgbComponents(color)
            return (
                [srgb.red, srgb.green, srgb.blue, srgb.alpha ?? "1"],
                SwiftLiterals.color(srgb: srgb, displayP3: nil, prefix: typePrefix)
            )
        case .dimension(let dimension): number = SwiftLiterals.number(dimension.points)
        case .fontWeight(let value), .number(let value): number = SwiftLiterals.number(value)
        case .duration(let duration): number = SwiftLiterals.number(duration.seconds)
        default: return nil
        }
        return ([number], number)
    }

    /// How many numbers a token of a type contributes (its row's length), or `nil` for a type
    /// whose values are not tabled.
    /// - Parameter type: the token type.
    /// - Returns: 4 for colors, 1 for the `Double` types.
    static func stride(of type: TokenType) -> Int? {
        switch type {
        case .color: 4
        case .dimension, .fontWeight, .duration, .number: 1
        default: nil
        }
    }

    /// The statement that returns the value of the token at `ordinal` from the table.
    /// - Parameters:
    ///   - type: the enum's token type (one with a ``stride(of:)``).
    ///   - table: the table's name in code.
    ///   - typePrefix: the prefix of the generated value types (`PrismColor`, `AcmeColor`).
    /// - Returns: e.g. `return Self._values[ordinal]`.
    static func read(type: TokenType, table: String, typePrefix: String) -> String {
        guard type == .color else { return "return Self.\(table)[ordinal]" }
        return
            "let row = ordinal &* 4; return \(typePrefix)Color(red: Self.\(table)[row], green: Self.\(table)[row &+ 1], blue: Self.\(table)[row &+ 2], alpha: Self.\(table)[row &+ 3])"
    }

    /// The text of every path joined, as a Swift string literal, and the UTF-8 offset where each
    /// path ends: `path` slices the text instead of switching over thousands of string literals.
    /// - Parameter paths: the paths in case order.
    /// - Returns: the literal and the end offsets.
    static func paths(_ paths: [String]) -> (literal: String, ends: [String]) {
        var ends: [String] = []
        ends.reserveCapacity(paths.count)
        var offset = 0
        for path in paths {
            offset += path.utf8.count
            ends.append(String(offset))
        }
        return (SwiftEscaping.stringLiteral(paths.joinedAtLength()), ends)
    }
}
