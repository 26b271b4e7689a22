/// The color tokens of one theme indexed by the keys pair inference looks up: built in one pass,
/// each lookup a dictionary access returning a bounded list.
struct PairInferenceIndex {
    /// One color token and its name analysis.
    struct Entry {
        var token: ResolvedToken
        var name: ColorRoleName
        /// Fully transparent: not a visible text or border, whatever its name says.
        var isInvisible: Bool
        var isExempt: Bool { name.exemption != nil }
    }

    /// How a text color's subject reads.
    enum Kind: Equatable {
        /// Body copy: only neutral words (`default`, `muted`, `primary`) or none.
        case neutral
        /// A colored role (`danger`, `accent`, `blue`) with the family key of its surfaces.
        case colored(family: String)
        /// A component or something else (`button.primary`, `input`): only exact swaps pair it.
        case component
    }

    let entries: [Entry]
    /// Leading words shared by most role colors (`semanticColors` in Fluent): ignored when classifying.
    private let scopeWords: Set<String>
    /// Tokens that are not text, icon or border, by their words without state.
    private var byWords: [String: [Int]] = [:]
    /// Surfaces by subject.
    private var surfacesBySubject: [String: [Int]] = [:]
    /// Surfaces by their words with the role word replaced by ``roleMark``.
    private var surfacesBySwapKey: [String: [Int]] = [:]
    /// Text/icon colors by swap key and state: to know whether a state has its own foreground.
    private var foregroundStates: Set<String> = []
    /// Surfaces (and role-less palette tints) whose subject has a quieter word, by family.
    private var quieterByFamily: [String: [Int]] = [:]
    /// The neutral page surfaces, most general first, at most ``PairInference/maximumSurfacesPerLookup``.
    private(set) var defaultSurfaces: [Int] = []
    /// Their hover/pressed/selected variants (`background.default.hover`): the main texts stay on them.
    private(set) var defaultSurfaceStates: [Int] = []
    /// The most general of them (`background.default`, `background-base-color`): what every text,
    /// icon and border must be readable on.
    private(set) var primarySurfaces: [Int] = []
    /// The most general neutral text colors (`text.default`, `body-color`; links are not body
    /// copy): what every page surface, hovered or not, must carry.
    private(set) var primaryTexts: Set<Int> = []
    /// For palette-only files: `white`, and the named tint families (`blue`, `blueLight`, `blueDark`).
    private(set) var paletteWhite: Int?
    /// Family → (base, light tints, dark shades), when the theme names no surface at all.
    private(set) var tintFamilies: [(base: Int?, light: [Int], dark: [Int])] = []
    /// Surfaces that have an `on-X` text of their own: other text is not put on them.
    private(set) var surfacesWithOnText: Set<Int> = []
    /// The surfaces of each `on-X` text color, found while indexing (for ``surfacesWithOnText``)
    /// and kept for inference, which asks for them again (looking the 3,333 of the 50k benchmark
    /// file up a second time took 67 million instructions).
    private var onColorSurfacesOfTexts: [Int: [Int]] = [:]
    /// The plain fills of colored families (`background-brand`): where `text-on-color` goes.
    private(set) var coloredFills: [Int] = []
    /// For palette-only files: the pairs of hue families that share a numeric grade scale.
    private(set) var gradePairs: [GradeScalePairs.Pair] = []

