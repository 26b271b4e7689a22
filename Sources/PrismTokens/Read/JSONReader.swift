/// Reads JSON, JSONC and JSON5 into a ``JSONNode`` tree that keeps a position for every key and value.
///
/// Strict JSON (RFC 8259) plus the JSON5/JSONC syntax real token files use; each such feature is
/// reported once in ``Result/extensionsUsed``. Errors are thrown as ``FatalDiagnostic`` with the
/// position of the problem and a message that says how to fix it. The parser is iterative, so
/// no input can exhaust the stack: nesting beyond ``maximumDepth`` is a syntax error.
/// See <doc:Reader>.
public enum JSONReader {
    /// Syntax beyond strict JSON (RFC 8259) that the reader accepted, so callers can warn once.
    public enum Extension: String, Sendable, CaseIterable, Hashable {
        /// `//` and `/* */` comments (JSONC, JSON5).
        case comments
        /// A comma after the last element or member (JSONC, JSON5).
        case trailingCommas
        /// Strings in single quotes (JSON5).
        case singleQuotedStrings
        /// Object keys that are identifiers without quotes (JSON5).
        case unquotedKeys
        /// Hexadecimal numbers such as `0xFF` (JSON5).
        case hexNumbers
        /// Numbers such as `.5` or `5.` (JSON5).
        case leadingOrTrailingDecimalPoint
        /// Numbers with a leading `+` (JSON5).
        case explicitPlusSign
        /// `Infinity` and `NaN` (JSON5).
        case infinityOrNaN
        /// A backslash before a line break inside a string (JSON5).
        case lineContinuations
        /// A UTF-8 byte order mark at the start of the file.
        case byteOrderMark
        /// JSON5 escapes that JSON lacks: `\x41`, `\v`, `\0` and `\'`.
        case json5Escapes
    }

    /// Member keys whose use anywhere in a file makes a later stage walk the whole tree looking
    /// for them: a file that never uses them spares those walks.
    public struct KeysSeen: OptionSet, Sendable, Hashable {
        /// The keys as bits.
        public let rawValue: UInt8
        /// Keys from their bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// `mode`: per-token modes (`$extensions.mode`, read by ``DocumentLoader``).
        public static let mode = KeysSeen(rawValue: 1 << 0)
        /// `$extends`: a group extending another (see ``ResolverDocument/mayExtendGroups``).
        public static let extends = KeysSeen(rawValue: 1 << 1)
        /// `$ref`: a reference, which inside a token document may also extend a group.
        public static let ref = KeysSeen(rawValue: 1 << 2)
        /// Every key: what is assumed of a tree not read by ``JSONReader``.
        public static let all: KeysSeen = [.mode, .extends, .ref]

        /// The key `key` is, if it is one of them.
        @inline(__always)
        static func of(_ key: String) -> KeysSeen {
            // The length first (stored in the string): most keys are then ruled out without a comparison.
            switch key.utf8.count {
            case 4 where key == "mode": .mode
            case 4 where key == "$ref": .ref
            case 8 where key == "$extends": .extends
            default: []
            }
        }
    }

    /// The result of reading a file.
    public struct Result: Sendable {
        /// The root value.
        public var root: JSONNode
        /// Each extension used, with the position of its first use, in order of first use.
        public var extensionsUsed: [(extension: Extension, location: SourceLocation)]
        /// Which of the keys that make later stages walk the whole tree the file uses (``KeysSeen/all``
        /// unless the reader says otherwise).
        public var keysSeen: KeysSeen
        /// How many `$ref` keys the file holds, `nil` when the reader does not count them: with
        /// the references a resolver document's own structure reads, this tells whether any
        /// other `$ref` (one that may make a group extend another) is left
        /// (``ResolverDocument/mayExtendGroups``).
        public var refKeyCount: Int?

        /// Creates a result.
        public init(
            root: JSONNode, extensionsUsed: [(extension: Extension, location: SourceLocation)],
            keysSeen: KeysSeen = .all, refKeyCount: Int? = nil
        ) {
            self.root = root
            self.extensionsUsed = extensionsUsed
            self.keysSeen = keysSeen
            self.refKeyCount = refKeyCount
        }
    }

    /// The deepest nesting of arrays and objects accepted; deeper input is a syntax error.
    public static let maximumDepth = 512

    /// Documents at least this large are read on two threads (see ``JSONSubtreeHandoff``).
    static let splitThreshold = 1 << 20

    /// Reads a UTF-8 document.
    ///
    /// A document of 1 MB or more (`splitThreshold`) is read on two cores when the machine has
    /// them: a helper thread reads the containers of the second half meanwhile, and the result —
    /// tree, locations, extensions, errors — is the same as reading it alone.
    /// - Parameters:
    ///   - bytes: the file's bytes.
    ///   - file: the path to put in every ``SourceLocation``.
    /// - Returns: the tree and the non-JSON syntax it used.
    /// - Throws: ``FatalDiagnostic`` with rule `syntax` (or `encoding`) and the position of the problem.
    public static func read(_ bytes: [UInt8], file: String) throws(FatalDiagnostic) -> Result {
        let splits = bytes.count >= splitThreshold && ParallelWork.cores > 1
        return try read(bytes, file: file, splitOffset: splits ? bytes.count / 100 * splitPercent : nil).result
    }

    /// Where a document read on two threads is split, in percent of its bytes: past the middle, as
    /// the helper starts later and skims the first part. With 52% the helper ended 6–12 ms after
    /// the document's parser at 50k tokens (13 MB), with 56% 3–5 ms; at 10k the two end within
    /// a few milliseconds of each other either way.
    static let splitPercent = 56

    /// Reads a document, the containers after `splitOffset` (when given) on a helper thread.
    ///
    /// The helper skims the bytes before the split (several times faster than reading them), so
    /// a split a little past the middle gives both threads about as much to do.
    /// `waitsForHelper` makes the reader wait for the helper to start, which it otherwise gives
    /// up on when it is not running by the time the reader reaches the split (tests use it).
    /// - Returns: the result, and how many containers the helper's reading was taken for.
    static func read(_ bytes: [UInt8], file: String, splitOffset: Int?, waitsForHelper: Bool = false)
        throws(FatalDiagnostic)
        -> (result: Result, handedOver: Int)
    {
        try bytes.withUnsafeBufferPointer { (buffer) throws(FatalDiagnostic) -> (result: Result, handedOver: Int) in
            var parser = JSONParser(bytes: buffer, file: file)
            if let splitOffset {
                let handoff = JSONSubtreeHandoff(waitsForStart: waitsForHelper)
                parser.handoff = handoff
                parser.nextHandoffStart = splitOffset
                _ = ParallelWork.start {
                    JSONSubtreeHelper.run(bytes, file: file, splitOffset: splitOffset, handoff: handoff)
                }
            }
            defer { parser.handoff?.cancel() }
            let root = try parser.parseDocument()
            return (
                Result(
                    root: root, extensionsUsed: parser.extensionsUsed, keysSeen: parser.keysSeen,
                    refKeyCount: parser.refKeys),
                parser.handedOver
            )
        }
    }
}
