/// A Swift identifier the emitter writes: the bare name and how to spell it in code.
struct SwiftIdentifier: Hashable, Sendable {
    /// The name without backticks, e.g. `default` (what two names are compared by).
    let name: String
    /// The name as written in code: `` `default` `` for a keyword, the bare name otherwise
    /// (stored: every case name is written several times).
    let code: String

    /// An identifier named `name`.
    init(name: String) {
        self.init(name: name, isKeyword: SwiftNaming.isKeyword(name))
    }

    /// An identifier named `name`, which the caller knows to be a keyword or not.
    init(name: String, isKeyword: Bool) {
        self.name = name
        code = isKeyword ? "`" + name + "`" : name
    }

    /// Two identifiers are the same name (``code`` follows from it).
    static func == (lhs: SwiftIdentifier, rhs: SwiftIdentifier) -> Bool { lhs.name == rhs.name }

    /// Hashes ``name``.
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
    /// The name as an argument label at a call site: bare, since any keyword but `inout` may label
    /// an argument (and Swift 6 warns about needless backticks there).
    var argumentLabel: String { name == "inout" ? "`inout`" : name }
}

/// The one place where token and group names become Swift names.
///
/// Rules, in order:
/// 1. Words come from ``NameWords`` (any character that is not a letter or digit separates words,
///    so punctuation, emoji and line breaks drop out), joined in `lowerCamelCase` for members and
///    `UpperCamelCase` for types.
///    Two things that are not letters or digits still count, so that real scales stay distinct:
///    - a segment that is one word after a minus sign (a negative step, the rule CSS names use,
///      ``CSSPropertyNames/isNegativeStep(_:)``) starts with the word `minus`: `space.-3xl` →
///      `spaceMinus3xl`, distinct from `space.3xl` → `space3xl`;
///    - where a word ending in a digit meets a word starting with a digit (across segments, or
///      across a `,` or `.` inside one), an underscore keeps the numbers apart: `brand2.5` →
///      `brand2_5` (distinct from `brand.25` → `brand25`), `1,5x` → `_1_5x` (distinct from `15x`).
/// 2. A name that starts with a digit gets a leading underscore: `2xl` → `_2xl`, `0` → `_0`.
/// 3. A name with no letters or digits at all is spelled from its code points: `🔥` → `_u1F525`.
/// 4. A name Swift gives a special meaning as a member — `self`, `Self`, `init`, `deinit`,
///    `subscript`, `Type`, `Protocol` — or one the generated type already uses (`allCases`, …) gets
///    the suffix `Token` (or `Theme` for themes): `self` → `selfToken`. Measured with swiftc 6.3:
///    `` ColorToken.`Type` `` and `` .`Protocol` `` do not compile (they name metatypes), a case
///    named `allCases` makes `allCases` ambiguous, and while `` .`self` `` and `` .`init` `` compile,
///    the same names typed without backticks — as people do — mean the type and the initializer.
/// 5. Every other keyword is kept and written in backticks: `` `default` ``, `` `class` ``.
///
/// Two tokens that end up with the same name in one scope are a collision, reported by
/// ``SwiftNameScope`` as an error (rule `render.swift-name`).
enum SwiftNaming {
    /// The words Swift reserves: used as identifiers only in backticks (The Swift Programming
    /// Language, Lexical Structure: keywords used in declarations, statements, expressions and
    /// types, plus `_`).
    static let keywords: Set<String> = [
        // Declarations.
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        // Statements.
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
        "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        // Expressions and types.
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        // Patterns.
        "_",
    ]

    /// Whether `name` is one of ``keywords``. A name longer than the longest keyword or with a
    /// digit in it (`g0T12`: most case names of a large file) is none, and is not hashed.
    static func isKeyword(_ name: String) -> Bool {
        let utf8 = name.utf8
        guard utf8.count <= longestKeywordLength, !utf8.contains(where: NameWords.isASCIIDigit) else { return false }
        return keywords.contains(name)
    }

    /// The length of the longest keyword, in UTF-8 bytes.
    private static let longestKeywordLength = keywords.map(\.utf8.count).max() ?? 0

    /// Names that cannot name a member even in backticks on every supported compiler; they get a
    /// suffix. An array, searched by comparing: every case name of every token is checked, and
    /// seven short comparisons cost less than hashing the name.
    static let specialMemberNames = ["self", "Self", "init", "deinit", "subscript", "Type", "Protocol"]

    /// The `lowerCamelCase` member name of path segments (an enum case, a property, a theme).
    /// - Parameters:
    ///   - segments: the names to join, e.g. `["tag", "default", "container"]`.
    ///   - reserved: names the enclosing type already uses (they get `suffix`).
    ///   - suffix: what to append to a special or reserved name.
    /// - Returns: the identifier, e.g. `tagDefaultContainer`.
    static func memberName(_ segments: [String], reserved: Set<String> = [], suffix: String = "Token")
        -> SwiftIdentifier
    {
        memberName(segments[...], reserved: reserved, suffix: suffix)
    }

