/// What the name of a color token says about how it is used: its role (text, icon, surface,
/// border), the subject it belongs to (`danger`, `button.primary`), its interaction state, the
/// surface an `on-X` color sits on, and whether WCAG exempts it.
///
/// The path is split into lowercase words at every `.`, `-`, `_`, space, lower-to-upper case
/// change and letter/digit change, so `fgColor`, `fg-color`, `fg_color` and `fg.color` read the same.
/// Role words count at any depth; `color`/`colors` and `$root` are filler and dropped.
final class ColorRoleName: Sendable {
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
            Self.split(segment, into: &words, classes: &classes)
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
        forEachWord(in: segment) { words.append(String(decoding: $0, as: UTF8.self)) }
        return words
    }

    /// Appends the words of ``split(_:)`` to `words` and their classes to `classes`, each word
    /// classified from its bytes (no string hashed).
    static func split(_ segment: String, into words: inout [String], classes: inout [WordClasses]) {
        forEachWord(in: segment) {
            words.append(String(decoding: $0, as: UTF8.self))
            classes.append(RoleVocabulary.classes(of: $0))
        }
    }

    /// Calls `body` with the UTF-8 bytes of each word of `segment` (see ``split(_:)``), ASCII
    /// capitals lowered.
    private static func forEachWord(in segment: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var text = segment
        text.withUTF8 { bytes in
            var start = -1  // where the current word starts; -1 when there is none
            var previous: UInt8 = 0
            func flush(at end: Int) {
                if start >= 0 { lowercased(UnsafeBufferPointer(rebasing: bytes[start..<end]), body) }
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

    /// Calls `body` with `bytes`, ASCII capitals lowered (in a temporary buffer when there are any).
    private static func lowercased(
        _ bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        guard bytes.contains(where: NameWords.isASCIIUpper) else { return body(bytes) }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { lowered in
            for (offset, byte) in bytes.enumerated() {
                lowered[offset] = NameWords.isASCIIUpper(byte) ? byte + 32 : byte
            }
            body(UnsafeBufferPointer(lowered))
        }
    }
}
