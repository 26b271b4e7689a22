/// What one successful generation produced, with what it was made from: one file in a
/// ``GenerationCache`` folder.
public struct GenerationCacheEntry: Sendable, Equatable {
    /// Everything the run read, as it was when read.
    public var inputs: [InputFingerprint]
    /// The files the run rendered.
    public var files: [GeneratedFile]
    /// What the run printed to standard error (warnings, notes), replayed on a hit.
    public var messages: String

    /// Creates an entry.
    public init(inputs: [InputFingerprint], files: [GeneratedFile], messages: String) {
        self.inputs = inputs
        self.files = files
        self.messages = messages
    }

    /// The first line of every entry file: the format and its version.
    static let magic = "prism-tokens-cache 1\n"

    /// The entry as bytes: the magic line, then length-prefixed fields (`<count>\n<bytes>`), so
    /// any byte may appear in paths and contents.
    func encoded() -> [UInt8] {
        var out = Array(Self.magic.utf8)
        func length(_ count: Int) {
            out += Array(String(count).utf8)
            out.append(UInt8(ascii: "\n"))
        }
        func field(_ text: String) {
            length(text.utf8.count)
            out += text.utf8
        }
        // A file's body part by part: the Swift and CSS files are chunks, not one string.
        func field(_ body: FileBody) {
            length(body.byteCount)
            body.append(to: &out)
        }
        field(String(inputs.count))
        for input in inputs {
            switch input {
            case .file(let path, let digest):
                field(digest == nil ? "missing" : "file")
                field(path)
                field(digest ?? "")
            case .listing(let path, let files):
                field(files == nil ? "no-folder" : "folder")
                field(path)
                field(String(files?.count ?? 0))
                for file in files ?? [] { field(file) }
            }
        }
        field(messages)
        field(String(files.count))
        for file in files {
            field(file.path)
            field(file.body)
        }
        return out
    }

    /// Reads an entry written by ``encoded()``; `nil` for anything else (another version, a
    /// truncated or damaged file), which the cache treats as a miss.
    init?(decoding bytes: [UInt8]) {
        var reader = FieldReader(bytes: bytes)
        guard reader.expect(Self.magic), let inputCount = reader.count() else { return nil }
        var inputs: [InputFingerprint] = []
        for _ in 0..<inputCount {
            guard let kind = reader.field(), let path = reader.field() else { return nil }
            switch kind {
            case "file":
                guard let digest = reader.field() else { return nil }
                inputs.append(.file(path: path, digest: digest))
            case "missing":
                guard reader.field() != nil else { return nil }
                inputs.append(.file(path: path, digest: nil))
            case "folder", "no-folder":
                guard let count = reader.count() else { return nil }
                var files: [String] = []
                for _ in 0..<count {
                    guard let file = reader.field() else { return nil }
                    files.append(file)
                }
                inputs.append(.listing(path: path, files: kind == "folder" ? files : nil))
            default: return nil
            }
        }
        guard let messages = reader.field(), let fileCount = reader.count() else { return nil }
        var files: [GeneratedFile] = []
        files.reserveCapacity(fileCount)
        for _ in 0..<fileCount {
            guard let path = reader.field(), let contents = reader.field() else { return nil }
            files.append(GeneratedFile(path: path, contents: contents))
        }
        guard reader.isAtEnd else { return nil }
        self.init(inputs: inputs, files: files, messages: messages)
    }
}

/// Reads the length-prefixed fields of an encoded entry.
private struct FieldReader {
    let bytes: [UInt8]
    var offset = 0

    var isAtEnd: Bool { offset == bytes.count }

    /// Consumes `text` if the bytes continue with it.
    mutating func expect(_ text: String) -> Bool {
        let expected = Array(text.utf8)
        guard bytes.count - offset >= expected.count, Array(bytes[offset..<offset + expected.count]) == expected
        else { return false }
        offset += expected.count
        return true
    }

    /// The next field as text; `nil` when the bytes end early or are not UTF-8.
    mutating func field() -> String? {
        var length = 0
        var digits = 0
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") {
            let byte = bytes[offset]
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 12 else { return nil }
            length = length * 10 + Int(byte - UInt8(ascii: "0"))
            digits += 1
            offset += 1
        }
        guard digits > 0, offset < bytes.count, bytes.count - offset - 1 >= length else { return nil }
        offset += 1
        let text = String(validating: bytes[offset..<offset + length], as: UTF8.self)
        offset += length
        return text
    }

    /// The next field as a count.
    mutating func count() -> Int? {
        guard let text = field(), let value = Int(text), value >= 0 else { return nil }
        return value
    }
}
