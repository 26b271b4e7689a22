/// The words pair inference knows, in one place (ContrastPairs.md lists them).
///
/// Each vocabulary is a class of ``WordClasses``; pair inference asks its questions of a word
/// through ``classes(of:)-(String)`` (one lookup answers them all) rather than of the sets.
enum RoleVocabulary {
    static let text: Set<String> = ["fg", "foreground", "text", "content", "label", "link", "ink", "subtext"]
    static let icon: Set<String> = ["icon", "icons", "glyph", "visual", "graphic"]
    static let surface: Set<String> = [
        "bg", "background", "backdrop", "surface", "canvas", "fill", "container", "layer", "well",
    ]
    static let border: Set<String> = ["border", "stroke", "outline", "divider", "separator", "ring", "rule"]
    /// Role words that count only when no other role word is present.
    static let weakText: Set<String> = [
        "heading", "title", "body", "detail", "code", "caption", "paragraph", "headline",
    ]
    static let weakSurface: Set<String> = ["base", "page", "app", "panel", "card"]
    static let weakBorder: Set<String> = ["focus"]

    /// States that mean "at rest": not a state of their own.
    static let restStates: Set<String> = ["default", "rest", "normal", "enabled"]

    static let filler: Set<String> = ["color", "colors", "colour", "colours", "$root", "root"]
    static let states: Set<String> = [
        "rest", "default", "normal", "enabled", "hover", "hovered", "active", "pressed", "press", "down", "selected",
        "checked", "focus", "focused", "visited",
    ]
    static let canonicalState: [String: String] = [
        "hovered": "hover", "press": "pressed", "down": "pressed", "active": "pressed", "focused": "focus",
    ]
    static let exempt: Set<String> = ["disabled", "inactive", "decorative", "decoration"]
    static let exemptionReason: [String: String] = ["inactive": "disabled", "decoration": "decorative"]

    /// Meaning/intent words: a subject made only of these (and modifiers) is a colored role.
    static let intents: Set<String> = [
        "accent", "brand", "primary", "negative", "positive", "informative", "notice", "danger", "success",
        "warning", "error", "critical", "info", "caution", "attention", "highlight", "severe", "blocking",
        "neutral", "discovery", "magic", "emphasis", "done", "sponsors", "open", "closed", "attention",
        "red", "orange", "yellow", "green", "blue", "indigo", "purple", "violet", "pink", "magenta", "cyan",
        "teal", "gray", "grey", "brown", "celery", "chartreuse", "cinnamon", "fuchsia", "seafoam", "silver",
        "turquoise", "lime", "amber", "sky", "mint",
    ]
    /// The intents that name no color of their own (`neutral`, `gray`): a subject of only these is
    /// not a colored family's.
    static let neutralIntents: Set<String> = ["neutral", "gray", "grey"]
    /// Words that make a surface quieter than its family's plain one.
    static let quieter: Set<String> = [
        "muted", "subtle", "subdued", "soft", "weak", "quiet", "light", "lighter", "lightest", "pale", "secondary",
        "tertiary", "faint", "low",
    ]
    /// Words that make a surface the emphasised fill of its family.
    static let emphasis: Set<String> = [
        "emphasis", "emphasized", "strong", "solid", "bold", "intense", "loud", "heavy", "high", "vivid", "filled",
    ]
    /// Words that keep a text color neutral (body copy) or a surface a page/app surface.
    static let neutralText: Set<String> = [
        "default", "primary", "secondary", "tertiary", "muted", "subtle", "subdued", "neutral", "body", "main", "base",
        "strong", "weak", "soft", "standard", "heading", "title", "detail", "code", "caption", "paragraph", "headline",
        "gray", "grey", "placeholder", "action",
    ]
    /// Words that put a text below the main one in the hierarchy (`text.secondary`, `fg.muted`).
    static let level: Set<String> = quieter.union(["placeholder", "helper", "hint"])
    static let neutralSurface: Set<String> = [
        "default", "primary", "secondary", "tertiary", "muted", "subtle", "subdued", "inset", "canvas", "base", "page",
        "app", "body", "main", "elevated", "raised", "sunken", "layer", "surface", "background", "bg",
    ]
    /// Words of colors made for other surfaces than the page's (images, inverse sections).
    static let otherSurface: Set<String> = [
        "static", "inverse", "inverted", "reversed", "overlay", "transparent", "contrast",
    ]
    /// Words that make a border one a user must see (WCAG 1.4.11): interactive controls and focus.
    static let meaningfulBorder: Set<String> = [
        "focus", "input", "field", "control", "checkbox", "radio", "switch", "toggle", "button", "select", "textfield",
        "textarea", "strong", "emphasis", "interactive", "selected", "invalid",
    ]

