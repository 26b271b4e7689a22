extension ByteSink {
    /// Appends the UTF-8 bytes of `text` as one copy of its storage.
    ///
    /// `append(contentsOf: text.utf8)` goes through the collection protocols (the view's count,
    /// `_copyContents`, then an element-wise initialization): about 200 instructions per call,
    /// and the writers of `generate` make 2.5 million such calls at 50k tokens (8% of the run's
    /// instructions, callgrind). A native or literal string hands over its bytes directly.
    @inline(__always)
    mutating func appendUTF8(_ text: String) {
        var text = text
        text.withUTF8 { appendBytes($0) }
    }

    /// Appends the UTF-8 bytes of `text` (``appendUTF8(_:)-(String)``).
    @inline(__always)
    mutating func appendUTF8(_ text: Substring) {
        var text = text
        text.withUTF8 { appendBytes($0) }
    }
}
