import Foundation
import Testing

@testable import PrismTokens

/// Reads every file of the real-world corpus (vendored, plus the shared folder's other files when present): nothing may crash, and every `.json` file
/// that Foundation accepts must read to the same values.
///
/// Foundation's JSONSerialization on Linux is not correctly rounded (it reads
/// `0.9921568627450981` as 0.9921568627450978, 3 ulps low), so where a number differs from
/// Foundation's by a few ulps the test instead requires ours to equal the correctly rounded value
/// of the number's source text (the standard library's `Double(String)`, i.e. `strtod`).
@Suite struct JSONReaderCorpusTests {
    /// The vendored corpus, `Tests/Fixtures/corpus`.
    static let corpus: URL? = Corpus.folder

    /// Every regular file under a folder, sorted by path.
    static func files(in folder: URL? = corpus) -> [URL] {
        guard let folder,
            let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        else { return [] }
        var files: [URL] = []
        for case let url as URL in enumerator
        where (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
            files.append(url)
        }
        return files.sorted { $0.path < $1.path }
    }

    @Test func theCorpusIsFound() {
        #expect(Self.corpus != nil, "expected the vendored corpus at \(TestPaths.corpus.path)")
        #expect(Self.files().count > 330)
    }

    @Test func everyFileReadsOrFailsWithAPosition() throws {
        var read = 0
        // The shared corpus, when present, adds the files that are not vendored (CSS, Swift, Dart,
        // XML, Markdown): none of them may crash the reader either.
        let notVendored = Self.files(in: TestPaths.shared("corpus")).filter {
            !["json", "jsonc", "json5"].contains($0.pathExtension)
        }
        for url in Self.files() + notVendored {
            let bytes = try [UInt8](Data(contentsOf: url))
            do {
                _ = try JSONReader.read(bytes, file: url.lastPathComponent)
                read += 1
            } catch {
                let location = try #require(error.diagnostic.location)
                #expect(location.offset >= 0 && location.offset <= bytes.count, "\(url.path)")
                #expect(location.line >= 1 && location.column >= 1, "\(url.path)")
                #expect(["syntax", "encoding"].contains(error.diagnostic.rule))
                let ext = url.pathExtension
                #expect(
                    !["json", "jsonc", "json5"].contains(ext) || url.lastPathComponent.contains("invalid"),
                    "a token file failed: \(url.path): \(error.diagnostic.compilerFormatted)")
            }
        }
        #expect(read > 300)
    }

    @Test func jsonFilesMatchFoundation() throws {
        var compared = 0
        for url in Self.files() where url.pathExtension == "json" {
            let data = try Data(contentsOf: url)
            guard let expected = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else {
                continue
            }
            do {
                let root = try JSONReader.read([UInt8](data), file: url.lastPathComponent).root
                var mismatch: String?
                Self.compare(root, expected, path: "$", source: [UInt8](data), mismatch: &mismatch)
                #expect(mismatch == nil, "\(url.path): \(mismatch ?? "")")
                compared += 1
            } catch {
                Issue.record("Foundation reads \(url.path) but we do not: \(error.diagnostic.compilerFormatted)")
            }
        }
        #expect(compared > 300)
    }

    /// Records the first difference between our tree and Foundation's.
    static func compare(_ node: JSONNode, _ other: Any, path: String, source: [UInt8], mismatch: inout String?) {
        guard mismatch == nil else { return }
        switch node.value {
        case .null:
            if !(other is NSNull) { mismatch = "\(path): null vs \(other)" }
        case .bool(let b):
            guard let n = other as? NSNumber, String(cString: n.objCType) == "c", n.boolValue == b else {
                mismatch = "\(path): \(b) vs \(other)"
                return
            }
        case .number(let d):
            guard let n = other as? NSNumber, String(cString: n.objCType) != "c" else {
                mismatch = "\(path): \(d) vs \(other)"
                return
            }
            if n.doubleValue != d {
                let text = numberText(in: source, at: node.location.offset)
                let close = abs(n.doubleValue - d) <= 1e-14 * abs(d)
                if !close || Double(text) != d {
                    mismatch = "\(path): \(d) vs Foundation's \(n.doubleValue) for \(text)"
                }
            }
        case .string(let s):
            if (other as? String) != s { mismatch = "\(path): \(s) vs \(other)" }
        case .array(let elements):
            guard let others = other as? [Any], others.count == elements.count else {
                mismatch = "\(path): array of \(elements.count) vs \(other)"
                return
            }
            for (i, element) in elements.enumerated() {
                compare(element, others[i], path: "\(path)[\(i)]", source: source, mismatch: &mismatch)
            }
        case .object(let object):
            guard let others = other as? [String: Any], others.count == object.count else {
                mismatch = "\(path): object of \(object.count) vs \(other)"
                return
            }
            for member in object.members {
                guard let value = others[member.key] else {
                    mismatch = "\(path): key \(member.key) missing in Foundation's"
                    return
                }
                compare(member.value, value, path: "\(path).\(member.key)", source: source, mismatch: &mismatch)
            }
        }
    }

    /// The text of the number starting at a byte offset.
    static func numberText(in source: [UInt8], at offset: Int) -> String {
        var end = offset
        while end < source.count, "+-0123456789.eE".utf8.contains(source[end]) { end += 1 }
        return String(decoding: source[offset..<end], as: UTF8.self)
    }
}