    init(_ entries: [Entry]) {
        self.entries = entries
        scopeWords = Self.scopeWords(entries)
        // At most a key per entry: sized once instead of rehashed as it fills.
        byWords.reserveCapacity(entries.count)
        var defaults: [(Int, Int)] = []
        for (i, entry) in entries.enumerated() {
            let name = entry.name
            switch name.role {
            case .text?, .icon?:
                // Each state word separately: a `checked` text covers the `checked-hover` surface too.
                let swapKey = name.state == nil ? "" : Self.swapKey(name)
                for word in (name.state ?? "").split(separator: "-") {
                    foregroundStates.insert(swapKey + "|" + word)
                    if name.onTarget != nil { foregroundStates.insert(Self.key(name.wordsWithoutState) + "|" + word) }
                }
                continue
            case .border?:
                continue
            case .surface?:
                byWords[Self.key(name.wordsWithoutState), default: []].append(i)
                surfacesBySubject[Self.key(name.subject), default: []].append(i)
                surfacesBySwapKey[Self.swapKey(name), default: []].append(i)
                let classified = classifiedSubject(name)
                if !entry.isExempt,
                    classified.allSatisfy({
                        Self.isNumber($0) || RoleVocabulary.classes(of: $0).contains(.neutralSurface)
                    })
                {
                    if name.state == nil {
                        defaults.append((classified.count, i))
                    } else if defaultSurfaceStates.count < PairInference.maximumSurfacesPerLookup {
                        defaultSurfaceStates.append(i)
                    }
                }
            case nil:
                byWords[Self.key(name.wordsWithoutState), default: []].append(i)
            }
            let subject = classifiedSubject(name)
            if name.role == .surface, Self.isColoredFill(entry, subject: subject),
                coloredFills.count < PairInference.maximumSurfacesPerLookup
            {
                coloredFills.append(i)
            }
            if name.state == nil, subject.contains(where: { RoleVocabulary.classes(of: $0).contains(.quieter) }) {
                quieterByFamily[Self.family(subject), default: []].append(i)
            }
        }
        let sortedDefaults = defaults.sorted { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }.prefix(
            PairInference.maximumSurfacesPerLookup)
        defaultSurfaces = sortedDefaults.map(\.1)
        primarySurfaces = sortedDefaults.filter { $0.0 == sortedDefaults.first?.0 }.map(\.1)
        var neutralTexts: [(Int, Int)] = []
        for (i, entry) in entries.enumerated() where entry.name.role == .text && !entry.isExempt {
            if entry.name.onTarget != nil {
                let surfaces = findOnColorSurfaces(of: i)
                onColorSurfacesOfTexts[i] = surfaces
                surfacesWithOnText.formUnion(surfaces)
            } else if entry.name.state == nil, kind(of: entry) == .neutral, !entry.name.words.contains("link") {
                neutralTexts.append((classifiedSubject(entry.name).count, i))
            }
        }
        if !entries.contains(where: { $0.name.role == .surface }) {
            collectTintFamilies()
            gradePairs = GradeScalePairs.pairs(entries)
        }
        let fewest = neutralTexts.map(\.0).min()
        primaryTexts = Set(
            neutralTexts.filter { $0.0 == fewest }.prefix(PairInference.maximumSurfacesPerLookup).map(\.1))
    }

    /// Named tint families of a palette-only file: role-less colors whose name is a family word
    /// plus at most one of `light`, `lighter`, `lightest`, `dark`, `darker`, `darkest`.
    private mutating func collectTintFamilies() {
        let light: Set<String> = ["light", "lighter", "lightest"]
        let dark: Set<String> = ["dark", "darker", "darkest"]
        var families: [String: (base: Int?, light: [Int], dark: [Int])] = [:]
        var order: [String] = []
        for (i, entry) in entries.enumerated()
        where entry.name.role == nil && !entry.isExempt && entry.name.state == nil {
            let words = entry.name.words
            if words == ["white"] {
                paletteWhite = i
                continue
            }
            guard let family = words.first, words.count <= 2 else { continue }
            if families[family] == nil { order.append(family) }
            var value = families[family] ?? (nil, [], [])
            if words.count == 1 {
                value.base = i
            } else if light.contains(words[1]) {
                value.light.append(i)
            } else if dark.contains(words[1]) {
                value.dark.append(i)
            } else {
                continue
            }
            families[family] = value
        }
        // Only hue families with a text shade of their own (`blueText`): `sky`, light throughout,
        // is a family of surfaces, not of a hue that text and fills are drawn in.
        let withText = Set(
            entries.compactMap { $0.name.role == .text && $0.name.subject.count == 1 ? $0.name.subject.first : nil })
        tintFamilies = order.filter(withText.contains).compactMap { families[$0] }.filter {
            $0.base != nil && !$0.light.isEmpty && !$0.dark.isEmpty
        }
    }

    // MARK: Lookups

