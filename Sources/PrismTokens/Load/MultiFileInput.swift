/// Several token files in one byte string: the fuzzer's input format (`Fuzz/PipelineFuzzer.swift`),
/// which the fuzz regression tests replay.
///
/// Files are separated by a line that is exactly `#FILE`. The first file is the token source
/// `fuzz/tokens.json`, the others `fuzz/a.json`, `fuzz/themes/b.json`, … in order, so resolver
/// `$ref`s to files, JSON Pointer fragments into them and loops between files can be expressed;
/// separators beyond the last path stay in the last file.
public enum MultiFileInput {
    /// The paths the files of an input get, in order.
    public static let paths = [
        "fuzz/tokens.json", "fuzz/a.json", "fuzz/themes/b.json", "fuzz/c.json", "fuzz/themes/d.json",
    ]

    /// The files of an input, by path.
    public static func files(_ bytes: [UInt8]) -> [String: [UInt8]] {
        let separator = Array("\n#FILE\n".utf8)
        var parts: [[UInt8]] = []
        var start = 0
        var index = 0
        while index + separator.count <= bytes.count, parts.count < paths.count - 1 {
            if bytes[index] == separator[0], Array(bytes[index..<(index + separator.count)]) == separator {
                parts.append(Array(bytes[start..<index]))
                index += separator.count
                start = index
            } else {
                index += 1
            }
        }
        parts.append(Array(bytes[start...]))
        var files: [String: [UInt8]] = [:]
        for (path, part) in zip(paths, parts) { files[path] = part }
        return files
    }
}
