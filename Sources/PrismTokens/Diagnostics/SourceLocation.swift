/// A position in a source file: the file's path, a 1-based line and column, and a 0-based byte offset.
///
/// Columns count Unicode scalars from the start of the line, which is what editors and compilers
/// (and therefore SwiftPM and Xcode) expect in `file:line:column` diagnostics.
///
/// Every JSON node and object key carries one, so it is kept small and trivially copyable:
/// 16 bytes, no reference-counted field. The file is a number in the process-wide
/// `FileNameTable` (interned when a location is created from a name), and line, column and
/// offset are stored as `UInt32`. A value outside `0...4_294_967_295` (a file over 4 GiB) is
/// clamped to that range rather than trapping: such a location reads back as offset 4294967295,
/// "at or beyond 4 GiB". The properties still read and write `String` and `Int`.
///
/// Equality and hashing are by file name (compared as `String`s), line, column and offset; locations
/// order by file name, then offset.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomReflectable {
    /// The file's id in ``FileNameTable/shared``.
    private(set) var fileID: UInt32
    private var storedLine: UInt32
    private var storedColumn: UInt32
    private var storedOffset: UInt32

    /// Creates a location.
    public init(file: String, line: Int, column: Int, offset: Int) {
        self.init(fileID: FileNameTable.shared.id(for: file), line: line, column: column, offset: offset)
    }

    /// Creates a location in a file already interned in ``FileNameTable/shared``: no hashing, no lock.
    @inline(__always)
    init(fileID: UInt32, line: Int, column: Int, offset: Int) {
        self.fileID = fileID
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
        storedOffset = UInt32(clamping: offset)
    }

    /// The path of the file as the user named it (or as resolved relative to the referring file).
    public var file: String {
        get { FileNameTable.shared.name(of: fileID) }
        set { fileID = FileNameTable.shared.id(for: newValue) }
    }

    /// The 1-based line.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }

    /// The 1-based column, in Unicode scalars.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }

    /// The 0-based byte offset from the start of the file.
    public var offset: Int {
        get { Int(storedOffset) }
        set { storedOffset = UInt32(clamping: newValue) }
    }

    /// The location printed as `file:line:column`.
    public var description: String { "\(file):\(line):\(column)" }

    /// The fields as they read, so that `print` and test failures show the file name, not its id.
    public var customMirror: Mirror {
        Mirror(self, children: ["file": file, "line": line, "column": column, "offset": offset], displayStyle: .struct)
    }

    /// Whether two values are equal (see the type's discussion for what is compared).
    public static func == (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        lhs.storedOffset == rhs.storedOffset && lhs.storedLine == rhs.storedLine
            && lhs.storedColumn == rhs.storedColumn && FileNameTable.shared.namesAreEqual(lhs.fileID, rhs.fileID)
    }

    /// Hashes line, column and offset only: equal file names can have different ids (see
    /// `FileNameTable`), and leaving the file out keeps hashing free of the table's lock.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storedLine)
        hasher.combine(storedColumn)
        hasher.combine(storedOffset)
    }

    /// Orders two values (see the type's discussion for the order).
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.fileID != rhs.fileID {
            let (left, right) = FileNameTable.shared.names(of: lhs.fileID, rhs.fileID)
            if left != right { return left < right }
        }
        return lhs.storedOffset < rhs.storedOffset
    }
}
