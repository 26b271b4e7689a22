/// The YAML reader's parser: positions, errors and the block structure (mappings, sequences,
/// block scalars); flow collections and quoted scalars are in `YAMLParser+Flow.swift`.
struct YAMLParser {
    /// Where a node starts relative to what came before it on its line.
    enum Placement {
        /// At the start of a line (after indentation).
        case ownLine
        /// After `key:` on the same line.
        case afterKey
        /// After `- ` on the same line.
        case afterDash
    }

    let bytes: [UInt8]
    let file: String
    /// The byte offset of each line's start.
    private(set) var lineStarts: [Int] = [0]
    /// The byte offset being read.
    var pos = 0
    /// The nodes `&name` anchors name, for `*name` aliases.
    var anchors: [String: JSONNode] = [:]

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
        for (index, byte) in bytes.enumerated() where byte == 0x0A { lineStarts.append(index + 1) }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { pos = 3 }
    }

    // MARK: Positions and errors

    func lineIndex(_ offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The byte column (0-based) of an offset: its indentation when only spaces precede it.
    func column(_ offset: Int) -> Int { offset - lineStarts[lineIndex(offset)] }

    /// The location of an offset, columns counted in Unicode scalars.
    func location(_ offset: Int) -> SourceLocation {
        let line = lineIndex(offset)
        var column = 1
        for index in lineStarts[line]..<min(offset, bytes.count) where bytes[index] & 0xC0 != 0x80 { column += 1 }
        return SourceLocation(file: file, line: line + 1, column: column, offset: offset)
    }

    /// `file:line:column`, for messages that name another place.
    static func position(_ location: SourceLocation) -> String {
        "\(location.file):\(location.line):\(location.column)"
    }

    func error(_ message: String, at offset: Int) -> FatalDiagnostic {
        FatalDiagnostic(Diagnostic(.error, rule: "syntax", message, at: location(offset)))
    }

    /// The byte at an offset, 0 past the end (NUL is rejected by ``checkEncoding()``).
    func byte(_ offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }
    var current: UInt8 { byte(pos) }
    static func isBreak(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D || byte == 0 }
    static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
    func isSpaceOrEnd(_ offset: Int) -> Bool { Self.isBlank(byte(offset)) || Self.isBreak(byte(offset)) }
    var atLineEnd: Bool { Self.isBreak(current) || current == UInt8(ascii: "#") }

    /// Describes the character at an offset for a message.
    func describe(_ offset: Int) -> String {
        let value = byte(offset)
        switch value {
        case 0: return "the end of the file"
        case 0x0A, 0x0D: return "the end of the line"
        case 0x09: return "a tab"
        default:
            var end = offset + 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            return "'\(String(decoding: bytes[offset..<end], as: UTF8.self))'"
        }
    }

    /// Rejects invalid UTF-8 and control characters other than tab, line feed and carriage return.
    func checkEncoding() throws(FatalDiagnostic) {
        try bytes.withUnsafeBufferPointer { (buffer) throws(FatalDiagnostic) in
            var index = 0
            while index < buffer.count {
                let value = buffer[index]
                if value < 0x80 {
                    if value < 0x20, value != 0x09, value != 0x0A, value != 0x0D {
                        throw FatalDiagnostic(
                            Diagnostic(
                                .error, rule: "encoding",
                                "control character U+\(String(value, radix: 16, uppercase: true)) is not allowed in YAML; remove it",
                                at: location(index)))
                    }
                    index += 1
                    continue
                }
                switch UTF8Validation.check(buffer, at: index) {
                case .valid(let length): index += length
                case .invalid(let message):
                    throw FatalDiagnostic(Diagnostic(.error, rule: "encoding", message, at: location(index)))
                }
            }
        }
    }

    // MARK: Whitespace

    /// Skips spaces and tabs on the current line.
    mutating func skipBlanks() {
        while Self.isBlank(current) { pos += 1 }
    }

    /// Skips whitespace, line breaks and comments up to the next content; a tab that indents
    /// content is an error (YAML indents with spaces only).
    mutating func skipToNextContent() throws(FatalDiagnostic) {
        while pos < bytes.count {
            switch bytes[pos] {
            case 0x20, 0x0A, 0x0D: pos += 1
            case 0x09:
                let lineStart = lineStarts[lineIndex(pos)]
                if bytes[lineStart..<pos].allSatisfy(Self.isBlank) {
                    var next = pos
                    while Self.isBlank(byte(next)) { next += 1 }
                    if !Self.isBreak(byte(next)), byte(next) != UInt8(ascii: "#") {
                        throw error(
                            "a tab indents this line; YAML indents with spaces only: replace the tab with spaces",
                            at: pos)
                    }
                }
                pos += 1
            case UInt8(ascii: "#"):
                while !Self.isBreak(current) { pos += 1 }
            default:
                return
            }
        }
    }

    /// Whether `---` or `...` starts a line at an offset.
    func isDocumentMarker(_ offset: Int) -> Bool {
        guard column(offset) == 0, offset + 3 <= bytes.count, isSpaceOrEnd(offset + 3) else { return false }
        let marker = bytes[offset..<(offset + 3)]
        return marker.elementsEqual("---".utf8) || marker.elementsEqual("...".utf8)
    }

    /// Fails unless only blanks and a comment follow on the line.
    mutating func expectLineEnd(after what: String) throws(FatalDiagnostic) {
        skipBlanks()
        guard atLineEnd else {
            throw error("unexpected \(describe(pos)) after \(what); put one value per line, or quote text", at: pos)
        }
    }

    // MARK: Document

    mutating func parseDocument() throws(FatalDiagnostic) -> JSONNode {
        try skipToNextContent()
        while current == UInt8(ascii: "%"), column(pos) == 0 {
            guard bytes[pos...].starts(with: "%YAML".utf8) else {
                throw error(
                    "YAML directives other than %YAML (such as %TAG) are not supported; remove the line", at: pos)
            }
            while !Self.isBreak(current) { pos += 1 }
            try skipToNextContent()
        }
        let documentStart = pos
        if isDocumentMarker(pos), current == UInt8(ascii: "-") { pos += 3 }
        let root = try parseNode(minIndent: -1, depth: 0, placement: .afterDash)
        try skipToNextContent()
        if pos < bytes.count {
            if isDocumentMarker(pos), current == UInt8(ascii: ".") {
                pos += 3
                try skipToNextContent()
                if pos < bytes.count {
                    throw error("content after the end of the YAML document ('...'); remove it", at: pos)
                }
            } else if isDocumentMarker(pos) {
                throw error(
                    "this file holds several YAML documents ('---'); put each token document in its own file", at: pos)
            } else {
                throw error(
                    "unexpected \(describe(pos)): it is indented less than the value it would belong to; check the indentation",
                    at: pos)
            }
        }
        guard let root else {
            throw error(
                "the YAML document is empty; a token file needs a mapping such as 'color:' at its top level",
                at: documentStart)
        }
        return root
    }

    // MARK: Block structure

    /// Parses the node at the current position, or returns `nil` when the next content is not
    /// indented more than `minIndent` (the value is empty).
    mutating func parseNode(minIndent: Int, depth: Int, placement: Placement) throws(FatalDiagnostic) -> JSONNode? {
        var placement = placement
        skipBlanks()
        if atLineEnd {
            try skipToNextContent()
            placement = .ownLine
        }
        if pos >= bytes.count || column(pos) <= minIndent && placement == .ownLine || isDocumentMarker(pos) {
            return nil
        }
        guard depth <= YAMLReader.maximumDepth else {
            throw error("the YAML nests deeper than \(YAMLReader.maximumDepth) levels; flatten it", at: pos)
        }
        var anchor: String?
        while current == UInt8(ascii: "&") || current == UInt8(ascii: "!") {
            if current == UInt8(ascii: "!") {
                throw error(
                    "YAML tags such as '!!str' are not supported; remove the tag (quote a value to keep it text)",
                    at: pos)
            }
            pos += 1
            anchor = try readName(kind: "anchor")
            skipBlanks()
            if atLineEnd {
                try skipToNextContent()
                placement = .ownLine
                if pos >= bytes.count || column(pos) <= minIndent || isDocumentMarker(pos) {
                    let empty = JSONNode(.null, at: location(pos))
                    if let anchor { anchors[anchor] = empty }
                    return empty
                }
            }
        }
        let node = try parseContent(minIndent: minIndent, depth: depth, placement: placement)
        if let anchor { anchors[anchor] = node }
        return node
    }

    private mutating func parseContent(minIndent: Int, depth: Int, placement: Placement) throws(FatalDiagnostic)
        -> JSONNode
    {
        let start = pos
        switch current {
        case UInt8(ascii: "*"):
            pos += 1
            let name = try readName(kind: "alias")
            guard let target = anchors[name] else {
                throw error(
                    "the alias '*\(name)' names no anchor above it; define '&\(name)' on a value first", at: start)
            }
            skipBlanks()
            if current == UInt8(ascii: ":") {
                throw error("an alias as a mapping key is not supported; write the key out", at: start)
            }
            try expectLineEnd(after: "the alias")
            return target
        case UInt8(ascii: "-") where isSpaceOrEnd(pos + 1):
            if placement == .afterKey {
                throw error("a '- ' item cannot start on the line of its key; start it on the next line", at: pos)
            }
            return try parseBlockSequence(indent: column(pos), depth: depth)
        case UInt8(ascii: "?") where isSpaceOrEnd(pos + 1):
            throw error("complex mapping keys ('? ') are not supported; write 'key: value'", at: pos)
        case UInt8(ascii: "|"), UInt8(ascii: ">"):
            return try parseBlockScalar(parentIndent: minIndent)
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            let node = try parseFlowCollection(depth: depth)
            skipBlanks()
            if current == UInt8(ascii: ":") {
                throw error("a collection as a mapping key is not supported; use a text key", at: start)
            }
            try expectLineEnd(after: "the collection")
            return node
        default:
            if try scanKey(at: pos) != nil {
                if placement == .afterKey {
                    throw error(
                        "'key: value' cannot follow another key on the same line; put it on its own line, indented under that key",
                        at: pos)
                }
                return try parseBlockMapping(indent: column(pos), depth: depth)
            }
            return try parseScalar(minIndent: minIndent)
        }
    }

    /// Reads an anchor or alias name (up to a blank, line end or flow indicator).
    mutating func readName(kind: String) throws(FatalDiagnostic) -> String {
        let start = pos
        while !isSpaceOrEnd(pos), !Self.isFlowIndicator(current) { pos += 1 }
        guard pos > start else { throw error("the \(kind) needs a name, e.g. '&base' and '*base'", at: start) }
        return String(decoding: bytes[start..<pos], as: UTF8.self)
    }

    static func isFlowIndicator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")
            || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
    }

    private mutating func parseBlockMapping(indent: Int, depth: Int) throws(FatalDiagnostic) -> JSONNode {
        let start = pos
        var members: [JSONObject.Member] = []
        var seen: [String: Int] = [:]
        while true {
            try skipToNextContent()
            guard pos < bytes.count, !isDocumentMarker(pos), column(pos) >= indent else { break }
            if column(pos) > indent {
                throw error(
                    "this line is indented more than the keys above it (\(column(pos)) spaces, not \(indent)); line it up with them, or put it under a key ending in ':'",
                    at: pos)
            }
            guard let key = try scanKey(at: pos) else {
                if current == UInt8(ascii: "-"), isSpaceOrEnd(pos + 1) {
                    throw error(
                        "a '- ' item where a 'key: value' entry belongs; indent the list under the key it belongs to",
                        at: pos)
                }
                throw error("expected 'key: value' here, found \(describe(pos)); a mapping's entries line up", at: pos)
            }
            if key.plain, key.text == "<<" {
                throw error("merge keys ('<<') are not supported; write the members out", at: pos)
            }
            if let first = seen[key.text] {
                throw error(
                    "remove the duplicate key '\(key.text)' (first defined at \(Self.position(members[first].keyLocation))); a mapping's keys are unique",
                    at: pos)
            }
            let keyLocation = location(pos)
            pos = key.valueStart
            skipBlanks()
            var value: JSONNode?
            if atLineEnd {
                try skipToNextContent()
                if pos < bytes.count, column(pos) == indent, current == UInt8(ascii: "-"), isSpaceOrEnd(pos + 1),
                    !isDocumentMarker(pos)
                {
                    value = try parseBlockSequence(indent: indent, depth: depth + 1)
                } else {
                    value = try parseNode(minIndent: indent, depth: depth + 1, placement: .ownLine)
                }
            } else {
                value = try parseNode(minIndent: indent, depth: depth + 1, placement: .afterKey)
            }
            seen[key.text] = members.count
            members.append(
                JSONObject.Member(
                    key: key.text, keyLocation: keyLocation,
                    value: value ?? JSONNode(.null, at: location(key.valueStart - 1))))
        }
        return JSONNode(.object(JSONObject(members)), at: location(start))
    }

    private mutating func parseBlockSequence(indent: Int, depth: Int) throws(FatalDiagnostic) -> JSONNode {
        let start = pos
        var items: [JSONNode] = []
        while true {
            try skipToNextContent()
            guard pos < bytes.count, !isDocumentMarker(pos), column(pos) >= indent else { break }
            guard column(pos) == indent, current == UInt8(ascii: "-"), isSpaceOrEnd(pos + 1) else {
                if column(pos) > indent {
                    throw error(
                        "this line is indented more than the '- ' items above it; line it up with them", at: pos)
                }
                break
            }
            let dash = pos
            pos += 1
            let item = try parseNode(minIndent: indent, depth: depth + 1, placement: .afterDash)
            items.append(item ?? JSONNode(.null, at: location(dash)))
        }
        return JSONNode(.array(items), at: location(start))
    }
}
