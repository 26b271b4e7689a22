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
        var out = "{\n  \"colors\" : [\n"
        out.reserveCapacity(400 * entries.count + 100)
        for (index, entry) in entries.enumerated() {
            out += "    {\n"
            if !entry.appearances.isEmpty {
                out += "      \"appearances\" : [\n"
                for (position, item) in entry.appearances.enumerated() {
                    out += "        {\n          \"appearance\" : \""
                    out += item.appearance
                    out += "\",\n          \"value\" : \""
                    out += item.value
                    out += position == entry.appearances.count - 1 ? "\"\n        }\n" : "\"\n        },\n"
                }
                out += "      ],\n"
            }
            out += "      \"color\" : {\n        \"color-space\" : \""
            out += entry.colorSpace
            out += "\",\n        \"components\" : {\n          \"alpha\" : \""
            out += entry.alpha
            out += "\",\n          \"blue\" : \""
            out += entry.blue
            out += "\",\n          \"green\" : \""
            out += entry.green
            out += "\",\n          \"red\" : \""
            out += entry.red
            out += "\"\n        }\n      },\n      \"idiom\" : \"universal\"\n"
            out += index == entries.count - 1 ? "    }\n" : "    },\n"
        }
        out += "  ],\n  \"info\" : {\n    \"author\" : \"prism-tokens\",\n    \"version\" : 1\n  }\n}\n"
        return out
    }

    /// The catalog's files: its `Contents.json` (the built-in template's text, which reads
    /// nothing from the context) and one `Contents.json` per color set.
    static func files(_ sets: [XCAssetsContext.ColorSet], catalogText: String) -> [GeneratedFile] {
        // Written in slices on whichever cores are free, joined in order.
        let written = ParallelWork.map(sets, slicedBy: 1_024) { set in
            GeneratedFile(
                path: "\(XCAssetsEmitter.catalog)/\(set.name).colorset/Contents.json", contents: text(set.entries))
        }
        return [GeneratedFile(path: XCAssetsEmitter.outputs[0].path, contents: catalogText)] + written
    }
}
