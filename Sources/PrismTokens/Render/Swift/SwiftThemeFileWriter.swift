/// Writes `Swift/PrismTheme.swift` — the themes — straight to bytes: the same text as rendering
/// the built-in `swift/PrismTheme.swift.mustache` over ``SwiftRenderContext``.
///
/// Its template walks one object per stored value per theme and three copies of each stored case:
/// about 20 MB of Mustache objects at 100k tokens × 4 themes. ``TokenGenerator`` takes this path
/// only while the template is the built-in one, and then leaves those lists out of the context the
/// other Swift templates render over; `SwiftFileWritersTests` requires the same bytes on both
/// paths.
enum SwiftThemeFileWriter: SwiftDirectFileWriter {
    /// The template this writer stands in for.
    static let template = "swift/PrismTheme.swift.mustache"

    /// The file's bytes for the enums and themes of a Swift context.
    /// - Parameters:
    ///   - made: the enums and themes, as ``SwiftRenderContext/make(_:diagnostics:usesFastPaths:)`` made them.
    ///   - input: the notice and namespace.
    static func body(for made: SwiftRenderContext.Made, input: EmitterInput) -> FileBody {
        let ns = input.options.namespace.swiftTypePrefix
        let stored = made.enums.filter { !$0.storedMembers.isEmpty }
        var out = TextOutput()
        out.append("// ", input.doNotEditNotice, "\n")
        out.append(
            """
            //
            // The themes: one value per permutation of the token source's modifier contexts, holding the
            // tokens that differ between themes.

            // MARK: - \(ns)Theme

            /// A theme of the token source: the values of the tokens that differ between themes.
            ///
            /// Use a predefined theme (`\(ns)Theme.\(made.themes.first?.plan.identifier.code ?? "")`, `\(ns)Theme.all`, `\(ns)Theme.named("…")`), or
            /// the one for the current appearance: `\(ns)Theme.matching(colorScheme: .dark, contrast: .increased)`.
            public struct \(ns)Theme: Sendable, Hashable, Identifiable {
                /// The theme's name in the token source, e.g. `dark`.
                public var name: String
                /// The modifier contexts the theme is made of, e.g. `["theme": "dark"]`.
                public var inputs: [String: String]
                /// The color scheme the theme is made for, when the token source says.
                public var colorScheme: \(ns)ColorScheme?
                /// The contrast the theme is made for, when the token source says.
                public var contrast: \(ns)Contrast?

            """)
        for context in stored {
            out.append("    /// The values of the `", context.group, "` tokens that differ between themes.\n")
            out.append("    public var ", context.storedProperty.code, ": ", context.plan.name.code, ".ThemeValues\n")
        }
        out.append(
            """

                /// Creates a theme, e.g. a variant of a predefined one with some values replaced.
                public init(
                    name: String,
                    inputs: [String: String] = [:],
                    colorScheme: \(ns)ColorScheme? = nil,
                    contrast: \(ns)Contrast? = nil\(stored.isEmpty ? "" : ",")

            """)
        for (index, context) in stored.enumerated() {
            out.append("        ", context.storedProperty.code, ": ", context.plan.name.code, ".ThemeValues")
            out.append(index == stored.count - 1 ? "\n" : ",\n")
        }
        out.append(
            """
                ) {
                    self.name = name
                    self.inputs = inputs
                    self.colorScheme = colorScheme
                    self.contrast = contrast

            """)
        for context in stored {
            out.append("        self.", context.storedProperty.code, " = ", context.storedProperty.code, "\n")
        }
        out.append(
            """
                }

                /// The theme's name.
                public var id: String { name }
            }

            // MARK: - Predefined themes

            extension \(ns)Theme {

            """)
        for theme in made.themes { writePredefinedTheme(theme, stored: stored, ns: ns, into: &out) }
        let themeList = made.themes.map { "." + $0.plan.identifier.code }.joined(separator: ", ")
        let nsMember = input.options.namespace.swiftMemberPrefix
        out.append(
            """
                /// Every theme, in the token source's order.
                public static let all: [\(ns)Theme] = [\(themeList)]

                /// The theme with a name from the token source, e.g. `\(ns)Theme.named("dark")`; `nil` when there is none.
                public static func named(_ name: String) -> \(ns)Theme? {
                    all.first { $0.name == name }
                }

                /// The theme made for a color scheme and contrast: an exact match, else one with the same
                /// color scheme, else one with no color scheme, else the first theme.
                public static func matching(colorScheme: \(ns)ColorScheme, contrast: \(ns)Contrast = .standard) -> \(ns)Theme {
                    matching(colorScheme: colorScheme, contrast: contrast, among: all)
                }

                /// The theme made for a color scheme and contrast among the themes whose modifier contexts
                /// include `inputs` — a brand or other custom theme that still follows the appearance, e.g.
                /// `\(ns)Theme.matching(colorScheme: .dark, contrast: .standard, inputs: ["brand": "acme"])`.
                /// When no theme has those contexts, every theme is considered.
                public static func matching(colorScheme: \(ns)ColorScheme, contrast: \(ns)Contrast, inputs: [String: String]) -> \(ns)Theme {
                    let candidates: [\(ns)Theme] = all.filter { theme in inputs.allSatisfy { theme.inputs[$0.key] == $0.value } }
                    return matching(colorScheme: colorScheme, contrast: contrast, among: candidates.isEmpty ? all : candidates)
                }

                /// The theme of one permutation of the modifier contexts, e.g. `\(ns)Theme.with(inputs: ["theme": "dark"])`;
                /// `nil` when no theme has exactly those contexts.
                public static func with(inputs: [String: String]) -> \(ns)Theme? {
                    all.first { $0.inputs == inputs }
                }

                /// The best match in `themes`: an exact match, else one with the same color scheme, else one
                /// with no color scheme, else the first theme.
                private static func matching(colorScheme: \(ns)ColorScheme, contrast: \(ns)Contrast, among themes: [\(ns)Theme]) -> \(ns)Theme {
                    let exact: \(ns)Theme? = themes.first { $0.colorScheme == colorScheme && ($0.contrast ?? .standard) == contrast }
                    if let exact { return exact }
                    let standard: \(ns)Theme? = themes.first { $0.colorScheme == colorScheme && ($0.contrast ?? .standard) == .standard }
                    if let standard { return standard }
                    let sameScheme: \(ns)Theme? = themes.first { $0.colorScheme == colorScheme }
                    if let sameScheme { return sameScheme }
                    return themes.first { $0.colorScheme == nil } ?? themes.first ?? all[0]
                }
            }

            // MARK: - Theme selection

            /// Which theme a view hierarchy uses: the system's appearance, a fixed theme, the high-contrast
            /// themes, or the themes of some modifier contexts (a brand) — the value behind SwiftUI's
            /// `.\(nsMember)Theme(_:)` and `\(ns)ThemeStore`.
            public enum \(ns)ThemeSelection: Sendable, Hashable {
                /// The theme made for the system's color scheme and contrast (Dark Mode, Increase Contrast).
                case system
                /// Always this theme.
                case fixed(\(ns)Theme)
                /// The increased-contrast theme for the system's color scheme (``HighContrastTheme``).
                case highContrast
                /// The themes with these modifier contexts (e.g. `["brand": "acme"]`), following the system's
                /// color scheme and contrast among them.
                case inputs([String: String])

                /// The theme this selection resolves to for an appearance.
                /// - Parameters:
                ///   - colorScheme: the system's color scheme.
                ///   - contrast: the system's contrast.
                /// - Returns: the theme to use.
                public func theme(colorScheme: \(ns)ColorScheme, contrast: \(ns)Contrast) -> \(ns)Theme {
                    switch self {
                    case .system: return \(ns)Theme.matching(colorScheme: colorScheme, contrast: contrast)
                    case .fixed(let theme): return theme
                    case .highContrast: return \(ns)Theme.matching(colorScheme: colorScheme, contrast: .increased)
                    case .inputs(let inputs): return \(ns)Theme.matching(colorScheme: colorScheme, contrast: contrast, inputs: inputs)
                    }
                }
            }

            /// PrismUI's high-contrast theme: the theme made for increased contrast in the system's color
            /// scheme (light or dark), so `.\(nsMember)Theme(HighContrastTheme())` keeps following Dark Mode.
            public struct HighContrastTheme: Sendable, Hashable {
                /// The name `\(ns)ThemeStore` registers it under.
                public static let storeName = "highContrast"

                /// Creates the theme value.
                public init() {}

                /// The selection it stands for: ``\(ns)ThemeSelection/highContrast``.
                public var selection: \(ns)ThemeSelection { .highContrast }

                /// The increased-contrast theme for a color scheme.
                /// - Parameter colorScheme: the system's color scheme.
                /// - Returns: e.g. `\(ns)Theme.highContrastDark` for `.dark` when the token source has one.
                public func theme(for colorScheme: \(ns)ColorScheme) -> \(ns)Theme {
                    \(ns)Theme.matching(colorScheme: colorScheme, contrast: .increased)
                }
            }

            """)
        for context in made.enums where context.plan.isThemed {
            writeThemedEnum(context, themes: made.themes, ns: ns, into: &out)
        }
        for (position, theme) in made.themes.enumerated() {
            for context in stored { writeThemeValues(context, of: theme, at: position, into: &out) }
        }
        return out.body
    }

