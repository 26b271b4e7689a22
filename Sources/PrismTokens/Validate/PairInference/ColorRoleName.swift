/// What the name of a color token says about how it is used: its role (text, icon, surface,
/// border), the subject it belongs to (`danger`, `button.primary`), its interaction state, the
/// surface an `on-X` color sits on, and whether WCAG exempts it.
///
/// The path is split into lowercase words at every `.`, `-`, `_`, space, lower-to-upper case
/// change and letter/digit change, so `fgColor`, `fg-color`, `fg_color` and `fg.color` read the same.
/// Role words count at any depth; `color`/`colors` and `$root` are filler and dropped.
struct ColorRoleName: Sendable, Hashable {
    /// How a color is used.
    enum Role: Sendable, Hashable {
        /// Text (WCAG 1.4.3: 4.5:1).
        case text
        /// Icons and other graphics (WCAG 1.4.11: 3:1).
        case icon
        /// A surface other colors sit on.
        case surface
        /// A border, outline or focus indicator (WCAG 1.4.11: 3:1).
        case border
    }

    /// Every word of the path, lowercase, filler removed.
    let words: [String]
    /// The role, or `nil` for palette colors with no role word.
    let role: Role?
    /// The words with the role words, the state and the `on-X` part removed.
    let subject: [String]
    /// The trailing interaction state (`hover`, `pressed`, `focus-hover`…); `nil` at rest.
    let state: String?
    /// For `on-X`/`onX` colors, the words of X.
    let onTarget: [String]?
    /// Why WCAG does not require contrast of this color (`disabled`, `decorative`), if it does not.
    let exemption: String?
    /// An on-X color whose X is only filler (`text-on-color`, `iconOnColor`): text for colored fills.
    let isOnAnyColor: Bool

    /// The words of the path with the state removed: how `on-X` targets are looked up.
    var wordsWithoutState: [String] { state == nil ? words : Array(words.dropLast(stateWordCount)) }
    private let stateWordCount: Int

    init(_ path: TokenPath) {
        var words: [String] = []
        var onIndex: Int?
        for segment in path.segments where segment != "$root" {
            let segmentWords = Self.split(segment)
            // `onSurface`, `on-brand-secondary`: an "on" that starts a segment marks an on-color;
            // an "on" elsewhere (`button-on-hover`) does not, unless it follows a text word.
            if onIndex == nil, segmentWords.first == "on", segmentWords.count > 1 { onIndex = words.count }
            // `textOnBrand`, `text-on-color`, `iconOnAccent`: "on" right after a text or icon word.
            if onIndex == nil,
                let at = segmentWords.indices.dropFirst().first(where: {
                    segmentWords[$0] == "on" && $0 + 1 < segmentWords.count
                }),
                RoleVocabulary.text.contains(segmentWords[at - 1]) || RoleVocabulary.icon.contains(segmentWords[at - 1])
            {
                onIndex = words.count + at
            }
            words.append(contentsOf: segmentWords)
        }
        words.removeAll { RoleVocabulary.filler.contains($0) }
        if let index = onIndex, index >= words.count || words[index] != "on" { onIndex = words.firstIndex(of: "on") }
        self.words = words

        // Trailing states: `hover`, `key-focus`, `focus-hover`, `selected-hover`.
        var stateWords: [String] = []
        var end = words.count
        while end > 0, stateWords.count < 2, RoleVocabulary.states.contains(words[end - 1]) {
            stateWords.insert(words[end - 1], at: 0)
            end -= 1
        }
        if end > 0, words[end - 1] == "key", !stateWords.isEmpty { end -= 1 }
        // A lone trailing word that is also a role word (`focus` of `focus-indicator`) stays a word.
        if end == 0 {
            end = min(words.count, 1)
            stateWords = Array(words.dropFirst(end))
        }
        stateWords.removeAll { RoleVocabulary.restStates.contains($0) }
        stateWordCount = words.count - end
        state =
            stateWords.isEmpty ? nil : stateWords.map { RoleVocabulary.canonicalState[$0] ?? $0 }.joined(separator: "-")
        let body = Array(words[..<end])

        exemption = body.first { RoleVocabulary.exempt.contains($0) }.map { RoleVocabulary.exemptionReason[$0] ?? $0 }

        var onTarget: [String]?
        var roleWords = body
        if let index = onIndex, index < body.count {
            onTarget = Array(body[(index + 1)...])
            roleWords = Array(body[..<index])
        }
        self.onTarget = onTarget?.isEmpty == true ? nil : onTarget
        isOnAnyColor = onTarget?.isEmpty == true

        let role = Self.role(of: roleWords, isOnColor: self.onTarget != nil)
        self.role = role
        var subject = roleWords
        if let role {
            let ownWords = RoleVocabulary.words(of: role)
            subject.removeAll { ownWords.contains($0) }
        }
        self.subject = subject
    }

