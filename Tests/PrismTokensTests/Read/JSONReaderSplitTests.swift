import Foundation
import PrismTestSupport
import Testing

@testable import PrismTokens

/// A document read with a helper thread reading the containers after a split offset gives the
/// tree, every location, the extensions used and the error of reading it alone, wherever the
/// split falls — inside a string, a comment, a line break, after a byte order mark — and the
/// helper's reading is really taken.
@Suite struct JSONReaderSplitTests {
    /// Everything a read gives: each node's kind, value and `line:column@offset`, each key's
    /// location, the extensions with their locations; or the error's message and location.
    static func outcome(_ bytes: [UInt8], splitOffset: Int?) -> (text: String, handedOver: Int) {
        do {
            let (result, handedOver) = try JSONReader.read(
                bytes, file: "t.json", splitOffset: splitOffset, waitsForHelper: true)
            var text = ""
            dump(result.root, into: &text)
            for (feature, location) in result.extensionsUsed { text += "ext \(feature.rawValue) \(place(location))\n" }
            text += "keys \(result.keysSeen.rawValue) refs \(result.refKeyCount.map(String.init) ?? "-")\n"
            return (text, handedOver)
        } catch {
            let diagnostic = error.diagnostic
            return ("error \(diagnostic.message) \(diagnostic.location.map(place) ?? "-")", 0)
        }
    }

    static func place(_ location: PrismTokens.SourceLocation) -> String {
        "\(location.line):\(location.column)@\(location.offset)"
    }

