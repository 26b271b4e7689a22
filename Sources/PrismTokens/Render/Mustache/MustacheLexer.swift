/// The kind of a Mustache tag, told by the sigil after the opening delimiter.
enum MustacheTagKind: Sendable, Equatable {
    /// `{{name}}`.
    case escapedVariable
    /// `{{{name}}}` or `{{&name}}`.
    case unescapedVariable
    /// `{{#name}}`.
    case section
    /// `{{^name}}`.
    case invertedSection
    /// `{{/name}}`.
    case close
    /// `{{! text }}`.
    case comment
    /// `{{>name}}`.
    case partial
    /// `{{<name}}`.
    case parent
    /// `{{$name}}`.
    case block
    /// `{{=<% %>=}}`.
    case setDelimiters

    /// Whether the tag opens something a `{{/name}}` tag closes.
    var opensSection: Bool {
        switch self {
        case .section, .invertedSection, .parent, .block: true
        default: false
        }
    }

    /// The sigil written after the opening delimiter, for messages.
    var sigil: String {
        switch self {
        case .escapedVariable: ""
        case .unescapedVariable: "&"
        case .section: "#"
        case .invertedSection: "^"
        case .close: "/"
        case .comment: "!"
        case .partial: ">"
        case .parent: "<"
        case .block: "$"
        case .setDelimiters: "="
        }
    }
}

/// One lexical piece of a template: a run of text within a line, a line ending, or a tag.
struct MustacheToken: Sendable {
    /// What the token is.
    enum Kind: Sendable, Equatable {
        /// Text containing no line ending.
        case text
        /// `\n` or `\r\n`.
        case newline
        /// A tag of some kind.
        case tag(MustacheTagKind)
    }

    /// What the token is.
    var kind: Kind
    /// The byte offset of its first byte (the opening delimiter, for a tag).
    var start: Int
    /// The byte offset just past its last byte.
    var end: Int
    /// For text: whether it is only spaces and tabs.
    var isBlank: Bool = false
    /// For a tag: its content, trimmed (the name; `*name` for a dynamic name).
    var content: String = ""
    /// For a tag: the delimiters it was written with, to quote it in messages.
    var delimiters: MustacheDelimiters = .standard

    /// The tag kind, or `nil` for text and line endings.
    var tagKind: MustacheTagKind? {
        if case .tag(let kind) = kind { kind } else { nil }
    }
}

/// The open and close delimiters in force at a point of a template (`{{` and `}}` by default).
struct MustacheDelimiters: Sendable, Equatable {
    /// The opening delimiter, as UTF-8.
    var open: [UInt8]
    /// The closing delimiter, as UTF-8.
    var close: [UInt8]

    /// `{{` and `}}`.
    static let standard = MustacheDelimiters(open: Array("{{".utf8), close: Array("}}".utf8))

    /// A tag written with these delimiters, for messages: `tag("/", "tokens")` is `{{/tokens}}`.
    func tag(_ sigil: String, _ content: String) -> String {
        String(decoding: open, as: UTF8.self) + sigil + content + String(decoding: close, as: UTF8.self)
    }
}

/// Splits a template's UTF-8 source into tokens, applying set-delimiter tags as it goes.
struct MustacheLexer {
    private let source: [UInt8]
    private let file: String
    private var delimiters = MustacheDelimiters.standard
    private var tokens: [MustacheToken] = []

    private init(source: [UInt8], file: String) {
        self.source = source
        self.file = file
    }

    /// The tokens of a template, in source order.
    /// - Throws: ``FatalDiagnostic`` for an unclosed tag, an empty or malformed name, or a bad
    ///   set-delimiter tag, located at the tag's opening delimiter.
    static func tokenize(_ source: [UInt8], file: String) throws(FatalDiagnostic) -> [MustacheToken] {
        var lexer = MustacheLexer(source: source, file: file)
        try lexer.run()
        return lexer.tokens
    }

