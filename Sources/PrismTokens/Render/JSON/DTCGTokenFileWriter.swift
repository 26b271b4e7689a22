/// Writes the json bundle's two files per theme straight into UTF-8 bytes.
///
/// The output is what ``JSONText/serialized(indent:)`` (2-space indent) gives for the trees
/// `JSONBundlePacker` once built, plus a final newline: a DTCG file is
/// `{"$description": …, <groups by path>}` with every token an object of `$type`, `$value`,
/// `$description`, `$deprecated` and `$extensions`, and a flat map is `{"<dotted path>": <$value>}`.
/// Writing the groups and token objects directly saves building, serializing and releasing a
/// `JSONText` node per group, token and member (100,000 tokens × themes).
enum DTCGTokenFileWriter {
    /// The spaces per nesting level.
    static let indent = 2

    /// The text of the first theme's files that later themes reuse: the bytes of each token
    /// object and flat value it wrote, by position.
    ///
    /// A token a theme shares with the first theme (``ResolvedToken/isShared(with:)``: every field
    /// the same, kept by an incremental resolution) has the same path, so the same nesting level
    /// and the same bytes; those are copied instead of built and formatted again.
    struct SharedText {
        /// The first theme's tokens.
        var tokens: [ResolvedToken]
        /// Its DTCG file.
        var document: [UInt8]
        /// The range in ``document`` of each token object written (from `{` to `}`), by position.
        var objectRanges: [Range<Int>?]
        /// Its flat map.
        var flat: [UInt8]
        /// The range in ``flat`` of each `$value` written, by position.
        var valueRanges: [Range<Int>?]
        /// Where the groups start in ``document``: after `{` and the `$description` member.
        var bodyStart: Int

        /// The first theme's text, as ``writeDocument(_:description:tokens:values:reusing:into:)``
        /// and ``writeFlat(_:tokens:values:reusing:copyingFrom:into:)`` wrote it.
        /// - Parameter description: the `$description` the document was written with.
        init(
            tokens: [ResolvedToken], description: String, document: [UInt8], objectRanges: [Range<Int>?],
            flat: [UInt8], valueRanges: [Range<Int>?]
        ) {
            self.tokens = tokens
            self.document = document
            self.objectRanges = objectRanges
            self.flat = flat
            self.valueRanges = valueRanges
            var header: [UInt8] = []
            DTCGTokenFileWriter.writeHeader(description: description, into: &header)
            bodyStart = header.count
        }

        /// Whether `token`, at `position` of its theme, is written as the first theme's bytes.
        func covers(_ token: ResolvedToken, at position: Int) -> Bool {
            position < tokens.count && objectRanges[position] != nil && valueRanges[position] != nil
                && token.isShared(with: tokens[position])
        }
    }

    /// Where a DTCG file holds its token objects and the `$value`s it wrote, by position.
    struct WrittenRanges {
        /// The range of each token object in the file (from `{` to `}`), written or copied from
        /// a ``SharedText``, by position (`nil` for a token left out).
        var objects: [Range<Int>?]
        /// The range of each `$value` written, by position (`nil` where the token's object was
        /// copied from a ``SharedText``, and for a token left out).
        var values: [Range<Int>?]
    }

    /// Appends a theme's DTCG token file.
    /// - Parameters:
    ///   - tree: the positions in `tokens` of the tokens written, nested by path.
    ///   - description: the file's `$description`.
    ///   - tokens: the theme's tokens.
    ///   - values: the `$value` of each token of `tree`, by position (`nil` where `shared` covers
    ///     it); without them, each token's own value (``DTCGValueJSON/write(_:into:level:)``).
    ///   - shared: the first theme's text, for the tokens this theme shares with it.
    ///   - out: receives the bytes.
    /// - Returns: the ranges in `out` of the token objects and of the `$value`s written.
    @discardableResult
    static func writeDocument(
        _ tree: TokenTree<Int>, description: String, tokens: [ResolvedToken], values: [JSONText?]? = nil,
        reusing shared: SharedText? = nil, into out: inout some ByteSink
    ) -> WrittenRanges {
        var ranges = WrittenRanges(
            objects: [Range<Int>?](repeating: nil, count: tokens.count),
            values: [Range<Int>?](repeating: nil, count: tokens.count))
        writeHeader(description: description, into: &out)
        let writer = MemberWriter(tokens: tokens, values: values, shared: shared)
        writer.writeMembers(of: tree, level: 1, isFirst: false, ranges: &ranges, into: &out)
        newline(level: 0, into: &out)
        out.appendUTF8("}\n")
        return ranges
    }

