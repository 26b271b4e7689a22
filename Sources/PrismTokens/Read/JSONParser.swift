/// The reader's parser: an iterative, explicit-stack parser over raw UTF-8 bytes.
///
/// No function here recurses: open arrays and objects live on ``frames``, so nesting depth is
/// bounded by ``JSONReader/maximumDepth`` and never by the thread's stack. Scanning of trivia,
/// strings, keys and numbers lives in extensions in the neighbouring files.
struct JSONParser {
    /// An array or object that has been opened and not yet closed.
    ///
    /// Plain values only (no `String`; a ``SourceLocation`` holds its file as a number), so
    /// pushing, peeking and popping frames costs no reference counting.
    struct Frame {
        /// Whether this is an object (else an array).
        let isObject: Bool
        /// Whether the object's key index is the top of ``JSONParser/indexes``.
        var hasIndex = false
        /// Where its elements or members start on ``JSONParser/elements`` or ``JSONParser/members``.
        let start: Int
        /// Where the opening bracket is.
        let location: SourceLocation
    }

    /// The document.
    let bytes: UnsafeBufferPointer<UInt8>
    /// `bytes.count`.
    let end: Int
    /// The offset of the next byte to read.
    var position = 0
    /// The id in ``FileNameTable/shared`` of the file name put in every location (interned once per read).
    let fileID: UInt32
    /// Line and column bookkeeping.
    var positions: SourcePositionTracker
    /// Each extension used, with its first position, in order of first use.
    var extensionsUsed: [(extension: JSONReader.Extension, location: SourceLocation)] = []
    /// Bit set of the extensions in ``extensionsUsed``.
    var extensionMask: UInt32 = 0
    /// The keys among ``JSONReader/KeysSeen`` read so far.
    var keysSeen: JSONReader.KeysSeen = []
    /// How many `$ref` keys were read so far (``JSONReader/Result/refKeyCount``).
    var refKeys = 0
    /// A reusable buffer for decoding strings that contain escapes.
    var scratch: [UInt8] = []
    /// The open containers, outermost first.
    private var frames: [Frame] = []
    /// The elements read so far of every open array.
    private let elements = MoveStack<JSONNode>()
    /// The members read so far of every open object; the top one of an object whose value is
    /// being read holds a placeholder value.
    private let members = MoveStack<JSONObject.Member>()
    /// Key indexes of the open objects large enough to need one (see ``JSONObject/indexThreshold``).
    private var indexes: [MemberIndex] = []
    /// The open containers around the one being read by a parser of one subtree (see
    /// ``JSONSubtreeHelper``): counted against ``JSONReader/maximumDepth`` as the whole
    /// document's parser counts them.
    var depthBase = 0
    /// Whether this parser reads one container starting at ``position`` instead of a document.
    var readsSubtree = false
    /// Containers read meanwhile by a helper thread, or `nil` (see ``JSONSubtreeHandoff``).
    var handoff: JSONSubtreeHandoff?
    /// No container before this offset was read by the helper: containers below it are read here
    /// without asking.
    var nextHandoffStart = Int.max
    /// The helper's next announced container not yet taken or passed.
    var handoffIndex = 0
    /// How many containers were taken from the helper.
    var handedOver = 0

    /// The value a member holds until its real value is read (copying it costs no reference counting).
    private static let placeholder = JSONNode(
        .null, at: SourceLocation(fileID: FileNameTable.emptyID, line: 0, column: 0, offset: 0))