    private mutating func run() throws(FatalDiagnostic) {
        var position = 0
        while position < source.count {
            guard let tagStart = find(delimiters.open, from: position) else {
                appendText(from: position, to: source.count)
                return
            }
            appendText(from: position, to: tagStart)
            position = try appendTag(at: tagStart)
        }
    }

    // MARK: Text

    private mutating func appendText(from start: Int, to end: Int) {
        var lineStart = start
        var index = start
        while index < end {
            if source[index] == UInt8(ascii: "\n") {
                var textEnd = index
                if textEnd > lineStart, source[textEnd - 1] == UInt8(ascii: "\r") { textEnd -= 1 }
                if textEnd > lineStart { appendTextRun(from: lineStart, to: textEnd) }
                tokens.append(MustacheToken(kind: .newline, start: textEnd, end: index + 1))
                lineStart = index + 1
            }
            index += 1
        }
        if lineStart < end { appendTextRun(from: lineStart, to: end) }
    }

    private mutating func appendTextRun(from start: Int, to end: Int) {
        var blank = true
        for index in start..<end where !Self.isBlankByte(source[index]) {
            blank = false
            break
        }
        tokens.append(MustacheToken(kind: .text, start: start, end: end, isBlank: blank))
    }

    // MARK: Tags

    /// Lexes the tag whose opening delimiter is at `tagStart`; returns the offset just past it.
    private mutating func appendTag(at tagStart: Int) throws(FatalDiagnostic) -> Int {
        var contentStart = tagStart + delimiters.open.count
        let kind: MustacheTagKind
        var closer = delimiters.close
        switch contentStart < source.count ? source[contentStart] : 0 {
        case UInt8(ascii: "{"):
            kind = .unescapedVariable
            closer = [UInt8(ascii: "}")] + delimiters.close
        case UInt8(ascii: "&"): kind = .unescapedVariable
        case UInt8(ascii: "#"): kind = .section
        case UInt8(ascii: "^"): kind = .invertedSection
        case UInt8(ascii: "/"): kind = .close
        case UInt8(ascii: "!"): kind = .comment
        case UInt8(ascii: ">"): kind = .partial
        case UInt8(ascii: "<"): kind = .parent
        case UInt8(ascii: "$"): kind = .block
        case UInt8(ascii: "="):
            kind = .setDelimiters
            closer = [UInt8(ascii: "=")] + delimiters.close
        default: kind = .escapedVariable
        }
        if kind != .escapedVariable { contentStart += 1 }

        let closerText = String(decoding: closer, as: UTF8.self)
        guard let contentEnd = find(closer, from: contentStart) else {
            throw unclosed(kind, at: tagStart, contentStart: contentStart, closer: closerText)
        }
        let rawContent = source[contentStart..<contentEnd]
        if kind != .comment, kind != .setDelimiters, rawContent.contains(UInt8(ascii: "\n")) {
            // A name never spans lines: the tag was most likely left open.
            throw unclosed(kind, at: tagStart, contentStart: contentStart, closer: closerText)
        }
        let tagEnd = contentEnd + closer.count
        var token = MustacheToken(kind: .tag(kind), start: tagStart, end: tagEnd, delimiters: delimiters)

        switch kind {
        case .comment:
            break
        case .setDelimiters:
            let written = String(decoding: source[tagStart..<tagEnd], as: UTF8.self)
            delimiters = try parseDelimiters(rawContent, tag: written, at: tagStart)
        default:
            token.content = try validatedName(rawContent, kind: kind, at: tagStart)
        }
        tokens.append(token)
        return tagEnd
    }

