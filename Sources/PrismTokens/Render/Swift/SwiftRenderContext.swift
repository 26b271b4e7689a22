/// A named theme with its position among the resolution's themes (which indexes `perTheme`).
///
/// A class: every enum reads the themes once per case (40,000 times at 10k tokens × 4 themes),
/// and each copy of the theme and its plan was a retain and a release per field; a copy of this
/// is one (−1.5% CPU of `generate` at 10k × 4 and 100k × 4).
final class SwiftThemeContextInput: Sendable {
    /// The index of the theme in the resolution, and so in every token's `perTheme`.
    let index: Int
    /// The resolved theme.
    let resolved: ResolvedTheme
    /// Its Swift plan.
    let plan: SwiftThemePlan

    /// The theme at `index` among the resolution's themes, with its Swift plan.
    init(index: Int, resolved: ResolvedTheme, plan: SwiftThemePlan) {
        self.index = index
        self.resolved = resolved
        self.plan = plan
    }

    /// The label of the stored values' initializer for this theme, e.g. `darkTheme`.
    var initLabel: String { plan.identifier.name + "Theme" }

    /// The theme's modifier contexts as a Swift dictionary literal, e.g. `["theme": "dark"]`.
    var inputsLiteral: String {
        let inputs = resolved.inputs
        guard !inputs.isEmpty else { return "[:]" }
        return "["
            + inputs.map {
                SwiftEscaping.stringLiteral($0.modifier) + ": " + SwiftEscaping.stringLiteral($0.context)
            }.joined(separator: ", ") + "]"
    }

    /// The predefined theme's documentation comment: its name, contexts and traits.
    var docLines: [String] {
        let inputs = resolved.inputs
        var summary = "The `\(SwiftEscaping.commentText(resolved.name))` theme"
        if !inputs.isEmpty {
            summary +=
                " (" + inputs.map { SwiftEscaping.commentText("\($0.modifier): \($0.context)") }.joined(separator: ", ")
                + ")"
        }
        var traits: [String] = []
        if let scheme = plan.colorScheme { traits.append("\(scheme.dropFirst()) color scheme") }
        if let contrast = plan.contrast { traits.append("\(contrast.dropFirst()) contrast") }
        if !traits.isEmpty { summary += ", for the " + traits.joined(separator: " and ") }
        return SwiftEscaping.docComment(summary + ".")
    }
}

/// Builds the render context of the Swift templates: every name cased and escaped, every value
/// written as a Swift expression, so the templates only lay the text out.
///
/// The fields are documented in the SwiftOutput article (<doc:SwiftOutput>); that table is the API of custom templates.
enum SwiftRenderContext {
    /// The context for an emitter input.
    /// - Parameters:
    ///   - input: the resolved tokens and options.
    ///   - diagnostics: receives `render.swift-name` errors (collisions) and `render.swift-theme`
    ///     warnings (tokens left out).
    ///   - usesFastPaths: `false` takes the general path everywhere the build has a faster one
    ///     (tests compare the two).
    /// - Returns: the context shared by every Swift template.
    static func build(_ input: EmitterInput, diagnostics: inout DiagnosticBag, usesFastPaths: Bool = true)
        -> MustacheValue
    {
        make(input, diagnostics: &diagnostics, usesFastPaths: usesFastPaths).context
    }

    /// The context, and the enums and themes it was made from (what the ``SwiftDirectFileWriter``s write).
    struct Made {
        /// The context shared by the Swift templates.
        var context: MustacheValue
        /// The enums' contexts, in the order of the context's `enums` list.
        var enums: [SwiftEnumContext]
        /// The named themes.
        var themes: [SwiftThemeContextInput]
    }

    /// Builds the context (see ``build(_:diagnostics:usesFastPaths:)``) and keeps what it was made from.
    static func make(_ input: EmitterInput, diagnostics: inout DiagnosticBag, usesFastPaths: Bool = true) -> Made {
        let resolution = input.resolution
        let catalog = SwiftTokenCatalog(
            themes: resolution.themes, diagnostics: &diagnostics, skipsSharedTokens: usesFastPaths)
        diagnostics.append(contentsOf: SwiftApproximations.notes(for: resolution.themes))
        let enums = SwiftTokenEnumPlan.enums(for: catalog, diagnostics: &diagnostics)
        let plans = SwiftThemePlan.plans(
            for: resolution.themes, configuration: input.configuration, diagnostics: &diagnostics)
        let themes = plans.map { SwiftThemeContextInput(index: $0.index, resolved: $0.theme, plan: $0) }
        guard !themes.isEmpty else {
            var fields: MustacheObject = ["notice": .string(input.doNotEditNotice)]
            fields.merge(namespaceFields(input.options.namespace)) { current, _ in current }
            return Made(context: .object(fields), enums: [], themes: [])
        }

        let namespace = input.options.namespace
        var expressions = SwiftValueExpressions(enums: enums, typePrefix: namespace.swiftTypePrefix)
        expressions.skipsUnsetMetadata = usesFastPaths
        // Each enum's context on its own, on whichever cores are free (the other platforms render meanwhile).
        let planned = expressions
        let enumContexts = ParallelWork.map(enums) {
            SwiftEnumContext(
                plan: $0, themes: themes, expressions: planned, usesFastPaths: usesFastPaths)
        }
        let stored = enumContexts.filter { !$0.storedMembers.isEmpty }

        let includesLabels = input.templatesMayUse("label")
        let includesEntries = input.templatesMayUse("entries")
        let themeValues = themes.enumerated().map { position, theme in
            themeObject(
                theme, position: position, isLast: position == themes.count - 1, stored: stored,
                includesLabels: includesLabels, includesEntries: includesEntries)
        }
        // Each enum's object is built once and shared by every list that includes it.
        let caseFields = SwiftEnumContext.CaseFields(for: input)
        let enumValues = enumContexts.map { $0.value(themes: themes, fields: caseFields) }
        func objects(_ include: (SwiftTokenEnum) -> Bool) -> MustacheValue {
            .list(zip(enumContexts, enumValues).filter { include($0.0.plan) }.map(\.1))
        }
        var fields: MustacheObject = [
            "notice": .string(input.doNotEditNotice),
            "sourceName": .string(SwiftEscaping.commentText(input.sourceName)),
            "enums": objects { _ in true },
            "themedEnums": objects { $0.isThemed },
            "invariantEnums": objects { !$0.isThemed },
            "storedEnums": .list(storedEnumObjects(stored)),
            "hasStoredEnums": .bool(!stored.isEmpty),
            "themes": .list(themeValues),
            "themeList": .string(themes.map { "." + $0.plan.identifier.code }.joined(separator: ", ")),
            "firstTheme": .string(themes[0].plan.identifier.code),
            "invariantTransitionEnums": objects { !$0.isThemed && $0.type == .transition },
            "invariantTypographyEnums": objects { !$0.isThemed && $0.type == .typography },
        ]
        fields.merge(namespaceFields(namespace)) { current, _ in current }
        let appleFields = SwiftAppleContext.fields(
            for: enums, includesColorMembers: input.templatesMayUse("appleColorEnum"))
        fields.merge(appleFields) { current, _ in current }
        // The catalog and the name tables end here; freeing them touched every token once more.
        input.options.deferredRelease?.keep((catalog, planned))
        return Made(context: .object(fields), enums: enumContexts, themes: themes)
    }

