/// The render context of one token enum: its cases with documentation and value expressions, and
/// for a themed enum the values each theme stores.
struct SwiftEnumContext {
    /// The planned enum.
    let plan: SwiftTokenEnum
    /// The value expression of each case: a literal or reference for a theme-independent token, or
    /// for a themed enum what the theme's method returns.
    let caseValues: [String]
    /// The cases whose value each theme stores (themed enums only), by index into `plan.members`.
    let storedMembers: [Int]
    /// For each theme (in `themes` order), the expressions of the stored members.
    let storedValues: [[String]]
    /// The prefix of the generated value types (`PrismColor`, `AcmeColor`…).
    let typePrefix: String
    /// For a theme-independent enum, each case's row of the value table (``SwiftValueTables``),
    /// `nil` for a case whose value is written as an expression; empty when nothing is tabled.
    let tableRows: [[String]?]

    /// The name of the `PrismTheme` property holding this enum's stored values, e.g. `colorValues`.
    var storedProperty: SwiftIdentifier { Self.storedProperty(of: plan) }

    /// The `PrismTheme` property holding an enum's stored values: its theme accessor + `Values`.
    static func storedProperty(of plan: SwiftTokenEnum) -> SwiftIdentifier {
        SwiftIdentifier(name: plan.themeAccessor.name + "Values")
    }

    /// Works out the expressions of an enum.
    /// - Parameters:
    ///   - plan: the enum.
    ///   - themes: the named themes.
    ///   - expressions: writes values.
    init(plan: SwiftTokenEnum, themes: [SwiftThemeContextInput], expressions: SwiftValueExpressions) {
        self.plan = plan
        self.typePrefix = expressions.typePrefix
        var caseValues: [String] = []
        var storedMembers: [Int] = []
        var storedValues = Array(repeating: [String](), count: themes.count)
        var tableRows: [[String]?] = []
        for (index, member) in plan.members.enumerated() {
            guard plan.isThemed else {
                let theme = themes[0]
                if SwiftValueTables.stride(of: plan.type) != nil {
                    tableRows.append(SwiftValueTables.row(for: member.token.perTheme[theme.index]))
                }
                caseValues.append(
                    expressions.expression(for: member.token.perTheme[theme.index], in: theme, at: .invariantEnum))
                continue
            }
            var perTheme: [String] = []
            perTheme.reserveCapacity(themes.count)
            for (position, theme) in themes.enumerated() {
                let token = member.token.perTheme[theme.index]
                // A plain literal resolved exactly as in the previous theme is written the same.
                if position > 0, SwiftValueExpressions.isPlainLiteral(token),
                    member.token.perTheme[themes[position - 1].index].hasSameResolvedValue(as: token)
                {
                    perTheme.append(perTheme[position - 1])
                    continue
                }
                perTheme.append(expressions.expression(for: token, in: theme, at: .themeMethod))
            }
            if perTheme.dropFirst().allSatisfy({ $0 == perTheme[0] }) {
                caseValues.append(perTheme[0])
                continue
            }
            caseValues.append("\(SwiftEnumContext.storedProperty(of: plan).code).\(member.caseName.code)")
            storedMembers.append(index)
            for (position, theme) in themes.enumerated() {
                let token = member.token.perTheme[theme.index]
                // A plain literal reads the same wherever it is written: reuse the one just made.
                let stored =
                    SwiftValueExpressions.isPlainLiteral(token)
                    ? perTheme[position] : expressions.expression(for: token, in: theme, at: .themeTable)
                storedValues[position].append(stored)
            }
        }
        self.caseValues = caseValues
        self.tableRows = tableRows.contains { $0 != nil } ? tableRows : []
        self.storedMembers = storedMembers
        self.storedValues = storedValues
    }

