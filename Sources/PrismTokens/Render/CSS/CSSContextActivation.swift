/// How the browser selects a modifier context: the selectors that choose it explicitly and the
/// media query that chooses it from the user's settings.
///
/// Configured in the modifier's Prism extension:
/// `"contexts": {"dark": {"css": {"selectors": ["[data-theme=\"dark\"]"], "media": "(prefers-color-scheme: dark)"}}}`.
/// A context with a `css` setting gets exactly what it configures (a missing `selectors` or
/// `media` means none). Without one, defaults apply:
/// - selector `[data-theme="<context>"]` (with several modifiers `[data-<modifier>="<context>"]`,
///   so each can be set on its own);
/// - a media query built from the context's name (case-insensitive), for non-default contexts:
///   `dark` → `(prefers-color-scheme: dark)`, `light` → `(prefers-color-scheme: light)`,
///   `contrast` → `(prefers-contrast: more)`, `reduced` → `(prefers-reduced-motion: reduce)`;
///   several matches are joined with `and` (`darkHighContrast`).
public struct CSSContextActivation: Sendable, Hashable {
    /// The modifier.
    public var modifier: String
    /// The context.
    public var context: String
    /// Whether this is the modifier's default context (its values are on `:root`).
    public var isDefault: Bool
    /// Selectors that choose the context explicitly (`:root` removed: it always holds the defaults).
    public var selectors: [String]
    /// The media query that chooses the context from user settings, e.g. `(prefers-color-scheme: dark)`.
    public var media: String?

    /// The activation of every context of every modifier, in document order.
    public static func all(for document: ResolverDocument, configuration: PrismConfiguration)
        -> [[CSSContextActivation]]
    {
        let modifiers = document.modifiers
        return modifiers.map { modifier in
            let defaultName =
                modifier.defaultContext.flatMap { modifier.context(named: $0)?.name } ?? modifier.contexts.first?.name
            return modifier.contexts.map { context in
                let setting = configuration.contexts[modifier.name]?[context.name]
                let isDefault = context.name == defaultName
                let configured = setting?.cssSelectors != nil || setting?.cssMedia != nil
                let selectors =
                    configured
                    ? (setting?.cssSelectors ?? [])
                    : [defaultSelector(modifier: modifier.name, context: context.name, modifierCount: modifiers.count)]
                let media = configured ? setting?.cssMedia : (isDefault ? nil : defaultMedia(context: context.name))
                return CSSContextActivation(
                    modifier: modifier.name, context: context.name, isDefault: isDefault,
                    selectors: selectors.filter { $0.trimmingSpaces != ":root" },
                    media: media.flatMap { $0.trimmingSpaces.isEmpty ? nil : $0.trimmingSpaces }
                )
            }
        }
    }

    /// `[data-theme="<context>"]`, or `[data-<modifier>="<context>"]` when there are several modifiers.
    static func defaultSelector(modifier: String, context: String, modifierCount: Int) -> String {
        let attribute =
            modifierCount == 1
            ? "data-theme"
            : "data-" + (NameWords.words(modifier).map { $0.lowercased() }.joined(separator: "-").nonEmpty ?? "theme")
        return "[\(CSSEscaping.identifier(attribute))=\(CSSEscaping.string(context))]"
    }

    /// The media query a context's name suggests, or `nil`.
    static func defaultMedia(context: String) -> String? {
        let name = context.lowercased()
        var features: [String] = []
        if name.contains("dark") {
            features.append("(prefers-color-scheme: dark)")
        } else if name.contains("light") {
            features.append("(prefers-color-scheme: light)")
        }
        if name.contains("contrast") { features.append("(prefers-contrast: more)") }
        if name.contains("reduced") { features.append("(prefers-reduced-motion: reduce)") }
        return features.isEmpty ? nil : features.joined(separator: " and ")
    }
}

extension String {
    /// The string, or `nil` when empty.
    var nonEmpty: String? { isEmpty ? nil : self }
}
