/// Reads the containers of the second part of a large document on a helper thread (see
/// ``JSONSubtreeHandoff``), while the document's parser reads the first part.
///
/// It skims the bytes before the split offset — strings, comments, brackets and line breaks only,
/// several times faster than reading them — to learn the line and nesting there, then reads each
/// container that starts after the split with a parser of its own, skimming the punctuation, keys
/// and scalars between them. A skim that goes wrong (the document is not valid there) costs only
/// time: the document's parser checks every container against its own position before taking it.
enum JSONSubtreeHelper {
    /// Skims to `splitOffset` and reads every container after it, announcing and handing each
    /// over; stops when `handoff` is cancelled or a container cannot be read.
    /// - Parameters:
    ///   - bytes: the whole document (the helper keeps it alive).
    ///   - file: the file name for locations.
    ///   - splitOffset: the first offset whose containers the helper reads.
    ///   - handoff: where containers are announced and handed over.
    static func run(_ bytes: [UInt8], file: String, splitOffset: Int, handoff: JSONSubtreeHandoff) {
        guard handoff.start() else { return }
        defer { handoff.end() }
        bytes.withUnsafeBufferPointer { buffer in
            var skim = Skim(bytes: buffer)
            skim.skip(to: splitOffset, cancelledBy: handoff)
            while !handoff.isCancelled, let start = skim.nextContainer() {
                let subtree = JSONSubtreeHandoff.Subtree(
                    start: start, line: skim.line, lineStart: skim.lineStart, depth: skim.depth)
                guard handoff.announce(subtree) else { return }
                var parser = JSONParser(bytes: buffer, file: file)
                if skim.firstLineStart > 0 { parser.positions.skipByteOrderMark(length: skim.firstLineStart) }
                parser.positions.resume(atLine: subtree.line, lineStart: subtree.lineStart)
                parser.position = start
                parser.depthBase = subtree.depth
                // The parser goes on from one subtree to the next: its own counts add up.
                let refKeysBefore = parser.refKeys
                guard let node = try? parser.parseContainer() else {
                    handoff.deliver(nil)
                    return
                }
                handoff.deliver(
                    JSONSubtreeHandoff.Read(
                        node: node, end: parser.position, line: parser.positions.line,
                        lineStart: parser.positions.lineStart, extensionsUsed: parser.extensionsUsed,
                        keysSeen: parser.keysSeen, refKeys: parser.refKeys - refKeysBefore))
                skim.resume(at: parser.position, line: parser.positions.line, lineStart: parser.positions.lineStart)
            }
        }
    }

    /// A pass over the bytes that tracks only what a container's reader needs to start: the
    /// line, where it starts, and how many containers are open.
    struct Skim {
        let bytes: UnsafeBufferPointer<UInt8>
        /// 3 after a UTF-8 byte order mark, else 0.
        let firstLineStart: Int
        private(set) var position: Int
        private(set) var line = 1
        private(set) var lineStart: Int
        private(set) var depth = 0

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            let marked = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
            firstLineStart = marked ? 3 : 0
            position = firstLineStart
            lineStart = firstLineStart
        }

        /// Continues after a container read by a parser, which ended at `offset` on `line`.
        mutating func resume(at offset: Int, line: Int, lineStart: Int) {
            position = offset
            self.line = line
            self.lineStart = lineStart
        }

        /// Skims every byte before `offset` (or a little past it, to the end of a string or
        /// comment), checking for cancellation now and then.
        mutating func skip(to offset: Int, cancelledBy handoff: JSONSubtreeHandoff) {
            while position < offset {
                if handoff.isCancelled { return }
                let stop = min(offset, position + 1 << 20)
                while position < stop {
                    let byte = bytes[position]
                    if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                        depth += 1
                        position += 1
                    } else {
                        step(byte)
                    }
                }
            }
        }

        /// Skims to the next opening bracket and returns its offset (not passing it), or `nil` at
        /// the end of the document.
        mutating func nextContainer() -> Int? {
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") { return position }
                step(byte)
            }
            return nil
        }

        /// Skims one byte, or a whole string, comment or line break starting with it.
        @inline(__always)
        private mutating func step(_ byte: UInt8) {
            switch byte {
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                position += 1
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                skipLineBreak()
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                skipString(quote: byte)
            case UInt8(ascii: "/"):
                skipComment()
            default:
                position += 1
            }
        }

        /// Passes a CR, LF or CRLF and starts a line after it.
        @inline(__always)
        private mutating func skipLineBreak() {
            if bytes[position] == UInt8(ascii: "\r"), position + 1 < bytes.count,
                bytes[position + 1] == UInt8(ascii: "\n")
            {
                position += 1
            }
            position += 1
            line += 1
            lineStart = position
        }

        /// Passes a string and its closing quote; an escaped line break (a JSON5 line
        /// continuation) counts as a line.
        private mutating func skipString(quote: UInt8) {
            position += 1
            while position < bytes.count {
                let byte = bytes[position]
                if byte == quote {
                    position += 1
                    return
                }
                if byte == UInt8(ascii: "\\") {
                    position += 1
                    guard position < bytes.count else { return }
                    let escaped = bytes[position]
                    if escaped == UInt8(ascii: "\n") || escaped == UInt8(ascii: "\r") {
                        skipLineBreak()
                    } else {
                        position += 1
                    }
                } else if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                    skipLineBreak()
                } else {
                    position += 1
                }
            }
        }

        /// Passes a `//` comment (not its line break) or a `/* */` comment; a lone `/` is one byte.
        private mutating func skipComment() {
            guard position + 1 < bytes.count else {
                position += 1
                return
            }
            let next = bytes[position + 1]
            if next == UInt8(ascii: "/") {
                position += 2
                while position < bytes.count, bytes[position] != UInt8(ascii: "\n"),
                    bytes[position] != UInt8(ascii: "\r")
                {
                    position += 1
                }
            } else if next == UInt8(ascii: "*") {
                position += 2
                while position < bytes.count {
                    let byte = bytes[position]
                    if byte == UInt8(ascii: "*"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                        position += 2
                        return
                    }
                    if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                        skipLineBreak()
                    } else {
                        position += 1
                    }
                }
            } else {
                position += 1
            }
        }
    }
}
