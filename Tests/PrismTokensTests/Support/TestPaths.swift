import Foundation
import Testing

/// Paths of the repository and of its test data, found from this file's location.
///
/// Data the tests read lives in the repository (`Tests/Fixtures`, including the vendored real-world
/// corpus), so a clone alone passes. Only text from elsewhere that may not be copied in — the
/// Mustache spec's test files, other tools' expected outputs — is read from the shared folder beside
/// the repository (`<repo>/../shared`); tests over it are skipped, with one printed line, when it is
/// missing. `PRISM_SHARED=DIR` points at another shared folder; a path that does not exist hides it,
/// which is how `Scripts/test.sh` proves a lone clone passes.
enum TestPaths {
    /// The repository root.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// Tests/Fixtures.
    static let fixtures = repository.appendingPathComponent("Tests/Fixtures")
    /// The vendored real-world token corpus: `Tests/Fixtures/corpus/<source>/…`.
    static let corpus = fixtures.appendingPathComponent("corpus", isDirectory: true)
    /// Where the shared folder is expected: `$PRISM_SHARED`, else `<repo>/../shared`. It may not exist.
    static let shared: URL = {
        if let path = ProcessInfo.processInfo.environment["PRISM_SHARED"], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        return repository.deletingLastPathComponent().appendingPathComponent("shared", isDirectory: true)
    }()

    /// A folder or file inside the shared folder, or `nil` when it is not there.
    /// - Parameter relativePath: the path inside the shared folder, e.g. `conformance/mustache-spec`.
    static func shared(_ relativePath: String) -> URL? {
        let url = shared.appendingPathComponent(relativePath)
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs a suite only when `relativePath` exists in the shared folder; otherwise Swift Testing
    /// prints one line naming the suite and saying what is missing and why it is not vendored.
    /// - Parameters:
    ///   - relativePath: the path inside the shared folder the suite reads.
    ///   - what: what the suite reads there and why it is not copied into the repository.
    static func requiresShared(_ relativePath: String, _ what: String) -> Self {
        .enabled(
            if: TestPaths.shared(relativePath) != nil,
            Comment(
                rawValue:
                    "needs \(TestPaths.shared.appendingPathComponent(relativePath).path) (\(what)); not found, so skipped"
            )
        )
    }
}