    /// ``memberName(_:reserved:suffix:)`` of a slice of segments (an enum's case: the path after
    /// the enum's group, without copying it into an array of its own).
    static func memberName(_ segments: ArraySlice<String>, reserved: Set<String> = [], suffix: String = "Token")
        -> SwiftIdentifier
    {
        // Segments of lowercase letters and digits (`g0`, `t1234`) are their own words, joined on
        // bytes in one pass. A name with a digit in it (most case names of a large file) is no
        // keyword and no special name, so it is not compared with them.
        var name: String
        if let (lowercase, hasDigit) = lowercaseJoined(segments) {
            guard !hasDigit else {
                name = NameWords.isASCIIDigit(lowercase.utf8.first ?? 0) ? "_" + lowercase : lowercase
                if isReserved(name, in: reserved) { name += suffix }
                return SwiftIdentifier(name: name, isKeyword: false)
            }
            name = lowercase
        } else {
            name = joined(words(Array(segments)), upper: false)
        }
        if name.isEmpty { name = codePointName(Array(segments)) }
        if startsWithNumber(name) { name = "_" + name }
        if specialMemberNames.contains(name) || isReserved(name, in: reserved) { name += suffix }
        return SwiftIdentifier(name: name)
    }

    /// ``asciiJoined(_:upper:)`` (lower camel case) of segments that are each one lowercase word
    /// (`a`–`z`, `0`–`9`), checked while they are copied, and whether the name has a digit; `nil`
    /// when a segment is empty or has any other byte.
    private static func lowercaseJoined(_ segments: ArraySlice<String>) -> (name: String, hasDigit: Bool)? {
        var capacity = segments.count
        for segment in segments { capacity += segment.utf8.count }
        var isLowercase = true
        var hasDigit = false
        let name = String(unsafeUninitializedCapacity: capacity) { buffer -> Int in
            var count = 0
            for segment in segments {
                var segment = segment
                isLowercase = segment.withUTF8 { bytes -> Bool in
                    guard let first = bytes.first else { return false }
                    let firstIsDigit = NameWords.isASCIIDigit(first)
                    // `_` between a word ending in a digit and one starting with one.
                    if count > 0, firstIsDigit, NameWords.isASCIIDigit(buffer[count - 1]) {
                        buffer[count] = UInt8(ascii: "_")
                        count += 1
                    }
                    let start = count
                    for byte in bytes {
                        if NameWords.isASCIIDigit(byte) {
                            hasDigit = true
                        } else if !NameWords.isASCIILower(byte) {
                            return false
                        }
                        buffer[count] = byte
                        count += 1
                    }
                    // Every word after the first capitalized.
                    if start > 0, !firstIsDigit { buffer[start] -= 0x20 }
                    return true
                }
                guard isLowercase else { return 0 }
            }
            return count
        }
        return isLowercase ? (name, hasDigit) : nil
    }

    /// Whether a name starts with a number (`Character.isNumber`: ASCII digits, and `½`, `Ⅷ`…).
    private static func startsWithNumber(_ name: String) -> Bool {
        guard let byte = name.utf8.first else { return false }
        if byte < 0x80 { return NameWords.isASCIIDigit(byte) }
        return name.first?.isNumber ?? false
    }

    /// Whether `reserved` holds `name`: compared one by one when there are a few (`allCases`),
    /// rather than hashing every case name.
    private static func isReserved(_ name: String, in reserved: Set<String>) -> Bool {
        if reserved.count <= 4 { return reserved.contains { $0 == name } }
        return reserved.contains(name)
    }

    /// The `UpperCamelCase` type name of words, e.g. `["border", "width"]` + `Token` → `BorderWidthToken`.
    /// - Parameters:
    ///   - segments: the names to join.
    ///   - suffix: appended to the name, e.g. `Token`.
    /// - Returns: the identifier.
    static func typeName(_ segments: [String], suffix: String) -> SwiftIdentifier {
        var name = joined(words(segments), upper: true)
        if name.isEmpty && !segments.isEmpty { name = codePointName(segments) }
        if let first = name.first, first.isNumber { name = "_" + name }
        return SwiftIdentifier(name: name + suffix)
    }

    /// The words of segments, a negative step's with the word `minus` first (`-3xl` → [minus, 3xl]).
    private static func words(_ segments: [String]) -> [String] {
        // Segments of lowercase letters and digits (`g0`, `t1234`, `500`) are one word each.
        if segments.allSatisfy(NameWords.isOneLowercaseWord) { return segments }
        return segments.flatMap { segment -> [String] in
            let words = NameWords.words(segment)
            return words.count == 1 && CSSPropertyNames.isNegativeStep(segment) ? ["minus"] + words : words
        }
    }

    /// Words in camel case, with `_` between a word ending in a digit and one starting with a digit.
    private static func joined(_ words: [String], upper: Bool) -> String {
        if let ascii = asciiJoined(words, upper: upper) { return ascii }
        var name = ""
        for (index, word) in words.enumerated() {
            if let last = name.last, let first = word.first, last.isNumber, first.isNumber { name += "_" }
            name += index == 0 && !upper ? word.lowercasedFirstWord : word.capitalizedWord
        }
        return name
    }

