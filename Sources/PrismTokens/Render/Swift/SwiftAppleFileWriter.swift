/// Writes `Swift/PrismTokens+Apple.swift` — the Apple-native layer — straight to bytes: the same
/// text as rendering the built-in `swift/PrismTokens+Apple.swift.mustache` over
/// ``SwiftRenderContext``.
///
/// Most of the file is fixed text with the namespace's names put in (``SwiftAppleFileText``,
/// ``SwiftAppleEnvironmentText``); what grows with the tokens is the three color palettes
/// (`Color.prism`, `UIColor.prism`, `NSColor.prism`), one property per color token in each —
/// 0.5 MB at 10k tokens × 4 themes, where rendering the template cost a string-keyed lookup per
/// tag per member. ``TokenGenerator`` takes this path only while the template is the built-in
/// one; `SwiftFileWritersTests` requires the same bytes on both paths.
enum SwiftAppleFileWriter: SwiftDirectFileWriter {
    /// The template this writer stands in for.
    static let template = "swift/PrismTokens+Apple.swift.mustache"

    /// The file's bytes for the enums of a Swift context.
    /// - Parameters:
    ///   - made: the enums, as ``SwiftRenderContext/make(_:diagnostics:usesFastPaths:)`` made them.
    ///   - input: the notice and namespace.
    static func body(for made: SwiftRenderContext.Made, input: EmitterInput) -> FileBody {
        let names = SwiftAppleFileText.Names(input.options.namespace)
        let selection = made.themes.isEmpty ? .empty : SwiftAppleContext.Selection(made.enums.map(\.plan))
        var out = TextOutput()
        out.append("// ", input.doNotEditNotice, "\n")
        out.append(SwiftAppleFileText.header(names))
        out.append(SwiftAppleEnvironmentText.text(names))
        if let color = selection.color { writeColorLayer(color, names: names, into: &out) }
        out.append(SwiftAppleFileText.typography(names))
        if let typography = selection.typography {
            out.append(SwiftAppleFileText.typographyEnum(names, enumName: typography.name.code))
        }
        out.append(SwiftAppleFileText.motion(names))
        if let motion = selection.motion {
            out.append(SwiftAppleFileText.motionEnum(names, enumName: motion.name.code))
        }
        out.append(SwiftAppleFileText.tapTarget(names, tapTargetSize: selection.tapTargetSize))
        return out.body
    }

    /// The palettes, the color style and `.…Color(_:)` of the color enum `plan`.
    private static func writeColorLayer(
        _ plan: SwiftTokenEnum, names: SwiftAppleFileText.Names, into out: inout TextOutput
    ) {
        let ns = names.ns
        let m = names.member
        let enumName = plan.name.code
        let members = plan.members.map { member in
            Member(
                name: member.caseName.code, docLines: SwiftAppleContext.docLines(of: member),
                isDeprecated: SwiftAppleContext.isDeprecated(member))
        }
        out.append(
            #"""

            // MARK: - \#(enumName): Color.\#(m), .\#(m)Color(_:), \#(ns)ColorStyle

            @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
            extension Color {
                /// The adaptive colors of the `\#(enumName)` tokens: `Color.\#(m).brand`.
                public static var \#(m): \#(ns)ColorPalette { \#(ns)ColorPalette() }
            }

            /// The adaptive SwiftUI colors of the `\#(enumName)` tokens (`Color.\#(m).…`), each following
            /// Dark Mode and Increase Contrast through a dynamic color.
            @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
            public struct \#(ns)ColorPalette: Sendable {
                /// Creates the palette.
                public init() {}

            """#
        )
        writePalette(members, of: plan, type: "Color", names: names, into: &out)
        out.append(
            #"""
            }

            /// A token color resolved from the environment's theme when drawn: `.foregroundStyle(.\#(m)(.brand))`.
            ///
            /// It reads `@Environment(\.\#(m)Theme)` (so it follows `.\#(m)Theme(_:)`, Dark Mode and Increase
            /// Contrast on every platform) and `prismSimulateColorBlindness(_:)`.
            @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
            public struct \#(ns)ColorStyle: ShapeStyle {
                /// The token.
                public var token: \#(enumName)

                /// Creates the style.
                public init(_ token: \#(enumName)) {
                    self.token = token
                }

                /// The token's color in the environment's theme, simulated for a color-vision deficiency when one is set.
                public func resolve(in environment: EnvironmentValues) -> Color {

            """#
        )
        if plan.isThemed {
            out.append(
                "        let color: ", ns, "Color = environment.", m, "Theme.", plan.themeAccessor.code, "(token)\n")
        } else {
            out.append("        let color: ", ns, "Color = token.color\n")
        }
        out.append(
            #"""
                    guard let deficiency = environment.prismColorVisionDeficiency else { return Color(color) }
                    return Color(PrismColorBlindnessSimulator.simulate(color, type: deficiency))
                }
            }

