extension SwiftEnumContext {
    /// Writes a case's documentation comment, each line after `indent`: the lines of
    /// ``caseDocLines(_:themes:)``, written straight into `out` for the usual token — no
    /// description, deprecation or wide-gamut source color, a path that is plain comment text, and
    /// at most the note of what it aliases, with plain names — instead of building its path, lines
    /// and notes as strings first (they were a few allocations per case, for every token).
    func writeCaseDoc(
        _ member: SwiftTokenEnumMember, themes: [SwiftThemeContextInput], indent: String, into out: inout TextOutput
    ) {
        guard let segments = Self.plainDocPath(of: member),
            let aliases = Self.plainAliasNote(of: member, themes: themes)
        else {
            for line in caseDocLines(member, themes: themes) { out.append(indent, line, "\n") }
            return
        }
        out.append(indent, "/// ")
        Self.writePath(segments, into: &out)
        out.append(UInt8(ascii: "\n"))
        guard !aliases.isEmpty else { return }
        out.append(indent, "///\n", indent, "/// Alias of ")
        for (index, alias) in aliases.enumerated() {
            if index > 0 { out.append(", ") }
            Self.writePath(alias.target.segments, into: &out)
            if let theme = alias.theme { out.append(" in ", theme) }
        }
        out.append(".\n")
    }

    /// A path's segments joined by `.`.
    private static func writePath(_ segments: [String], into out: inout TextOutput) {
        for (index, segment) in segments.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ".")) }
            out.append(segment)
        }
    }

    /// The path segments of a case whose comment is its path and at most an alias note, written as
    /// is: `nil` when the comment says more (a description, a deprecation, a source color outside
    /// sRGB) or the path needs escaping or trimming.
    private static func plainDocPath(of member: SwiftTokenEnumMember) -> [String]? {
        let token = member.token.primary
        guard token.description == nil, token.deprecation == nil else { return nil }
        if member.token.isInvariant, case .color(let color) = token.value, color.colorSpace != "srgb" { return nil }
        let segments = token.path.segments
        // Each segment plain on its own is the whole path plain: a `.` never makes `*/` or `/*`.
        guard !segments.isEmpty, segments.allSatisfy(SwiftEscaping.isPlainCommentText),
            let last = segments.last?.utf8.last, last != UInt8(ascii: " ")
        else { return nil }
        return segments
    }

    /// What a case's alias note names (see ``caseDocLines(_:themes:)``): one target when every
    /// theme aliases the same token, else each theme's target with the theme's name; empty when
    /// it aliases nothing; `nil` when a name needs escaping. Plain names stay plain in the note:
    /// the `.`, ` in ` and `, ` between them never make `*/` or `/*`, and it ends in `.`.
    private static func plainAliasNote(of member: SwiftTokenEnumMember, themes: [SwiftThemeContextInput])
        -> [(target: TokenPath, theme: String?)]?
    {
        let token = member.token
        if token.isInvariant || token.perTheme.allSatisfy({ $0.aliasOf == nil }) {
            guard let target = token.primary.aliasOf, token.isInvariant else { return [] }
            return target.segments.allSatisfy(SwiftEscaping.isPlainCommentText) ? [(target, nil)] : nil
        }
        let aliases = themes.map { token.perTheme[$0.index].aliasOf }
        let notes: [(target: TokenPath, theme: String?)]
        if let first = aliases.first, let target = first, aliases.allSatisfy({ $0 == first }) {
            notes = [(target, nil)]
        } else {
            notes = zip(themes, aliases).compactMap { theme, alias in alias.map { ($0, theme.resolved.name) } }
        }
        let isPlain = notes.allSatisfy { note in
            note.target.segments.allSatisfy(SwiftEscaping.isPlainCommentText)
                && (note.theme.map(SwiftEscaping.isPlainCommentText) ?? true)
        }
        return isPlain ? notes : nil
    }
}