    /// ``joined(_:upper:)`` on bytes, for ASCII words (every token's case name goes through it;
    /// `Character` properties are far slower), or `nil` when a word is not ASCII. Among ASCII
    /// characters only `0`–`9` are numbers, and the case changes are those of
    /// ``Swift/String/lowercasedFirstWord`` and ``Swift/String/capitalizedWord``.
    private static func asciiJoined(_ words: some Collection<String>, upper: Bool) -> String? {
        var capacity = words.count
        for word in words { capacity += word.utf8.count }
        var isASCII = true
        // Written straight into the string's storage (no byte array copied into it afterwards).
        let name = String(unsafeUninitializedCapacity: capacity) { buffer -> Int in
            var count = 0
            for (index, word) in words.enumerated() {
                var word = word
                let copied = word.withUTF8 { bytes -> Bool in
                    guard let first = bytes.first else { return true }
                    if count > 0, NameWords.isASCIIDigit(buffer[count - 1]), NameWords.isASCIIDigit(first) {
                        buffer[count] = UInt8(ascii: "_")
                        count += 1
                    }
                    let start = count
                    for byte in bytes {
                        guard byte < 0x80 else { return false }
                        buffer[count] = byte
                        count += 1
                    }
                    if index == 0 && !upper {
                        if !buffer[start..<count].contains(where: NameWords.isASCIILower) {
                            for position in start..<count where NameWords.isASCIIUpper(buffer[position]) {
                                buffer[position] += 0x20
                            }
                        } else if NameWords.isASCIIUpper(buffer[start]) {
                            buffer[start] += 0x20
                        }
                    } else if NameWords.isASCIILower(buffer[start]) {
                        buffer[start] -= 0x20
                    }
                    return true
                }
                guard copied else {
                    isASCII = false
                    return 0
                }
            }
            return count
        }
        return isASCII ? name : nil
    }

    /// A name spelled from code points, for names without a letter or digit: `🔥` → `_u1F525`.
    private static func codePointName(_ segments: [String]) -> String {
        let scalars = segments.joined(separator: "_").unicodeScalars
        guard !scalars.isEmpty else { return "_empty" }
        return "_" + scalars.map { "u" + String($0.value, radix: 16, uppercase: true) }.joined()
    }
}

/// Names already given in one Swift scope (an enum's cases, the themes, the token types), and
/// who has them: reports a collision when a second token maps to a name already taken.
struct SwiftNameScope {
    /// What the names of this scope are, for messages: "case of ColorToken", "theme", "type".
    let kind: String
    private var owners: [String: Owner] = [:]

    /// Who has a name: a token's path is spelled out only for a message (spelling every case's
    /// owner up front was a string per token).
    private enum Owner {
        case text(String)
        case token(TokenPath)

        var description: String {
            switch self {
            case .text(let text): text
            case .token(let path): path.description
            }
        }
    }

    /// Creates an empty scope.
    init(kind: String) { self.kind = kind }

    /// Makes room for `count` names.
    mutating func reserveCapacity(_ count: Int) { owners.reserveCapacity(count) }

    /// Claims a name for a token (the owner and the diagnostic's token are its path).
    /// - Parameters:
    ///   - identifier: the Swift name.
    ///   - path: the token.
    ///   - location: where the token is written, for the diagnostic.
    ///   - diagnostics: receives a `render.swift-name` error when the name is taken.
    /// - Returns: `true` when the name was free.
    mutating func claim(
        _ identifier: SwiftIdentifier, forToken path: TokenPath, at location: SourceLocation?,
        diagnostics: inout DiagnosticBag
    ) -> Bool {
        claim(identifier, owner: .token(path), at: location, diagnostics: &diagnostics)
    }

    /// Claims a name for an owner.
    /// - Parameters:
    ///   - identifier: the Swift name.
    ///   - owner: who wants it, as the user wrote it (a token path, a group, a theme name).
    ///   - token: the token path to attach to the diagnostic, when the owner is a token.
    ///   - location: where the owner is written, for the diagnostic.
    ///   - diagnostics: receives a `render.swift-name` error when the name is taken.
    /// - Returns: `true` when the name was free.
    @discardableResult
    mutating func claim(
        _ identifier: SwiftIdentifier, for owner: String, at location: SourceLocation?,
        diagnostics: inout DiagnosticBag
    ) -> Bool {
        claim(identifier, owner: .text(owner), at: location, diagnostics: &diagnostics)
    }

    private mutating func claim(
        _ identifier: SwiftIdentifier, owner: Owner, at location: SourceLocation?, diagnostics: inout DiagnosticBag
    ) -> Bool {
        // One lookup: the owner is put in, and the first one put back when the name was taken.
        if let first = owners.updateValue(owner, forKey: identifier.name) {
            owners[identifier.name] = first
            var token: String?
            if case .token(let path) = owner { token = path.description }
            diagnostics.append(
                Diagnostic(
                    .error, rule: "render.swift-name",
                    "'\(owner.description)' and '\(first.description)' both become the Swift \(kind) '\(identifier.name)'; rename one of them so their names differ in more than punctuation, case or emoji (Swift names keep only letters and digits)",
                    at: location, token: token
                ))
            return false
        }
        return true
    }
}
