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

    /// What each of ``words`` is to the vocabularies.
    let wordClasses: [WordClasses]

    /// The words of the path with the state removed: how `on-X` targets are looked up.
    var wordsWithoutState: [String] { state == nil ? words : Array(words.dropLast(stateWordCount)) }
    /// How many of ``words`` come before the state.
    var wordCountWithoutState: Int { state == nil ? words.count : words.count - stateWordCount }
    private let stateWordCount: Int

    init(_ path: TokenPath) {
        // Room for a usual path's words (grown, not reallocated word by word).
        var words: [String] = []
        words.reserveCapacity(8)
        // What each word is to the vocabularies, beside it: one table lookup per word.
        var classes: [WordClasses] = []
        classes.reserveCapacity(8)
        var onIndex: Int?
        for segment in path.segments where segment != "$root" {
            // The segment's words go straight to the end of `words` (no array per segment).
            let start = words.count
            Self.split(segment, into: &words)
            for word in words[start...] { classes.append(RoleVocabulary.classes(of: word)) }
            // `onSurface`, `on-brand-secondary`: an "on" that starts a segment marks an on-color;
            // an "on" elsewhere (`button-on-hover`) does not, unless it follows a text word.
            if onIndex == nil, words.count - start > 1, words[start] == "on" { onIndex = start }
            // `textOnBrand`, `text-on-color`, `iconOnAccent`: "on" right after a text or icon word
            // (not the segment's last word).
            if onIndex == nil,
                let at = (start..<words.count).dropFirst().first(where: { words[$0] == "on" && $0 + 1 < words.count }),
                !classes[at - 1].isDisjoint(with: [.text, .icon])
            {
                onIndex = at
            }
        }
        if classes.contains(where: { $0.contains(.filler) }) {
            // Kept words moved down in place (new arrays per name were two thirds of the
            // allocations of naming 18,000 colors).
            var kept = 0
            for index in words.indices where !classes[index].contains(.filler) {
                if kept != index { words.swapAt(kept, index) }
                classes[kept] = classes[index]
                kept += 1
            }
            words.removeLast(words.count - kept)
            classes.removeLast(classes.count - kept)
        }
        if let index = onIndex, index >= words.count || words[index] != "on" { onIndex = words.firstIndex(of: "on") }
        self.words = words
        wordClasses = classes

        // Trailing states: `hover`, `key-focus`, `focus-hover`, `selected-hover`.
        var stateStart = words.count
        while stateStart > 0, words.count - stateStart < 2, classes[stateStart - 1].contains(.state) {
            stateStart -= 1
        }
        var end = stateStart
        if end > 0, words[end - 1] == "key", stateStart < words.count { end -= 1 }
        // A lone trailing word that is also a role word (`focus` of `focus-indicator`) stays a word.
        if end == 0 {
            end = min(words.count, 1)
            stateStart = end
        }
        stateWordCount = words.count - end
        // The state words other than "at rest" ones, canonical, joined by `-`.
        var state: String?
        for index in stateStart..<words.count where !classes[index].contains(.restState) {
            let word = RoleVocabulary.canonicalState[words[index]] ?? words[index]
            state = state.map { $0 + "-" + word } ?? word
        }
        self.state = state

        exemption = (0..<end).first { classes[$0].contains(.exempt) }.map {
            RoleVocabulary.exemptionReason[words[$0]] ?? words[$0]
        }

        var onTarget: [String]?
        var roleEnd = end
        if let index = onIndex, index < end {
            onTarget = Array(words[(index + 1)..<end])
            roleEnd = index
        }
        self.onTarget = onTarget?.isEmpty == true ? nil : onTarget
        isOnAnyColor = onTarget?.isEmpty == true

        let role = Self.role(of: classes[..<roleEnd], isOnColor: self.onTarget != nil)
        self.role = role
        let ownWords = role.map(WordClasses.words(of:)) ?? []
        // One array of the right size.
        let subjectCount = classes[..<roleEnd].count { $0.isDisjoint(with: ownWords) }
        var subject: [String] = []
        subject.reserveCapacity(subjectCount)
        for index in 0..<roleEnd where classes[index].isDisjoint(with: ownWords) { subject.append(words[index]) }
        self.subject = subject
    }

    /// The role the words name: a strong role word anywhere (the last one wins), else a weak one.
    private static func role(of classes: ArraySlice<WordClasses>, isOnColor: Bool) -> Role? {
        if isOnColor {
            return classes.contains { $0.contains(.icon) } ? .icon : .text
        }
        if let strong = classes.last(where: { !$0.isDisjoint(with: .strongRoles) }) { return strong.strongRole }
        return classes.last { !$0.isDisjoint(with: .weakRoles) }?.weakRole
    }

    /// `fgColor` → `fg color`; `layer01` → `layer 01`; `SDS-Text_on-brand` → `sds text on brand`.
    static func split(_ segment: String) -> [String] {
        var words: [String] = []
        split(segment, into: &words)
        return words
    }

    /// Appends the words of ``split(_:)`` to `words`.
    static func split(_ segment: String, into words: inout [String]) {
        var text = segment
        text.withUTF8 { bytes in
            var start = -1  // where the current word starts; -1 when there is none
            var previous: UInt8 = 0
            func flush(at end: Int) {
                if start >= 0 { words.append(Self.lowercased(UnsafeBufferPointer(rebasing: bytes[start..<end]))) }
                start = -1
            }
            for i in bytes.indices {
                let byte = bytes[i]
                let isUpper = NameWords.isASCIIUpper(byte)
                let isDigit = NameWords.isASCIIDigit(byte)
                guard isUpper || NameWords.isASCIILower(byte) || isDigit || byte >= 128 else {
                    flush(at: i)
                    previous = 0
                    continue
                }
                let previousUpper = NameWords.isASCIIUpper(previous)
                let previousLower = NameWords.isASCIILower(previous)
                let previousDigit = NameWords.isASCIIDigit(previous)
                let nextLower = i + 1 < bytes.count && NameWords.isASCIILower(bytes[i + 1])
                if isUpper, previousLower || previousDigit || (previousUpper && nextLower) { flush(at: i) }
                if isDigit != previousDigit, previous != 0, !(isDigit && previous >= 128) { flush(at: i) }
                if start < 0 { start = i }
                previous = byte
            }
            flush(at: bytes.count)
        }
    }

    /// The bytes as a string with ASCII capitals lowered (no allocation for a short word).
    private static func lowercased(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.contains(where: NameWords.isASCIIUpper) else { return String(decoding: bytes, as: UTF8.self) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { lowered in
            for (offset, byte) in bytes.enumerated() {
                lowered[offset] = NameWords.isASCIIUpper(byte) ? byte + 32 : byte
            }
            return String(decoding: lowered, as: UTF8.self)
        }
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

    /// Every vocabulary word with its classes (a word can be in several: `focus` is a state and a
    /// weak border word).
    private static let wordClasses: [String: WordClasses] = {
        let vocabularies: [(Set<String>, WordClasses)] = [
            (filler, .filler), (states, .state), (restStates, .restState), (exempt, .exempt), (text, .text),
            (icon, .icon), (surface, .surface), (border, .border), (weakText, .weakText),
            (weakSurface, .weakSurface), (weakBorder, .weakBorder),
        ]
        var table: [String: WordClasses] = [:]
        for (words, classes) in vocabularies { for word in words { table[word, default: []].formUnion(classes) } }
        return table
    }()

    /// The classes of a word of a color name (none for most: `g0`, `500`, `brand`). A word that
    /// starts with a digit is in no vocabulary, so it is not looked up.
    static func classes(of word: String) -> WordClasses {
        if let first = word.utf8.first, NameWords.isASCIIDigit(first) { return [] }
        return wordClasses[word] ?? []
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

/// What a word is to the vocabularies of ``RoleVocabulary``, as bits: the words of a color name
/// are classified with one table lookup each instead of one per vocabulary.
struct WordClasses: OptionSet, Sendable, Hashable {
    let rawValue: UInt16

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

    static let strongRoles: WordClasses = [.text, .icon, .surface, .border]
    static let weakRoles: WordClasses = [.weakText, .weakSurface, .weakBorder]

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

    /// Every word (strong or weak) that names `role`, as classes (``RoleVocabulary/words(of:)``).
    static func words(of role: ColorRoleName.Role) -> WordClasses {
        switch role {
        case .text: [.text, .weakText]
        case .icon: .icon
        case .surface: [.surface, .weakSurface]
        case .border: [.border, .weakBorder]
        }
    }
}
