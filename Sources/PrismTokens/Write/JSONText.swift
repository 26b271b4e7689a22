/// A JSON value built for output, with object members kept in the order they were added.
///
/// Serialization is deterministic: the same value always gives the same bytes. Numbers are
/// written unrounded (the shortest text that reads back as the same `Double`), integers without
/// a fraction, and non-finite numbers as `null`.
public enum JSONText: Sendable, Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, written unrounded (`null` when not finite).
    case number(Double)
    /// A string, escaped as JSON requires.
    case string(String)
    /// An array.
    case array([JSONText])
    /// An object whose members keep the order given.
    case object([(String, JSONText)])

    /// Whether two values are equal (see the type's discussion for what is compared).
    public static func == (lhs: JSONText, rhs: JSONText) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    /// The value serialized; `indent` spaces per level, or compact on one line when `nil`.
    public func serialized(indent: Int? = 2) -> String {
        var out: [UInt8] = []
        write(into: &out, indent: indent, level: 0)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the serialized value's UTF-8 bytes to `out` (what ``serialized(indent:)`` returns,
    /// built in one byte buffer: no intermediate strings for keys, indentation or punctuation).
    func write(into out: inout some ByteSink, indent: Int?, level: Int) {
        switch self {
        case .null: out.appendUTF8("null")
        case .bool(let b): out.appendUTF8(b ? "true" : "false")
        case .number(let n): out.appendUTF8(JSONText.format(n))
        case .string(let s): JSONText.writeQuoted(s, into: &out)
        case .array(let items):
            if items.isEmpty {
                out.appendUTF8("[]")
                return
            }
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                JSONText.newline(into: &out, indent: indent, level: level + 1)
                item.write(into: &out, indent: indent, level: level + 1)
            }
            JSONText.newline(into: &out, indent: indent, level: level)
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            if members.isEmpty {
                out.appendUTF8("{}")
                return
            }
            out.append(UInt8(ascii: "{"))
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                JSONText.newline(into: &out, indent: indent, level: level + 1)
                JSONText.writeQuoted(key, into: &out)
                out.append(UInt8(ascii: ":"))
                if indent != nil { out.append(UInt8(ascii: " ")) }
                value.write(into: &out, indent: indent, level: level + 1)
            }
            JSONText.newline(into: &out, indent: indent, level: level)
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func newline(into out: inout some ByteSink, indent: Int?, level: Int) {
        guard let indent else { return }
        out.appendNewline(indentedBy: indent * level)
    }

    /// Appends `s` as a JSON string literal (UTF-8), as the `String` form does.
    static func writeQuoted(_ s: String, into out: inout some ByteSink) {
        var text = s
        // Text with nothing to escape (nearly all) is one append of the quotes and the bytes.
        let isWritten = text.withUTF8 { bytes in
            guard needsNoEscaping(bytes) else { return false }
            out.appendInPlace(maxLength: bytes.count + 2) { cursor in
                cursor.put(UInt8(ascii: "\""))
                cursor.put(bytes)
                cursor.put(UInt8(ascii: "\""))
            }
            return true
        }
        guard !isWritten else { return }
        var escaped = ""
        writeEscaped(s, into: &escaped)
        out.append(UInt8(ascii: "\""))
        out.appendUTF8(escaped)
        out.append(UInt8(ascii: "\""))
    }

    /// Formats a number as JSON: integers without a fraction, others in shortest round-trip form.
    public static func format(_ n: Double) -> String {
        guard n.isFinite else { return "null" }
        // Integers print without a fraction (checked through Int64, not `rounded()`, so the
        // module needs no libm symbols when linked without Foundation).
        if abs(n) < 1e15, Double(Int64(n)) == n {
            return n == 0 ? "0" : String(Int64(n))
        }
        // Most fractions (color components, rounded CSS numbers) without formatting a `Double`.
        if let text = DecimalText.shortFraction(n) { return text }
        var text = n.description
        // Swift writes `1e-07`; JSON accepts it, but normalize the exponent for readability.
        // (A byte search: most numbers have no exponent and return here unchanged.)
        if let e = text.utf8.firstIndex(of: UInt8(ascii: "e")) {
            let mantissa = text[..<e]
            var exponent = String(text[text.index(after: e)...])
            var sign = ""
            if exponent.hasPrefix("-") || exponent.hasPrefix("+") {
                sign = exponent.hasPrefix("-") ? "-" : ""
                exponent.removeFirst()
            }
            while exponent.hasPrefix("0") && exponent.count > 1 { exponent.removeFirst() }
            text = "\(mantissa)e\(sign)\(exponent)"
        }
        return text
    }

    /// Appends `s` as a JSON string literal, escaping quotes, backslashes and control characters.
    public static func writeQuoted(_ s: String, into out: inout String) {
        out += "\""
        if needsNoEscaping(s) { out += s } else { writeEscaped(s, into: &out) }
        out += "\""
    }

    /// The content of ``writeQuoted(_:into:)``, scalar by scalar, without the check for text
    /// that needs no escaping.
    static func writeEscaped(_ s: String, into out: inout String) {
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
    }

    /// Whether ``writeQuoted(_:into:)`` writes `s` unchanged between the quotes: no quote,
    /// backslash or control character, and no U+2028/U+2029 (whose UTF-8 starts with byte E2, so
    /// any E2 takes the careful path). One byte scan instead of a scalar-by-scalar copy.
    static func needsNoEscaping(_ s: String) -> Bool {
        s.allUTF8Bytes { !needsEscaping($0) }
    }

    /// ``needsNoEscaping(_:)-(String)`` for UTF-8 bytes.
    @inline(__always)
    static func needsNoEscaping(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes where needsEscaping(byte) { return false }
        return true
    }

    /// Whether a byte makes ``needsNoEscaping(_:)`` false.
    private static func needsEscaping(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0xE2
    }
}

extension JSONText {
    /// The value of a parsed node, without positions.
    public init(_ node: JSONNode) {
        switch node.value {
        case .null: self = .null
        case .bool(let b): self = .bool(b)
        case .number(let n): self = .number(n)
        case .string(let s): self = .string(s)
        case .array(let items): self = .array(items.map(JSONText.init))
        case .object(let object): self = .object(object.members.map { ($0.key, JSONText($0.value)) })
        }
    }
}
