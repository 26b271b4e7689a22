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
    ///   - usesFastPaths: whether a tabled value's literal is made from its row, and a token a
    ///     theme shares with the first is written as in the first (`false`: every expression is
    ///     written on its own, the general path, for tests).
    init(
        plan: SwiftTokenEnum, themes: [SwiftThemeContextInput], expressions: SwiftValueExpressions,
        usesFastPaths: Bool = true
    ) {
        self.plan = plan
        self.typePrefix = expressions.typePrefix
        var caseValues: [String] = []
        caseValues.reserveCapacity(plan.members.count)
        var storedMembers: [Int] = []
        var storedValues = Array(repeating: [String](), count: themes.count)
        var tableRows: [[String]?] = []
        let isTabled = SwiftValueTables.stride(of: plan.type) != nil
        // Per theme, for the member at hand: its expression in the theme's method, whether its
        // token is a plain literal, and whether a later theme has the first theme's very token
        // (so it is written as there). Made once and refilled member by member; the stored values' walk
        // reads them instead of asking each theme's token again.
        var perTheme: [String] = []
        perTheme.reserveCapacity(themes.count)
        var isPlain = [Bool](repeating: false, count: themes.count)
        var isFirstToken = [Bool](repeating: false, count: themes.count)
        for (index, member) in plan.members.enumerated() {
            let tokens = member.token.perTheme
            guard plan.isThemed else {
                let theme = themes[0]
                let token = tokens[theme.index]
                if isTabled {
                    // The row and the literal come from one conversion of the value.
                    let tabled = SwiftValueTables.rowAndLiteral(for: token, typePrefix: expressions.typePrefix)
                    tableRows.append(tabled?.row)
                    if usesFastPaths, let tabled {
                        caseValues.append(tabled.literal)
                        continue
                    }
                }
                caseValues.append(expressions.expression(for: token, in: theme, at: .invariantEnum))
                continue
            }
            // A token a theme shares with the first theme (one the theme does not change, nor
            // anything it refers to) is written as in the first theme — unless its expression reads
            // Prism metadata that may name other tokens (transitions, typography).
            let first = tokens[themes[0].index]
            let sharesExpressions = usesFastPaths && Self.expressionIsSharedWhenTokenIs(first)
            if sharesExpressions, tokens.isShared {
                // Every theme has the first theme's very token: its one expression, as the walk
                // over the themes below finds it.
                caseValues.append(expressions.expression(for: first, in: themes[0], at: .themeMethod))
                continue
            }
            perTheme.removeAll(keepingCapacity: true)
            for (position, theme) in themes.enumerated() {
                let token = tokens[theme.index]
                if position > 0, sharesExpressions, token.isShared(with: first) {
                    isFirstToken[position] = true
                    isPlain[position] = isPlain[0]
                    perTheme.append(perTheme[0])
                    continue
                }
                isFirstToken[position] = false
                isPlain[position] = SwiftValueExpressions.isPlainLiteral(token)
                // A plain literal resolved exactly as in the previous theme is written the same.
                if position > 0, isPlain[position], tokens[themes[position - 1].index].hasSameResolvedValue(as: token) {
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
            var firstStored = ""
            for (position, theme) in themes.enumerated() {
                // A plain literal reads the same wherever it is written: reuse the one just made.
                let stored: String
                if isPlain[position] {
                    stored = perTheme[position]
                } else if isFirstToken[position] {
                    stored = firstStored
                } else {
                    stored = expressions.expression(for: tokens[theme.index], in: theme, at: .themeTable)
                }
                if position == 0 { firstStored = stored }
                storedValues[position].append(stored)
            }
        }
        self.caseValues = caseValues
        self.tableRows = tableRows.contains { $0 != nil } ? tableRows : []
        self.storedMembers = storedMembers
        self.storedValues = storedValues
    }

    /// Whether a token's expressions depend only on the token and the tokens it references, so
    /// that a theme sharing the token with another (``ResolvedToken/isShared(with:)``) writes
    /// them the same: every value but transitions and typography, whose Prism metadata (a
    /// reduced-motion replacement) can name a token that is no reference of theirs.
    static func expressionIsSharedWhenTokenIs(_ token: ResolvedToken) -> Bool {
        switch token.value {
        case .transition, .typography: false
        default: true
        }
    }

    /// The optional fields of a case object: those no template being rendered names are left out
    /// (see ``EmitterInput/templatesMayUse(_:)``).
    struct CaseFields {
        /// `path`: the built-in templates read `pathText` instead.
        var path = true
        /// `pathLiteral`.
        var pathLiteral = true
        /// `isDeprecated` (the built-in templates read `availability`).
        var isDeprecated = true
        /// The lists only `PrismTokens.swift` reads — `cases`, `valueSwitchCases`, `pathText`,
        /// `pathEnds`, `valueTable` — which ``SwiftTokensFileWriter`` writes without them.
        var tokensFileLists = true
        /// The lists only `PrismTheme.swift` reads — `themeSwitchCases`, `storedCases`, `themeSlots`
        /// — which ``SwiftThemeFileWriter`` writes without them.
        var themeFileLists = true

        /// Every field.
        static let all = CaseFields()

        /// How many of the optional fields are included.
        var count: Int { (path ? 1 : 0) + (pathLiteral ? 1 : 0) + (isDeprecated ? 1 : 0) }

        /// The fields the templates of an input may name.
        init(for input: EmitterInput) {
            path = input.templatesMayUse("path")
            pathLiteral = input.templatesMayUse("pathLiteral")
            isDeprecated = input.templatesMayUse("isDeprecated")
            tokensFileLists = ["cases", "valueSwitchCases", "pathText", "pathEnds", "valueTable"].contains {
                input.templatesMayUse($0)
            }
            themeFileLists = ["themeSwitchCases", "storedCases", "themeSlots"].contains { input.templatesMayUse($0) }
        }

        private init() {}
    }

    /// The enum as a Mustache object (see <doc:SwiftOutput> for every field).
    /// - Parameters:
    ///   - themes: the named themes.
    ///   - fields: the optional fields to include.
    func value(themes: [SwiftThemeContextInput], fields: CaseFields = .all) -> MustacheValue {
        let type = plan.type
        // A case's object is built once, and only when an included list holds it: none at all while
        // the built-in `PrismTokens.swift` and `PrismTheme.swift` are written without templates.
        var caseObjects = [MustacheObject?](repeating: nil, count: plan.members.count)
        func caseObject(_ index: Int) -> MustacheObject {
            if let object = caseObjects[index] { return object }
            let object = self.caseObject(
                plan.members[index], ordinal: index, value: caseValues[index],
                isLast: index == plan.members.count - 1, themes: themes, fields: fields)
            caseObjects[index] = object
            return object
        }
        var object: MustacheObject = [
            "name": .string(plan.name.code),
            "group": .string(group),
            "hasValueSwitch": .bool(hasValueSwitch),
            "hasThemeSwitch": .bool(hasThemeSwitch),
            "examplePath": .string(examplePath),
            "type": .string(type.rawValue),
            "valueType": .string(valueType),
            "accessor": .string(type.swiftAccessor),
            "valueDescription": .string(type.swiftValueDescription),
            "themeAccessor": .string(plan.themeAccessor.code),
            "doc": .list(docLines().map(MustacheValue.string)),
            "isThemed": .bool(plan.isThemed),
            "isInvariant": .bool(!plan.isThemed),
            "hasDeprecatedCases": .bool(plan.hasDeprecatedMembers),
            "isTransition": .bool(type == .transition),
            "isTypography": .bool(type == .typography),
            "hasStoredCases": .bool(!storedMembers.isEmpty),
            "storedCount": .string(String(storedMembers.count)),
            "storedProperty": .string(storedProperty.code),
        ]
        if fields.themeFileLists {
            // A stored case is the case's object with its position among the stored values.
            let storedCases = storedMembers.enumerated().map { position, index in
                var object = caseObject(index)
                object["isLast"] = .bool(position == storedMembers.count - 1)
                object["storedIndex"] = .string(String(position))
                return MustacheValue.object(object)
            }
            object["themeSwitchCases"] = .list(themeSwitchIndices.map { .object(caseObject($0)) })
            object["storedCases"] = .list(storedCases)
            object["themeSlots"] = .list(themeSlots.map(MustacheValue.string))
        }
        if fields.tokensFileLists {
            let cases = plan.members.indices.map { MustacheValue.object(caseObject($0)) }
            let paths = self.paths
            object["cases"] = .list(cases)
            object["valueSwitchCases"] = .list(valueSwitchIndices.map { cases[$0] })
            object["pathText"] = .string(paths.literal)
            object["pathEnds"] = .list(paths.ends.map(MustacheValue.string))
            object["valueTable"] = valueTable()
        }
        return .object(object)
    }

    /// The enum's group for comments: its path, or `root`.
    var group: String {
        plan.group.segments.isEmpty ? "root" : SwiftEscaping.commentText(plan.group.description)
    }

    /// The Swift type of the enum's values, e.g. `PrismColor`.
    var valueType: String { plan.type.swiftValueType(prefix: typePrefix) }

    /// The case documentation examples use: the first whose name is no keyword.
    private var exampleMember: SwiftTokenEnumMember? {
        plan.members.first { !SwiftNaming.keywords.contains($0.caseName.name) } ?? plan.members.first
    }

    /// The path of the example case, for comments.
    var examplePath: String {
        exampleMember.map { SwiftEscaping.commentText($0.token.path.description) } ?? group
    }

    /// The enum's documentation comment, one line each.
    func docLines() -> [String] {
        let type = plan.type
        let example = exampleMember?.caseName.code ?? "someToken"
        let summary: String
        if plan.isThemed {
            summary =
                "The `\(group)` tokens: \(type.swiftPluralNoun), some of which differ between themes, so read them through a theme: `theme.\(plan.themeAccessor.code)(.\(example))`."
        } else {
            summary =
                "The `\(group)` tokens: \(type.swiftPluralNoun), the same in every theme: `\(plan.name.code).\(example).\(type.swiftAccessor)`."
        }
        return SwiftEscaping.docComment(summary)
    }

    /// Every case's path in one string literal, and where each ends (`_pathText`, `_pathEnds`).
    var paths: (literal: String, ends: [String]) {
        SwiftValueTables.paths(plan.members.map { $0.token.primary.path.description })
    }

    /// Whether a themed enum's theme method has a `switch` (some case's value is the same in every theme).
    var hasThemeSwitch: Bool { plan.isThemed && storedMembers.count < plan.members.count }

    /// The cases a themed enum's theme method returns from its `switch`: those themes do not store.
    var themeSwitchIndices: [Int] {
        guard plan.isThemed else { return [] }
        let stored = Set(storedMembers)
        return plan.members.indices.filter { !stored.contains($0) }
    }

    /// Whether the value accessor has a `switch` (some value is not in the table).
    var hasValueSwitch: Bool { tableRows.isEmpty || tableRows.contains { $0 == nil } }

    /// The cases the value accessor's `switch` returns: every case, or those not in the table.
    var valueSwitchIndices: [Int] {
        tableRows.isEmpty ? Array(plan.members.indices) : tableRows.indices.filter { tableRows[$0] == nil }
    }

    /// The statement that reads the value table, e.g. `return PrismDimension(...)`; `nil` when nothing is tabled.
    var valueTableRead: String? {
        guard !tableRows.isEmpty else { return nil }
        return SwiftValueTables.read(type: plan.type, table: "_values", typePrefix: typePrefix)
    }

    /// One line of numbers per case (zeros for a case the `switch` returns); empty when nothing is tabled.
    var valueTableRows: [String] {
        guard !tableRows.isEmpty, let stride = SwiftValueTables.stride(of: plan.type) else { return [] }
        let filler = Array(repeating: "0", count: stride).joined(separator: ", ")
        return tableRows.map { $0?.joined(separator: ", ") ?? filler }
    }

    /// Writes ``valueTableRows`` into `out`, each line indented by 8 spaces and ending in `,`: the
    /// numbers written straight in (joining them into a string per row first was 33 million
    /// instructions at 50k tokens).
    func writeValueTableRows(into out: inout TextOutput) {
        guard !tableRows.isEmpty, let stride = SwiftValueTables.stride(of: plan.type) else { return }
        for row in tableRows {
            out.append("        ")
            for index in 0..<stride {
                if index > 0 { out.append(", ") }
                out.append(row?[index] ?? "0")
            }
            out.append(",\n")
        }
    }

    /// The value table of a theme-independent enum (`null` when nothing is tabled): its name, the
    /// statement that reads it, and one line of numbers per case (zeros for a case the `switch` returns).
    private func valueTable() -> MustacheValue {
        guard let read = valueTableRead else { return .null }
        return .object([
            "name": .string("_values"),
            "read": .string(read),
            "isDefault": .bool(tableRows.contains { $0 == nil }),
            "rows": .list(valueTableRows.map(MustacheValue.string)),
        ])
    }

    /// For each case of a themed enum, the position of its value in a theme's stored values
    /// (`0` for a case the theme's method writes out); empty for a theme-independent enum.
    var themeSlots: [String] {
        guard plan.isThemed else { return [] }
        var slots = Array(repeating: "0", count: plan.members.count)
        for (position, index) in storedMembers.enumerated() { slots[index] = String(position) }
        return slots
    }

    /// The Mustache object of one case.
    private func caseObject(
        _ member: SwiftTokenEnumMember, ordinal: Int, value: String, isLast: Bool,
        themes: [SwiftThemeContextInput], fields: CaseFields
    ) -> MustacheObject {
        let token = member.token.primary
        let deprecation = token.deprecation
        let availability = Self.availability(of: token).map(MustacheValue.string) ?? .null
        let path = token.path.description
        let pathComment = SwiftEscaping.commentText(path)
        // Sized to the fields it gets: a dictionary's storage doubles past ¾ full, and at 100k
        // tokens one bucket array per case is tens of megabytes.
        var object = MustacheObject(minimumCapacity: 6 + fields.count)
        object["name"] = .string(member.caseName.code)
        object["ordinal"] = .string(String(ordinal))
        if fields.path { object["path"] = .string(pathComment) }
        if fields.pathLiteral { object["pathLiteral"] = .string(SwiftEscaping.stringLiteral(path)) }
        object["doc"] = .list(docLines(member, pathComment: pathComment, themes: themes).map(MustacheValue.string))
        object["availability"] = availability
        if fields.isDeprecated { object["isDeprecated"] = .bool(deprecation != nil) }
        object["value"] = .string(value)
        object["isLast"] = .bool(isLast)
        return object
    }

    /// The `@available(*, deprecated…)` attribute of a deprecated token; `nil` for the others.
    static func availability(of token: ResolvedToken) -> String? {
        guard let deprecation = token.deprecation else { return nil }
        return deprecation.isEmpty
            ? "@available(*, deprecated)"
            : "@available(*, deprecated, message: \(SwiftEscaping.stringLiteral(deprecation)))"
    }

    /// A case's documentation comment: `/// color.onBackground — Text on the background.`, then
    /// what it aliases, its source color and its deprecation.
    func caseDocLines(_ member: SwiftTokenEnumMember, themes: [SwiftThemeContextInput]) -> [String] {
        docLines(member, pathComment: SwiftEscaping.commentText(member.token.primary.path.description), themes: themes)
    }

    /// `/// color.onBackground — Text on the background.`, then what it aliases, its source color
    /// and its deprecation.
    private func docLines(_ member: SwiftTokenEnumMember, pathComment: String, themes: [SwiftThemeContextInput])
        -> [String]
    {
        let token = member.token.primary
        var lines = SwiftEscaping.docComment(pathComment + (token.description.map { " — " + $0 } ?? ""))
        var notes: [String] = []
        // An invariant token aliases the same token in every theme (no need to list them).
        let aliases =
            member.token.isInvariant
            ? [token.aliasOf] : themes.map { member.token.perTheme[$0.index].aliasOf }
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
