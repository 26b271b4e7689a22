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

    /// A color set's `Contents.json`.
    static func text(_ entries: [XCAssetsContext.Entry]) -> String {
        var scratch: [UInt8] = []
        return text(entries, scratch: &scratch)
    }

    /// A color set's `Contents.json`, its bytes written into `scratch` (emptied first; its room
    /// is kept for the next set) and made a string at once: appended to a string piece by piece,
    /// the 52,000 sets of `bundle` 100k × 4 spent more time growing strings than choosing bytes.
    /// The fixed pieces are appended from their static bytes (a literal's UTF-8 view is copied
    /// through the string's general path).
    static func text(_ entries: [XCAssetsContext.Entry], scratch out: inout [UInt8]) -> String {
        out.removeAll(keepingCapacity: true)
        appendPiece("{\n  \"colors\" : [\n", to: &out)
        for (index, entry) in entries.enumerated() {
            appendPiece("    {\n", to: &out)
            if !entry.appearances.isEmpty {
                appendPiece("      \"appearances\" : [\n", to: &out)
                for (position, item) in entry.appearances.enumerated() {
                    appendPiece("        {\n          \"appearance\" : \"", to: &out)
                    appendText(item.appearance, to: &out)
                    appendPiece("\",\n          \"value\" : \"", to: &out)
                    appendText(item.value, to: &out)
                    appendPiece(
                        position == entry.appearances.count - 1 ? "\"\n        }\n" : "\"\n        },\n", to: &out)
                }
                appendPiece("      ],\n", to: &out)
            }
            appendPiece("      \"color\" : {\n        \"color-space\" : \"", to: &out)
            appendText(entry.colorSpace, to: &out)
            appendPiece("\",\n        \"components\" : {\n          \"alpha\" : \"", to: &out)
            appendText(entry.alpha, to: &out)
            appendPiece("\",\n          \"blue\" : \"", to: &out)
            appendText(entry.blue, to: &out)
            appendPiece("\",\n          \"green\" : \"", to: &out)
            appendText(entry.green, to: &out)
            appendPiece("\",\n          \"red\" : \"", to: &out)
            appendText(entry.red, to: &out)
            appendPiece("\"\n        }\n      },\n      \"idiom\" : \"universal\"\n", to: &out)
            appendPiece(index == entries.count - 1 ? "    }\n" : "    },\n", to: &out)
        }
        appendPiece("  ],\n  \"info\" : {\n    \"author\" : \"prism-tokens\",\n    \"version\" : 1\n  }\n}\n", to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends a literal's bytes.
    private static func appendPiece(_ piece: StaticString, to out: inout [UInt8]) {
        out.append(contentsOf: UnsafeBufferPointer(start: piece.utf8Start, count: piece.utf8CodeUnitCount))
    }

    /// Appends a string's UTF-8 bytes through one contiguous access (components, spaces and
    /// appearance names are short strings held in place).
    private static func appendText(_ text: String, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { out.append(contentsOf: $0) }
    }

    /// The path of a color set's `Contents.json` in the catalog, written through `scratch`
    /// (emptied first) as ``text(_:scratch:)`` is.
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
        // Written in slices on whichever cores are free (each slice's sets through one scratch
        // buffer), joined in order.
        let slices = ParallelWork.map(ParallelWork.slices(of: sets, size: 1_024)) { slice in
            var scratch: [UInt8] = []
            scratch.reserveCapacity(4_096)
            return slice.map { set in
                GeneratedFile(
                    path: path(ofSetNamed: set.name, scratch: &scratch),
                    contents: text(set.entries, scratch: &scratch))
            }
        }
        var files = [GeneratedFile(path: XCAssetsEmitter.outputs[0].path, contents: catalogText)]
        files.reserveCapacity(sets.count + 1)
        for slice in slices { files += slice }
        return files
    }
}