    /// Appends a theme's flat map: each token at `positions`, by its dotted path.
    ///
    /// A `$value` the theme's DTCG file wrote (`document`) is copied from there with its
    /// indentation taken back to the flat map's level: the same bytes as writing it again, for a
    /// scan instead of formatting every number and string a second time.
    /// - Parameters:
    ///   - paths: each token's dotted path by position, when known (else joined here).
    ///   - document: the theme's DTCG file and where it wrote each `$value`, as
    ///     ``writeDocument(_:description:tokens:values:reusing:into:)`` returned them for the same
    ///     `tokens` (so each value sits at its path's depth + 1, the depth this outdents by).
    /// - Returns: the range in `out` of each `$value` written, by position.
    @discardableResult
    static func writeFlat(
        _ positions: [Int], tokens: [ResolvedToken], paths: [String]? = nil, values: [JSONText?]? = nil,
        reusing shared: SharedText? = nil, copyingFrom document: (bytes: [UInt8], values: [Range<Int>?])? = nil,
        into out: inout some ByteSink
    ) -> [Range<Int>?] {
        var ranges = [Range<Int>?](repeating: nil, count: tokens.count)
        guard !positions.isEmpty else {
            out.appendUTF8("{}\n")
            return ranges
        }
        out.append(UInt8(ascii: "{"))
        for (offset, position) in positions.enumerated() {
            let token = tokens[position]
            if let path = paths?[position] {
                beginMember(path, level: 1, isFirst: offset == 0, into: &out)
            } else {
                beginMember(path: token.path, level: 1, isFirst: offset == 0, into: &out)
            }
            let start = out.count
            if let shared, shared.covers(token, at: position), let range = shared.valueRanges[position] {
                out.appendBytes(shared.flat[range])
            } else if let document, let range = document.values[position] {
                // The document wrote the value one level below the token's own line, which is at
                // the path's depth; the flat map writes it at level 1.
                out.appendOutdented(document.bytes[range], by: indent * token.path.segments.count)
            } else if let values {
                (values[position] ?? .null).write(into: &out, indent: indent, level: 1)
            } else {
                DTCGValueJSON.write(token.value, into: &out, level: 1)
            }
            ranges[position] = start..<out.count
        }
        newline(level: 0, into: &out)
        out.appendUTF8("}\n")
        return ranges
    }

    /// Writes the groups and token objects of one theme's DTCG file.
    private struct MemberWriter {
        let tokens: [ResolvedToken]
        /// The values to write by position; `nil`: each token's own.
        let values: [JSONText?]?
        let shared: SharedText?

        /// Appends the members of a group, each on its own line at `level`.
        func writeMembers(
            of tree: TokenTree<Int>, level: Int, isFirst: Bool, ranges: inout WrittenRanges,
            into out: inout some ByteSink
        ) {
            var isFirst = isFirst
            for entry in tree.entries {
                beginMember(entry.key, level: level, isFirst: isFirst, into: &out)
                isFirst = false
                switch entry.node {
                case .leaf(let position):
                    let start = out.count
                    if let shared, shared.covers(tokens[position], at: position),
                        let range = shared.objectRanges[position]
                    {
                        out.appendBytes(shared.document[range])
                    } else if let values {
                        ranges.values[position] = writeToken(
                            tokens[position], value: values[position] ?? .null, level: level, into: &out)
                    } else {
                        let token = tokens[position]
                        ranges.values[position] = writeToken(token, level: level, into: &out) {
                            DTCGValueJSON.write(token.value, into: &$0, level: level + 1)
                        }
                    }
                    ranges.objects[position] = start..<out.count
                case .group(let child):
                    guard !child.isEmpty else {
                        out.appendUTF8("{}")
                        continue
                    }
                    out.append(UInt8(ascii: "{"))
                    writeMembers(of: child, level: level + 1, isFirst: true, ranges: &ranges, into: &out)
                    newline(level: level, into: &out)
                    out.append(UInt8(ascii: "}"))
                }
            }
        }
    }

    /// Appends a DTCG file's `{` and `$description` member.
    static func writeHeader(description: String, into out: inout some ByteSink) {
        out.append(UInt8(ascii: "{"))
        beginMember(named: "$description", level: 1, isFirst: true, into: &out)
        JSONText.writeQuoted(description, into: &out)
    }

    /// Appends a token object (``JSONBundlePacker/dtcgToken(_:)`` serialized) whose own line is at `level`.
    /// - Returns: the range in `out` of the `$value` written (at `level + 1`).
    @discardableResult
    static func writeToken(_ token: ResolvedToken, value: JSONText, level: Int, into out: inout some ByteSink) -> Range<
        Int
    > {
        writeToken(token, level: level, into: &out) { value.write(into: &$0, indent: indent, level: level + 1) }
    }

    /// Appends a token object whose `$value` is `value`, already written at `level + 1`.
    static func writeToken(
        _ token: ResolvedToken, valueText value: ArraySlice<UInt8>, level: Int, into out: inout some ByteSink
    ) {
        writeToken(token, level: level, into: &out) { $0.appendBytes(value) }
    }

