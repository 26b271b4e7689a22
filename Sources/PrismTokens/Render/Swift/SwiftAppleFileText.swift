/// The fixed text of `PrismTokens+Apple.swift` around its token-dependent parts: the header, the
/// typography, motion and tap-target layers — the built-in template's text with the namespace's
/// names put in (see ``SwiftAppleFileWriter``; the part before the colors is
/// ``SwiftAppleEnvironmentText``).
enum SwiftAppleFileText {
    /// The names the namespace gives the Swift output: what the Apple layer's text puts in, and
    /// what `SwiftRenderContext.namespaceFields(_:)` gives the templates.
    struct Names {
        /// The type prefix, e.g. `Prism` in `PrismTheme`.
        let ns: String
        /// The member prefix, e.g. `prism` in `.prismColor(_:)`.
        let member: String
        /// The theme store's defaults key as a Swift string literal.
        let storeKey: String
        /// The theme store's defaults key as comment text.
        let storeKeyText: String

        /// The names of a namespace.
        init(_ namespace: TokenNamespace) {
            ns = namespace.swiftTypePrefix
            member = namespace.swiftMemberPrefix
            storeKey = SwiftEscaping.stringLiteral(namespace.themeStoreKey)
            storeKeyText = SwiftEscaping.commentText(namespace.themeStoreKey)
        }
    }

    /// The header after the `// DO NOT EDIT` line.
    static func header(_ names: Names) -> String {
        let ns = names.ns
        let m = names.member
        return
            #"""
            //
            // The Apple-native layer: the theme in the SwiftUI environment (`.\#(m)Theme(_:)`,
            // `@Environment(\.\#(m)Theme)`, `\#(ns)ThemeStore`), adaptive colors that follow Dark Mode and
            // Increase Contrast with no plumbing (`Color.\#(m).brand`, `UIColor.\#(m).brand`,
            // `NSColor.\#(m).brand`), and the PrismUI modifiers that read tokens (`.\#(m)Color(_:)`,
            // `.\#(m)Font(_:)`, `.\#(m)Animation(_:value:)`, `\#(m)TapTarget()`). The token-independent
            // modifiers (`prismMotionSafe`, `PrismReduceMotion`, `prismAccessibility…`, `prismFocusOrder`,
            // announcements, the audit) ship in PrismAccessibility. Compiled only where SwiftUI exists.

            """#
    }

    /// The UIKit fonts of typography tokens, from the blank line before `// MARK: - Typography`.
    static func typography(_ names: Names) -> String {
        let ns = names.ns
        let m = names.member
        return
            #"""

            // MARK: - Typography

            #if canImport(UIKit) && !os(watchOS)
            extension UIFont {
                /// The UIKit font of a typography token, scaled with Dynamic Type by `UIFontMetrics` of its
                /// text style (`body` when it has none): the custom family at the token's size, or the system
                /// font (monospaced for a monospaced family) at the token's size and weight.
                /// - Parameter typography: the token's value.
                /// - Returns: the scaled font.
                public static func \#(m)(_ typography: \#(ns)Typography) -> UIFont {
                    let size = CGFloat(typography.fontSize)
                    let weight = UIFont.Weight(\#(m)Weight: typography.fontWeight)
                    let base: UIFont
                    switch typography.systemDesign {
                    case .monospaced?:
                        base = UIFont.monospacedSystemFont(ofSize: size, weight: weight)
                    case nil:
                        base = UIFont(name: typography.fontFamily.first ?? "", size: size) ?? UIFont.systemFont(ofSize: size, weight: weight)
                    default:
                        base = UIFont.systemFont(ofSize: size, weight: weight)
                    }
                    let style: UIFont.TextStyle = typography.textStyle.map(UIFont.TextStyle.init(_:)) ?? .body
                    return UIFontMetrics(forTextStyle: style).scaledFont(for: base)
                }
            }

            extension UIFont.TextStyle {
                /// The UIKit text style of a token's text style (`title` is `title1`, `caption` is `caption1`).
                public init(_ style: \#(ns)TextStyle) {
                    switch style {
                    case .largeTitle: self = .largeTitle
                    case .title: self = .title1
                    case .title2: self = .title2
                    case .title3: self = .title3
                    case .headline: self = .headline
                    case .subheadline: self = .subheadline
                    case .body: self = .body
                    case .callout: self = .callout
                    case .footnote: self = .footnote
                    case .caption: self = .caption1
                    case .caption2: self = .caption2
                    }
                }
            }

            extension UIFont.Weight {
                /// The nearest UIKit weight of a numeric font weight (100 ultra light … 900 black).
                public init(\#(m)Weight weight: Double) {
                    switch weight {
                    case ..<150: self = .ultraLight
                    case ..<250: self = .thin
                    case ..<350: self = .light
                    case ..<450: self = .regular
                    case ..<550: self = .medium
                    case ..<650: self = .semibold
                    case ..<750: self = .bold
                    case ..<850: self = .heavy
                    default: self = .black
                    }
                }
            }
            #endif

            """#
    }

    /// `.…Font(_:)` and `uiFont` for the typography enum `enumName`.
    static func typographyEnum(_ names: Names, enumName: String) -> String {
        let m = names.member
        return
            #"""

            @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
            extension View {
                /// Sets the view's font to a typography token's, scaling with Dynamic Type through the
                /// token's text style: `.\#(m)Font(.headline)`.
                /// - Parameter token: the typography token.
                /// - Returns: the view with the font.
                public func \#(m)Font(_ token: \#(enumName)) -> some View {
                    font(token.font)
                }
            }
            #if canImport(UIKit) && !os(watchOS)

