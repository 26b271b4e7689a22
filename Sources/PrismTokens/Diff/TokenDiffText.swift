/// Release notes and JSON for a ``TokenDiff``.
public enum TokenDiffText {
    /// Markdown release notes, grouped by kind, ending with the suggested version bump.
    public static func releaseNotes(_ diff: TokenDiff) -> String {
        guard !diff.changes.isEmpty else { return "No token changes.\n\nSuggested version bump: none\n" }
        var sections: [(String, [String])] = [
            ("Breaking changes", []), ("New", []), ("Deprecated", []), ("Changed values", []),
        ]
        for change in diff.changes {
            switch change {
            case .themeRemoved(let name): sections[0].1.append("- Removed theme `\(name)`")
            case .removed(let path, let type): sections[0].1.append("- Removed `\(path)` (\(type.rawValue))")
            case .renamed(let from, let to, _): sections[0].1.append("- Renamed `\(from)` → `\(to)`")
            case .typeChanged(let path, let old, let new):
                sections[0].1.append("- `\(path)` changed type from \(old.rawValue) to \(new.rawValue)")
            case .themeAdded(let name): sections[1].1.append("- Added theme `\(name)`")
            case .added(let path, let type): sections[1].1.append("- Added `\(path)` (\(type.rawValue))")
            case .deprecated(let path, let message):
                sections[2].1.append("- Deprecated `\(path)`" + (message.isEmpty ? "" : ": \(message)"))
            case .valueChanged(let path, let themes):
                // Themes with the same old → new change share one entry: "16px → 20px (light, dark)".
                var groups: [(change: String, themes: [String])] = []
                for change in themes {
                    let text = "\(TokenValueText.summary(change.old)) → \(TokenValueText.summary(change.new))"
                    if let index = groups.firstIndex(where: { $0.change == text }) {
                        groups[index].themes.append(change.theme)
                    } else {
                        groups.append((text, [change.theme]))
                    }
                }
                let parts = groups.map { "\($0.change) (\($0.themes.joined(separator: ", ")))" }
                sections[3].1.append("- `\(path)`: " + parts.joined(separator: "; "))
            }
        }
        var text = ""
        for (title, lines) in sections where !lines.isEmpty {
            text += "## \(title)\n\n" + lines.joined(separator: "\n") + "\n\n"
        }
        return text + "Suggested version bump: \(diff.semver.rawValue)\n"
    }

    /// `{"changes":[{"kind","path",…}],"semver":"major|minor|patch|none"}`.
    public static func json(_ diff: TokenDiff) -> JSONText {
        .object([
            ("changes", .array(diff.changes.map(json))),
            ("semver", .string(diff.semver.rawValue)),
        ])
    }

    private static func json(_ change: TokenDiff.Change) -> JSONText {
        var members: [(String, JSONText)] = [("kind", .string(change.kind))]
        switch change {
        case .added(let path, let type), .removed(let path, let type):
            members += [("path", .string(path.description)), ("type", .string(type.rawValue))]
        case .renamed(let from, let to, let type):
            members += [
                ("path", .string(to.description)), ("from", .string(from.description)),
                ("type", .string(type.rawValue)),
            ]
        case .typeChanged(let path, let old, let new):
            members += [
                ("path", .string(path.description)), ("oldType", .string(old.rawValue)),
                ("newType", .string(new.rawValue)),
            ]
        case .valueChanged(let path, let themes):
            members += [
                ("path", .string(path.description)),
                (
                    "themes",
                    .array(
                        themes.map { change in
                            .object([
                                ("theme", .string(change.theme)), ("old", .string(TokenValueText.summary(change.old))),
                                ("new", .string(TokenValueText.summary(change.new))),
                            ])
                        })
                ),
            ]
        case .deprecated(let path, let message):
            members += [("path", .string(path.description)), ("message", .string(message))]
        case .themeAdded(let name), .themeRemoved(let name):
            members += [("path", .null), ("theme", .string(name))]
        }
        return .object(members)
    }
}