    /// The enum as a Mustache object (see <doc:SwiftOutput> for every field).
    /// - Parameters:
    ///   - themes: the named themes.
    ///   - includesPath: whether cases carry `path` (custom templates only; see ``EmitterInput/templatesMayUse(_:)``).
    func value(themes: [SwiftThemeContextInput], includesPath: Bool = true) -> MustacheValue {
        let type = plan.type
        let cases = plan.members.enumerated().map { index, member in
            MustacheValue.object(
                caseObject(
                    member, ordinal: index, value: caseValues[index], isLast: index == plan.members.count - 1,
                    themes: themes, includesPath: includesPath))
        }
        let stored = storedMembers.enumerated().map { position, index in
            var object = caseObject(
                plan.members[index], ordinal: index, value: caseValues[index],
                isLast: position == storedMembers.count - 1, themes: themes, includesPath: includesPath)
            object["storedIndex"] = .string(String(position))
            return MustacheValue.object(object)
        }
        let group = plan.group.segments.isEmpty ? "root" : SwiftEscaping.commentText(plan.group.description)
        let exampleMember =
            plan.members.first { !SwiftNaming.keywords.contains($0.caseName.name) } ?? plan.members.first
        let example = exampleMember?.caseName.code ?? "someToken"
        let summary: String
        if plan.isThemed {
            summary =
                "The `\(group)` tokens: \(type.swiftPluralNoun), some of which differ between themes, so read them through a theme: `theme.\(plan.themeAccessor.code)(.\(example))`."
        } else {
            summary =
                "The `\(group)` tokens: \(type.swiftPluralNoun), the same in every theme: `\(plan.name.code).\(example).\(type.swiftAccessor)`."
        }
        let paths = SwiftValueTables.paths(plan.members.map { $0.token.primary.path.description })
        return .object([
            "name": .string(plan.name.code),
            "group": .string(group),
            "pathText": .string(paths.literal),
            "pathEnds": .list(paths.ends.map(MustacheValue.string)),
            "valueSwitchCases": .list(tableRows.isEmpty ? cases : zip(cases, tableRows).filter { $1 == nil }.map(\.0)),
            "hasValueSwitch": .bool(tableRows.isEmpty || tableRows.contains { $0 == nil }),
            "valueTable": valueTable(),
            "themeSwitchCases": .list(plan.isThemed ? themeSwitchCases(cases) : []),
            "hasThemeSwitch": .bool(plan.isThemed && storedMembers.count < plan.members.count),
            "themeSlots": .list(plan.isThemed ? themeSlots() : []),
            "examplePath": .string(exampleMember.map { SwiftEscaping.commentText($0.token.path.description) } ?? group),
            "type": .string(type.rawValue),
            "valueType": .string(type.swiftValueType(prefix: typePrefix)),
            "accessor": .string(type.swiftAccessor),
            "valueDescription": .string(type.swiftValueDescription),
            "themeAccessor": .string(plan.themeAccessor.code),
            "doc": .list(SwiftEscaping.docComment(summary).map(MustacheValue.string)),
            "isThemed": .bool(plan.isThemed),
            "isInvariant": .bool(!plan.isThemed),
            "hasDeprecatedCases": .bool(plan.hasDeprecatedMembers),
            "isTransition": .bool(type == .transition),
            "isTypography": .bool(type == .typography),
            "cases": .list(cases),
            "storedCases": .list(stored),
            "hasStoredCases": .bool(!stored.isEmpty),
            "storedCount": .string(String(stored.count)),
            "storedProperty": .string(storedProperty.code),
        ])
    }

    /// The value table of a theme-independent enum (`null` when nothing is tabled): its name, the
    /// statement that reads it, and one line of numbers per case (zeros for a case the `switch` returns).
    private func valueTable() -> MustacheValue {
        guard !tableRows.isEmpty, let stride = SwiftValueTables.stride(of: plan.type) else { return .null }
        let filler = Array(repeating: "0", count: stride).joined(separator: ", ")
        return .object([
            "name": .string("_values"),
            "read": .string(SwiftValueTables.read(type: plan.type, table: "_values", typePrefix: typePrefix)),
            "isDefault": .bool(tableRows.contains { $0 == nil }),
            "rows": .list(tableRows.map { .string($0?.joined(separator: ", ") ?? filler) }),
        ])
    }

