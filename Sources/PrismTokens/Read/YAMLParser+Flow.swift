/// Flow collections (`[a, b]`, `{a: 1}`), which may span lines, and quoted scalars.
extension YAMLParser {
    /// Parses a flow sequence or mapping starting at the current `[` or `{`.
    mutating func parseFlowCollection(depth: Int) throws(FatalDiagnostic) -> JSONNode {
        guard depth <= YAMLReader.maximumDepth else {
            throw error("the YAML nests deeper than \(YAMLReader.maximumDepth) levels; flatten it", at: pos)
        }
        let start = pos
        let isMapping = current == UInt8(ascii: "{")
        let close = isMapping ? UInt8(ascii: "}") : UInt8(ascii: "]")
        pos += 1
        var items: [JSONNode] = []
        var members: [JSONObject.Member] = []
        var seen: [String: Int] = [:]
        while true {
            try skipFlowSpace()
            guard pos < bytes.count else {
                throw error(
                    "this '\(isMapping ? "{" : "[")' is never closed; add '\(Character(Unicode.Scalar(close)))'",
                    at: start)
            }
            if current == close {
                pos += 1
                break
            }
            if isMapping {
                let keyStart = pos
                let key: String
                if current == UInt8(ascii: "\"") || current == UInt8(ascii: "'") {
                    (key, pos) = try quoted(from: pos)
                } else if current == UInt8(ascii: "[") || current == UInt8(ascii: "{") {
                    throw error("a collection as a mapping key is not supported; use a text key", at: pos)
                } else {
                    key = try flowPlain()
                }
                try skipFlowSpace()
                var value = JSONNode(.null, at: location(pos))
                if current == UInt8(ascii: ":") {
                    pos += 1
                    try skipFlowSpace()
                    if current != UInt8(ascii: ","), current != close { value = try parseFlowValue(depth: depth + 1) }
                }
                if let first = seen[key] {
                    throw error(
                        "remove the duplicate key '\(key)' (first defined at \(Self.position(members[first].keyLocation))); a mapping's keys are unique",
                        at: keyStart)
                }
                seen[key] = members.count
                members.append(JSONObject.Member(key: key, keyLocation: location(keyStart), value: value))
            } else {
                let itemStart = pos
                items.append(try parseFlowValue(depth: depth + 1))
                try skipFlowSpace()
                if current == UInt8(ascii: ":") {
                    throw error(
                        "a 'key: value' pair inside '[…]' is not supported; write it as a mapping '{key: value}'",
                        at: itemStart)
                }
            }
            try skipFlowSpace()
            if current == UInt8(ascii: ",") {
                pos += 1
            } else if pos >= bytes.count {
                throw error(
                    "this '\(isMapping ? "{" : "[")' is never closed; add '\(Character(Unicode.Scalar(close)))'",
                    at: start)
            } else if current != close {
                throw error(
                    "expected ',' or '\(Character(Unicode.Scalar(close)))' after this entry, found \(describe(pos))",
                    at: pos)
            }
        }
        return JSONNode(isMapping ? .object(JSONObject(members)) : .array(items), at: location(start))
    }

    /// Skips whitespace, line breaks and comments inside a flow collection.
    private mutating func skipFlowSpace() throws(FatalDiagnostic) {
        while pos < bytes.count {
            switch current {
            case 0x20, 0x09, 0x0A, 0x0D: pos += 1
            case UInt8(ascii: "#"):
                while !Self.isBreak(current) { pos += 1 }
            default: return
            }
        }
    }

    private mutating func parseFlowValue(depth: Int) throws(FatalDiagnostic) -> JSONNode {
        let start = pos
        switch current {
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            return try parseFlowCollection(depth: depth)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            let (text, end) = try quoted(from: pos)
            pos = end
            return JSONNode(.string(text), at: location(start))
        case UInt8(ascii: "*"):
            pos += 1
            let name = try readName(kind: "alias")
            guard let target = anchors[name] else {
                throw error(
                    "the alias '*\(name)' names no anchor above it; define '&\(name)' on a value first", at: start)
            }
            return target
        case UInt8(ascii: "&"):
            pos += 1
            let name = try readName(kind: "anchor")
            try skipFlowSpace()
            let node = try parseFlowValue(depth: depth)
            anchors[name] = node
            return node
        case UInt8(ascii: "!"):
            throw error(
                "YAML tags such as '!!str' are not supported; remove the tag (quote a value to keep it text)", at: pos)
        default:
            return JSONNode(YAMLScalar.resolve(try flowPlain()), at: location(start))
        }
    }

    /// A plain scalar inside a flow collection: up to `,`, a bracket, `: ` or a comment; it may
    /// continue on the next lines (joined with a space).
    private mutating func flowPlain() throws(FatalDiagnostic) -> String {
        let start = pos
        var text = ""
        var lineStart = pos
        while pos < bytes.count {
            let value = current
            if Self.isFlowIndicator(value) { break }
            if value == UInt8(ascii: ":"), isSpaceOrEnd(pos + 1) || Self.isFlowIndicator(byte(pos + 1)) { break }
            if value == UInt8(ascii: "#"), pos > start, Self.isBlank(byte(pos - 1)) { break }
            if Self.isBreak(value) {
                text += trimmed(lineStart, pos) + " "
                try skipFlowSpace()
                lineStart = pos
                continue
            }
            pos += 1
        }
        text += trimmed(lineStart, pos)
        while text.last == " " { text.removeLast() }
        guard !text.isEmpty else {
            throw error("expected a value, found \(describe(start)); write one, or remove the extra ','", at: start)
        }
        return text
    }

    private func trimmed(_ start: Int, _ end: Int) -> String {
        var low = start
        var high = end
        while low < high, Self.isBlank(bytes[low]) { low += 1 }
        while high > low, Self.isBlank(bytes[high - 1]) { high -= 1 }
        return String(decoding: bytes[low..<high], as: UTF8.self)
    }

    /// A single- or double-quoted scalar starting at `offset`: its text and the offset after the
    /// closing quote. Line breaks fold to a space (an empty line to a line break).
    func quoted(from offset: Int) throws(FatalDiagnostic) -> (String, Int) {
        let quote = bytes[offset]
        let double = quote == UInt8(ascii: "\"")
        var out: [UInt8] = []
        var index = offset + 1
        while true {
            guard index < bytes.count else {
                throw error(
                    "this quoted text is never closed; add the closing \(double ? "'\"'" : "\"'\"")", at: offset)
            }
            let value = bytes[index]
            if value == quote {
                if !double, byte(index + 1) == quote {
                    out.append(quote)
                    index += 2
                    continue
                }
                return (String(decoding: out, as: UTF8.self), index + 1)
            }
            if double, value == UInt8(ascii: "\\") {
                index = try escape(at: index, into: &out)
                continue
            }
            if value == 0x0A || value == 0x0D {
                while let last = out.last, Self.isBlank(last) { out.removeLast() }
                var breaks = 0
                while index < bytes.count, bytes[index] == 0x0A || bytes[index] == 0x0D || Self.isBlank(bytes[index]) {
                    if bytes[index] == 0x0A { breaks += 1 }
                    index += 1
                }
                if breaks > 1 {
                    out += Array(repeating: 0x0A, count: breaks - 1)
                } else {
                    out.append(0x20)
                }
                continue
            }
            out.append(value)
            index += 1
        }
    }

    /// Decodes the escape at `index` (a backslash) into `out`; returns the offset after it.
    private func escape(at index: Int, into out: inout [UInt8]) throws(FatalDiagnostic) -> Int {
        let code = byte(index + 1)
        let simple: [UInt8: String] = [
            UInt8(ascii: "0"): "\u{0}", UInt8(ascii: "a"): "\u{7}", UInt8(ascii: "b"): "\u{8}",
            UInt8(ascii: "t"): "\t", 0x09: "\t", UInt8(ascii: "n"): "\n", UInt8(ascii: "v"): "\u{B}",
            UInt8(ascii: "f"): "\u{C}", UInt8(ascii: "r"): "\r", UInt8(ascii: "e"): "\u{1B}", 0x20: " ",
            UInt8(ascii: "\""): "\"", UInt8(ascii: "/"): "/", UInt8(ascii: "\\"): "\\", UInt8(ascii: "N"): "\u{85}",
            UInt8(ascii: "_"): "\u{A0}", UInt8(ascii: "L"): "\u{2028}", UInt8(ascii: "P"): "\u{2029}",
        ]
        if let text = simple[code] {
            out += Array(text.utf8)
            return index + 2
        }
        if code == 0x0A || code == 0x0D {
            // A line continuation: the break and the next line's leading blanks vanish.
            var next = index + 1
            while next < bytes.count, bytes[next] == 0x0A || bytes[next] == 0x0D || Self.isBlank(bytes[next]) {
                next += 1
            }
            return next
        }
        let digits: Int
        switch code {
        case UInt8(ascii: "x"): digits = 2
        case UInt8(ascii: "u"): digits = 4
        case UInt8(ascii: "U"): digits = 8
        default:
            throw error(
                "unknown escape '\\\(describe(index + 1).dropFirst().dropLast())'; write '\\\\' for a backslash",
                at: index
            )
        }
        var value: UInt32 = 0
        for offset in 0..<digits {
            guard let digit = Self.hexValue(byte(index + 2 + offset)) else {
                throw error("'\\\(Character(Unicode.Scalar(code)))' needs \(digits) hexadecimal digits", at: index)
            }
            value = value << 4 | digit
        }
        var end = index + 2 + digits
        if (0xD800...0xDBFF).contains(value), byte(end) == UInt8(ascii: "\\"), byte(end + 1) == UInt8(ascii: "u") {
            var low: UInt32 = 0
            for offset in 0..<4 {
                guard let digit = Self.hexValue(byte(end + 2 + offset)) else { break }
                low = low << 4 | digit
            }
            if (0xDC00...0xDFFF).contains(low) {
                value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                end += 6
            }
        }
        guard let scalar = Unicode.Scalar(value) else {
            throw error("'\\\(Character(Unicode.Scalar(code)))' escape is not a Unicode scalar value", at: index)
        }
        out += Array(String(scalar).utf8)
        return end
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
