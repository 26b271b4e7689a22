/// Reads YAML token files (Tokens Studio and many teams keep their tokens in YAML) into the same
/// ``JSONNode`` tree the JSON reader makes, with a `file:line:column` position for every key and
/// value, so every later diagnostic points into the `.yaml` file.
///
/// Supported: block mappings and sequences (including `- key: value` items), flow collections
/// (`[a, b]`, `{a: 1}`) over several lines, plain, single- and double-quoted scalars (with
/// escapes and line folding), literal `|` and folded `>` block scalars with chomping and
/// indentation indicators, comments, one `---` document (`...` may end it), and anchors `&a` with
/// aliases `*a`. Plain scalars follow the YAML 1.2 core schema: `null`/`~`/empty, `true`/`false`,
/// integers (decimal, `0x`, `0o`), floats (`.inf`, `.nan`); everything else is a string, so
/// `yes` and `no` stay strings. Unsupported, each a located error that says what to write
/// instead: tags (`!!str`), complex keys (`? `), merge keys (`<<`), several documents per file,
/// tabs in indentation and duplicate keys. No input makes it crash: nesting deeper than
/// ``maximumDepth`` is an error. See <doc:WatchAndSources>.
public enum YAMLReader {
    /// The deepest nesting of collections accepted.
    public static let maximumDepth = 100

    /// Reads a UTF-8 YAML document.
    /// - Parameters:
    ///   - bytes: the file's bytes.
    ///   - file: the path to put in every ``SourceLocation``.
    /// - Returns: the tree (YAML uses no JSON5 syntax, so `extensionsUsed` is empty).
    /// - Throws: ``FatalDiagnostic`` with rule `syntax` (or `encoding`) and the position of the problem.
    public static func read(_ bytes: [UInt8], file: String) throws(FatalDiagnostic) -> JSONReader.Result {
        var parser = YAMLParser(bytes: bytes, file: file)
        try parser.checkEncoding()
        let root = try parser.parseDocument()
        return JSONReader.Result(root: root, extensionsUsed: [])
    }

    /// Whether a file is YAML by its name (`.yaml`, `.yml`).
    public static func isYAMLFileName(_ path: String) -> Bool {
        let lower = path.lowercased()
        return lower.hasSuffix(".yaml") || lower.hasSuffix(".yml")
    }

    /// Whether content that is not named as YAML is YAML: its first line that is not blank or a
    /// `#` comment (which JSON never has) is `---`, `%YAML`, a `- ` item or a `key:` line.
    public static func looksLikeYAML(_ bytes: [UInt8]) -> Bool {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var sawComment = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                index += 1
            } else if byte == UInt8(ascii: "#") {
                sawComment = true
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            } else {
                break
            }
        }
        guard index < bytes.count else { return sawComment }
        var lineEnd = index
        while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
        let line = Array(bytes[index..<lineEnd])
        if line.starts(with: Array("---".utf8)) || line.starts(with: Array("%YAML".utf8)) { return true }
        if line.starts(with: Array("- ".utf8)) || line == Array("-".utf8) { return true }
        if line.first == UInt8(ascii: "{") || line.first == UInt8(ascii: "[") { return sawComment }
        if line.first == UInt8(ascii: "/") { return false }  // a JSONC/JSON5 comment
        // A `key:` followed by a space or the end of the line, the key plain or quoted.
        for (offset, byte) in line.enumerated() where byte == UInt8(ascii: ":") {
            let next = offset + 1 < line.count ? line[offset + 1] : 0x20
            if next == 0x20 || next == 0x0D || next == 0x09 { return offset > 0 }
        }
        return sawComment
    }
}

/// Reads a token file of any supported format: YAML by name (`.yaml`, `.yml`) or by content,
/// JSON, JSONC and JSON5 otherwise: the one entry point the file providers use.
public enum TokenFileReader {
    /// Reads a file's bytes.
    /// - Parameters:
    ///   - bytes: the file's bytes.
    ///   - file: its path, which also decides the format.
    /// - Returns: the tree and the JSON5 syntax it used.
    /// - Throws: ``FatalDiagnostic`` with the position of the problem.
    public static func read(_ bytes: [UInt8], file: String) throws(FatalDiagnostic) -> JSONReader.Result {
        if YAMLReader.isYAMLFileName(file) || YAMLReader.looksLikeYAML(bytes) {
            return try YAMLReader.read(bytes, file: file)
        }
        return try JSONReader.read(bytes, file: file)
    }
}