    /// A predefined theme: `public static let dark: PrismTheme = PrismTheme(…)`.
    private static func writePredefinedTheme(
        _ theme: SwiftThemeContextInput, stored: [SwiftEnumContext], ns: String, into out: inout TextOutput
    ) {
        for line in theme.docLines { out.append("    ", line, "\n") }
        out.append("    public static let ", theme.plan.identifier.code, ": ", ns, "Theme = ", ns, "Theme(\n")
        out.append("        name: ", SwiftEscaping.stringLiteral(theme.resolved.name), ",\n")
        out.append("        inputs: ", theme.inputsLiteral, ",\n")
        out.append("        colorScheme: ", theme.plan.colorScheme ?? "nil", ",\n")
        out.append("        contrast: ", theme.plan.contrast ?? "nil", stored.isEmpty ? "\n" : ",\n")
        for (index, context) in stored.enumerated() {
            out.append("        ", context.storedProperty.code, ": ", context.plan.name.code, ".ThemeValues(")
            out.append(theme.initLabel, ": ())", index == stored.count - 1 ? "\n" : ",\n")
        }
        out.append("    )\n\n")
    }

    /// A themed enum's theme method (`theme.color(.x)`) and, when themes store some of its values,
    /// its `ThemeValues` type and slot table.
    private static func writeThemedEnum(
        _ context: SwiftEnumContext, themes: [SwiftThemeContextInput], ns: String, into out: inout TextOutput
    ) {
        let plan = context.plan
        let name = plan.name.code
        let valueType = context.valueType
        let hasStoredCases = !context.storedMembers.isEmpty
        out.append("\n// MARK: - ", name, " in a theme\n\nextension ", ns, "Theme {\n")
        out.append(
            "    /// The ", plan.type.swiftValueDescription, " of a `", context.group, "` token in this theme.\n")
        out.append("    public func ", plan.themeAccessor.code, "(_ token: ", name, ") -> ", valueType, " {\n")
        if context.hasThemeSwitch {
            out.append("        switch token {\n")
            for index in context.themeSwitchIndices {
                out.append(
                    "        case .", plan.members[index].caseName.code, ": return ", context.caseValues[index], "\n")
            }
            if hasStoredCases { out.append("        default: break\n") }
            out.append("        }\n")
        }
        if hasStoredCases {
            out.append(
                "        return ", context.storedProperty.code, "._storage[Int(", name,
                "._themeSlots[token.ordinal])]\n")
        }
        out.append("    }\n}\n")
        guard hasStoredCases else { return }
        out.append(
            """

            extension \(name) {
                /// One theme's values of the `\(context.group)` tokens that differ between themes.
                public struct ThemeValues: Sendable, Hashable {
                    /// The values, one per property below and in the same order. One array rather than a
                    /// stored property each keeps a theme a few words to copy and compare, however many
                    /// tokens differ between themes (the optimizer compiles code to copy and compare every
                    /// stored property, in functions that grow with the number of tokens). The accessors
                    /// below are not optimized: thousands of them took most of the optimizer's time, and
                    /// the theme's method (`theme.color(.x)`) reads `_storage` directly.
                    fileprivate var _storage: [\(valueType)]

            """)
        let members = context.storedMembers.map { plan.members[$0] }
        for (position, member) in members.enumerated() {
            out.append("\n")
            context.writeCaseDoc(member, themes: themes, indent: "        ", into: &out)
            let slot = String(position)
            out.append("        public var ", member.caseName.code, ": ", valueType, " {\n")
            out.append("            @_optimize(none) get { _storage[", slot, "] }\n")
            out.append("            @_optimize(none) set { _storage[", slot, "] = newValue }\n        }\n")
        }
        out.append("\n        /// Creates the values.\n        @_optimize(none)\n        public init(\n")
        for (position, member) in members.enumerated() {
            out.append(
                "            ", member.caseName.code, ": ", valueType, position == members.count - 1 ? "\n" : ",\n")
        }
        out.append(
            """
                    ) {
                        // Not optimized, like the predefined themes' values: one block of thousands of
                        // statements costs the optimizer more than linear time, and this runs once per theme.
                        var values: [\(valueType)] = []
                        values.reserveCapacity(\(members.count))

            """)
        for member in members { out.append("            values.append(", member.caseName.code, ")\n") }
        out.append(
            """
                        _storage = values
                    }
                }

                /// Where each token's value is in a theme's stored values, by ordinal (0 for the tokens that
                /// read the same in every theme): the theme's method reads this table instead of switching
                /// over every token.
                fileprivate static let _themeSlots: [UInt32] = [

            """)
        for slot in context.themeSlots { out.append("        ", slot, ",\n") }
        out.append("    ]\n}\n")
    }

    /// One theme's stored values of an enum: `fileprivate init(darkTheme: Void)`; `position` is the
    /// theme's among the named themes (which indexes the enum's stored values).
    private static func writeThemeValues(
        _ context: SwiftEnumContext, of theme: SwiftThemeContextInput, at position: Int, into out: inout TextOutput
    ) {
        let values = context.storedValues[position]
        out.append(
            """

            extension \(context.plan.name.code).ThemeValues {
                /// The values of the `\(SwiftEscaping.commentText(theme.resolved.name))` theme, one statement each: a statement per value keeps
                /// type-checking linear where one initializer call with every value as an argument does not.
                /// Not optimized: it runs once per theme, and the optimizer's time on one block of thousands
                /// of statements grows faster than linearly.
                @_optimize(none)
                fileprivate init(\(theme.initLabel): Void) {
                    var values: [\(context.valueType)] = []
                    values.reserveCapacity(\(values.count))

            """)
        for value in values { out.append("        values.append(", value, ")\n") }
        out.append("        _storage = values\n    }\n}\n")
    }
}
