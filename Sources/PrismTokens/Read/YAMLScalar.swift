/// The YAML 1.2 core schema for plain scalars: what `true`, `12`, `~` and `.inf` mean.
enum YAMLScalar {
    /// The value of a plain (unquoted) scalar: null, a Boolean, a number, or else a string.
    static func resolve(_ text: String) -> JSONValue {
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .number(.infinity)
        case "-.inf", "-.Inf", "-.INF": return .number(-.infinity)
        case ".nan", ".NaN", ".NAN": return .number(.nan)
        default: break
        }
        if text.hasPrefix("0x"), let value = UInt64(text.dropFirst(2), radix: 16) { return .number(Double(value)) }
        if text.hasPrefix("0o"), let value = UInt64(text.dropFirst(2), radix: 8) { return .number(Double(value)) }
        if isDecimal(text), let value = Double(text) { return .number(value) }
        return .string(text)
    }

    /// Whether text matches the core schema's integer or float form:
    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`.
    private static func isDecimal(_ text: String) -> Bool {
        var bytes = Substring(text).utf8[...]
        if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            bytes = bytes.dropFirst()
        }
        var integerDigits = 0
        while let first = bytes.first, isDigit(first) {
            integerDigits += 1
            bytes = bytes.dropFirst()
        }
        var fractionDigits = 0
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            while let first = bytes.first, isDigit(first) {
                fractionDigits += 1
                bytes = bytes.dropFirst()
            }
        }
        guard integerDigits > 0 || fractionDigits > 0 else { return false }
        if let first = bytes.first, first == UInt8(ascii: "e") || first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
                bytes = bytes.dropFirst()
            }
            var exponentDigits = 0
            while let first = bytes.first, isDigit(first) {
                exponentDigits += 1
                bytes = bytes.dropFirst()
            }
            guard exponentDigits > 0 else { return false }
        }
        return bytes.isEmpty
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