    /// The role the words name: a strong role word anywhere (the last one wins), else a weak one.
    private static func role(of words: [String], isOnColor: Bool) -> Role? {
        if isOnColor {
            return words.contains { RoleVocabulary.icon.contains($0) } ? .icon : .text
        }
        for vocabulary in [RoleVocabulary.strong, RoleVocabulary.weak] {
            if let word = words.last(where: { vocabulary[$0] != nil }) { return vocabulary[word] }
        }
        return nil
    }

    /// `fgColor` → `fg color`; `layer01` → `layer 01`; `SDS-Text_on-brand` → `sds text on brand`.
    static func split(_ segment: String) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        var previous: UInt8 = 0
        func flush() {
            if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
            current.removeAll(keepingCapacity: true)
        }
        let bytes = Array(segment.utf8)
        for (i, byte) in bytes.enumerated() {
            let isUpper = byte >= 65 && byte <= 90
            let isLower = byte >= 97 && byte <= 122
            let isDigit = byte >= 48 && byte <= 57
            guard isUpper || isLower || isDigit || byte >= 128 else {
                flush()
                previous = 0
                continue
            }
            let previousUpper = previous >= 65 && previous <= 90
            let previousLower = previous >= 97 && previous <= 122
            let previousDigit = previous >= 48 && previous <= 57
            let nextLower = i + 1 < bytes.count && bytes[i + 1] >= 97 && bytes[i + 1] <= 122
            if isUpper, previousLower || previousDigit || (previousUpper && nextLower) { flush() }
            if isDigit != previousDigit, previous != 0, !(isDigit && previous >= 128) { flush() }
            current.append(isUpper ? byte + 32 : byte)
            previous = byte
        }
        flush()
        return words
    }
}

/// The words pair inference knows, in one place (ContrastPairs.md lists them).
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

    static let strong: [String: ColorRoleName.Role] = table([
        (text, .text), (icon, .icon), (surface, .surface), (border, .border),
    ])
    static let weak: [String: ColorRoleName.Role] = table([
        (weakText, .text), (weakSurface, .surface), (weakBorder, .border),
    ])

    private static func table(_ entries: [(Set<String>, ColorRoleName.Role)]) -> [String: ColorRoleName.Role] {
        var result: [String: ColorRoleName.Role] = [:]
        for (words, role) in entries { for word in words { result[word] = role } }
        return result
    }

    /// Every word (strong or weak) that names `role`.
    ///
    /// The unions are built once: this is asked for every word of every color name.
    static func words(of role: ColorRoleName.Role) -> Set<String> {
        switch role {
        case .text: allText
        case .icon: icon
        case .surface: allSurface
        case .border: allBorder
        }
    }

    private static let allText = text.union(weakText)
    private static let allSurface = surface.union(weakSurface)
    private static let allBorder = border.union(weakBorder)
    /// The strong text and icon words (what a foreground's swap key replaces).
    static let textOrIcon = text.union(icon)
    /// Every text word, strong or weak, and the icon words.
    static let allTextOrIcon = allText.union(icon)
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
}