    static func dump(_ node: JSONNode, into text: inout String, indent: String = "") {
        text += indent + place(node.location) + " "
        switch node.value {
        case .null: text += "null\n"
        case .bool(let value): text += "\(value)\n"
        case .number(let value): text += "\(value.bitPattern)\n"
        case .string(let value):
            text += "s" + value.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: ",") + "\n"
        case .array(let elements):
            text += "[\n"
            for element in elements { dump(element, into: &text, indent: indent + " ") }
        case .object(let object):
            text += "{\n"
            for member in object.members {
                text +=
                    indent + " key "
                    + member.key.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: ",")
                    + " " + place(member.keyLocation) + "\n"
                dump(member.value, into: &text, indent: indent + "  ")
            }
        }
    }

    /// Random JSON5 with everything the helper's skim must step over: comments with brackets
    /// and quotes, strings of both quotes with escaped quotes and line continuations, CR, LF and
    /// CRLF line breaks, multi-byte characters, trailing commas, unquoted keys.
    static func randomDocument(_ generator: inout SplitMix64, depth: Int = 0) -> String {
        let breaks = ["\n", "\r\n", "\r", " "]
        func trivia() -> String {
            switch Int.random(in: 0..<8, using: &generator) {
            case 0: "// a } ] \" ' comment\n"
            case 1: "/* { [ \n ' \" */ "
            case 2: breaks.randomElement(using: &generator) ?? " "
            default: " "
            }
        }
        func string() -> String {
            let quote = Bool.random(using: &generator) ? "\"" : "'"
            let pieces = [
                "a", "{", "]", "é", "😀", "\\\(quote)", "\\\n", "\\\r\n", "\\\r", "\\\\", "/*", "//", "\\u007B",
            ]
            let body = (0..<Int.random(in: 0..<5, using: &generator)).map { _ in
                pieces.randomElement(using: &generator) ?? "a"
            }
            return quote + body.joined() + quote
        }
        let scalar = ["1", "-2.5e3", "true", "null", "0x1F", ".5", "+7", "Infinity"]
        guard depth < 5, Int.random(in: 0..<3, using: &generator) > 0 || depth == 0 else {
            return Bool.random(using: &generator) ? string() : (scalar.randomElement(using: &generator) ?? "1")
        }
        let count = Int.random(in: 0..<5, using: &generator)
        let comma = Bool.random(using: &generator) && count > 0 ? "," : ""
        if Bool.random(using: &generator) {
            let elements = (0..<count).map { _ in trivia() + randomDocument(&generator, depth: depth + 1) + trivia() }
            return "[" + elements.joined(separator: ",") + comma + "]"
        }
        let members = (0..<count).map { index in
            var key = Bool.random(using: &generator) ? "k\(index)" : "\"k\(index){\""
            // Now and then a key the reader reports (``JSONReader/KeysSeen``, the `$ref` count),
            // once per object.
            if index == 2, Bool.random(using: &generator) { key = "mode" }
            if index == 3 { key = ["\"$extends\"", "\"$ref\"", "$ref"].randomElement(using: &generator) ?? key }
            return trivia() + key + trivia() + ":" + randomDocument(&generator, depth: depth + 1) + trivia()
        }
        return "{" + members.joined(separator: ",") + comma + "}"
    }

    /// Every split offset of random documents, with and without a byte order mark, and with a
    /// mistake appended or inserted (an error the split read must report the same).
    @Test(arguments: 1...40 as ClosedRange<UInt64>)
    func everySplitReadsRandomDocumentsAlike(_ seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        var text = Self.randomDocument(&generator)
        switch seed % 4 {
        case 0: text = "\u{FEFF}" + text
        case 1:
            text.insert(
                "@", at: text.index(text.startIndex, offsetBy: Int.random(in: 0..<text.count, using: &generator)))
        default: break
        }
        let bytes = Array(text.utf8)
        let alone = Self.outcome(bytes, splitOffset: nil).text
        var handedOver = 0
        for split in 0...bytes.count {
            let (result, taken) = Self.outcome(bytes, splitOffset: split)
            #expect(result == alone, "seed \(seed), split at \(split)")
            if result != alone { return }
            handedOver += taken
        }
        // A document that reads has containers after some split that the helper read.
        #expect(handedOver > 0 || alone.hasPrefix("error"))
    }

    /// The random documents hold the keys the reader reports, some several `$ref`s, so the split
    /// reads above compare them too.
    @Test func randomDocumentsHoldTheReportedKeys() {
        var seen: JSONReader.KeysSeen = []
        var severalRefs = 0
        for seed in 1...40 as ClosedRange<UInt64> {
            var generator = SplitMix64(seed: seed)
            guard let result = try? JSONReader.read(Array(Self.randomDocument(&generator).utf8), file: "t.json")
            else { continue }
            seen.formUnion(result.keysSeen)
            if (result.refKeyCount ?? 0) > 1 { severalRefs += 1 }
        }
        #expect(seen == .all)
        #expect(severalRefs > 0)
    }

    /// Nesting at and past the reader's limit fails at the same bracket wherever the split falls:
    /// the helper counts the containers open around the ones it reads.
    @Test(arguments: [JSONReader.maximumDepth - 1, JSONReader.maximumDepth, JSONReader.maximumDepth + 1])
    func theDepthLimitHoldsAcrossTheSplit(_ depth: Int) {
        let bytes = Array((String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)).utf8)
        let alone = Self.outcome(bytes, splitOffset: nil).text
        #expect(alone.hasPrefix("error") == (depth > JSONReader.maximumDepth))
        for split in stride(from: 0, through: bytes.count, by: 7) {
            #expect(Self.outcome(bytes, splitOffset: split).text == alone, "split at \(split)")
        }
    }

    /// The vendored token files (the repository's own `tokens.json` among them) read alike split
    /// at seven places, and most of each file's containers after the split are the helper's.
    @Test func tokenFilesReadAlikeAndTheHelperReadsTheSecondHalf() throws {
        let files = [TestPaths.repository.appendingPathComponent("tokens.json")] + JSONReaderCorpusTests.files()
        #expect(files.count > 5)
        var handedOver = 0
        for file in files where file.pathExtension == "json" {
            let bytes = [UInt8](try Data(contentsOf: file))
            let alone = Self.outcome(bytes, splitOffset: nil).text
            for part in 1...7 {
                let (split, taken) = Self.outcome(bytes, splitOffset: bytes.count * part / 8)
                #expect(split == alone, "\(file.lastPathComponent) split at \(part)/8")
                handedOver += taken
            }
        }
        #expect(handedOver > 0)
    }
}