    /// Appends a token object whose `$value` `writeValue` appends (at `level + 1`).
    /// - Returns: the range in `out` of the `$value`.
    @discardableResult
    static func writeToken<Sink: ByteSink>(
        _ token: ResolvedToken, level: Int, into out: inout Sink, value writeValue: (inout Sink) -> Void
    ) -> Range<Int> {
        out.append(UInt8(ascii: "{"))
        beginMember(named: "$type", level: level + 1, isFirst: true, into: &out)
        JSONText.writeQuoted(token.type.rawValue, into: &out)
        beginMember(named: "$value", level: level + 1, isFirst: false, into: &out)
        let valueStart = out.count
        writeValue(&out)
        let valueRange = valueStart..<out.count
        if let description = token.description {
            beginMember(named: "$description", level: level + 1, isFirst: false, into: &out)
            JSONText.writeQuoted(description, into: &out)
        }
        if let deprecation = token.deprecation {
            beginMember(named: "$deprecated", level: level + 1, isFirst: false, into: &out)
            if deprecation.isEmpty {
                out.appendUTF8("true")
            } else {
                JSONText.writeQuoted(deprecation, into: &out)
            }
        }
        if let extensions = token.extensions {
            beginMember(named: "$extensions", level: level + 1, isFirst: false, into: &out)
            JSONText(extensions).write(into: &out, indent: indent, level: level + 1)
        }
        newline(level: level, into: &out)
        out.append(UInt8(ascii: "}"))
        return valueRange
    }

    /// Appends `,` (unless first), a new line at `level`, the quoted key and `: `.
    static func beginMember(_ key: String, level: Int, isFirst: Bool, into out: inout some ByteSink) {
        var key = key
        // A key with nothing to escape (nearly all) is one append of every piece.
        let isWritten = key.withUTF8 { bytes in
            guard JSONText.needsNoEscaping(bytes) else { return false }
            appendMemberStart(keyLength: bytes.count, level: level, isFirst: isFirst, into: &out) { $0.put(bytes) }
            return true
        }
        guard !isWritten else { return }
        if !isFirst { out.append(UInt8(ascii: ",")) }
        newline(level: level, into: &out)
        JSONText.writeQuoted(key, into: &out)
        out.appendUTF8(": ")
    }

    /// ``beginMember(_:level:isFirst:into:)`` with a token's dotted path as the key, written
    /// from its segments (no joined string made for each token).
    static func beginMember(path: TokenPath, level: Int, isFirst: Bool, into out: inout some ByteSink) {
        let segments = path.segments
        var length = segments.count - 1
        for segment in segments {
            guard JSONText.needsNoEscaping(segment) else {
                beginMember(path.description, level: level, isFirst: isFirst, into: &out)
                return
            }
            length += segment.utf8.count
        }
        appendMemberStart(keyLength: length, level: level, isFirst: isFirst, into: &out) { cursor in
            for (index, segment) in segments.enumerated() {
                if index > 0 { cursor.put(UInt8(ascii: ".")) }
                var segment = segment
                segment.withUTF8 { cursor.put($0) }
            }
        }
    }

    /// ``beginMember(_:level:isFirst:into:)`` for a key written in the source (`$value`,
    /// `components`): its bytes appended as they are, quoted, without the check for characters
    /// to escape (a key with any is a programming error).
    static func beginMember(named key: StaticString, level: Int, isFirst: Bool, into out: inout some ByteSink) {
        let bytes = UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount)
        assert(JSONText.needsNoEscaping(bytes))
        appendMemberStart(keyLength: bytes.count, level: level, isFirst: isFirst, into: &out) { $0.put(bytes) }
    }

    /// Appends `,` (unless first), a new line at `level`, `"`, the key `writeKey` puts (exactly
    /// `keyLength` bytes that need no escaping) and `": `, in one append.
    private static func appendMemberStart(
        keyLength: Int, level: Int, isFirst: Bool, into out: inout some ByteSink,
        key writeKey: (inout ByteCursor) -> Void
    ) {
        let spaces = indent * level
        out.appendInPlace(maxLength: keyLength + spaces + 6) { cursor in
            if !isFirst { cursor.put(UInt8(ascii: ",")) }
            cursor.putNewline(indentedBy: spaces)
            cursor.put(UInt8(ascii: "\""))
            writeKey(&cursor)
            cursor.put("\": ")
        }
    }

    /// Appends `,` (unless first), a new line at `level` and `text` (an array element written
    /// already, such as a number).
    static func appendElement(_ text: String, level: Int, isFirst: Bool, into out: inout some ByteSink) {
        var text = text
        let spaces = indent * level
        text.withUTF8 { bytes in
            out.appendInPlace(maxLength: bytes.count + spaces + 2) { cursor in
                if !isFirst { cursor.put(UInt8(ascii: ",")) }
                cursor.putNewline(indentedBy: spaces)
                cursor.put(bytes)
            }
        }
    }

    /// Appends a line break and the indentation of `level`.
    static func newline(level: Int, into out: inout some ByteSink) {
        out.appendNewline(indentedBy: indent * level)
    }
}
