import Foundation
import Testing

/// The vendored corpus holds data only, each source with its license and origin, and — when the
/// shared corpus is beside the repository — it is an exact copy of the shared token files.
@Suite struct VendoredCorpusTests {
    /// The token-file extensions that are vendored.
    static let tokenExtensions: Set<String> = ["json", "jsonc", "json5"]
    /// The one folder of another tool's outputs that is vendored (MIT, like its tokens): the CSS
    /// the browser suite measures our Tokens Studio CSS against (Tests/Browser/studio_css_test.py).
    static let vendoredOutputs = "tokens-studio-sd-transforms/expected/"

    /// Whether a path relative to the corpus is in ``vendoredOutputs``.
    static func isVendoredOutput(_ path: String) -> Bool { path.hasPrefix(vendoredOutputs) }

    /// Paths relative to `folder` of every regular file under it, sorted.
    static func relativeFiles(in folder: URL) -> [String] {
        let base = folder.standardizedFileURL.path + "/"
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        var paths: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            var isDirectory: ObjCBool = false
            let path = url.standardizedFileURL.path
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                path.hasPrefix(base)
            {
                paths.append(String(path.dropFirst(base.count)))
            }
        }
        return paths.sorted()
    }

    @Test func everySourceHasItsLicenseAndOriginAndOnlyData() throws {
        let folder = try Corpus.requireFolder()
        for source in CorpusConformanceTests.folders {
            let files = Self.relativeFiles(in: folder.appendingPathComponent(source)).filter {
                !Self.isVendoredOutput(source + "/" + $0)
            }
            #expect(files.contains("SOURCE.md"), "\(source) has no SOURCE.md")
            #expect(files.contains { $0.hasPrefix("LICENSE") }, "\(source) has no LICENSE")
            let other = files.filter {
                $0 != "SOURCE.md" && !$0.hasPrefix("LICENSE")
                    && !Self.tokenExtensions.contains(($0 as NSString).pathExtension)
            }
            #expect(other.isEmpty, "\(source) holds files that are not token data: \(other)")
            let outputs = files.filter { $0.contains("expected/") || $0.contains("schemas/") }
            #expect(outputs.isEmpty, "\(source) holds other tools' outputs or schemas: \(outputs)")
        }
    }

    @Test(.requiresShared("corpus", "the source of the vendored copy"))
    func theVendoredCopyMatchesTheSharedCorpus() throws {
        let vendored = try Corpus.requireFolder()
        let shared = try #require(TestPaths.shared("corpus"))
        let expected = Self.relativeFiles(in: shared).filter { path in
            Self.tokenExtensions.contains((path as NSString).pathExtension)
                && !path.contains("/expected/") && !path.contains("/schemas/") && !path.hasSuffix(".schema.json")
        }
        let present = Self.relativeFiles(in: vendored).filter {
            Self.tokenExtensions.contains(($0 as NSString).pathExtension) && !Self.isVendoredOutput($0)
        }
        #expect(
            present == expected,
            "run Scripts/vendor-fixtures.sh: only vendored \(Set(present).subtracting(expected).sorted()), only shared \(Set(expected).subtracting(present).sorted())"
        )
        for path in expected where present.contains(path) {
            let same = FileManager.default.contentsEqual(
                atPath: vendored.appendingPathComponent(path).path, andPath: shared.appendingPathComponent(path).path)
            #expect(same, "\(path) differs from the shared corpus; run Scripts/vendor-fixtures.sh")
        }
    }

    @Test func theVendoredExpectedCSSIsCSSAndItsManifestOnly() throws {
        let folder = try Corpus.requireFolder().appendingPathComponent(Self.vendoredOutputs)
        let files = Self.relativeFiles(in: folder)
        #expect(files.contains("manifest.json"))
        #expect(files.filter { $0.hasSuffix(".css") }.count >= 20)
        #expect(files.allSatisfy { $0 == "manifest.json" || $0.hasSuffix(".css") }, "\(files)")
    }

    @Test(.requiresShared("corpus/tokens-studio-sd-transforms/expected", "the source of the vendored expected CSS"))
    func theVendoredExpectedCSSMatchesTheSharedCorpus() throws {
        let vendored = try Corpus.requireFolder().appendingPathComponent(Self.vendoredOutputs)
        let shared = try #require(TestPaths.shared("corpus/" + Self.vendoredOutputs))
        let expected = Self.relativeFiles(in: shared).filter { $0 == "manifest.json" || $0.hasSuffix(".css") }
        #expect(Self.relativeFiles(in: vendored) == expected, "run Scripts/vendor-fixtures.sh")
        for path in expected {
            let same = FileManager.default.contentsEqual(
                atPath: vendored.appendingPathComponent(path).path, andPath: shared.appendingPathComponent(path).path)
            #expect(same, "\(path) differs from the shared corpus; run Scripts/vendor-fixtures.sh")
        }
    }
}