    /// Every vocabulary with its class.
    static let vocabularies: [(words: Set<String>, classes: WordClasses)] = [
        (filler, .filler), (states, .state), (restStates, .restState), (exempt, .exempt), (text, .text),
        (icon, .icon), (surface, .surface), (border, .border), (weakText, .weakText),
        (weakSurface, .weakSurface), (weakBorder, .weakBorder), (intents, .intent),
        (neutralIntents, .neutralIntent), (quieter, .quieter), (emphasis, .emphasis),
        (neutralText, .neutralText), (level, .level), (neutralSurface, .neutralSurface),
        (otherSurface, .otherSurface), (meaningfulBorder, .meaningfulBorder),
    ]

    /// Every vocabulary word with its classes (a word can be in several: `focus` is a state, a
    /// weak border word and a meaningful border's).
    private static let table: WordClassTable = {
        var classes: [String: WordClasses] = [:]
        for (words, wordClasses) in vocabularies {
            for word in words { classes[word, default: []].formUnion(wordClasses) }
        }
        return WordClassTable(classes)
    }()

    /// The classes of a word of a color name (none for most: `g0`, `500`, `brand`'s only
    /// `intent`). A word that starts with a digit is in no vocabulary, so it is not looked up.
    static func classes(of word: String) -> WordClasses {
        if let first = word.utf8.first, NameWords.isASCIIDigit(first) { return [] }
        return table.classes(of: word)
    }

    /// ``classes(of:)-(String)`` of the word spelled by `bytes`.
    static func classes(of bytes: UnsafeBufferPointer<UInt8>) -> WordClasses {
        if let first = bytes.first, NameWords.isASCIIDigit(first) { return [] }
        return table.classes(of: bytes)
    }
}

/// What a word is to the vocabularies of ``RoleVocabulary``, as bits: the words of a color name
/// are classified with one table lookup each instead of one per vocabulary.
struct WordClasses: OptionSet, Sendable, Hashable {
    let rawValue: UInt32

    /// `color`, `colors`, `root`…: dropped from a name.
    static let filler = WordClasses(rawValue: 1 << 0)
    /// An interaction state (`hover`, `pressed`, `default`…).
    static let state = WordClasses(rawValue: 1 << 1)
    /// A state that means "at rest" (`default`, `rest`, `normal`, `enabled`).
    static let restState = WordClasses(rawValue: 1 << 2)
    /// A word WCAG exempts (`disabled`, `decorative`…).
    static let exempt = WordClasses(rawValue: 1 << 3)
    /// The strong role words.
    static let text = WordClasses(rawValue: 1 << 4)
    static let icon = WordClasses(rawValue: 1 << 5)
    static let surface = WordClasses(rawValue: 1 << 6)
    static let border = WordClasses(rawValue: 1 << 7)
    /// The weak role words (counted only when no strong one is present).
    static let weakText = WordClasses(rawValue: 1 << 8)
    static let weakSurface = WordClasses(rawValue: 1 << 9)
    static let weakBorder = WordClasses(rawValue: 1 << 10)
    /// ``RoleVocabulary/intents``.
    static let intent = WordClasses(rawValue: 1 << 11)
    /// ``RoleVocabulary/neutralIntents``.
    static let neutralIntent = WordClasses(rawValue: 1 << 12)
    /// ``RoleVocabulary/quieter``.
    static let quieter = WordClasses(rawValue: 1 << 13)
    /// ``RoleVocabulary/emphasis``.
    static let emphasis = WordClasses(rawValue: 1 << 14)
    /// ``RoleVocabulary/neutralText``.
    static let neutralText = WordClasses(rawValue: 1 << 15)
    /// ``RoleVocabulary/level``.
    static let level = WordClasses(rawValue: 1 << 16)
    /// ``RoleVocabulary/neutralSurface``.
    static let neutralSurface = WordClasses(rawValue: 1 << 17)
    /// ``RoleVocabulary/otherSurface``.
    static let otherSurface = WordClasses(rawValue: 1 << 18)
    /// ``RoleVocabulary/meaningfulBorder``.
    static let meaningfulBorder = WordClasses(rawValue: 1 << 19)

    static let strongRoles: WordClasses = [.text, .icon, .surface, .border]
    static let weakRoles: WordClasses = [.weakText, .weakSurface, .weakBorder]
    /// An intent or one of its modifiers (the `isIntentOrModifier` words other than numbers).
    static let intentOrModifier: WordClasses = [.intent, .quieter, .emphasis]

    /// The role a strong role word names.
    var strongRole: ColorRoleName.Role? {
        if contains(.text) { return .text }
        if contains(.icon) { return .icon }
        if contains(.surface) { return .surface }
        return contains(.border) ? .border : nil
    }

    /// The role a weak role word names.
    var weakRole: ColorRoleName.Role? {
        if contains(.weakText) { return .text }
        if contains(.weakSurface) { return .surface }
        return contains(.weakBorder) ? .border : nil
    }

    /// Every word (strong or weak) that names `role`, as classes.
    static func words(of role: ColorRoleName.Role) -> WordClasses {
        switch role {
        case .text: [.text, .weakText]
        case .icon: .icon
        case .surface: [.surface, .weakSurface]
        case .border: [.border, .weakBorder]
        }
    }
}