    /// The names the namespace gives the generated code: `ns` prefixes types (`PrismTheme`,
    /// `AcmeTheme`), `nsMember` prefixes members added to SwiftUI, UIKit and AppKit types
    /// (`.prismColor(_:)`, `.acmeColor(_:)`, `Color.acme`), `nsColorAlias` is set when the color
    /// type needs an alias of PrismAccessibility's `PrismColor` (`AcmeColor`), and
    /// `themeStoreKey` is the `UserDefaults` key `…ThemeStore` saves the choice under.
    static func namespaceFields(_ namespace: TokenNamespace) -> MustacheObject {
        let names = SwiftAppleFileText.Names(namespace)
        return [
            "ns": .string(names.ns),
            "nsMember": .string(names.member),
            "nsColorAlias": .bool(names.ns + "Color" != "PrismColor"),
            "themeStoreKey": .string(names.storeKey),
            "themeStoreKeyText": .string(names.storeKeyText),
        ]
    }

    /// The enums whose values themes store, for the `PrismTheme` properties and initializer.
    private static func storedEnumObjects(_ stored: [SwiftEnumContext]) -> [MustacheValue] {
        stored.enumerated().map { position, context in
            .object([
                "name": .string(context.plan.name.code),
                "group": .string(
                    context.plan.group.segments.isEmpty
                        ? "root" : SwiftEscaping.commentText(context.plan.group.description)),
                "storedProperty": .string(context.storedProperty.code),
                "isLast": .bool(position == stored.count - 1),
            ])
        }
    }

    /// One theme: its name, traits and stored values (an entry's `label` only when `includesLabels`:
    /// the built-in templates read `value` alone, and an entry of three fields is half the storage
    /// of one of four — one entry per stored value per theme; the entries only when `includesEntries`:
    /// ``SwiftThemeFileWriter`` writes them without a template).
    private static func themeObject(
        _ theme: SwiftThemeContextInput, position: Int, isLast: Bool, stored: [SwiftEnumContext],
        includesLabels: Bool, includesEntries: Bool
    ) -> MustacheValue {
        let name = theme.resolved.name
        let values = stored.enumerated().map { index, context in
            let entries = (includesEntries ? context.storedMembers : []).enumerated().map { entry, memberIndex in
                let caseName = context.plan.members[memberIndex].caseName
                var object = MustacheObject(minimumCapacity: includesLabels ? 4 : 3)
                object["name"] = .string(caseName.code)
                if includesLabels { object["label"] = .string(caseName.argumentLabel) }
                object["value"] = .string(context.storedValues[position][entry])
                object["isLast"] = .bool(entry == context.storedMembers.count - 1)
                return MustacheValue.object(object)
            }
            return MustacheValue.object([
                "name": .string(context.plan.name.code),
                "storedProperty": .string(context.storedProperty.code),
                "valueType": .string(context.plan.type.swiftValueType(prefix: context.typePrefix)),
                "storedCount": .string(String(context.storedMembers.count)),
                "entries": .list(entries),
                "isLast": .bool(index == stored.count - 1),
            ])
        }
        return .object([
            "identifier": .string(theme.plan.identifier.code),
            "initLabel": .string(theme.initLabel),
            "name": .string(SwiftEscaping.commentText(name)),
            "themeName": .string(SwiftEscaping.commentText(name)),
            "nameLiteral": .string(SwiftEscaping.stringLiteral(name)),
            "inputsLiteral": .string(theme.inputsLiteral),
            "colorScheme": .string(theme.plan.colorScheme ?? "nil"),
            "contrast": .string(theme.plan.contrast ?? "nil"),
            "doc": .list(theme.docLines.map(MustacheValue.string)),
            "values": .list(values),
            "hasValues": .bool(!values.isEmpty),
            "isLast": .bool(isLast),
        ])
    }
}
