/// The dotted path of a token or group, e.g. `color.onBackground` (segments `["color", "onBackground"]`).
public struct TokenPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The names from the root group down.
    public let segments: [String]
    /// The hash of ``segments``, computed once: every stage keys dictionaries and sets by path
    /// (several lookups per token and theme), and paths share long prefixes, so comparing the
    /// stored hashes first saves hashing every segment again and comparing equal prefixes.
    private let segmentsHash: Int

    /// Creates a path from its segments.
    public init(_ segments: [String]) {
        self.segments = segments
        var hasher = Hasher()
        hasher.combine(segments)
        segmentsHash = hasher.finalize()
    }

    /// Whether two values are equal (see the type's discussion for what is compared).
    public static func == (lhs: TokenPath, rhs: TokenPath) -> Bool {
        lhs.segmentsHash == rhs.segmentsHash && lhs.segments == rhs.segments
    }

    /// Hashes the parts that `==` compares.
    public func hash(into hasher: inout Hasher) { hasher.combine(segmentsHash) }

    /// The hash `Set` and `Dictionary` place a path by: the stored hash, already a seeded
    /// SipHash of the segments, mixed with the table's seed, without hashing it again (a
    /// `Hasher` run per lookup was 1% of `generate`'s instructions at 50k tokens: 400,000
    /// lookups). Equal paths have equal stored hashes, so they land alike.
    public func _rawHashValue(seed: Int) -> Int { segmentsHash ^ seed }

    /// Creates a path from dotted text (no validation).
    ///
    /// Splits at every `.` byte, so a `.` followed by a combining mark still separates segments
    /// (as `TokenCollector.nameProblem(_:)` treats it as a `.` in a name).
    public init(dotted: String) {
        var text = dotted
        self.init(text.withUTF8 { Self.split($0[...]) })
    }

    /// Splits UTF-8 bytes at `.` into segments, keeping empty ones (`a..b` has three).
    ///
    /// Works on bytes: `String.split(separator:)` iterates grapheme clusters, which made splitting
    /// the alias of every token a quarter of the resolve stage's time.
    static func split(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> [String] {
        // Indexed through a rebased buffer: the slice's own `indices` stayed a generic call, about
        // 950 instructions an alias (25,000 aliases at 50k tokens); the array sized once.
        let buffer = UnsafeBufferPointer(rebasing: bytes)
        var dots = 0
        for byte in buffer where byte == UInt8(ascii: ".") { dots += 1 }
        var segments: [String] = []
        segments.reserveCapacity(dots + 1)
        var start = 0
        for index in 0..<buffer.count where buffer[index] == UInt8(ascii: ".") {
            segments.append(String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<index]), as: UTF8.self))
            start = index + 1
        }
        segments.append(String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self))
        return segments
    }

    /// The dotted form, written into one string of its length (the bundles spell every path of the
    /// first theme, 100,000 of them).
    public var description: String { segments.joinedAtLength(separator: UInt8(ascii: ".")) }
    /// The last segment.
    public var name: String { segments.last ?? "" }
    /// The path of the enclosing group.
    public var parent: TokenPath { TokenPath(Array(segments.dropLast())) }
    /// The path of a child.
    public func appending(_ name: String) -> TokenPath {
        var longer: [String] = []
        longer.reserveCapacity(segments.count + 1)
        longer.append(contentsOf: segments)
        longer.append(name)
        return TokenPath(longer)
    }

    /// Orders two values (see the type's discussion for the order).
    public static func < (lhs: TokenPath, rhs: TokenPath) -> Bool {
        lhs.segments.lexicographicallyPrecedes(rhs.segments)
    }
}

/// Curly-brace alias syntax: `{group.token}`.
public enum AliasSyntax {
    /// The target path if `text` is exactly one alias (`{a.b}`), else `nil`.
    ///
    /// Scans UTF-8 bytes once (it runs on every string value of every token in every theme).
    public static func wholeAlias(_ text: String) -> TokenPath? {
        guard text.utf8.first == UInt8(ascii: "{"), text.utf8.last == UInt8(ascii: "}"), text.utf8.count > 2 else {
            return nil
        }
        var text = text
        return text.withUTF8 { bytes -> TokenPath? in
            let inner = bytes[1..<(bytes.count - 1)]
            for byte in UnsafeBufferPointer(rebasing: inner)
            where byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") {
                return nil
            }
            return TokenPath(TokenPath.split(inner))
        }
    }

    /// Whether `text` looks like an attempted reference (contains a brace) but is not a single well-formed alias.
    public static func isMalformed(_ text: String) -> Bool {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) else { return false }
        guard let path = wholeAlias(text) else { return true }
        return path.segments.contains { $0.isEmpty }
    }
}
