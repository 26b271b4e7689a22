/// The fixed text of `PrismTokens+Apple.swift` before the color layer: the imports, the theme in
/// the SwiftUI environment, the theme store and the dynamic colors of UIKit and AppKit — the
/// built-in template's text with the namespace's names put in (see ``SwiftAppleFileWriter``).
enum SwiftAppleEnvironmentText {
    /// The text from the blank line after the header to the end of the `Color(…Resolving:)` initializer.
    /// - Parameter names: the namespace's names.
    static func text(_ names: SwiftAppleFileText.Names) -> String {
        let ns = names.ns
        let m = names.member
        return
            #"""

            #if canImport(SwiftUI)
            import SwiftUI
            import Observation
            #if canImport(UIKit) && !os(watchOS)
            import UIKit
            #elseif canImport(AppKit)
            import AppKit
            #endif

            // MARK: - The theme in the environment

            /// The environment key of the theme selection (see `EnvironmentValues.\#(m)ThemeSelection`).
            struct \#(ns)ThemeSelectionKey: EnvironmentKey {
                static let defaultValue: \#(ns)ThemeSelection = .system
            }

            @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
            extension EnvironmentValues {
                /// Which theme views below use; `.system` (follow Dark Mode and Increase Contrast) by default.
                public var \#(m)ThemeSelection: \#(ns)ThemeSelection {
                    get { self[\#(ns)ThemeSelectionKey.self] }
                    set { self[\#(ns)ThemeSelectionKey.self] = newValue }
                }

                /// The theme views below use: `@Environment(\.\#(m)Theme) private var theme`.
                ///
                /// The theme set with `.\#(m)Theme(_:)`, else the one made for the environment's color scheme
                /// and contrast (`\#(ns)Theme.matching(colorScheme, colorSchemeContrast)`). Setting it fixes the theme.
                public var \#(m)Theme: \#(ns)Theme {
                    get {
                        let scheme: \#(ns)ColorScheme = colorScheme == .dark ? .dark : .light
                        let contrast: \#(ns)Contrast = colorSchemeContrast == .increased ? .increased : .standard
                        return \#(m)ThemeSelection.theme(colorScheme: scheme, contrast: contrast)
                    }
                    set { \#(m)ThemeSelection = .fixed(newValue) }
                }

                /// The theme store set with `.\#(m)Theme(_: \#(ns)ThemeStore)`, if any.
                public var \#(m)ThemeStore: \#(ns)ThemeStore? {
                    get { self[\#(ns)ThemeStoreKey.self] }
                    set { self[\#(ns)ThemeStoreKey.self] = newValue }
                }
            }

            /// The environment key of the theme store.
            @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
            struct \#(ns)ThemeStoreKey: EnvironmentKey {
                static var defaultValue: \#(ns)ThemeStore? { nil }
            }

            @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
            extension View {
                /// Uses a theme for this view and the views inside it, whatever the system appearance:
                /// `.\#(m)Theme(.highContrast)`, `.\#(m)Theme(.dark)`.
                /// - Parameter theme: the theme.
                /// - Returns: the view with the theme in its environment.
                public func \#(m)Theme(_ theme: \#(ns)Theme) -> some View {
                    environment(\.\#(m)ThemeSelection, .fixed(theme))
                }

                /// Uses the high-contrast themes, still following Dark Mode: `.\#(m)Theme(HighContrastTheme())`.
                /// - Parameter theme: the high-contrast theme value.
                /// - Returns: the view with the theme in its environment.
                public func \#(m)Theme(_ theme: HighContrastTheme) -> some View {
                    environment(\.\#(m)ThemeSelection, theme.selection)
                }

                /// Uses the theme a store has selected, updating when `setTheme(_:)` changes it.
                /// - Parameter store: the store (also put in the environment as `\.\#(m)ThemeStore`).
                /// - Returns: the view with the store's theme in its environment.
                public func \#(m)Theme(_ store: \#(ns)ThemeStore) -> some View {
                    modifier(\#(ns)ThemeStoreModifier(store: store))
                }

                /// Uses a theme selection: `.system`, `.fixed(theme)`, `.highContrast` or the themes of some
                /// modifier contexts, e.g. `.\#(m)ThemeSelection(.inputs(["brand": "acme"]))`.
                /// - Parameter selection: the selection.
                /// - Returns: the view with the selection in its environment.
                public func \#(m)ThemeSelection(_ selection: \#(ns)ThemeSelection) -> some View {
                    environment(\.\#(m)ThemeSelection, selection)
                }
            }

            /// Puts a store's selection and the store into the environment (see `View.\#(m)Theme(_: \#(ns)ThemeStore)`).
            @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
            struct \#(ns)ThemeStoreModifier: ViewModifier {
                /// The store; reading its selection in `body` makes the view update when it changes.
                let store: \#(ns)ThemeStore

                func body(content: Content) -> some View {
                    content
                        .environment(\.\#(m)ThemeSelection, store.selection)
                        .environment(\.\#(m)ThemeStore, store)
                }
            }

            // MARK: - The theme store

            /// The app's theme choice, observable and persisted in `UserDefaults` (the PrismUI API):
            ///
            /// ```swift
            /// @State private var themeStore = \#(ns)ThemeStore()
            /// ContentView().\#(m)Theme(themeStore)
            /// themeStore.setTheme(enabled ? "highContrast" : "default")
            /// ```
            ///
            /// Registered by default: `"default"` (follow the system), `"highContrast"` (``HighContrastTheme``)
            /// and every theme of the token source by its name; register brand or custom themes with
            /// `register(_:named:)`.
            @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
            @MainActor @Observable
            public final class \#(ns)ThemeStore {
                /// The name of the selection that follows the system.
                public static let defaultName = "default"

                /// The name of the selected theme.
                public private(set) var selectedName: String
                /// The selected theme selection.
                public private(set) var selection: \#(ns)ThemeSelection
                @ObservationIgnored private var registry: [String: \#(ns)ThemeSelection]
                @ObservationIgnored private let defaults: UserDefaults
                @ObservationIgnored private let key: String

                /// Creates a store, restoring the choice saved under `key`.
                /// - Parameters:
                ///   - defaults: where the choice is saved; `.standard` by default.
                ///   - key: the defaults key; `\#(names.storeKeyText)` by default.
                public init(defaults: UserDefaults = .standard, key: String = \#(names.storeKey)) {
                    var registry: [String: \#(ns)ThemeSelection] = [:]
                    for theme in \#(ns)Theme.all { registry[theme.name] = .fixed(theme) }
                    registry[\#(ns)ThemeStore.defaultName] = .system
                    registry[HighContrastTheme.storeName] = .highContrast
                    let saved: String = defaults.string(forKey: key) ?? \#(ns)ThemeStore.defaultName
                    let name: String = registry[saved] == nil ? \#(ns)ThemeStore.defaultName : saved
                    self.registry = registry
                    self.defaults = defaults
                    self.key = key
                    self.selectedName = name
                    self.selection = registry[name] ?? .system
                }

                /// The registered names, sorted.
                public var names: [String] { registry.keys.sorted() }

                /// Registers a selection under a name (replacing one of that name).
                /// - Parameters:
                ///   - selection: e.g. `.inputs(["brand": "acme"])` or `.fixed(myTheme)`.
                ///   - name: the name `setTheme(_:)` selects it by.
                public func register(_ selection: \#(ns)ThemeSelection, named name: String) {
                    registry[name] = selection
                    if name == selectedName { self.selection = selection }
                }

                /// Selects a registered theme and saves the choice.
                /// - Parameter name: a registered name, e.g. `"highContrast"` or `"default"`.
                /// - Returns: `false` (and no change) when nothing is registered under `name`.
                @discardableResult
                public func setTheme(_ name: String) -> Bool {
                    guard let selection = registry[name] else { return false }
                    self.selectedName = name
                    self.selection = selection
                    defaults.set(name, forKey: key)
                    return true
                }
            }

            // MARK: - Adaptive colors

            extension \#(ns)ColorScheme {
                /// The color scheme of a SwiftUI color scheme.
                public init(_ colorScheme: ColorScheme) {
                    self = colorScheme == .dark ? .dark : .light
                }
            }

            #if canImport(UIKit) && !os(watchOS)
            /// The UIKit trait that carries the environment's theme selection into dynamic colors, so
            /// `Color.\#(m).brand` follows `.\#(m)Theme(_:)` too (bridged with `UITraitBridgedEnvironmentKey`).
            @available(iOS 17.0, tvOS 17.0, *)
            struct \#(ns)ThemeSelectionTrait: UITraitDefinition {
                static let defaultValue: \#(ns)ThemeSelection = .system
                static let affectsColorAppearance: Bool = true
            }

            @available(iOS 17.0, tvOS 17.0, *)
            extension \#(ns)ThemeSelectionKey: UITraitBridgedEnvironmentKey {
                static func read(from traitCollection: UITraitCollection) -> \#(ns)ThemeSelection {
                    traitCollection[\#(ns)ThemeSelectionTrait.self]
                }

                static func write(to mutableTraits: inout any UIMutableTraits, value: \#(ns)ThemeSelection) {
                    mutableTraits[\#(ns)ThemeSelectionTrait.self] = value
                }
            }

            extension \#(ns)Theme {
                /// The theme for UIKit traits: the bridged `.\#(m)Theme(_:)` selection (iOS 17) resolved for
                /// the traits' interface style and accessibility contrast.
                /// - Parameter traits: the trait collection a dynamic color is resolved for.
                /// - Returns: the theme.
                public static func matching(_ traits: UITraitCollection) -> \#(ns)Theme {
                    var selection: \#(ns)ThemeSelection = .system
                    if #available(iOS 17.0, tvOS 17.0, *) { selection = traits[\#(ns)ThemeSelectionTrait.self] }
                    let scheme: \#(ns)ColorScheme = traits.userInterfaceStyle == .dark ? .dark : .light
                    let contrast: \#(ns)Contrast = traits.accessibilityContrast == .high ? .increased : .standard
                    return selection.theme(colorScheme: scheme, contrast: contrast)
                }
            }

            extension UIColor {
                /// The UIKit color of a token color: Display P3 for a wide-gamut color, sRGB otherwise.
                public convenience init(_ color: \#(ns)Color) {
                    if let p3 = color.displayP3 {
                        self.init(displayP3Red: CGFloat(p3.red), green: CGFloat(p3.green), blue: CGFloat(p3.blue), alpha: CGFloat(color.alpha))
                    } else {
                        self.init(red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue), alpha: CGFloat(color.alpha))
                    }
                }

                /// A dynamic color that picks its theme from the traits it is drawn with (Dark Mode,
                /// Increase Contrast, and on iOS 17 the SwiftUI `.\#(m)Theme(_:)` above it).
                /// - Parameter resolve: reads the color from a theme, e.g. `{ $0.color(.brand) }`.
                public convenience init(\#(m)Resolving resolve: @escaping @Sendable (\#(ns)Theme) -> \#(ns)Color) {
                    self.init(dynamicProvider: { traits in UIColor(resolve(\#(ns)Theme.matching(traits))) })
                }
            }
            #elseif canImport(AppKit)
            extension \#(ns)Theme {
                /// The theme for an AppKit appearance: aqua, dark aqua and their high-contrast variants
                /// (Increase Contrast) map to the light, dark and increased-contrast themes.
                /// - Parameter appearance: the appearance a dynamic color is drawn with.
                /// - Returns: the theme.
                public static func matching(_ appearance: NSAppearance) -> \#(ns)Theme {
                    let names: [NSAppearance.Name] = [.aqua, .darkAqua, .accessibilityHighContrastAqua, .accessibilityHighContrastDarkAqua]
                    let best: NSAppearance.Name? = appearance.bestMatch(from: names)
                    let isDark: Bool = best == .darkAqua || best == .accessibilityHighContrastDarkAqua
                    let isHighContrast: Bool = best == .accessibilityHighContrastAqua || best == .accessibilityHighContrastDarkAqua
                    return \#(ns)Theme.matching(colorScheme: isDark ? .dark : .light, contrast: isHighContrast ? .increased : .standard)
                }
            }

            extension NSColor {
                /// The AppKit color of a token color: Display P3 for a wide-gamut color, sRGB otherwise.
                public convenience init(_ color: \#(ns)Color) {
                    if let p3 = color.displayP3 {
                        self.init(displayP3Red: CGFloat(p3.red), green: CGFloat(p3.green), blue: CGFloat(p3.blue), alpha: CGFloat(color.alpha))
                    } else {
                        self.init(srgbRed: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue), alpha: CGFloat(color.alpha))
                    }
                }

                /// A dynamic color that picks its theme from the appearance it is drawn with (Dark Mode,
                /// Increase Contrast).
                /// - Parameter resolve: reads the color from a theme, e.g. `{ $0.color(.brand) }`.
                public convenience init(\#(m)Resolving resolve: @escaping @Sendable (\#(ns)Theme) -> \#(ns)Color) {
                    self.init(name: nil, dynamicProvider: { appearance in NSColor(resolve(\#(ns)Theme.matching(appearance))) })
                }
            }
            #endif

            @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
            extension Color {
                /// A color that follows the appearance with no plumbing: a `UIColor`/`NSColor` dynamic color
                /// resolving `resolve` in the theme for the system's Dark Mode and Increase Contrast (and, on
                /// iOS 17, the `.\#(m)Theme(_:)` above it); the first theme's color where neither exists.
                /// - Parameter resolve: reads the color from a theme, e.g. `{ $0.color(.brand) }`.
                public init(\#(m)Resolving resolve: @escaping @Sendable (\#(ns)Theme) -> \#(ns)Color) {
                    #if canImport(UIKit) && !os(watchOS)
                    self.init(uiColor: UIColor(\#(m)Resolving: resolve))
                    #elseif canImport(AppKit)
                    self.init(nsColor: NSColor(\#(m)Resolving: resolve))
                    #else
                    self.init(resolve(\#(ns)Theme.all[0]))
                    #endif
                }
            }

            """#
    }
}
