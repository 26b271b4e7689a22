extension SwiftEnumContext {
    /// Writes a case's documentation comment, each line after `indent`: the lines of
    /// ``caseDocLines(_:themes:)``, written straight into `out` for the usual token — no
    /// description, alias, deprecation or wide-gamut source color, and a path that is plain comment
    /// text — instead of building its path, lines and notes as strings first (they were a few
    /// allocations per case, for every token).
    func writeCaseDoc(
        _ member: SwiftTokenEnumMember, themes: [SwiftThemeContextInput], indent: String, into out: inout TextOutput
    ) {
        guard let segments = Self.plainDocPath(of: member) else {
            for line in caseDocLines(member, themes: themes) { out.append(indent, line, "\n") }
            return
        }
        out.append(indent, "/// ")
        for (index, segment) in segments.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ".")) }
            out.append(segment)
        }
        out.append(UInt8(ascii: "\n"))
    }

    /// The path segments of a case whose comment is its path alone, written as is: `nil` when the
    /// comment says more (a description, an alias in some theme, a deprecation, a source color
    /// outside sRGB) or the path needs escaping or trimming.
    private static func plainDocPath(of member: SwiftTokenEnumMember) -> [String]? {
        let token = member.token.primary
        guard token.description == nil, token.deprecation == nil,
            member.token.perTheme.allSatisfy({ $0.aliasOf == nil })
        else { return nil }
        if member.token.isInvariant, case .color(let color) = token.value, color.colorSpace != "srgb" { return nil }
        let segments = token.path.segments
        // Each segment plain on its own is the whole path plain: a `.` never makes `*/` or `/*`.
        guard !segments.isEmpty, segments.allSatisfy(SwiftEscaping.isPlainCommentText),
            let last = segments.last?.utf8.last, last != UInt8(ascii: " ")
        else { return nil }
        return segments
    }
}
