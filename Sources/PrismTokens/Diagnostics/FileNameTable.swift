/// The process-wide, thread-safe table of file names that ``SourceLocation`` refers to by number.
///
/// Interning a name gives it a `UInt32` id, the same one every time the same name is interned,
/// so a location can hold the id (4 bytes, no reference counting) instead of a `String`.
/// The reader interns its file name once per read, not once per node.
///
/// Ids are given per exact spelling (UTF-8 bytes), so ``name(of:)`` returns a name as it was
/// interned. Swift `String` equality is canonical equivalence, though (a precomposed and a
/// decomposed "é" are equal), and locations keep comparing file names that way: each entry also
/// records the id of the first interned name equal to it, its *equivalence id*.
///
/// Entries are never removed: the table holds one entry per distinct file name the process has
/// used, which for this tool is the handful of files a run reads. Id 0 is the empty name.
/// All access goes through one lock; interning is rare and reading a name back happens only when
/// a diagnostic is printed or locations in different files are compared.
final class FileNameTable: @unchecked Sendable {
    /// The table every ``SourceLocation`` uses.
    static let shared = FileNameTable()

    /// The id of the empty name, interned up front.
    static let emptyID: UInt32 = 0

    /// A name compared and hashed by its exact UTF-8 bytes rather than by canonical equivalence.
    private struct ExactSpelling: Hashable {
        let name: String

        static func == (lhs: ExactSpelling, rhs: ExactSpelling) -> Bool {
            lhs.name.utf8.elementsEqual(rhs.name.utf8)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(name.utf8.count)
            for byte in name.utf8 { hasher.combine(byte) }
        }
    }

    /// One interned name.
    private struct Entry {
        /// The name as first interned with this spelling.
        let name: String
        /// The id of the first interned name equal to this one as a `String`.
        let equivalenceID: UInt32
    }

    private let lock = PlatformLock()
    /// The entries, indexed by id. Guarded by ``lock``.
    private var entries: [Entry] = [Entry(name: "", equivalenceID: FileNameTable.emptyID)]
    /// Id by exact spelling. Guarded by ``lock``.
    private var idBySpelling: [ExactSpelling: UInt32] = [ExactSpelling(name: ""): FileNameTable.emptyID]
    /// Equivalence id by name, compared as `String`s. Guarded by ``lock``.
    private var equivalenceIDByName: [String: UInt32] = ["": FileNameTable.emptyID]

    /// Creates a table holding only the empty name. Use ``shared``; separate tables are for tests.
    init() {}

    /// The id of a name, interning it if it is new.
    ///
    /// There is room for 2³² − 1 names, which is more than fits in memory (each takes at least
    /// 40 bytes here); running out stops the program rather than reusing an id.
    func id(for name: String) -> UInt32 {
        if name.isEmpty { return Self.emptyID }
        return lock.withLock {
            let key = ExactSpelling(name: name)
            if let id = idBySpelling[key] { return id }
            precondition(entries.count < Int(UInt32.max), "more than 2^32 - 1 distinct file names")
            let id = UInt32(entries.count)
            let equivalenceID = equivalenceIDByName[name] ?? id
            if equivalenceID == id { equivalenceIDByName[name] = id }
            entries.append(Entry(name: name, equivalenceID: equivalenceID))
            idBySpelling[key] = id
            return id
        }
    }

    /// The name with this id, spelled as it was interned.
    func name(of id: UInt32) -> String {
        lock.withLock { entries[Int(id)].name }
    }

    /// The names with these two ids, read under one lock.
    func names(of first: UInt32, _ second: UInt32) -> (String, String) {
        lock.withLock { (entries[Int(first)].name, entries[Int(second)].name) }
    }

    /// Whether the names with these ids are equal as `String`s (canonically equivalent).
    func namesAreEqual(_ first: UInt32, _ second: UInt32) -> Bool {
        if first == second { return true }
        return lock.withLock { entries[Int(first)].equivalenceID == entries[Int(second)].equivalenceID }
    }

    /// The number of names interned, the empty name included.
    var count: Int { lock.withLock { entries.count } }
}