    /// Creates a parser over a document.
    init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.bytes = bytes
        self.end = bytes.count
        self.fileID = FileNameTable.shared.id(for: file)
        self.positions = SourcePositionTracker(bytes: bytes)
        frames.reserveCapacity(16)
    }

    /// Records the use of an extension unless it was already recorded.
    @inline(__always)
    mutating func record(_ feature: JSONReader.Extension, at offset: Int) {
        let bit: UInt32 = 1 << feature.bitIndex
        guard extensionMask & bit == 0 else { return }
        extensionMask |= bit
        extensionsUsed.append((feature, location(at: offset)))
    }

    /// Records the use of an extension at a location a subtree's parser found, unless it was
    /// already recorded.
    mutating func record(_ feature: JSONReader.Extension, foundAt location: SourceLocation) {
        let bit: UInt32 = 1 << feature.bitIndex
        guard extensionMask & bit == 0 else { return }
        extensionMask |= bit
        extensionsUsed.append((feature, location))
    }

    /// The location of a byte offset (cheap at or after the start of the current line).
    @inline(__always)
    mutating func location(at offset: Int) -> SourceLocation {
        positions.location(at: offset, in: fileID)
    }

    /// Reads the whole document: one value, surrounded only by whitespace and comments.
    mutating func parseDocument() throws(FatalDiagnostic) -> JSONNode {
        guard end > 0 else {
            throw error("the file is empty; add a JSON value such as {}", at: 0)
        }
        try rejectUTF16()
        if end >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            record(.byteOrderMark, at: 0)
            positions.skipByteOrderMark(length: 3)
            position = 3
        }
        while true {
            guard let value = try readValueOrOpenContainer() else { continue }
            if let root = try attach(value) { return root }
        }
    }

    /// How many arrays and objects are open around the next value.
    var openContainerCount: Int { frames.count }

    /// Reads the array or object starting at ``position`` and nothing after it (a subtree parser's
    /// work); ``position`` is then just past its closing bracket.
    mutating func parseContainer() throws(FatalDiagnostic) -> JSONNode {
        readsSubtree = true
        while true {
            guard let value = try readValueOrOpenContainer() else { continue }
            if let root = try attach(value) { return root }
        }
    }

    /// Reads the next value; for a non-empty array or object, opens it (and reads the first key)
    /// and returns `nil`, so the next call reads its first element or member value.
    @inline(__always)
    private mutating func readValueOrOpenContainer() throws(FatalDiagnostic) -> JSONNode? {
        try skipTrivia()
        guard position < end else {
            if let frame = frames.last { throw unclosed(frame) }
            throw error("the file holds no JSON value; add one, such as {}", at: position)
        }
        let start = position
        let location = location(at: start)
        switch bytes[start] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            if start >= nextHandoffStart, let read = takeHandoff(at: start) { return read }
            let isObject = bytes[start] == UInt8(ascii: "{")
            guard frames.count + depthBase < JSONReader.maximumDepth else {
                throw error(
                    "arrays and objects are nested more than \(JSONReader.maximumDepth) levels "
                        + "deep; flatten the structure", at: start)
            }
            position += 1
            try skipTrivia()
            let closer = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
            if position < end, bytes[position] == closer {
                position += 1
                return JSONNode(isObject ? .object(JSONObject()) : .array([]), at: location)
            }
            let contentStart = isObject ? members.count : elements.count
            frames.append(Frame(isObject: isObject, start: contentStart, location: location))
            if isObject { try readMemberKey() }
            return nil
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return JSONNode(.string(try scanString()), at: location)
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."):
            return JSONNode(.number(try scanNumber()), at: location)
        default:
            return JSONNode(try scanLiteral(), at: location)
        }
    }

    /// Adds a finished value to the innermost open container, closing each container that ends
    /// right after it. Returns the root once the outermost value is finished, or `nil` when a
    /// comma says another element or member value follows.
    ///
    /// Each node is bound by a `let` and used once, so it is moved, not copied, into its container.
    @inline(__always)
    private mutating func attach(_ finished: __owned JSONNode) throws(FatalDiagnostic) -> JSONNode? {
        guard var top = frames.last else { return readsSubtree ? finished : try finishDocument(finished) }
        store(finished, isObject: top.isObject)
        while true {
            try skipTrivia()
            let closer = top.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
            guard position < end else { throw unclosed(top) }
            let byte = bytes[position]
            if byte == UInt8(ascii: ",") {
                let comma = position
                position += 1
                try skipTrivia()
                guard position < end, bytes[position] == closer else {
                    if top.isObject { try readMemberKey() }
                    return nil
                }
                record(.trailingCommas, at: comma)
            } else if byte != closer {
                throw try missingSeparator(in: top)
            }
            position += 1
            let closed = closeContainer()
            guard let parent = frames.last else { return readsSubtree ? closed : try finishDocument(closed) }
            store(closed, isObject: parent.isObject)
            top = parent
        }
    }

    /// Puts a finished node into the innermost open container.
    @inline(__always)
    private mutating func store(_ node: __owned JSONNode, isObject: Bool) {
        if isObject {
            members[members.count - 1].value = node
        } else {
            elements.push(node)
        }
    }

    /// Checks that only whitespace and comments follow the root value, and returns it.
    private mutating func finishDocument(_ root: __owned JSONNode) throws(FatalDiagnostic) -> JSONNode {
        try skipTrivia()
        if position < end { throw try trailingContent() }
        return root
    }

    /// Rejects a UTF-16 file up front (by its byte order mark, or by a NUL byte next to the first
    /// ASCII character), which would otherwise fail with a puzzling message about a stray byte.
    private func rejectUTF16() throws(FatalDiagnostic) {
        guard end >= 2 else { return }
        let (first, second) = (bytes[0], bytes[1])
        let marked = (first == 0xFF && second == 0xFE) || (first == 0xFE && second == 0xFF)
        let unmarked =
            end >= 4
            && ((first == 0 && bytes[2] == 0 && second != 0 && second < 0x80)
                || (first != 0 && first < 0x80 && second == 0 && bytes[3] == 0))
        guard marked || unmarked else { return }
        throw error("the file is encoded in UTF-16; save it as UTF-8", at: 0, rule: "encoding")
    }

    /// Pops the innermost container and returns it as a node.
    private mutating func closeContainer() -> JSONNode {
        let frame = frames.removeLast()
        let location = frame.location
        guard frame.isObject else { return JSONNode(.array(elements.popArray(from: frame.start)), at: location) }
        let index = frame.hasIndex ? indexes.removeLast() : nil
        let object = JSONObject(uniqueMembers: members.popArray(from: frame.start), index: index)
        return JSONNode(.object(object), at: location)
    }

    /// Reads an object member's key and the colon after it, after checking the key is new, and
    /// pushes the member with a placeholder value.
    private mutating func readMemberKey() throws(FatalDiagnostic) {
        let top = frames.count - 1
        guard position < end else { throw unclosed(frames[top]) }
        let start = position
        let location = location(at: start)
        let key = try scanKey()
        let seen = JSONReader.KeysSeen.of(key)
        if !seen.isEmpty {
            keysSeen.formUnion(seen)
            if seen == .ref { refKeys += 1 }
        }
        let first = frames[top].start
        let count = members.count - first
        if frames[top].hasIndex {
            let members = members
            if let existing = indexes[indexes.count - 1].position(of: key, keyAt: { members[first + $0].key }) {
                throw duplicateKey(key, first: members[first + existing], at: start)
            }
            indexes[indexes.count - 1].append(key, at: count) { members[first + $0].key }
        } else {
            var i = first
            while i < members.count {
                if members[i].key == key { throw duplicateKey(key, first: members[i], at: start) }
                i += 1
            }
        }
        members.push(JSONObject.Member(key: key, keyLocation: location, value: Self.placeholder))
        if count + 1 == JSONObject.indexThreshold {
            let members = members
            indexes.append(
                MemberIndex(count: count + 1, capacity: 2 * JSONObject.indexThreshold) { members[first + $0].key })
            frames[top].hasIndex = true
        }
        try skipTrivia()
        guard position < end, bytes[position] == UInt8(ascii: ":") else {
            throw error(
                "expected ':' after the key '\(Self.abbreviated(key))', found \(try describe(at: position)); "
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
