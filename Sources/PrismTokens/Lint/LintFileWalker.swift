#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Finds the files `prism-tokens lint` reads: the thin disk layer of the Lint stage.
///
/// Named files are linted whatever their extension's language (an unknown extension is a
/// problem); folders are walked recursively in sorted order for `.swift`, `.css` and `.scss`
/// files, skipping `.build`, `Generated`, hidden folders (`.git`, `.swiftpm`), `node_modules`,
/// `DerivedData`, `Pods`, and the output folders given (the `generate --out` folder). Symbolic
/// links to folders are not followed (no cycles).
public enum LintFileWalker {
    /// The folder names never walked into.
    public static let skippedFolderNames: Set<String> = [".build", "Generated", "node_modules", "DerivedData", "Pods"]

    /// The result of a walk.
    public struct Walk: Sendable {
        /// The files, as paths joined to what the user wrote (`Sources/App/View.swift`), in order.
        public var files: [String] = []
        /// Paths that do not exist or are not lintable, with the reason (exit status 2).
        public var problems: [String] = []
    }

    /// Lists the files to lint.
    /// - Parameters:
    ///   - paths: the files and folders named on the command line (relative to `baseDirectory` or absolute).
    ///   - baseDirectory: the working directory.
    ///   - skipping: more folders to skip (paths as the user wrote them, e.g. `Generated/Swift`).
    public static func walk(_ paths: [String], baseDirectory: String, skipping: [String] = []) -> Walk {
        var walk = Walk()
        let skipped = Set(skipping.map { normalized(absolute($0, base: baseDirectory)) })
        var seen: Set<String> = []
        for path in paths {
            let full = absolute(path, base: baseDirectory)
            guard FileManager.default.fileExists(atPath: full) else {
                walk.problems.append("cannot read '\(path)': no such file or folder; check the path")
                continue
            }
            if isFolder(full) {
                collect(folder: full, shown: trimmed(path), skipped: skipped, into: &walk, seen: &seen)
            } else if LintLanguage(fileName: path) == nil {
                walk.problems.append(
                    "'\(path)' is not a Swift, CSS or SCSS file; lint reads .swift, .css and .scss files")
            } else if seen.insert(normalized(full)).inserted {
                walk.files.append(trimmed(path))
            }
        }
        return walk
    }

    private static func collect(
        folder: String, shown: String, skipped: Set<String>, into walk: inout Walk, seen: inout Set<String>
    ) {
        guard !skipped.contains(normalized(folder)),
            let files = DirectoryListing.files(
                in: folder,
                entering: { name, path in
                    !name.hasPrefix(".") && !skippedFolderNames.contains(name) && !skipped.contains(normalized(path))
                },
                including: { LintLanguage(fileName: $0) != nil })
        else { return }
        for file in files where seen.insert(normalized(folder + "/" + file)).inserted {
            walk.files.append(shown.isEmpty || shown == "." ? file : shown + "/" + file)
        }
    }

    /// Whether a path (following symbolic links) is a folder that can be listed.
    private static func isFolder(_ path: String) -> Bool {
        (try? FileManager.default.contentsOfDirectory(atPath: path)) != nil
    }

    private static func absolute(_ path: String, base: String) -> String {
        path.hasPrefix("/") ? path : (base.isEmpty ? path : base + "/" + path)
    }

    /// The path with `.` segments, repeated and trailing slashes removed (no symlink resolution).
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            parts.append(part)
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    /// A path as printed: a leading `./` and trailing `/` removed.
    private static func trimmed(_ path: String) -> String {
        var text = Substring(path)
        while text.hasPrefix("./"), text.count > 2 { text = text.dropFirst(2) }
        while text.hasSuffix("/"), text.count > 1 { text = text.dropLast() }
        return String(text)
    }
}
