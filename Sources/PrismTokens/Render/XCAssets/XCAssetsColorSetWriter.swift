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
    static func text(_ entries: [XCAssetsContext.Entry], scratch out: inout [UInt8]) -> String {
        out.removeAll(keepingCapacity: true)
        out.append(contentsOf: "{\n  \"colors\" : [\n".utf8)
        for (index, entry) in entries.enumerated() {
            out.append(contentsOf: "    {\n".utf8)
            if !entry.appearances.isEmpty {
                out.append(contentsOf: "      \"appearances\" : [\n".utf8)
                for (position, item) in entry.appearances.enumerated() {
                    out.append(contentsOf: "        {\n          \"appearance\" : \"".utf8)
                    out.append(contentsOf: item.appearance.utf8)
                    out.append(contentsOf: "\",\n          \"value\" : \"".utf8)
                    out.append(contentsOf: item.value.utf8)
                    out.append(
                        contentsOf: (position == entry.appearances.count - 1
                            ? "\"\n        }\n" : "\"\n        },\n").utf8)
                }
                out.append(contentsOf: "      ],\n".utf8)
            }
            out.append(contentsOf: "      \"color\" : {\n        \"color-space\" : \"".utf8)
            out.append(contentsOf: entry.colorSpace.utf8)
            out.append(contentsOf: "\",\n        \"components\" : {\n          \"alpha\" : \"".utf8)
            out.append(contentsOf: entry.alpha.utf8)
            out.append(contentsOf: "\",\n          \"blue\" : \"".utf8)
            out.append(contentsOf: entry.blue.utf8)
            out.append(contentsOf: "\",\n          \"green\" : \"".utf8)
            out.append(contentsOf: entry.green.utf8)
            out.append(contentsOf: "\",\n          \"red\" : \"".utf8)
            out.append(contentsOf: entry.red.utf8)
            out.append(contentsOf: "\"\n        }\n      },\n      \"idiom\" : \"universal\"\n".utf8)
            out.append(contentsOf: (index == entries.count - 1 ? "    }\n" : "    },\n").utf8)
        }
        out.append(
            contentsOf: "  ],\n  \"info\" : {\n    \"author\" : \"prism-tokens\",\n    \"version\" : 1\n  }\n}\n".utf8)
        return String(decoding: out, as: UTF8.self)
    }

    /// The path of a color set's `Contents.json` in the catalog, written through `scratch`
    /// (emptied first) as ``text(_:scratch:)`` is.
    static func path(ofSetNamed name: String, scratch out: inout [UInt8]) -> String {
        out.removeAll(keepingCapacity: true)
        out.append(contentsOf: XCAssetsEmitter.catalog.utf8)
        out.append(UInt8(ascii: "/"))
        out.append(contentsOf: name.utf8)
        out.append(contentsOf: ".colorset/Contents.json".utf8)
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
