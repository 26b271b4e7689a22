import Foundation
import Testing

@testable import PrismTokens

/// Every file of the vendored corpus (`Tests/Fixtures/corpus`) loads through `TokenSetResolution.resolve` without a crash or a
/// hang; the outcome of each is printed as a table (file × OK / N errors, first rule).
@Suite(.timeLimit(.minutes(5))) struct CorpusConformanceTests {
    /// The corpus folders; a new folder must be added here (and get its own expectations).
    static let folders = [
        "adobe-spectrum", "dtcg-spec-examples", "fluentui-token-pipeline", "material-tokens",
        "style-dictionary", "terrazzo-dtcg-examples", "terrazzo-fixtures", "tokens-studio-sd-transforms",
    ]

    /// Corpus files that are JSON but not token documents at all (their root is an array), so loading
    /// them ends with a fatal `format.root`. Everything else must at least be read and resolved.
    static let notTokenDocuments: Set<String> = [
        "adobe-spectrum/manifest.json",
        "dtcg-spec-examples/examples-manifest.json",
    ]

    /// Older-format sources: errors are allowed (and listed in the table), crashes and unreadable files are not.
    static let olderFormatFolders = [
        "style-dictionary", "material-tokens", "adobe-spectrum", "tokens-studio-sd-transforms",
        "fluentui-token-pipeline",
    ]

    @Test func everyFileLoadsWithoutACrashOrHang() throws {
        let folder = try Corpus.requireFolder()
        let outcomes = Corpus.files.compactMap { Corpus.outcomes[$0] }
        #expect(outcomes.count == Corpus.files.count)
        #expect(outcomes.count > 300, "the corpus at \(folder.path) looks incomplete: \(outcomes.count) files")
        print(Self.table(outcomes))
        for outcome in outcomes {
            #expect(outcome.otherError == nil, "\(outcome.path): \(outcome.otherError ?? "")")
            if let fatal = outcome.fatal {
                #expect(
                    fatal.rule == "format.root" && Self.notTokenDocuments.contains(outcome.path),
                    "\(outcome.path) could not be loaded: \(fatal.compilerFormatted)")
            } else {
                #expect(outcome.themes >= 1, "\(outcome.path)")
            }
            // Every diagnostic names a known rule and points into a real file.
            for d in outcome.diagnostics {
                #expect(RuleCatalog.rule(d.rule) != nil, "\(outcome.path): unknown rule \(d.rule)")
                if let location = d.location {
                    #expect(location.line >= 1 && location.column >= 1, "\(d.compilerFormatted)")
                }
            }
        }
        for path in Self.notTokenDocuments { #expect(Corpus.outcomes[path]?.fatal?.rule == "format.root", "\(path)") }
    }

    @Test func theCorpusHasTheExpectedFolders() throws {
        let folder = try Corpus.requireFolder()
        let found = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { name in
            var isDirectory: ObjCBool = false
            return !name.hasPrefix(".")
                && FileManager.default.fileExists(
                    atPath: folder.appendingPathComponent(name).path, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }
        #expect(Set(found) == Set(Self.folders))
        for name in Self.folders { #expect(!Corpus.files(under: name).isEmpty, "\(name) has no JSON files") }
    }

    @Test(arguments: olderFormatFolders)
    func olderFormatSourcesLoad(folder: String) throws {
        _ = try Corpus.requireFolder()
        let paths = Corpus.files(under: folder)
        #expect(!paths.isEmpty)
        var clean = 0
        var failing = 0
        for path in paths where !Self.notTokenDocuments.contains(path) {
            let outcome = try Corpus.outcome(path)
            #expect(outcome.fatal == nil && outcome.otherError == nil, "\(path): \(outcome.firstError)")
            if outcome.isClean { clean += 1 } else { failing += 1 }
        }
        print(
            "\(folder): \(clean + failing) token files load: \(clean) without errors, \(failing) with errors (listed in the corpus table)"
        )
    }

    /// The printed table: one row per file, then a summary per folder.
    static func table(_ outcomes: [Corpus.Outcome]) -> String {
        let width = min(100, outcomes.map(\.path.count).max() ?? 10)
        var text = "\n" + "FILE".padding(toLength: width + 2, withPad: " ", startingAt: 0) + "RESULT\n"
        for outcome in outcomes {
            let name = outcome.path.count > width ? "…" + outcome.path.suffix(width - 1) : outcome.path
            var row = name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + outcome.summary
            if outcome.fatal == nil {
                row +=
                    "  (\(outcome.tokens) tokens, \(outcome.themes) theme\(outcome.themes == 1 ? "" : "s"), \(outcome.warnings.count) warnings)"
            }
            text += row + "\n"
        }
        text += "\nFOLDER                         FILES  OK  ERRORS  FATAL\n"
        for folder in folders {
            let rows = outcomes.filter { $0.path.hasPrefix(folder + "/") }
            let ok = rows.filter(\.isClean).count
            let fatal = rows.filter { $0.fatal != nil }.count
            text +=
                folder.padding(toLength: 31, withPad: " ", startingAt: 0)
                + String(rows.count).leftPad(5) + String(ok).leftPad(4) + String(rows.count - ok - fatal).leftPad(8)
                + String(fatal).leftPad(7) + "\n"
        }
        let ok = outcomes.filter(\.isClean).count
        text +=
            "all".padding(toLength: 31, withPad: " ", startingAt: 0) + String(outcomes.count).leftPad(5)
            + String(ok).leftPad(4)
            + String(outcomes.count - ok - outcomes.filter { $0.fatal != nil }.count).leftPad(8)
            + String(outcomes.filter { $0.fatal != nil }.count).leftPad(7) + "\n"
        return text
    }
}

extension String {
    /// The string right-aligned in `width` columns.
    func leftPad(_ width: Int) -> String {
        count >= width ? " " + self : String(repeating: " ", count: width - count) + self
    }
}
