/// The names of the CSS custom properties of tokens: `--<prefix>-<kebab-case path>[-<member>]`.
///
/// `color.onBackground` with the prefix `prism` is `--prism-color-on-background`; the font size of
/// the typography token `typography.body` is `--prism-typography-body-font-size`. Path segments are
/// split into words by ``NameWords`` and lowercased; a segment without any letter or digit (`🔥`,
/// `***`) is kept as written, and the minus sign of a one-word segment is kept (`space.-3xs` is
/// `--prism-space--3xs`, distinct from `space.3xs`; see `isNegativeStep(_:)`). The whole name then goes
/// through ``CSSEscaping/identifier(_:)``.
///
/// With ``CSSNameStyle/terrazzo`` the names are the ones Terrazzo's CSS plugin gives the same
/// tokens: a `$root` token is named after its group (`color.background.brand.$root` is
/// `--color-background-brand`, not `…-brand-root`). The words of a segment are split the same way
/// in both styles (`blackTranslucent40` → `black-translucent40`, `blue10Hover` → `blue10-hover`).
public struct CSSPropertyNames: Sendable {
    /// The prefix without leading or trailing hyphens (`prism`); empty for none.
    public let prefix: String
    /// How paths become names.
    public let style: CSSNameStyle
    /// Names already computed: every token's name is asked for once per theme and per reference.
    private var memo = NameMemo()

    /// Creates the naming scheme for a prefix.
    /// - Parameters:
    ///   - prefix: `options.cssPrefix`; surrounding hyphens are dropped, so `--acme-` means `acme`.
    ///   - style: `options.cssNames`; Prism's own by default.
    public init(prefix: String, style: CSSNameStyle = .prism) {
        var trimmed = Substring(prefix)
        while trimmed.hasPrefix("-") { trimmed = trimmed.dropFirst() }
        while trimmed.hasSuffix("-") { trimmed = trimmed.dropLast() }
        self.prefix = String(trimmed)
        self.style = style
    }

    /// This naming scheme with the names known so far, for several threads at once: it looks
    /// names up in a copy of the memo (sharing its storage) and never writes to it, so a name
    /// not known yet is worked out again each time it is asked for.
    func readOnly() -> CSSPropertyNames {
        var copy = self
        copy.memo = NameMemo(readingFrom: memo)
        return copy
    }

    /// Makes room in the memo for the names of `count` tokens.
    func reserveCapacity(_ count: Int) {
        memo.names.reserveCapacity(memo.names.count + count)
    }

    /// The custom property of a token, or of one of its members.
    /// - Parameters:
    ///   - path: the token's path.
    ///   - member: a member suffix such as `font-size` (see ``CSSMember``), or `nil` for the token itself.
    /// - Returns: the escaped property name, e.g. `--prism-typography-body-font-size`.
    public func property(for path: TokenPath, member: CSSMember? = nil) -> String {
        if let member { return Self.property(property(for: path), member: member) }
        if let known = memo.names[path] { return known }
        let name = CSSEscaping.identifier(unescapedName(of: path))
        if !memo.isReadOnly { memo.names[path] = name }
        return name
    }

    /// The property of a member of the token whose property is `tokenProperty`.
    ///
    /// The name always starts with `--`, so escaping it whole equals escaping the token's name and
    /// appending the (plain) member suffix.
    static func property(_ tokenProperty: String, member: CSSMember) -> String {
        // One string of its length: `a + "-" + b` made two, growing the first (30,000 members of
        // composite tokens at 50k tokens, ~680 instructions an append).
        [tokenProperty, member.rawValue].joinedAtLength(separator: UInt8(ascii: "-"))
    }

    /// `--` and the prefix and words of every segment, joined by `-`, before escaping.
    ///
    /// Tokens come in document order, so a token's parent is usually the previous token's: the
    /// parent's part of the name is kept and reused (compared byte for byte, like the kebab memo).
    private func unescapedName(of path: TokenPath) -> String {
        let segments = path.segments
        guard style == .prism, let last = segments.last else {
            var parts: [String] = prefix.isEmpty ? [] : [prefix]
            parts += words(of: path)
            return "--" + parts.joinedAtLength(separator: UInt8(ascii: "-"))
        }
        let parent = segments.dropLast()
        let head: String
        if let known = memo.parent, known.segments.count == parent.count,
            zip(known.segments, parent).allSatisfy({ ExactSpelling.same($0, $1) })
        {
            head = known.head
        } else {
            var parts: [String] = prefix.isEmpty ? [] : [prefix]
            parts += words(of: Array(parent))
            // The start of the children's names, up to and with the `-` before their last word.
            head = parts.isEmpty ? "--" : "--" + parts.joinedAtLength(separator: UInt8(ascii: "-")) + "-"
            if !memo.isReadOnly { memo.parent = (Array(parent), head) }
        }
        // One concatenation (a sized string and three appends cost about three times as much).
        return head + word(of: last)
    }