    /// The surfaces an `on-X` color sits on: X by its words (`color.onSurface` → `color.surface`),
    /// X's surface when X names no role (`text.brand.on-brand` → `background.brand`), and the
    /// emphasis variants of either (`brand.strong`), states aligned.
    func onColorSurfaces(of i: Int) -> [Int] {
        onColorSurfacesOfTexts[i] ?? findOnColorSurfaces(of: i)
    }

    /// ``onColorSurfaces(of:)``, looked up.
    private func findOnColorSurfaces(of i: Int) -> [Int] {
        let name = entries[i].name
        guard let target = name.onTarget else { return [] }
        // The words before "on" that are not the color's own role words.
        let ownWords = WordClasses.words(of: name.role ?? .text)
        var scope: [String] = []
        for (word, classes) in zip(name.words, name.wordClasses) {
            if word == "on" { break }
            if classes.isDisjoint(with: ownWords) { scope.append(word) }
        }
        let targetNamesRole = target.contains {
            !RoleVocabulary.classes(of: $0).isDisjoint(with: [.surface, .weakSurface])
        }
        // The keys joined once and extended (`target` is never empty, so neither is a base key);
        // each looked up as it is made.
        let baseKey = Self.key(scope + target)
        // `text.brand.on-brand-secondary`: the subject `brand` is already in the scope.
        let subjectKey =
            targetNamesRole
            ? nil : Self.key(scope.last == target.first ? scope + target.dropFirst() : scope + target)
        var result = byWords[baseKey] ?? []
        for emphasis in Self.emphasisWords { result += byWords[baseKey + " " + emphasis] ?? [] }
        if let subjectKey {
            result += surfacesBySubject[subjectKey] ?? []
            for emphasis in Self.emphasisWords { result += surfacesBySubject[subjectKey + " " + emphasis] ?? [] }
        }
        return aligned(result, state: name.state, foregroundKey: Self.key(name.wordsWithoutState))
    }

    /// The emphasis variants an `on-X` color also sits on (`brand.strong`), in the order they are looked up.
    private static let emphasisWords = ["emphasis", "strong", "solid", "bold"]

    /// The surfaces with the same path but a background word for the foreground word, states
    /// aligned — except the plain fill of a colored family that also has quieter surfaces
    /// (`accent-content-color` is not used on `accent-background-color`, Spectrum's solid fill).
    func swappedSurfaces(of i: Int) -> [Int] {
        let name = entries[i].name
        let subject = classifiedSubject(name)
        let swapKey = Self.swapKey(name)
        // `body-color` ↔ `background-base-color` share no stem: that is neutral text, not a swap.
        guard swapKey != Self.roleMark else { return [] }
        // `text.default.secondary` and `background.default.secondary` are levels of two separate
        // scales, and a colored text does not sit on its family's plain fill when the family has
        // quieter surfaces: the plain one is then the emphasis fill that takes on-X text.
        if !subject.isEmpty,
            subject.allSatisfy({ Self.isIntentOrModifier($0) || Self.isNeutralText($0) }),
            quieterByFamily[Self.family(subject)] != nil
                || subject.contains(where: { RoleVocabulary.classes(of: $0).contains(.quieter) })
        {
            return []
        }
        return aligned(surfacesBySwapKey[swapKey] ?? [], state: name.state, foregroundKey: swapKey)
    }

    /// For a component text with no surface of its own, the surface one level up:
    /// `menuItemText` → `menuBackground`, `inputPlaceholderText` → `inputBackground`.
    func parentSurfaces(of i: Int) -> [Int] {
        let name = entries[i].name
        let subject = classifiedSubject(name)
        guard subject.count >= 2, let last = subject.last, let at = name.wordsWithoutState.lastIndex(of: last) else {
            return []
        }
        var words = name.wordsWithoutState
        words.remove(at: at)
        let parentKey = Self.swapKey(words, role: name.role)
        // States are covered by the parent's texts: `inputForegroundChecked` covers `inputBackgroundChecked`.
        return aligned(surfacesBySwapKey[parentKey] ?? [], state: name.state, foregroundKey: parentKey)
    }

