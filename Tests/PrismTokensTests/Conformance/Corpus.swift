import Foundation
import Testing

@testable import PrismTokens

/// The real-world token corpus vendored in `Tests/Fixtures/corpus` (token and resolver files of
/// each source with its license and `SOURCE.md`; `Scripts/vendor-fixtures.sh` refreshes it). Each
/// file is loaded once, through `TokenSetResolution.resolve` with a disk provider rooted at the
/// file's folder, and its outcome kept.
enum Corpus {
    /// What loading one corpus file gave.
    struct Outcome: Sendable {
        /// The path relative to the corpus folder, e.g. `dtcg-spec-examples/examples/format-groups-01.jsonc`.
        var path: String
        /// The fatal diagnostic, when the file could not be loaded at all.
        var fatal: Diagnostic?
        /// The input error, if resolving threw one (it never should without inputs).
        var otherError: String?
        /// Every diagnostic of the resolution.
        var diagnostics: [Diagnostic] = []
        var tokens = 0
        var themes = 0

        var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
        var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }

        /// The distinct rules of the errors (the fatal one included), sorted: what the expectation tables list.
        var errorRules: [String] {
            Array(Set(errors.map(\.rule) + [fatal?.rule].compactMap { $0 })).sorted()
        }

        /// Whether the file resolved without an error.
        var isClean: Bool { fatal == nil && otherError == nil && errors.isEmpty }

        /// The table cell: `OK`, `3 errors, first reference.unresolved`, `fatal format.root`.
        var summary: String {
            if let fatal { return "fatal \(fatal.rule)" }
            if let otherError { return "threw \(otherError)" }
            let errors = self.errors
            guard let first = errors.first else { return "OK" }
            return "\(errors.count) error\(errors.count == 1 ? "" : "s"), first \(first.rule)"
        }

        /// The first error in compiler format, for failure messages.
        var firstError: String { (fatal ?? errors.first)?.compilerFormatted ?? otherError ?? "" }
    }

    /// The corpus folder (`Tests/Fixtures/corpus`, vendored), or `nil` if it has gone missing.
    static let folder: URL? = {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: TestPaths.corpus.path, isDirectory: &isDirectory)
        return exists && isDirectory.boolValue ? TestPaths.corpus : nil
    }()

    /// The corpus folder; records a failure (this is not a skip) when it is missing.
    static func requireFolder(sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> URL {
        try #require(
            folder,
            "the vendored corpus \(TestPaths.corpus.path) is missing; restore it with git or Scripts/vendor-fixtures.sh",
            sourceLocation: sourceLocation)
    }

    /// The same source's folder in the shared corpus, for what is not vendored (other tools'
    /// `expected/` outputs): `nil` when the shared folder is not beside the repository.
    static func sharedFolder(_ source: String) -> URL? { TestPaths.shared("corpus/" + source) }

    /// Every `.json`, `.jsonc` and `.json5` file of the corpus, relative and sorted.
    static let files: [String] = {
        guard let folder,
            let enumerator = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else { return [] }
        let base = folder.standardizedFileURL.path + "/"
        var result: [String] = []
        for case let url as URL in enumerator where ["json", "jsonc", "json5"].contains(url.pathExtension.lowercased())
        {
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(base) else { continue }
            let relative = String(path.dropFirst(base.count))
            if !VendoredCorpusTests.isVendoredOutput(relative) { result.append(relative) }
        }
        return result.sorted()
    }()

    /// The outcome of every corpus file, by relative path: computed once, on first use.
    static let outcomes: [String: Outcome] = {
        guard let folder else { return [:] }
        var result: [String: Outcome] = [:]
        for path in files { result[path] = load(path, in: folder) }
        return result
    }()

    /// The outcome of one file; records a failure when the file is not in the corpus.
    static func outcome(_ path: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Outcome {
        _ = try requireFolder(sourceLocation: sourceLocation)
        return try #require(outcomes[path], "\(path) is not in the corpus", sourceLocation: sourceLocation)
    }

    /// Loads and resolves one file in every permutation.
    static func load(_ path: String, in folder: URL) -> Outcome {
        let url = folder.appendingPathComponent(path)
        let provider = DiskSourceFileProvider(baseDirectory: url.deletingLastPathComponent().path)
        var outcome = Outcome(path: path)
        do {
            let resolution = try TokenSetResolution.resolve(file: url.lastPathComponent, provider: provider)
            outcome.diagnostics = resolution.diagnostics.all
            outcome.tokens = resolution.tokenCount
            outcome.themes = resolution.themes.count
        } catch let error as FatalDiagnostic {
            outcome.fatal = error.diagnostic
        } catch let error as ThemeResolver.InputError {
            outcome.otherError = "InputError: \(error.message)"
        } catch {
            outcome.otherError = "\(error)"
        }
        return outcome
    }

    /// Every `.json` token file or resolver document of the corpus that resolves to at least one
    /// theme, with its resolution (relative path order).
    static func tokenResolutions(sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [(
        path: String, resolution: TokenSetResolution
    )] {
        let corpus = try requireFolder(sourceLocation: sourceLocation).path
        var result: [(path: String, resolution: TokenSetResolution)] = []
        for relative in files where relative.hasSuffix(".json") {
            let path = corpus + "/" + relative
            guard let text = try? String(contentsOfFile: path, encoding: .utf8),
                text.contains("\"resolutionOrder\"") || text.contains("\"$value\"")
            else { continue }
            let provider = DiskSourceFileProvider(baseDirectory: (path as NSString).deletingLastPathComponent)
            guard
                let resolution = try? TokenSetResolution.resolve(
                    file: (path as NSString).lastPathComponent, provider: provider),
                !resolution.themes.isEmpty
            else { continue }
            result.append((relative, resolution))
        }
        return result
    }

    /// The files under a folder of the corpus (a prefix of their relative paths).
    static func files(under prefix: String) -> [String] {
        files.filter { $0.hasPrefix(prefix.hasSuffix("/") ? prefix : prefix + "/") }
    }

    /// A Swift dictionary-literal line for an expectation table, printed when a table needs updating.
    static func tableLine(_ outcome: Outcome, relativeTo prefix: String) -> String {
        let name = outcome.path.hasPrefix(prefix) ? String(outcome.path.dropFirst(prefix.count)) : outcome.path
        return "\"\(name)\": [\(outcome.errorRules.map { "\"\($0)\"" }.joined(separator: ", "))],"
    }
}