            @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
            extension ShapeStyle where Self == \#(ns)ColorStyle {
                /// A token color from the environment's theme: `.foregroundStyle(.\#(m)(.brand))`, `.background(.\#(m)(.surface))`.
                public static func \#(m)(_ token: \#(enumName)) -> \#(ns)ColorStyle {
                    \#(ns)ColorStyle(token)
                }
            }

            @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
            extension View {
                /// Draws the view's foreground in a token color from the environment's theme: `.\#(m)Color(.brand)`.
                /// - Parameter token: the color token.
                /// - Returns: the view with the color as its foreground style.
                public func \#(m)Color(_ token: \#(enumName)) -> some View {
                    foregroundStyle(\#(ns)ColorStyle(token))
                }
            }

            #if canImport(UIKit) && !os(watchOS)
            extension UIColor {
                /// The adaptive UIKit colors of the `\#(enumName)` tokens: `UIColor.\#(m).brand`.
                public static var \#(m): \#(ns)UIColorPalette { \#(ns)UIColorPalette() }
            }

            /// The adaptive UIKit colors of the `\#(enumName)` tokens (`UIColor.\#(m).…`).
            public struct \#(ns)UIColorPalette: Sendable {
                /// Creates the palette.
                public init() {}

            """#
        )
        writePalette(members, of: plan, type: "UIColor", names: names, into: &out)
        out.append(
            #"""
            }
            #elseif canImport(AppKit)
            extension NSColor {
                /// The adaptive AppKit colors of the `\#(enumName)` tokens: `NSColor.\#(m).brand`.
                public static var \#(m): \#(ns)NSColorPalette { \#(ns)NSColorPalette() }
            }

            /// The adaptive AppKit colors of the `\#(enumName)` tokens (`NSColor.\#(m).…`).
            public struct \#(ns)NSColorPalette: Sendable {
                /// Creates the palette.
                public init() {}

            """#
        )
        writePalette(members, of: plan, type: "NSColor", names: names, into: &out)
        out.append("}\n#endif\n")
    }

    /// A color token's palette property: its name, documentation and deprecation.
    private struct Member {
        let name: String
        let docLines: [String]
        let isDeprecated: Bool
    }

    /// One palette's properties: `public var brand: Color { … }` for each member, a dynamic color
    /// for a themed enum, the token's color for a theme-independent one.
    private static func writePalette(
        _ members: [Member], of plan: SwiftTokenEnum, type: String, names: SwiftAppleFileText.Names,
        into out: inout TextOutput
    ) {
        let enumName = plan.name.code
        let accessor = plan.themeAccessor.code
        for member in members {
            out.append("\n")
            for line in member.docLines { out.append("    ", line, "\n") }
            if member.isDeprecated { out.append("    @available(*, deprecated)\n") }
            out.append("    public var ", member.name, ": ", type, " { ", type)
            if plan.isThemed {
                out.append(
                    "(", names.member, "Resolving: { (theme: ", names.ns, "Theme) -> ", names.ns, "Color in theme.")
                out.append(accessor, "(.", member.name, ") }) }\n")
            } else {
                out.append("(", enumName, ".", member.name, ".color) }\n")
            }
        }
    }
}
