/// The reader's parser: an iterative, explicit-stack parser over raw UTF-8 bytes.
///
/// No function here recurses: open arrays and objects live on ``frames``, so nesting depth is
/// bounded by ``JSONReader/maximumDepth`` and never by the thread's stack. Scanning of trivia,
/// strings, keys and numbers lives in extensions in the neighbouring files.
struct JSONParser {
    /// An array or object that has been opened and not yet closed.
    struct Frame {
        /// Whether this is an object (else an array).
        let isObject: Bool
        /// Where the opening bracket is.
        let location: SourceLocation
        /// The elements read so far (arrays).
        var elements: [JSONNode] = []
        /// The members read so far (objects).
        var members: [JSONObject.Member] = []
        /// The key whose value is being read (objects).
        var pendingKey = ""
        /// Where ``pendingKey`` starts.
        var pendingKeyLocation: SourceLocation
        /// Member index by key, kept once the object is large enough to need one.
        var index: [String: Int] = [:]

        /// Creates the frame of a container opened at `location`.
        init(isObject: Bool, location: SourceLocation) {
            self.isObject = isObject
            self.location = location
            self.pendingKeyLocation = location
        }

        /// The member with this key read so far, if any.
        func existingMember(_ key: String) -> JSONObject.Member? {
            if members.count >= JSONObject.indexThreshold {
                guard let i = index[key] else { return nil }
                return members[i]
            }
            for member in members where member.key == key { return member }
            return nil
        }

        /// Adds the pending key with its value.
        mutating func appendMember(_ value: JSONNode) {
            members.append(JSONObject.Member(key: pendingKey, keyLocation: pendingKeyLocation, value: value))
            if members.count == JSONObject.indexThreshold {
                index.reserveCapacity(members.count * 2)
                for (i, member) in members.enumerated() { index[member.key] = i }
            } else if members.count > JSONObject.indexThreshold {
                index[pendingKey] = members.count - 1
            }
        }

        /// The finished value.
        func finish() -> JSONNode {
            if isObject {
                return JSONNode(.object(JSONObject(uniqueMembers: members, index: index)), at: location)
            }
            return JSONNode(.array(elements), at: location)
        }
    }

    /// The document.
    let bytes: UnsafeBufferPointer<UInt8>
    /// `bytes.count`.
    let end: Int
    /// The offset of the next byte to read.
    var position = 0
    /// Line and column bookkeeping.
    var positions: SourcePositionTracker
    /// Each extension used, with its first position, in order of first use.
    var extensionsUsed: [(extension: JSONReader.Extension, location: SourceLocation)] = []
    /// Bit set of the extensions in ``extensionsUsed``.
    var extensionMask: UInt32 = 0
    /// A reusable buffer for decoding strings that contain escapes.
    var scratch: [UInt8] = []

    /// Creates a parser over a document.
    init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.bytes = bytes
        self.end = bytes.count
        self.positions = SourcePositionTracker(bytes: bytes, file: file)
    }

    /// Records the use of an extension unless it was already recorded.
    @inline(__always)
    mutating func record(_ feature: JSONReader.Extension, at offset: Int) {
        let bit: UInt32 = 1 << feature.bitIndex
        guard extensionMask & bit == 0 else { return }
        extensionMask |= bit
        extensionsUsed.append((feature, positions.location(at: offset)))
    }

    /// Reads the whole document: one value, surrounded only by whitespace and comments.
    mutating func parseDocument() throws(FatalDiagnostic) -> JSONNode {
        guard end > 0 else {
            throw error("the file is empty; add a JSON value such as {}", at: 0)
        }
        if end >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            record(.byteOrderMark, at: 0)
            positions.skipByteOrderMark(length: 3)
            position = 3
        }
        var frames: [Frame] = []
        var completed: JSONNode

        readValue: while true {
            try skipTrivia()
            guard position < end else {
                if let frame = frames.last { throw unclosed(frame) }
                throw error("the file holds no JSON value; add one, such as {}", at: position)
            }
            let start = position
            switch bytes[start] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = bytes[start] == UInt8(ascii: "{")
                guard frames.count < JSONReader.maximumDepth else {
                    throw error("arrays and objects are nested more than \(JSONReader.maximumDepth) levels "
                        + "deep; flatten the structure", at: start)
                }
                let location = positions.location(at: start)
                position += 1
                try skipTrivia()
                let closer = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                if position < end, bytes[position] == closer {
                    position += 1
                    completed = JSONNode(isObject ? .object(JSONObject()) : .array([]), at: location)
                } else {
                    frames.append(Frame(isObject: isObject, location: location))
                    if isObject { try readMemberKey(into: &frames) }
                    continue readValue
                }
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                let location = positions.location(at: start)
                completed = JSONNode(.string(try scanString()), at: location)
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."):
                let location = positions.location(at: start)
                completed = JSONNode(.number(try scanNumber()), at: location)
            default:
                let location = positions.location(at: start)
                completed = JSONNode(try scanLiteral(), at: location)
            }

            // A value is complete: attach it to its container, closing containers that end here.
            while true {
                guard !frames.isEmpty else {
                    try skipTrivia()
                    if position < end { throw try trailingContent() }
                    return completed
                }
                let top = frames.count - 1
                let isObject = frames[top].isObject
                if isObject {
                    frames[top].appendMember(completed)
                } else {
                    frames[top].elements.append(completed)
                }
                try skipTrivia()
                let closer = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                guard position < end else { throw unclosed(frames[top]) }
                let byte = bytes[position]
                if byte == UInt8(ascii: ",") {
                    let comma = position
                    position += 1
                    try skipTrivia()
                    if position < end, bytes[position] == closer {
                        record(.trailingCommas, at: comma)
                    } else {
                        if isObject { try readMemberKey(into: &frames) }
                        continue readValue
                    }
                } else if byte != closer {
                    throw try missingSeparator(in: frames[top])
                }
                position += 1
                completed = frames.removeLast().finish()
            }
        }
    }

    /// Reads an object member's key and the colon after it, after checking the key is new.
    private mutating func readMemberKey(into frames: inout [Frame]) throws(FatalDiagnostic) {
        let top = frames.count - 1
        guard position < end else { throw unclosed(frames[top]) }
        let start = position
        let location = positions.location(at: start)
        let key = try scanKey()
        if let first = frames[top].existingMember(key) {
            throw duplicateKey(key, first: first, at: start)
        }
        frames[top].pendingKey = key
        frames[top].pendingKeyLocation = location
        try skipTrivia()
        guard position < end, bytes[position] == UInt8(ascii: ":") else {
            throw error("expected ':' after the key '\(Self.abbreviated(key))', found \(try describe(at: position)); "
                + "add a colon between the key and its value", at: position)
        }
        position += 1
    }
}

extension JSONReader.Extension {
    /// The extension's bit in a parser's set of used extensions.
    var bitIndex: UInt32 {
        switch self {
        case .comments: 0
        case .trailingCommas: 1
        case .singleQuotedStrings: 2
        case .unquotedKeys: 3
        case .hexNumbers: 4
        case .leadingOrTrailingDecimalPoint: 5
        case .explicitPlusSign: 6
        case .infinityOrNaN: 7
        case .lineContinuations: 8
        case .byteOrderMark: 9
        case .json5Escapes: 10
        }
    }
}
