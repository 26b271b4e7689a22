/// A text written as new bytes between runs of one base buffer, made into a ``FileBody`` without
/// copying the base: a theme that is another theme's text with a few values written over (the
/// json bundle's DTCG files and flat maps, the web module).
struct SplicedText {
    /// The base: written in full before runs of it are appended (the runs share its storage).
    var base: [UInt8] = []
    /// The new bytes, appended to as the text goes.
    var out: [UInt8] = []
    /// The text so far, but for the bytes of ``out`` after ``taken``.
    private var runs: [FileBody.Run] = []
    /// How many bytes of ``out`` are in ``runs``.
    private var taken = 0

    /// The index of ``out`` in the body's buffers.
    private static let outBuffer = 0
    /// The index of ``base`` in the body's buffers.
    private static let baseBuffer = 1

    /// A text over `base` (which may also be written later, before its first run is appended).
    init(base: [UInt8] = []) {
        self.base = base
    }

    /// Appends `range` of ``base``, after what ``out`` holds so far.
    mutating func appendBase(_ range: Range<Int>) {
        if out.count > taken {
            runs.append(FileBody.Run(buffer: Self.outBuffer, range: taken..<out.count))
            taken = out.count
        }
        if !range.isEmpty { runs.append(FileBody.Run(buffer: Self.baseBuffer, range: range)) }
    }

    /// Room for `newBytes` more new bytes and `runs` more runs: grown by doubling, a text of
    /// tens of thousands of changes took its arrays' sizes again in fresh pages.
    mutating func reserveCapacity(newBytes: Int, runs count: Int) {
        out.reserveCapacity(out.count + newBytes)
        runs.reserveCapacity(runs.count + count)
    }

    /// The whole text.
    consuming func body() -> FileBody {
        if out.count > taken { runs.append(FileBody.Run(buffer: Self.outBuffer, range: taken..<out.count)) }
        return FileBody(buffers: [out, base], runs: runs)
    }
}
