/// One theme of a Tokens Studio `$themes.json`: a name, an optional group, and the status of each token set.
struct StudioTheme {
    /// How a theme uses a token set.
    enum SetStatus: String { case enabled, source, disabled }

    var name: String
    var group: String?
    /// Set name → status, in the order written.
    var sets: [(name: String, status: SetStatus, location: SourceLocation)]
    /// The whole theme object as written (ids, Figma style and variable references), carried in `$extensions`.
    var node: JSONNode
    var location: SourceLocation

    /// Reads the themes of a `$themes` array, reporting malformed entries.
    static func parse(_ node: JSONNode, diagnostics: inout DiagnosticBag) -> [StudioTheme] {
        guard let items = node.array else {
            diagnostics.append(
                Diagnostic(
                    .error, rule: "studio.themes",
                    "$themes must be an array of themes {\"name\", \"group\", \"selectedTokenSets\"}", at: node.location
                ))
            return []
        }
        var themes: [StudioTheme] = []
        for item in items {
            guard let object = item.object, let name = object["name"]?.string, !name.isEmpty else {
                diagnostics.append(
                    Diagnostic(
                        .error, rule: "studio.themes", "a theme needs a non-empty \"name\"; add one", at: item.location)
                )
                continue
            }
            var sets: [(name: String, status: SetStatus, location: SourceLocation)] = []
            if let selected = object["selectedTokenSets"] {
                if let members = selected.object?.members {
                    for member in members {
                        guard let text = member.value.string, let status = SetStatus(rawValue: text) else {
                            diagnostics.append(
                                Diagnostic(
                                    .error, rule: "studio.themes",
                                    "the status of set '\(member.key)' in theme '\(name)' must be \"enabled\", \"source\" or \"disabled\"",
                                    at: member.value.location))
                            continue
                        }
                        sets.append((member.key, status, member.keyLocation))
                    }
                } else {
                    diagnostics.append(
                        Diagnostic(
                            .error, rule: "studio.themes",
                            "\"selectedTokenSets\" of theme '\(name)' must be an object of set name → \"enabled\"/\"source\"/\"disabled\"",
                            at: selected.location))
                }
            }
            let group = object["group"]?.string.flatMap { $0.isEmpty ? nil : $0 }
            themes.append(StudioTheme(name: name, group: group, sets: sets, node: item, location: item.location))
        }
        return themes
    }
}