    /// The error for a tag whose closing delimiter is missing, quoting how the tag starts.
    private func unclosed(_ kind: MustacheTagKind, at offset: Int, contentStart: Int, closer: String) -> FatalDiagnostic
    {
        var snippetEnd = contentStart
        while snippetEnd < source.count, snippetEnd - contentStart < 24,
            source[snippetEnd] != UInt8(ascii: "\n"), source[snippetEnd] != UInt8(ascii: "\r")
        {
            snippetEnd += 1
        }
        let opening = String(decoding: source[offset..<snippetEnd], as: UTF8.self)
        let what = kind == .comment ? "comment" : "tag"
        return MustacheDiagnostics.error(
            "unclosed \(what) '\(opening)'; end it with '\(closer)'" + (kind == .comment ? "" : " on the same line"),
            at: MustacheDiagnostics.location(of: offset, in: source, file: file))
    }

    /// Trims a tag's content and checks it is one name: non-empty, no inner whitespace.
    private func validatedName(_ raw: ArraySlice<UInt8>, kind: MustacheTagKind, at offset: Int) throws(FatalDiagnostic)
        -> String
    {
        var name = Self.trimmed(raw)
        // `{{> * name }}`: the asterisk of a dynamic name may be padded like the name itself.
        if kind == .partial || kind == .parent || kind == .close, name.first == UInt8(ascii: "*") {
            name = [UInt8(ascii: "*")] + Self.trimmed(name.dropFirst())
        }
        let text = String(decoding: name, as: UTF8.self)
        if name.isEmpty || name == [UInt8(ascii: "*")] {
            let example = delimiters.tag(kind.sigil, "tokens")
            throw MustacheDiagnostics.error(
                "empty tag '\(delimiters.tag(kind.sigil, text))'; put a name between the delimiters, e.g. \(example)",
                at: MustacheDiagnostics.location(of: offset, in: source, file: file))
        }
        if name.contains(where: Self.isWhitespaceByte) {
            throw MustacheDiagnostics.error(
                "tag name '\(text)' contains whitespace; a name is one word or a dotted path such as "
                    + delimiters.tag(kind.sigil, "color.name"),
                at: MustacheDiagnostics.location(of: offset, in: source, file: file))
        }
        return text
    }

    /// Parses the content of `{{=<% %>=}}`: two delimiters separated by whitespace.
    private func parseDelimiters(_ raw: ArraySlice<UInt8>, tag: String, at offset: Int) throws(FatalDiagnostic)
        -> MustacheDelimiters
    {
        let parts = raw.split(whereSeparator: Self.isWhitespaceByte)
        guard parts.count == 2, !parts[0].contains(UInt8(ascii: "=")), !parts[1].contains(UInt8(ascii: "=")) else {
            throw MustacheDiagnostics.error(
                "invalid set-delimiter tag '\(tag)'; write two delimiters without '=' separated by a space, "
                    + "e.g. \(delimiters.tag("=", "<% %>="))",
                at: MustacheDiagnostics.location(of: offset, in: source, file: file))
        }
        return MustacheDelimiters(open: Array(parts[0]), close: Array(parts[1]))
    }

    // MARK: Bytes

    private func find(_ pattern: [UInt8], from start: Int) -> Int? {
        guard let first = pattern.first else { return nil }
        let last = source.count - pattern.count
        var index = start
        while index <= last {
            if source[index] == first {
                var matched = 1
                while matched < pattern.count, source[index + matched] == pattern[matched] { matched += 1 }
                if matched == pattern.count { return index }
            }
            index += 1
        }
        return nil
    }

    private static func trimmed<C: BidirectionalCollection>(_ bytes: C) -> [UInt8] where C.Element == UInt8 {
        guard let first = bytes.firstIndex(where: { !isWhitespaceByte($0) }),
            let last = bytes.lastIndex(where: { !isWhitespaceByte($0) })
        else { return [] }
        return Array(bytes[first...last])
    }

    /// Space or tab: what standalone lines and indentation may contain.
    static func isBlankByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    private static func isWhitespaceByte(_ byte: UInt8) -> Bool {
        isBlankByte(byte) || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }
}