    /// The cases of a themed enum whose value the theme's method writes out (the others read the
    /// theme's stored values through `_themeSlots`).
    private func themeSwitchCases(_ cases: [MustacheValue]) -> [MustacheValue] {
        let stored = Set(storedMembers)
        return cases.enumerated().filter { !stored.contains($0.offset) }.map(\.element)
    }

    /// For each case of a themed enum, the position of its value in a theme's stored values
    /// (`0` for a case the theme's method writes out).
    private func themeSlots() -> [MustacheValue] {
        var slots = Array(repeating: "0", count: plan.members.count)
        for (position, index) in storedMembers.enumerated() { slots[index] = String(position) }
        return slots.map(MustacheValue.string)
    }

    /// The Mustache object of one case.
    private func caseObject(
        _ member: SwiftTokenEnumMember, ordinal: Int, value: String, isLast: Bool,
        themes: [SwiftThemeContextInput], includesPath: Bool
    ) -> MustacheObject {
        let token = member.token.primary
        let deprecation = token.deprecation
        var availability: MustacheValue = .null
        if let deprecation {
            availability = .string(
                deprecation.isEmpty
                    ? "@available(*, deprecated)"
                    : "@available(*, deprecated, message: \(SwiftEscaping.stringLiteral(deprecation)))")
        }
        let path = token.path.description
        let pathComment = SwiftEscaping.commentText(path)
        var object = MustacheObject(minimumCapacity: 8)
        object["name"] = .string(member.caseName.code)
        object["ordinal"] = .string(String(ordinal))
        if includesPath { object["path"] = .string(pathComment) }
        object["pathLiteral"] = .string(SwiftEscaping.stringLiteral(path))
        object["doc"] = .list(docLines(member, pathComment: pathComment, themes: themes).map(MustacheValue.string))
        object["availability"] = availability
        object["isDeprecated"] = .bool(deprecation != nil)
        object["value"] = .string(value)
        object["isLast"] = .bool(isLast)
        return object
    }

    /// `/// color.onBackground — Text on the background.`, then what it aliases, its source color
    /// and its deprecation.
    private func docLines(_ member: SwiftTokenEnumMember, pathComment: String, themes: [SwiftThemeContextInput])
        -> [String]
    {
        let token = member.token.primary
        var lines = SwiftEscaping.docComment(pathComment + (token.description.map { " — " + $0 } ?? ""))
        var notes: [String] = []
        let aliases = themes.map { member.token.perTheme[$0.index].aliasOf }
        if let first = aliases.first, let target = first, aliases.allSatisfy({ $0 == first }) {
            notes.append("Alias of \(SwiftEscaping.commentText(target.description)).")
        } else if aliases.contains(where: { $0 != nil }) {
            let parts = zip(themes, aliases).compactMap { theme, alias in
                alias.map {
                    "\(SwiftEscaping.commentText($0.description)) in \(SwiftEscaping.commentText(theme.resolved.name))"
                }
            }
            notes.append("Alias of " + parts.joined(separator: ", ") + ".")
        }
        if member.token.isInvariant, case .color(let color) = token.value, color.colorSpace != "srgb",
            let value = color.colorValue
        {
            var note = "Source color: \(SwiftEscaping.commentText(value.cssText))"
            note +=
                value.isInSRGBGamut
                ? "." : ", outside sRGB: the sRGB components are gamut-mapped, `displayP3` keeps the wide-gamut color."
            notes.append(note)
        }
        if let deprecation = token.deprecation {
            notes.append(deprecation.isEmpty ? "Deprecated." : "Deprecated: " + deprecation)
        }
        for note in notes {
            lines.append("///")
            lines += SwiftEscaping.docComment(note)
        }
        return lines
    }
}
