/// The `manifest.json` of a platform bundle: what it is, what it was made from, and the SHA-256
/// of every file in it.
///
/// ```json
/// {
///   "manifestVersion": 1,
///   "name": "@prism/tokens",
///   "version": "1.2.0",
///   "platform": "web",
///   "generator": { "name": "prism-tokens", "version": "0.1.0" },
///   "source": {
///     "sha256": "…",
///     "files": [{ "path": "tokens.json", "sha256": "…", "bytes": 81234 }]
///   },
///   "themes": [{ "name": "light", "inputs": { "theme": "light" }, "default": true }],
///   "tokenCount": 234,
///   "files": [{ "path": "index.js", "sha256": "…", "bytes": 40210 }]
/// }
/// ```
///
/// `source.sha256` is the SHA-256 of the `sha256sum`-style listing of the source files
/// (`<sha256>  <path>\n` per file, sorted by path), so it changes when any source file does
/// and a one-file source can be checked from its folder with `sha256sum tokens.json | sha256sum`.
/// `files` lists every file of the bundle but the manifest itself, sorted by path (byte order),
/// with paths relative to the bundle folder. Nothing in it depends on the time or the machine.
public enum BundleManifest {
    /// The file name of the manifest in every bundle folder.
    public static let fileName = "manifest.json"
    /// The version of this manifest format.
    public static let formatVersion = 1

    /// The digest of a set of source files: SHA-256 of their `sha256sum` listing, sorted by path.
    public static func sourceDigest(_ sources: [BundleSourceFile]) -> String {
        let listing = sources.sorted { ExactSpelling.precedes($0.path, $1.path) }
            .map { "\($0.sha256)  \($0.path)\n" }
            .joined()
        return SHA256.hexDigest(of: listing)
    }

    /// The manifest of one platform bundle.
    /// - Parameters:
    ///   - platform: the bundle's platform.
    ///   - files: the bundle's files (without the manifest), paths relative to its folder.
    ///   - digests: the lowercase hex SHA-256 of each file's contents, in the order of `files`
    ///     (see `BundleFileDigests`).
    ///   - input: the bundle input (name, version, sources, themes).
    ///   - themes: the themes with their default.
    /// - Returns: the manifest file.
    static func manifest(
        for platform: BundlePlatform, files: [GeneratedFile], digests: [String], input: BundleInput,
        themes: BundleThemes
    ) -> GeneratedFile {
        let entries = fileEntries(files, digests: digests)
        // The `files` list, the manifest's last member, is written directly (the apple bundle's
        // has 52,000 entries): its place in the text is the empty list's `[]`.
        var text = Array(manifestJSON(for: platform, files: [], input: input, themes: themes).serialized().utf8)
        if entries.isEmpty {
            return GeneratedFile(path: fileName, contents: String(decoding: text, as: UTF8.self) + "\n")
        }
        guard text.suffix(4).elementsEqual("[]\n}".utf8) else {
            let whole = manifestJSON(for: platform, files: entries, input: input, themes: themes)
            return GeneratedFile(path: fileName, contents: whole.serialized() + "\n")
        }
        text.removeLast(4)
        text.append(UInt8(ascii: "["))
        // The entries in slices on free cores (the apple bundle's 52,000 took 60 ms on one core
        // at the end of the run), kept as the slices' bytes (no copy into one buffer or a string).
        let slices = ParallelWork.map(
            Array(ParallelWork.slices(of: entries, size: entriesPerSlice).enumerated())
        ) { slice in
            var out: [UInt8] = []
            writeEntries(slice.element, first: slice.offset == 0, into: &out)
            return out
        }
        return GeneratedFile(path: fileName, body: FileBody(parts: [text] + slices + [Array("\n  ]\n}\n".utf8)]))
    }

    /// How many entries of a `files` list are written together.
    static let entriesPerSlice = 4096

    /// One entry of a manifest's `files` list.
    struct FileEntry: Sendable {
        var path: String
        var sha256: String
        var bytes: Int
    }

    /// The entries of `files`, sorted by path (byte order).
    static func fileEntries(_ files: [GeneratedFile], digests: [String]) -> [FileEntry] {
        zip(files, digests).map { FileEntry(path: $0.path, sha256: $1, bytes: $0.body.byteCount) }
            .sorted { ExactSpelling.precedes($0.path, $1.path) }
    }

    /// The entries of a `files` list as ``JSONText`` writes the manifest's last member (indent 2,
    /// level 1), between its `[` and `]`; `first` when the slice starts the list (no comma before it).
    static func writeEntries(_ entries: ArraySlice<FileEntry>, first: Bool, into out: inout [UInt8]) {
        // Each entry: its path and digest quoted, its size and about 60 bytes of keys and layout.
        out.reserveCapacity(out.count + entries.reduce(0) { $0 + $1.path.utf8.count + $1.sha256.utf8.count + 80 })
        for (index, entry) in zip(entries.indices, entries) {
            let opens =
                first && index == entries.startIndex ? "\n    {\n      \"path\": " : ",\n    {\n      \"path\": "
            out.appendUTF8(opens)
            JSONText.writeQuoted(entry.path, into: &out)
            out.appendUTF8(",\n      \"sha256\": ")
            JSONText.writeQuoted(entry.sha256, into: &out)
            out.appendUTF8(",\n      \"bytes\": ")
            // What `JSONText.format` writes for a whole number.
            out.appendUTF8(String(entry.bytes))
            out.appendUTF8("\n    }")
        }
    }

    /// The manifest as a ``JSONText`` tree with `files` as its `files` list: what
    /// ``manifest(for:files:digests:input:themes:)`` writes (its list written directly; the tests
    /// compare both).
    static func manifestJSON(
        for platform: BundlePlatform, files: [FileEntry], input: BundleInput, themes: BundleThemes
    ) -> JSONText {
        let entries = files.map { entry -> JSONText in
            .object([
                ("path", .string(entry.path)), ("sha256", .string(entry.sha256)),
                ("bytes", .number(Double(entry.bytes))),
            ])
        }
        let sources = input.sources.map { source -> JSONText in
            .object([
                ("path", .string(source.path)), ("sha256", .string(source.sha256)),
                ("bytes", .number(Double(source.byteCount))),
            ])
        }
        let themeEntries = themes.all.enumerated().map { index, theme -> JSONText in
            var members: [(String, JSONText)] = [
                ("name", .string(theme.name)),
                ("inputs", .object(theme.resolved.inputs.map { ($0.modifier, .string($0.context)) })),
            ]
            if index == themes.defaultIndex { members.append(("default", .bool(true))) }
            return .object(members)
        }
        let manifest = JSONText.object([
            ("manifestVersion", .number(Double(formatVersion))),
            ("name", .string(input.name.text)),
            ("version", .string(input.version.description)),
            ("platform", .string(platform.rawValue)),
            ("generator", .object([("name", .string("prism-tokens")), ("version", .string(input.toolVersion))])),
            ("source", .object([("sha256", .string(sourceDigest(input.sources))), ("files", .array(sources))])),
            ("themes", .array(themeEntries)),
            ("tokenCount", .number(Double(themes.tokenCount))),
            ("files", .array(entries)),
        ])
        return manifest
    }
}
