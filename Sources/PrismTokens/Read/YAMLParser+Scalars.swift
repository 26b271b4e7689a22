/// Keys, plain scalars (with continuation lines) and block scalars (`|`, `>`).
extension YAMLParser {
    /// A `key:` at the start of a block mapping entry.
    struct Key {
        /// The key's text, escapes decoded.
        var text: String
        /// Whether the key is a plain (unquoted) scalar.
        var plain: Bool
        /// The offset just after the `:`.
        var valueStart: Int
    }

    /// The `key:` that starts at an offset, or `nil` when the line there is not a mapping entry.
    func scanKey(at offset: Int) throws(FatalDiagnostic) -> Key? {
        let first = byte(offset)
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            let (text, end) = try quoted(from: offset)
            var after = end
            while Self.isBlank(byte(after)) { after += 1 }
            guard byte(after) == UInt8(ascii: ":"), isSpaceOrEnd(after + 1) else { return nil }
            // A key on one line only.
            guard lineIndex(end) == lineIndex(offset) else { return nil }
            return Key(text: text, plain: false, valueStart: after + 1)
        }
        guard canStartPlain(at: offset) else { return nil }
        var index = offset
        while !Self.isBreak(byte(index)) {
            let value = bytes[index]
            if value == UInt8(ascii: ":"), isSpaceOrEnd(index + 1) {
                var end = index
                while end > offset, Self.isBlank(bytes[end - 1]) { end -= 1 }
                return Key(
                    text: String(decoding: bytes[offset..<end], as: UTF8.self), plain: true, valueStart: index + 1)
            }
            if value == UInt8(ascii: "#"), index > offset, Self.isBlank(bytes[index - 1]) { return nil }
            index += 1
        }
        return nil
    }

    /// Whether a plain scalar may start at an offset (indicators may not, except `-`, `?` and
    /// `:` before a non-space).
    func canStartPlain(at offset: Int) -> Bool {
        let value = byte(offset)
        switch value {
        case 0, 0x0A, 0x0D, 0x20, 0x09: return false
        case UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"): return !isSpaceOrEnd(offset + 1)
        default: return !"[]{},#&*!|>'\"%@`".utf8.contains(value)
        }
    }

    /// A scalar value in block context: quoted, or plain and continued on more-indented lines.
    mutating func parseScalar(minIndent: Int) throws(FatalDiagnostic) -> JSONNode {
        let start = pos
        if current == UInt8(ascii: "\"") || current == UInt8(ascii: "'") {
            let (text, end) = try quoted(from: pos)
            pos = end
            try expectLineEnd(after: "the quoted text")
            return JSONNode(.string(text), at: location(start))
        }
        guard canStartPlain(at: pos) else {
            throw error(
                "unexpected \(describe(pos)) where a value belongs; quote the value (\"…\") if it is text", at: pos)
        }
        var text = plainLine()
        while true {
            let lineEnd = pos
            try skipToNextContent()
            let next = pos
            guard next < bytes.count, column(next) > minIndent, !isDocumentMarker(next),
                lineIndex(next) > lineIndex(lineEnd)
            else {
                pos = lineEnd
                break
            }
            if try scanKey(at: next) != nil {
                throw error(
                    "this 'key: value' line is indented under a plain value; indent it under a key ending in ':', or quote the value above",
                    at: next)
            }
            let breaks = lineIndex(next) - lineIndex(lineEnd)
            text += breaks > 1 ? String(repeating: "\n", count: breaks - 1) : " "
            text += plainLine()
        }
        return JSONNode(YAMLScalar.resolve(text), at: location(start))
    }

    /// The rest of a plain scalar's line (up to a comment or the line end), trailing blanks trimmed.
    private mutating func plainLine() -> String {
        let start = pos
        while !Self.isBreak(current), !(current == UInt8(ascii: "#") && Self.isBlank(byte(pos - 1))) { pos += 1 }
        var end = pos
        while end > start, Self.isBlank(bytes[end - 1]) { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// A literal (`|`) or folded (`>`) block scalar, with chomping (`-`, `+`) and indentation indicators.
    mutating func parseBlockScalar(parentIndent: Int) throws(FatalDiagnostic) -> JSONNode {
        let start = pos
        let folded = current == UInt8(ascii: ">")
        pos += 1
        var chomping = 0
        var explicitIndent: Int?
        for _ in 0..<2 {
            switch current {
            case UInt8(ascii: "-"): chomping = -1
            case UInt8(ascii: "+"): chomping = 1
            case UInt8(ascii: "1")...UInt8(ascii: "9"): explicitIndent = Int(current - UInt8(ascii: "0"))
            default: continue
            }
            pos += 1
        }
        try expectLineEnd(after: "the block scalar indicator")
        while !Self.isBreak(current) { pos += 1 }
        if current == 0x0D { pos += 1 }
        if current == 0x0A { pos += 1 }
        var indent = explicitIndent.map { max(parentIndent, 0) + $0 }
        var lines: [String] = []
        while pos < bytes.count {
            let lineStart = pos
            var spaces = 0
            while byte(lineStart + spaces) == 0x20 { spaces += 1 }
            let afterSpaces = lineStart + spaces
            if Self.isBreak(byte(afterSpaces)) {
                lines.append("")
            } else {
                if indent == nil { indent = spaces > parentIndent ? spaces : nil }
                guard let indent, spaces >= indent, !isDocumentMarker(lineStart) else { break }
                var end = afterSpaces
                while !Self.isBreak(byte(end)) { end += 1 }
                lines.append(String(decoding: bytes[(lineStart + indent)..<end], as: UTF8.self))
            }
            pos = afterSpaces
            while !Self.isBreak(current) { pos += 1 }
            if current == 0x0D { pos += 1 }
            if current == 0x0A { pos += 1 }
        }
        // Trailing empty lines belong to the chomping, not the content.
        var trailing = 0
        while let last = lines.last, last.isEmpty {
            lines.removeLast()
            trailing += 1
        }
        var text = folded ? Self.fold(lines) : lines.joined(separator: "\n")
        if !lines.isEmpty, chomping >= 0 { text += "\n" }
        if chomping > 0 { text += String(repeating: "\n", count: trailing) }
        return JSONNode(.string(text), at: location(start))
    }

    /// Folds lines: lines of text join with a space, an empty line is a line break, and
    /// more-indented lines keep their breaks.
    private static func fold(_ lines: [String]) -> String {
        var text = ""
        var previousWasText = false
        for line in lines {
            if line.isEmpty {
                text += "\n"
                previousWasText = false
            } else if line.first == " " || line.first == "\t" {
                if !text.isEmpty, !text.hasSuffix("\n") { text += "\n" }
                text += line + "\n"
                previousWasText = false
            } else {
                if previousWasText { text += " " }
                text += line
                previousWasText = true
            }
        }
        return text
    }
}
