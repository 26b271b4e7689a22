/// Writes `Swift/PrismTokens.swift` — the token enums — straight to bytes: the same text as
/// rendering the built-in `swift/PrismTokens.swift.mustache` over ``SwiftRenderContext``.
///
/// It is the largest Swift file (21 MB at 100k tokens × 4 themes), and its template walks every
/// case three or four times: as a Mustache context it is one dictionary per case (about 40 MB at
/// that size) and a string-keyed lookup per tag. ``TokenGenerator`` takes this path only while
/// the template is the built-in one, and then leaves this file's lists out of the context the
/// other Swift templates render over; `SwiftFileWritersTests` requires the same bytes on both
/// paths (the golden fixtures, the vendored corpus, random resolver documents, namespaces).
enum SwiftTokensFileWriter: SwiftDirectFileWriter {
    /// The template this writer stands in for.
    static let template = "swift/PrismTokens.swift.mustache"

    /// The file's bytes for the enums and themes of a Swift context.
    /// - Parameters:
    ///   - made: the enums and themes, as ``SwiftRenderContext/make(_:diagnostics:usesFastPaths:)`` made them.
    ///   - input: the notice and namespace.
    static func body(for made: SwiftRenderContext.Made, input: EmitterInput) -> FileBody {
        let ns = input.options.namespace.swiftTypePrefix
        var out = TextOutput()
        out.append("// ", input.doNotEditNotice, "\n")
        out.append(
            """
            //
            // The token enums: one per token group. Tokens that are the same in every theme are read from
            // their enum (`SpacingToken.md.rawValue`); tokens that differ between themes are read through a
            // theme (`\(ns)Theme.dark.color(.onBackground)`, see PrismTheme.swift).

            """)
        // Each enum written on its own, on whichever cores are free, then joined in order.
        let themes = made.themes
        let enums = ParallelWork.map(made.enums) { context in
            var part = TextOutput()
            writeEnum(context, themes: themes, ns: ns, into: &part)
            return part
        }
        for part in enums { out.append(part) }
        return out.body
    }

    /// One enum: its cases with their documentation, `ordinal`, `==`, `hash(into:)`, `path`, and
    /// its value accessor (a table and a `switch` for a theme-independent enum, a theme's value for
    /// a themed one).
    private static func writeEnum(
        _ context: SwiftEnumContext, themes: [SwiftThemeContextInput], ns: String, into out: inout TextOutput
    ) {
        let plan = context.plan
        let name = plan.name.code
        out.append("\n// MARK: - ", name, "\n\n")
        for line in context.docLines() { out.append(line, "\n") }
        out.append("public enum ", name, ": CaseIterable, Hashable, Sendable")
        if plan.hasDeprecatedMembers { out.append(", ", ns, "DeprecatedCaseListing") }
        out.append(" {\n")
        for member in plan.members {
            context.writeCaseDoc(member, themes: themes, indent: "    ", into: &out)
            if let availability = SwiftEnumContext.availability(of: member.token.primary) {
                out.append("    ", availability, "\n")
            }
            out.append("    case ", member.caseName.code, "\n")
        }
        if plan.hasDeprecatedMembers {
            out.append(
                """

                    /// Every token, in document order.
                    public static let allCases: [\(name)] = listedCases

                    @available(*, deprecated, message: "Lists deprecated tokens; use allCases.")
                    static var casesInDocumentOrder: [\(name)] {
                        var cases: [\(name)] = []

                """)
            for member in plan.members { out.append("        cases.append(.", member.caseName.code, ")\n") }
            out.append("        return cases\n    }\n")
        }
        out.append(
            """

                /// The token's position in document order, 0 for the first: what `==` and `hash(into:)` compare.
                /// Written out because the `Equatable` and `Hashable` the compiler synthesizes for an enum take
                /// time quadratic in its number of cases under `-O` (seconds at a few thousand cases).
                var ordinal: Int {
                    switch self {

            """)
        for (ordinal, member) in plan.members.enumerated() {
            out.append("        case .", member.caseName.code, ": return ")
            out.append(String(ordinal))
            out.append("\n")
        }
        let paths = context.paths
        out.append(
            """
                    }
                }

                /// Whether two tokens are the same token.
                public static func == (lhs: \(name), rhs: \(name)) -> Bool {
                    lhs.ordinal == rhs.ordinal
                }

                /// Hashes the token's `ordinal`.
                public func hash(into hasher: inout Hasher) {
                    hasher.combine(ordinal)
                }

                /// The token's path in the token source, e.g. `\(context.examplePath)`.
                public var path: String {
                    let index = ordinal
                    let text = Self._pathText.utf8
                    let start = text.index(text.startIndex, offsetBy: index == 0 ? 0 : Int(Self._pathEnds[index &- 1]))
                    let end = text.index(text.startIndex, offsetBy: Int(Self._pathEnds[index]))
                    return String(decoding: text[start..<end], as: UTF8.self)
                }

                /// Every token's path, one after the other; `path` reads its own slice (a table the compiler
                /// stores as data, where a `switch` over thousands of strings is slow to optimize).

            """)
        out.append("    private static let _pathText: String = ", paths.literal, "\n")
        out.append(
            """

                /// Where each token's path ends in `_pathText`, in UTF-8 bytes, by ordinal.
                private static let _pathEnds: [UInt32] = [

            """)
        for end in paths.ends { out.append("        ", end, ",\n") }
        out.append("    ]\n")
        if plan.isThemed {
            writeThemedAccessor(context, ns: ns, into: &out)
        } else {
            writeInvariantAccessor(context, into: &out)
        }
        out.append("}\n")
    }

    /// The value accessor of a theme-independent enum: a `switch` over the cases not in the value
    /// table, then the statement that reads the table, and the table.
    private static func writeInvariantAccessor(_ context: SwiftEnumContext, into out: inout TextOutput) {
        let type = context.plan.type
        let read = context.valueTableRead
        out.append("\n    /// The token's ", type.swiftValueDescription, "; the same in every theme.\n")
        if read == nil { out.append("    @_optimize(none)\n") }
        out.append("    public var ", type.swiftAccessor, ": ", context.valueType, " {\n")
        if context.hasValueSwitch {
            out.append("        switch self {\n")
            for index in context.valueSwitchIndices {
                out.append("        case .", context.plan.members[index].caseName.code, ": return ")
                out.append(context.caseValues[index], "\n")
            }
            if read != nil { out.append("        default: break\n") }
            out.append("        }\n")
        }
        guard let read else {
            out.append("    }\n")
            return
        }
        out.append("        ", read, "\n")
        out.append(
            """
                }

                /// The values that are plain numbers, by ordinal, one line per token (zeros for the tokens
                /// the `switch` returns): a table the compiler stores as data.
                private static let _values: [Double] = [

            """)
        context.writeValueTableRows(into: &out)
        out.append("    ]\n")
    }

    /// The value accessor of a themed enum: the value in a theme.
    private static func writeThemedAccessor(_ context: SwiftEnumContext, ns: String, into out: inout TextOutput) {
        let type = context.plan.type
        out.append("\n    /// The token's ", type.swiftValueDescription, " in a theme: the same as `theme.")
        out.append(context.plan.themeAccessor.code, "(token)`.\n")
        out.append("    public func ", type.swiftAccessor, "(in theme: ", ns, "Theme) -> ")
        out.append(context.valueType, " {\n")
        out.append("        theme.", context.plan.themeAccessor.code, "(self)\n    }\n")
    }
}