    /// The quieter surfaces and palette tints of a colored family (`bg.success.muted`, `blueLighter`).
    func quieterSurfaces(of family: String) -> [Int] {
        Array(
            (quieterByFamily[family] ?? []).lazy.filter { !surfacesWithOnText.contains($0) }.prefix(
                PairInference.maximumSurfacesPerLookup))
    }

    /// Whether a text/icon color is body copy, a colored role, or a component's.
    func kind(of entry: Entry) -> Kind {
        // `text-on-color` is for colored fills, not body copy on the page.
        if entry.name.isOnAnyColor { return .component }
        // `static-white-text`, `text-inverse`: made for other surfaces than the page's.
        if entry.name.wordClasses.contains(where: { $0.contains(.otherSurface) }) { return .component }
        let subject = classifiedSubject(entry.name)
        if subject.allSatisfy({ Self.isNumber($0) || Self.isNeutralText($0) }) { return .neutral }
        if subject.allSatisfy(Self.isIntentOrModifier) { return .colored(family: Self.family(subject)) }
        return .component
    }

    /// Whether a border is one users must see: a focus indicator, an interactive control's, a
    /// strong one, or a colored role's. Plain and subtle borders and dividers are decorative.
    func isMeaningfulBorder(_ entry: Entry) -> Bool {
        if entry.name.wordClasses.contains(where: { $0.contains(.otherSurface) }) { return false }
        if entry.name.wordClasses.contains(where: { $0.contains(.meaningfulBorder) }) { return true }
        let subject = classifiedSubject(entry.name)
        return !subject.isEmpty && subject.allSatisfy(Self.isIntentOrModifier)
            && subject.contains(where: Self.isColoredIntent)
    }

    /// A surface at rest that is a colored family's plain or emphasis fill (`background-brand`,
    /// `bg.danger.strong`): not quieter, not made for other surfaces, not neutral.
    private static func isColoredFill(_ entry: Entry, subject: [String]) -> Bool {
        guard entry.name.state == nil, !entry.isExempt, !entry.isInvisible, !subject.isEmpty else { return false }
        if entry.name.wordClasses.contains(where: { $0.contains(.otherSurface) }) { return false }
        return subject.allSatisfy { !RoleVocabulary.classes(of: $0).isDisjoint(with: [.intent, .emphasis]) }
            && subject.contains(where: isColoredIntent)
    }

    // MARK: Keys

    /// Keeps the surfaces whose state matches: the same state, or — for a foreground at rest — a
    /// state that has no foreground of its own (the rest text stays on the hovered fill).
    private func aligned(_ candidates: [Int], state: String?, foregroundKey: String) -> [Int] {
        var result: [Int] = []
        // State variants belong to a surface at rest: without one (`menuItemBackgroundChecked`
        // alone) a text at rest is not assumed to sit on them.
        let hasRest = candidates.contains { entries[$0].name.state == nil }
        for bg in candidates where !result.contains(bg) {
            let bgState = entries[bg].name.state
            let covered = (bgState ?? "").split(separator: "-").contains {
                foregroundStates.contains(foregroundKey + "|" + $0)
            }
            if bgState == state || (state == nil && hasRest && !covered) {
                result.append(bg)
            }
            if result.count == PairInference.maximumSurfacesPerLookup { break }
        }
        if result.isEmpty, state != nil {
            // A hovered text whose surface does not change with it: pair it with the surface at rest.
            result = candidates.filter { entries[$0].name.state == nil }.prefix(PairInference.maximumSurfacesPerLookup)
                .map { $0 }
        }
        return result
    }

    private func classifiedSubject(_ name: ColorRoleName) -> [String] {
        guard !scopeWords.isEmpty else { return name.subject }
        return Array(name.subject.drop { scopeWords.contains($0) })
    }

    static func key(_ words: [String]) -> String { words.joinedAtLength(separator: UInt8(ascii: " ")) }

    /// What a swap key has in place of each run of role words: ASCII, which no word of a name can
    /// be (words are letters, digits and non-ASCII bytes), so every key stays ASCII and is hashed
    /// and compared on the standard library's fast path (a `•` sent every lookup of a key through
    /// Unicode normalization, about twice the instructions).
    static let roleMark = "*"

