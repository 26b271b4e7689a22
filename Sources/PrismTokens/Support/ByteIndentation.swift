#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Line breaks and indentation appended to byte sinks by copying from one run of spaces, and
/// indented text appended with less indentation.
///
/// The JSON, JavaScript and TypeScript writers indent every line; a generic
/// `append(contentsOf: repeatElement(" ", count:))` copies one byte at a time through the
/// collection protocols, which took 34 ms of a 100k-token, four-theme `bundle` (measured with
/// perf); a slice of a fixed run of spaces is one `memcpy` (and a ``ByteBuffer`` fills the
/// spaces in place).
enum ByteIndentation {
    /// A line feed followed by 256 spaces.
    static let newlineAndSpaces: [UInt8] = [UInt8(ascii: "\n")] + Array(repeating: UInt8(ascii: " "), count: 256)
}

extension ByteSink {
    /// Appends `count` spaces.
    mutating func appendSpaces(_ count: Int) {
        let run = ByteIndentation.newlineAndSpaces
        var left = count
        while left > 0 {
            let length = Swift.min(left, run.count - 1)
            appendBytes(run[1...length])
            left -= length
        }
    }

    /// Appends a line feed and `count` spaces.
    mutating func appendNewline(indentedBy count: Int) {
        let run = ByteIndentation.newlineAndSpaces
        guard count < run.count else {
            append(UInt8(ascii: "\n"))
            appendSpaces(count)
            return
        }
        appendBytes(run[...count])
    }

    /// Appends indented text as if written `spaces` spaces less indented: the same bytes with
    /// the first `spaces` bytes after every line feed left out.
    ///
    /// For JSON text written at a deeper level (``JSONText/write(into:indent:level:)``), where
    /// every line feed is followed by at least the indentation being taken away (a string's
    /// line feeds are escaped); the bytes left out must be those spaces.
    mutating func appendOutdented(_ text: ArraySlice<UInt8>, by spaces: Int) {
        text.withUnsafeBufferPointer { source in
            guard let base = source.baseAddress else { return }
            var start = 0
            // Line feeds found with `memchr` (a byte-by-byte loop was 4 instructions a byte over
            // every value of a flat map).
            while start < source.count,
                let found = memchr(base + start, Int32(UInt8(ascii: "\n")), source.count - start)
            {
                let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                appendBytes(UnsafeBufferPointer(rebasing: source[start...index]))
                assert(source[(index + 1)...].prefix(spaces).allSatisfy { $0 == UInt8(ascii: " ") })
                start = Swift.min(index + 1 + spaces, source.count)
            }
            appendBytes(UnsafeBufferPointer(rebasing: source[start..<source.count]))
        }
    }
}