            extension \#(enumName) {
                /// The UIKit font of the token, scaled with Dynamic Type (see `UIFont.\#(m)(_:)`).
                public var uiFont: UIFont { UIFont.\#(m)(typography) }
            }
            #endif

            """#
    }

    /// The animation modifier, from the blank line before `// MARK: - Motion`.
    static func motion(_ names: Names) -> String {
        let ns = names.ns
        let m = names.member
        return
            #"""

            // MARK: - Motion

            /// Animates changes of a value with a token transition, reading Reduce Motion itself (see
            /// `View.\#(m)Animation(_:value:)`).
            @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
            public struct \#(ns)AnimationModifier<Value: Equatable>: ViewModifier {
                @Environment(\.accessibilityReduceMotion) private var reduceMotion: Bool
                /// The transition.
                public var transition: \#(ns)Transition
                /// The value whose changes animate.
                public var value: Value

                /// Creates the modifier.
                public init(transition: \#(ns)Transition, value: Value) {
                    self.transition = transition
                    self.value = value
                }

                /// The content animated with the transition, or its reduced-motion behavior under Reduce Motion.
                public func body(content: Content) -> some View {
                    content.animation(transition.animation(reduceMotion: reduceMotion), value: value)
                }
            }

            """#
    }

    /// `.…Animation(_:value:)` for the motion enum `enumName`.
    static func motionEnum(_ names: Names, enumName: String) -> String {
        let ns = names.ns
        let m = names.member
        return
            #"""

            @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
            extension View {
                /// Animates changes of `value` with a motion token, honoring Reduce Motion on its own: under
                /// Reduce Motion the token's reduced behavior runs instead (no animation, a fade, or a gentler
                /// motion), e.g. `.\#(m)Animation(.expressive, value: isExpanded)`.
                /// - Parameters:
                ///   - token: the motion token.
                ///   - value: the value whose changes animate.
                /// - Returns: the animated view.
                public func \#(m)Animation<Value: Equatable>(_ token: \#(enumName), value: Value) -> some View {
                    modifier(\#(ns)AnimationModifier(transition: token.transition, value: value))
                }
            }

            """#
    }

    /// `…TapTarget()` of `tapTargetSize` points, to the end of the file.
    static func tapTarget(_ names: Names, tapTargetSize: String) -> String {
        let m = names.member
        return
            #"""

            // MARK: - Tap targets

            @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
            extension View {
                /// Makes the view at least the tap-target size on each side (`\#(tapTargetSize)` points: the
                /// dimension token marked `"tapTarget": true`, else the HIG's 44), so small icons stay easy to hit.
                /// - Returns: the view with a minimum frame.
                public func \#(m)TapTarget() -> some View {
                    let side = CGFloat(\#(tapTargetSize))
                    return frame(minWidth: side, minHeight: side)
                }
            }

            #endif

            """#
    }
}