    /// The words without state, each run of role words of the color's own role replaced by ``roleMark``,
    /// read from the word classes the name's analysis found (no vocabulary lookups).
    static func swapKey(_ name: ColorRoleName) -> String {
        guard let role = name.role else { return key(name.wordsWithoutState) }
        let count = name.wordCountWithoutState
        return swapKey(name.words[..<count], classes: name.wordClasses[..<count], role: role)
    }

    /// The swap key of words read with `role`.
    static func swapKey(_ words: [String], role: ColorRoleName.Role?) -> String {
        guard let role else { return key(words) }
        return swapKey(words[...], classes: words.map(RoleVocabulary.classes(of:))[...], role: role)
    }

    /// ``key(_:)`` of `words` with each run of `role`'s words replaced by ``roleMark``: its strong
    /// words when there are any (`bodyText` keeps `body` as its stem), else all of them. A literal
    /// `•` word (the mark's spelling before it became ASCII) joins a run like a role word.
    private static func swapKey(
        _ words: ArraySlice<String>, classes: ArraySlice<WordClasses>, role: ColorRoleName.Role
    ) -> String {
        // The strong surface or text-and-icon words, else every surface or text-and-icon word.
        let strong: WordClasses = role == .surface ? .surface : [.text, .icon]
        let roleClasses: WordClasses =
            classes.contains(where: { !$0.isDisjoint(with: strong) })
            ? strong : (role == .surface ? [.surface, .weakSurface] : [.text, .weakText, .icon])
        // The words mapped into an array sized once, then joined at their length (appending to a
        // growing string word by word took 3,500 instructions a key).
        var mapped: [String] = []
        mapped.reserveCapacity(words.count)
        var lastIsBullet = false
        for (word, wordClasses) in zip(words, classes) {
            let isRoleWord = !wordClasses.isDisjoint(with: roleClasses)
            // (The first byte tested first: `•` is not NFC-flagged, so comparing it with any
            // other word took the standard library's normalizing path.)
            let isBullet = isRoleWord || (word.utf8.first == 0xE2 && word == "•")
            if isBullet, lastIsBullet { continue }
            mapped.append(isBullet ? Self.roleMark : word)
            lastIsBullet = isBullet
        }
        return mapped.joinedAtLength(separator: UInt8(ascii: " "))
    }

    /// A colored subject without its quieter and emphasis words: `success muted` → `success`.
    static func family(_ subject: [String]) -> String {
        key(subject.filter { RoleVocabulary.classes(of: $0).isDisjoint(with: [.quieter, .emphasis]) })
    }

    static func isIntentOrModifier(_ word: String) -> Bool {
        isNumber(word) || !RoleVocabulary.classes(of: word).isDisjoint(with: WordClasses.intentOrModifier)
    }

    /// A word that keeps a text neutral (``RoleVocabulary/neutralText``).
    static func isNeutralText(_ word: String) -> Bool { RoleVocabulary.classes(of: word).contains(.neutralText) }

    /// An intent that names a color of its own (not `neutral`, `gray`, `grey`).
    static func isColoredIntent(_ word: String) -> Bool {
        let classes = RoleVocabulary.classes(of: word)
        return classes.contains(.intent) && !classes.contains(.neutralIntent)
    }

    static func isNumber(_ word: String) -> Bool { word.utf8.allSatisfy { $0 >= 48 && $0 <= 57 } && !word.isEmpty }

    /// The words of the first path segment when more than half of the role colors start with them
    /// (and there are enough to tell): a namespace such as Fluent's `semanticColors`.
    private static func scopeWords(_ entries: [Entry]) -> Set<String> {
        var counts: [String: Int] = [:]
        var roleColors = 0
        for entry in entries where entry.name.role != nil {
            roleColors += 1
            guard let first = entry.token.path.segments.first, entry.token.path.segments.count > 1 else { continue }
            counts[first, default: 0] += 1
        }
        // More than half: at most one segment qualifies, so the choice never depends on order.
        guard roleColors >= 8, let (segment, count) = counts.first(where: { $0.value * 2 > roleColors }),
            count * 2 > roleColors
        else { return [] }
        return Set(ColorRoleName.split(segment)).subtracting(RoleVocabulary.filler)
    }
}
