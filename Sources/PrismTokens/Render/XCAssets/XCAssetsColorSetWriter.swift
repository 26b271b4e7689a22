/// Writes the Asset Catalog without its templates while they are the built-in ones: each color
/// set's `Contents.json` is the text `xcassets/colorset.json.mustache` renders for its entries.
///
/// `bundle` 100k × 4 writes 52,000 color sets; rendering each through a Mustache context (an
/// object per entry and appearance) cost as much as building the entries.
enum XCAssetsColorSetWriter {
    /// The templates the writer stands in for: the catalog's and the color set's `Contents.json`.
    static let templates = XCAssetsEmitter.outputs.map(\.template)

    /// Whether `set` renders the catalog with the built-in templates (then the writer gives the same text).
    static func writesSameText(as set: TemplateSet) -> Bool {
        templates.allSatisfy { set.sources[$0] == BuiltInTemplates.sources[$0] }
    }

    /// A color set's `Contents.json`, written straight into the string's storage: its length
    /// counted first, then each piece copied to its place (appended to an array piece by piece
    /// and made a string, the 52,000 sets of `bundle` 100k × 4 spent 40 ms growing, checking and
    /// copying arrays; appended to a string, more).
    static func text(_ entries: [XCAssetsContext.Entry]) -> String {
        entries.withUnsafeBufferPointer { entries in
            var counter = PieceCounter()
            writePieces(of: entries, into: &counter)
            return String(unsafeUninitializedCapacity: counter.count) { buffer in
                var out = PieceWriter(buffer: buffer)
                writePieces(of: entries, into: &out)
                return out.end
            }
        }
    }

    /// Hands the pieces of a color set's text to `sink`, in order: once to count them, once to
    /// write them.
    private static func writePieces(
        of entries: UnsafeBufferPointer<XCAssetsContext.Entry>, into sink: inout some PieceSink
    ) {
        sink.write(fileHead)
        for index in entries.indices {
            sink.write(entryHead)
            sink.write(appearancesBySlot[entries[index].slot.index])
            sink.write(colorHead)
            sink.write(entries[index].colorSpace)
            sink.write(alphaHead)
            sink.write(entries[index].alpha)
            sink.write(blueHead)
            sink.write(entries[index].blue)
            sink.write(greenHead)
            sink.write(entries[index].green)
            sink.write(redHead)
            sink.write(entries[index].red)
            sink.write(colorTail)
            sink.write(index == entries.count - 1 ? entryLastTail : entryTail)
        }
        sink.write(fileTail)
    }

    /// The `appearances` member of an entry of each slot (``XCAssetsContext/Slot/index``), as
    /// the template writes the slot's members: none for the universal slot.
    private static let appearancesBySlot: [StaticString] = [
        "",
        """
              "appearances" : [
                {
                  "appearance" : "luminosity",
                  "value" : "dark"
                }
              ],

        """,
        """
              "appearances" : [
                {
                  "appearance" : "contrast",
                  "value" : "high"
                }
              ],

        """,
        """
              "appearances" : [
                {
                  "appearance" : "luminosity",
                  "value" : "dark"
                },
                {
                  "appearance" : "contrast",
                  "value" : "high"
                }
              ],

        """,
    ]

    // The fixed pieces of a color set's `Contents.json`, in the order they are written.
    private static let fileHead: StaticString = "{\n  \"colors\" : [\n"
    private static let entryHead: StaticString = "    {\n"
    private static let colorHead: StaticString = "      \"color\" : {\n        \"color-space\" : \""
    private static let alphaHead: StaticString = "\",\n        \"components\" : {\n          \"alpha\" : \""
    private static let blueHead: StaticString = "\",\n          \"blue\" : \""
    private static let greenHead: StaticString = "\",\n          \"green\" : \""
    private static let redHead: StaticString = "\",\n          \"red\" : \""
    private static let colorTail: StaticString = "\"\n        }\n      },\n      \"idiom\" : \"universal\"\n"
    private static let entryTail: StaticString = "    },\n"
    private static let entryLastTail: StaticString = "    }\n"
    private static let fileTail: StaticString =
        "  ],\n  \"info\" : {\n    \"author\" : \"prism-tokens\",\n    \"version\" : 1\n  }\n}\n"

    /// Where ``writePieces(of:into:)`` hands a color set's pieces.
    private protocol PieceSink {
        /// Takes a literal's bytes.
        mutating func write(_ piece: StaticString)
        /// Takes a string's UTF-8 bytes.
        mutating func write(_ text: String)
    }

    /// Counts the pieces' bytes.
    private struct PieceCounter: PieceSink {
        /// The bytes so far.
        var count = 0

        mutating func write(_ piece: StaticString) { count += piece.utf8CodeUnitCount }
        mutating func write(_ text: String) { count += text.utf8.count }
    }

    /// Copies pieces one after another into a buffer sized for them all.
    private struct PieceWriter: PieceSink {
        let buffer: UnsafeMutableBufferPointer<UInt8>
        /// Where the next piece goes.
        var end = 0

        /// Copies a literal's bytes.
        mutating func write(_ piece: StaticString) {
            copy(UnsafeBufferPointer(start: piece.utf8Start, count: piece.utf8CodeUnitCount))
        }

        /// Copies a string's UTF-8 bytes (components, spaces and appearance names: short
        /// strings held in place).
        mutating func write(_ text: String) {
            var text = text
            text.withUTF8 { copy($0) }
        }

        private mutating func copy(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard let source = bytes.baseAddress, let target = buffer.baseAddress else { return }
            precondition(end + bytes.count <= buffer.count, "XCAssetsColorSetWriter: the text was counted short")
            (target + end).update(from: source, count: bytes.count)
            end += bytes.count
        }
    }

    /// The path of a color set's `Contents.json` in the catalog, written through `scratch`
    /// (emptied first; its room is kept for the next set).
    static func path(ofSetNamed name: String, scratch out: inout [UInt8]) -> String {
        out.removeAll(keepingCapacity: true)
        out.appendUTF8(XCAssetsEmitter.catalog)
        out.append(UInt8(ascii: "/"))
        out.appendUTF8(name)
        out.appendUTF8(".colorset/Contents.json")
        return String(decoding: out, as: UTF8.self)
    }

    /// The catalog's files: its `Contents.json` (the built-in template's text, which reads
    /// nothing from the context) and one `Contents.json` per color set.
    static func files(_ sets: [XCAssetsContext.ColorSet], catalogText: String) -> [GeneratedFile] {
        // Written in slices on whichever cores are free (each slice's paths through one scratch
        // buffer), joined in order.
        let slices = ParallelWork.map(ParallelWork.slices(of: sets, size: 1_024)) { slice in
            var scratch: [UInt8] = []
            scratch.reserveCapacity(256)
            // Read in place (each set copied out was its name and entries retained and released).
            return slice.withUnsafeBufferPointer { sets in
                sets.indices.map { index in
                    GeneratedFile(
                        path: path(ofSetNamed: sets[index].name, scratch: &scratch),
                        contents: text(sets[index].entries))
                }
            }
        }
        var files = [GeneratedFile(path: XCAssetsEmitter.outputs[0].path, contents: catalogText)]
        files.reserveCapacity(sets.count + 1)
        for slice in slices { files += slice }
        return files
    }
}
