/// The platforms `prism-tokens bundle` packs, each into a folder of its name.
public enum BundlePlatform: String, Sendable, CaseIterable, Hashable {
    /// An npm package: CSS, an ES module of the resolved tokens, TypeScript types.
    case web
    /// A Swift package of the generated Swift.
    case apple
    /// Android resources and a Jetpack Compose Kotlin file.
    case android
    /// Terminal theme files, the shell palette scripts and the contrast table.
    case terminal
    /// The resolved tokens of every theme as DTCG JSON and as flat maps.
    case json

    /// The ``Platform`` outputs of ``TokenGenerator`` this bundle packs.
    public var generatorPlatforms: [Platform] {
        switch self {
        case .web: [.css]
        case .apple: [.swift, .xcassets]
        case .terminal: [.ansi]
        case .android, .json: []
        }
    }

    /// `file` with the bundle's folder before its path (`web/index.js`).
    func prefixing(_ file: GeneratedFile) -> GeneratedFile {
        // One string made at its length (`a + "/" + b` made the first half as a string of its
        // own, for each of the apple bundle's 52,000 asset-catalog files).
        var path = ""
        path.reserveCapacity(rawValue.utf8.count + 1 + file.path.utf8.count)
        path += rawValue
        path += "/"
        path += file.path
        return file.moved(to: path)
    }
}

/// One file the token source was read from: its path relative to the source's folder, and its digest.
public struct BundleSourceFile: Sendable, Hashable {
    /// The path as written in the manifest (relative to the root file's folder).
    public var path: String
    /// The SHA-256 of its bytes, lowercase hex.
    public var sha256: String
    /// Its size in bytes.
    public var byteCount: Int

    /// Describes a file from its bytes.
    public init(path: String, bytes: [UInt8]) {
        self.init(path: path, digest: SourceFileDigest(of: bytes))
    }

    /// Describes a file from its bytes' digest (``DiskSourceFileProvider/takeDigest(of:)``).
    public init(path: String, digest: SourceFileDigest) {
        self.path = path
        self.sha256 = digest.sha256
        self.byteCount = digest.byteCount
    }
}

/// Everything `TokenBundler` packs: the resolved, validated tokens, the generator's files and the
/// names and version to stamp on the bundles.
public struct BundleInput: Sendable {
    /// The resolution, configuration and options the generator ran with.
    public var emitter: EmitterInput
    /// The files ``TokenGenerator`` rendered for each of the ``BundlePlatform/generatorPlatforms``
    /// of the requested bundles (paths as the generator writes them: `CSS/…`, `Swift/…`, `ANSI/…`);
    /// ``TokenBundler/renderAndBundle(_:templates:platforms:diagnostics:observer:laterSources:packed:)`` fills in each
    /// bundle's own before packing it.
    public var generated: [Platform: [GeneratedFile]]
    /// The files the token source was read from, root file first.
    public var sources: [BundleSourceFile]
    /// The bundle's name.
    public var name: BundleName
    /// The bundle's version.
    public var version: SemanticVersion
    /// The version of prism-tokens.
    public var toolVersion: String
    /// The apple bundle's asset catalog as the xcassets render job made it ready: the files at
    /// their bundle paths, the same with the `apple/` folder, and their digests (`nil`: the apple
    /// packer takes them from ``generated`` and hashes them with the rest).
    var appleAssets: AppleBundlePacker.Assets?

    /// Creates an input.
    public init(
        emitter: EmitterInput, generated: [Platform: [GeneratedFile]], sources: [BundleSourceFile], name: BundleName,
        version: SemanticVersion, toolVersion: String
    ) {
        self.emitter = emitter
        self.generated = generated
        self.sources = sources
        self.name = name
        self.version = version
        self.toolVersion = toolVersion
    }

    /// The resolved themes.
    var themes: [ResolvedTheme] { emitter.resolution.themes }

    /// The files a generator platform rendered, with the leading `folder/` removed from their
    /// paths; files outside `folder` are left out.
    func generatedFiles(of platform: Platform, in folder: String) -> [GeneratedFile] {
        Self.files(generated[platform] ?? [], in: folder)
    }

    /// The files of `files` in `folder`, paths relative to it.
    static func files(_ files: [GeneratedFile], in folder: String) -> [GeneratedFile] {
        // The prefix built once, the paths compared and cut as bytes (the apple bundle takes
        // 52,000 asset-catalog files out of their folder: with the prefix built per path and the
        // cut counted in characters it took 20 ms).
        let prefix = Array((folder + "/").utf8)
        return files.compactMap { file in
            let utf8 = file.path.utf8
            guard utf8.starts(with: prefix) else { return nil }
            return file.moved(to: String(Substring(utf8.dropFirst(prefix.count))))
        }
    }

    /// The `DO NOT EDIT` line of generated bundle files (without comment syntax).
    var doNotEditNotice: String {
        "DO NOT EDIT. Generated by prism-tokens \(toolVersion) from \(emitter.sourceName) (\(name) \(version)). Change the tokens, then run `prism-tokens bundle`."
    }
}