    /// The token's name without prefix or `--`, escaped as an identifier, for class names in
    /// custom templates: `color-brand`; a path starting with a digit, `2xl`, becomes `\32 xl`.
    public func name(for path: TokenPath) -> String {
        CSSEscaping.identifier(words(of: path).joinedAtLength(separator: UInt8(ascii: "-")))
    }

    /// The kebab-case part of each segment (the segment itself when it has no words).
    ///
    /// Only ASCII segments are memoized: `String` keys compare by canonical equivalence, which
    /// would hand a decomposed "é" the spelling of a precomposed one.
    private func words(of path: TokenPath) -> [String] {
        words(
            of: style == .terrazzo && path.segments.count > 1 ? path.segments.filter { $0 != "$root" } : path.segments)
    }

    /// The kebab-case part of each of `segments`.
    private func words(of segments: [String]) -> [String] {
        segments.map(word(of:))
    }

    /// The kebab-case part of a segment (the segment itself when it has no words).
    private func word(of segment: String) -> String {
        // Lowercase letters and digits are one word, already kebab-case (`t1234`, `g0`, `500`):
        // kept as they are, without looking them up (a design system's last segments are
        // mostly its own).
        if NameWords.isOneLowercaseWord(segment) { return segment }
        // Looked up only for ASCII too: "\u{212A}" (Kelvin sign) equals "K" as a `String`.
        let isASCII = segment.utf8.allSatisfy { $0 < 0x80 }
        if isASCII, let known = memo.kebab[segment] { return known }
        let words = NameWords.words(segment)
        var kebab = words.isEmpty ? segment : words.map { $0.lowercased() }.joinedAtLength(separator: UInt8(ascii: "-"))
        if words.count == 1, Self.isNegativeStep(segment) { kebab = "-" + kebab }
        if isASCII, !memo.isReadOnly { memo.kebab[segment] = kebab }
        return kebab
    }

    /// Whether a segment of one word starts with a minus sign (`-3xs`, `-lg`, `-8px`): the way
    /// scales name their negative steps. The sign is kept in the name (`space.-3xs` is
    /// `--space--3xs`), so the step stays distinct from its positive twin (`space.3xs`,
    /// `--space-3xs`). A segment of several words keeps treating a leading `-` as a separator
    /// (`-leading-dash` is `leading-dash`), as do `--` and other punctuation.
    static func isNegativeStep(_ segment: String) -> Bool {
        var bytes = segment.utf8.makeIterator()
        guard bytes.next() == UInt8(ascii: "-"), let next = bytes.next() else { return false }
        return next != UInt8(ascii: "-")
    }

    /// `var(--…)` of a token or member.
    public func reference(to path: TokenPath, member: CSSMember? = nil) -> String {
        "var(\(property(for: path, member: member)))"
    }
}

/// How token paths become CSS custom property names (`generate --css-names`).
public enum CSSNameStyle: String, Sendable, CaseIterable {
    /// Prism's names: every path segment, `$root` included (`--prism-color-brand-root`).
    case prism
    /// Terrazzo's names for the same tokens: `$root` segments dropped (`--color-brand`).
    case terrazzo
}

/// The memo of ``CSSPropertyNames``: a reference so copies of the naming scheme share it.
///
/// A `CSSPropertyNames` lives for one render on one thread (platforms render in parallel, each
/// with its own naming scheme); a read-only copy (``CSSPropertyNames/readOnly()``) may be used by
/// several threads at once while nobody writes to the memo it copied.
private final class NameMemo: @unchecked Sendable {
    /// Whether the memo is only read (shared by threads): names are not stored.
    let isReadOnly: Bool

    /// The property of each token path.
    var names: [TokenPath: String] = [:]
    /// The segments of the last parent named, and the unescaped start of its children's names
    /// with the `-` before their last word (`--` alone when it has no words and there is no
    /// prefix: the child's name is then `--` and its word).
    var parent: (segments: [String], head: String)?
    /// The kebab-case form of path segments: paths share most of their segments.
    var kebab: [String: String] = [:]

    /// An empty memo, written as names are made.
    init() { isReadOnly = false }

    /// A read-only copy of `memo`'s names (its tables are shared, not copied).
    init(readingFrom memo: NameMemo) {
        isReadOnly = true
        names = memo.names
        kebab = memo.kebab
    }
}
