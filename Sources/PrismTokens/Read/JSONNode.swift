/// A JSON value read from a file, with the source position of its first character.
///
/// The reader produces a tree of nodes; every later stage keeps these positions so that a
/// diagnostic about a token can point at `tokens.json:line:column`.
public struct JSONNode: Sendable {
    /// The value.
    public var value: JSONValue
    /// Where the value starts in its file.
    public var location: SourceLocation

    /// Creates a node.
    public init(_ value: JSONValue, at location: SourceLocation) {
        self.value = value
        self.location = location
    }

    /// The object, if this node is one.
    public var object: JSONObject? { if case .object(let o) = value { o } else { nil } }
    /// The array, if this node is one.
    public var array: [JSONNode]? { if case .array(let a) = value { a } else { nil } }
    /// The string, if this node is one.
    public var string: String? { if case .string(let s) = value { s } else { nil } }
    /// The number, if this node is one.
    public var number: Double? { if case .number(let n) = value { n } else { nil } }
    /// The Boolean, if this node is one.
    public var bool: Bool? { if case .bool(let b) = value { b } else { nil } }
    /// Whether this node is `null`.
    public var isNull: Bool { if case .null = value { true } else { false } }

    /// The member of an object node with this key, or `nil`.
    public subscript(key: String) -> JSONNode? { object?[key] }
}

/// The kinds of JSON value.
public enum JSONValue: Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, correctly rounded to a `Double`.
    case number(Double)
    /// A string, escapes decoded.
    case string(String)
    /// An array of nodes, each with its location.
    case array([JSONNode])
    /// An object, its members in source order.
    case object(JSONObject)

    /// A short name of the kind, for messages: "an object", "a string", ….
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A JSON object: members in source order, with the position of each key, and lookup by key.
public struct JSONObject: Sendable {
    /// One `"key": value` member.
    public struct Member: Sendable {
        /// The key.
        public var key: String
        /// Where the key starts (its opening quote, or first character when unquoted).
        public var keyLocation: SourceLocation
        /// The value.
        public var value: JSONNode

        /// Creates a member.
        public init(key: String, keyLocation: SourceLocation, value: JSONNode) {
            self.key = key
            self.keyLocation = keyLocation
            self.value = value
        }
    }

    /// The members in source order.
    public private(set) var members: [Member] = []
    /// Member positions by key; kept only once there are ``indexThreshold`` members or more
    /// (smaller objects, the vast majority in token files, are searched linearly, which is faster
    /// than hashing and saves an index per object).
    private var keyIndex = MemberIndex()

    /// The member count from which lookups go through a hash index instead of a linear search.
    static let indexThreshold = 12

    /// Creates an empty object.
    public init() {}

    /// Creates an object from members; on a repeated key the last one wins (the reader rejects
    /// duplicates before this is reached).
    public init(_ members: [Member]) {
        self.members.reserveCapacity(members.count)
        for member in members { set(member) }
    }

    /// Creates an object from members whose keys are known to be unique, reusing an index the
    /// caller already built (`nil` when there are fewer than ``indexThreshold`` members).
    init(uniqueMembers members: [Member], index: MemberIndex?) {
        self.members = members
        guard members.count >= Self.indexThreshold else { return }
        if let index, !index.isEmpty {
            keyIndex = index
        } else {
            rebuildIndex()
        }
    }

    /// The number of members.
    public var count: Int { members.count }
    /// Whether the object has no members.
    public var isEmpty: Bool { members.isEmpty }
    /// The keys in source order.
    public var keys: [String] { members.map(\.key) }

    /// The value of the member with this key.
    public subscript(key: String) -> JSONNode? {
        guard let index = index(of: key) else { return nil }
        return members[index].value
    }

    /// The member with this key.
    public func member(_ key: String) -> Member? {
        guard let index = index(of: key) else { return nil }
        return members[index]
    }

    /// Whether a member with this key exists.
    public func contains(_ key: String) -> Bool { index(of: key) != nil }

    /// Adds a member at the end, or replaces the value (and key position) of an existing one in place.
    public mutating func set(_ member: Member) {
        if let index = index(of: member.key) {
            members[index] = member
        } else {
            members.append(member)
            if members.count == Self.indexThreshold {
                rebuildIndex()
            } else if members.count > Self.indexThreshold {
                let members = members
                keyIndex.append(member.key, at: members.count - 1) { members[$0].key }
            }
        }
    }

    /// Removes the member with this key, if present.
    public mutating func remove(_ key: String) {
        guard let index = index(of: key) else { return }
        members.remove(at: index)
        keyIndex = MemberIndex()
        if members.count >= Self.indexThreshold { rebuildIndex() }
    }

    /// The position in ``members`` of the member with this key.
    private func index(of key: String) -> Int? {
        if members.count >= Self.indexThreshold { return keyIndex.position(of: key) { members[$0].key } }
        return members.firstIndex { $0.key == key }
    }

    private mutating func rebuildIndex() {
        let members = members
        keyIndex = MemberIndex(count: members.count, capacity: members.count) { members[$0].key }
    }
}
