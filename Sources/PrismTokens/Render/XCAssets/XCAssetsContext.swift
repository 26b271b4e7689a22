import PrismAccessibility

/// Builds the render context of the Asset Catalog templates: one color set per color token, with
/// an entry per appearance (any, dark, high contrast, dark + high contrast) the themes provide.
///
/// A theme's appearance comes from the Prism configuration of its contexts (`apple.colorScheme`,
/// `apple.contrast`; see ``ThemeAppearance``); each appearance takes the first theme made for it,
/// and the universal (any) entry takes the light, standard-contrast theme (else the first theme).
/// A token the same in every appearance gets the universal entry only. A color inside sRGB is
/// written in `srgb`; one outside it in `display-p3` with its Display P3 components (gamut-mapped
/// into P3), as Xcode stores a wide-gamut color.
enum XCAssetsContext {
    /// The rule of the warning for a color that cannot be written (no computable color).
    static let rule = "render.xcassets"

    /// One appearance slot of a color set.
    struct Slot: Equatable {
        /// Whether the slot is for Dark Mode.
        var isDark: Bool
        /// Whether the slot is for Increase Contrast.
        var isHighContrast: Bool

        /// The slots in Xcode's order: any, dark, high contrast, dark + high contrast.
        static let all = [
            Slot(isDark: false, isHighContrast: false), Slot(isDark: true, isHighContrast: false),
            Slot(isDark: false, isHighContrast: true), Slot(isDark: true, isHighContrast: true),
        ]

        /// The `appearances` members of the slot's entry (one array per slot, shared by every
        /// entry: a catalog has up to four entries for each of its 10,000s of colors).
        var appearances: [(appearance: String, value: String)] { Self.appearancesBySlot[index] }

        /// The slot's position in ``all``.
        var index: Int { (isDark ? 1 : 0) + (isHighContrast ? 2 : 0) }

        /// The `appearances` members of each slot, in the order of ``all``.
        private static let appearancesBySlot: [[(appearance: String, value: String)]] = all.map { slot in
            var result: [(String, String)] = []
            if slot.isDark { result.append(("luminosity", "dark")) }
            if slot.isHighContrast { result.append(("contrast", "high")) }
            return result
        }
    }

    /// One `colors` entry of a color set: an appearance slot's color, as the file writes it.
    struct Entry: Equatable, Sendable {
        /// The appearance slot (its `appearances` members: none for the universal entry). Held
        /// as the slot, not its members' array: the entries of 52,000 color sets, written on
        /// both cores, retained and released the four arrays' shared storage at every copy.
        var slot: Slot
        /// `srgb`, or `display-p3` for a color outside sRGB.
        var colorSpace: String
        /// The components in 0…1 with six decimals.
        var red: String, green: String, blue: String, alpha: String

        /// The `appearances` members (none for the universal entry).
        var appearances: [(appearance: String, value: String)] { slot.appearances }
    }

    /// A color set: its folder name and its entries.
    struct ColorSet: Sendable {
        /// The color set's name (the folder is `<name>.colorset`), from the token's path.
        var name: String
        /// Its `colors` entries, in Xcode's slot order.
        var entries: [Entry]

        /// The template context of its `Contents.json`.
        var context: MustacheValue {
            .object([
                "entries": .list(
                    entries.enumerated().map { index, entry in
                        .object([
                            "hasAppearances": .bool(!entry.appearances.isEmpty),
                            "appearances": .list(
                                entry.appearances.enumerated().map { position, item in
                                    .object([
                                        "appearance": .string(item.appearance), "value": .string(item.value),
                                        "isLast": .bool(position == entry.appearances.count - 1),
                                    ])
                                }),
                            "colorSpace": .string(entry.colorSpace),
                            "red": .string(entry.red), "green": .string(entry.green), "blue": .string(entry.blue),
                            "alpha": .string(entry.alpha),
                            "isLast": .bool(index == entries.count - 1),
                        ])
                    })
            ])
        }
    }

    /// The color sets of a token source.
    static func colorSets(_ input: EmitterInput, diagnostics: inout DiagnosticBag) -> [ColorSet] {
        let themes = input.resolution.themes
        guard !themes.isEmpty else { return [] }
        let appearances = themes.map {
            ThemeAppearance.of($0, configuration: input.configuration, terminalBackground: nil)
        }
        let slotThemes: [Int?] = Slot.all.map { slot in
            appearances.firstIndex { $0.isDark == slot.isDark && $0.isHighContrast == slot.isHighContrast }
        }
        let universal = slotThemes[0] ?? 0
        // The color tokens in the order their sets are made: each path once, where it first
        // appears. A later theme's token shared with the first theme's at its position was seen there.
        // A later theme's color at the path of the first theme's color at its position was seen
        // there; only other paths are looked up, in a set made when the first of them comes. The
        // first theme's colors are all sets when it holds each path once (the usual case).
        var candidates: [(theme: Int, position: Int)] = []
        let firstTokens = themes[0].tokens
        var seen: Set<TokenPath>? = themes[0].holdsEachPathOnce ? nil : []
        for (themeIndex, theme) in themes.enumerated() {
            let positions =
                themeIndex == 0
                ? theme.tokens.indices.filter { theme.tokens[$0].type == .color }
                : theme.tokens.positions(notSharedWith: firstTokens)
            for position in positions {
                let token = theme.tokens[position]
                guard token.type == .color else { continue }
                if themeIndex > 0, position < firstTokens.count,
                    firstTokens[position].type == .color && firstTokens[position].path == token.path
                {
                    continue
                }
                if themeIndex == 0, seen == nil {
                    candidates.append((0, position))
                    continue
                }
                if seen == nil { seen = Set(firstTokens.lazy.filter { $0.type == .color }.map(\.path)) }
                if seen?.insert(token.path).inserted == true { candidates.append((themeIndex, position)) }
            }
        }
        // Each token's colors, entries and natural name on whichever cores are free (conversion,
        // gamut mapping and the entries' text are the work); names claimed and findings kept in
        // that order afterwards.
        let made = ParallelWork.map(candidates, slicedBy: 1_024) { candidate in
            let token = themes[candidate.theme].tokens[candidate.position]
            var findings: [Diagnostic] = []
            let entries = slotEntries(
                of: token, at: candidate.position, themes: themes, slotThemes: slotThemes, universal: universal,
                findings: &findings)
            let set = entries.isEmpty ? nil : ColorSet(name: assetName(token.path), entries: entries)
            return (set: set, findings: findings)
        }
        var names = UniqueNames(capacity: candidates.count)
        var result: [ColorSet] = []
        result.reserveCapacity(candidates.count)
        for (set, findings) in made {
            diagnostics.append(contentsOf: findings)
            guard var set else { continue }
            set.name = names.claim(set.name)
            result.append(set)
        }
        return result
    }

    /// A color token's entry for each slot that has a theme (one universal entry when its colors
    /// are all the same), and a warning for each theme where it has no computable color.
    ///
    /// Written for 52,000 color sets: a token the slots' themes share is converted (and
    /// gamut-mapped) once, remembered by its ``ResolvedToken/sharingIdentity`` in a fixed row
    /// of four (an array of the tokens themselves was allocated, and each token retained and
    /// released, for every set).
    private static func slotEntries(
        of token: ResolvedToken, at position: Int, themes: [ResolvedTheme], slotThemes: [Int?], universal: Int,
        findings: inout [Diagnostic]
    ) -> [Entry] {
        var values: [SlotColor] = []
        values.reserveCapacity(Slot.all.count)
        var seen = SeenColors()
        for (index, slot) in Slot.all.enumerated() {
            guard let themeIndex = index == 0 ? universal : slotThemes[index],
                let resolved = themes[themeIndex].token(token.path, expectedAt: position),
                case .color(let tokenColor) = resolved.value
            else { continue }
            let identity = resolved.sharingIdentity
            let assetColor: SRGBColor?
            if let known = seen.color(of: identity) {
                assetColor = known
            } else {
                assetColor = Self.assetColor(tokenColor)
                seen.remember(identity, assetColor)
            }
            guard let color = assetColor else {
                findings.append(
                    Diagnostic(
                        .warning, rule: rule,
                        "color token '\(token.path)' has no computable color in theme '\(themes[themeIndex].name)' (a 'none' component or an unknown space), so its color set leaves that appearance out; give it a concrete color",
                        at: resolved.location))
                continue
            }
            values.append(SlotColor(slot: slot, color: color))
        }
        guard let first = values.first else { return [] }
        if values.allSatisfy({ $0.color == first.color }) { return [entry(first)] }
        return values.map(entry)
    }

    /// A slot and its color.
    private struct SlotColor {
        var slot: Slot
        var color: SRGBColor
    }

    /// The tokens converted for the slots so far (at most four), by identity, with their colors.
    private struct SeenColors {
        private var seen: (Seen?, Seen?, Seen?, Seen?) = (nil, nil, nil, nil)
        private var count = 0

        /// A token converted for a slot: its identity and color.
        private struct Seen {
            var identity: ObjectIdentifier
            var color: SRGBColor?
        }

        /// The color of the token with `identity`, when it was converted (`.some(nil)`: it has
        /// no computable color); `nil` when it was not.
        func color(of identity: ObjectIdentifier) -> SRGBColor?? {
            for index in 0..<count {
                if let item = item(at: index), item.identity == identity { return .some(item.color) }
            }
            return nil
        }

        /// The token remembered `index`-th.
        private func item(at index: Int) -> Seen? {
            switch index {
            case 0: seen.0
            case 1: seen.1
            case 2: seen.2
            default: seen.3
            }
        }

        /// Remembers a token's color (up to four).
        mutating func remember(_ identity: ObjectIdentifier, _ color: SRGBColor?) {
            let item = Seen(identity: identity, color: color)
            switch count {
            case 0: seen.0 = item
            case 1: seen.1 = item
            case 2: seen.2 = item
            default: seen.3 = item
            }
            count += 1
        }
    }

    /// The sRGB color of a token with its Display P3 components when it lies outside sRGB.
    static func assetColor(_ color: TokenColor) -> SRGBColor? {
        guard var srgb = color.srgb else { return nil }
        if let p3 = SwiftLiterals.displayP3Components(color) {
            srgb.displayP3 = SRGBColor.DisplayP3(red: p3[0], green: p3[1], blue: p3[2])
        }
        return srgb
    }

    /// The `colors` entry of a slot's color.
    private static func entry(_ value: SlotColor) -> Entry {
        let color = value.color
        let components: [Double]
        if let p3 = color.displayP3 {
            components = [p3.red, p3.green, p3.blue]
        } else {
            components = [color.red, color.green, color.blue].map { min(max($0, 0), 1) }
        }
        return Entry(
            slot: value.slot, colorSpace: color.displayP3 == nil ? "srgb" : "display-p3",
            red: fixed(components[0]), green: fixed(components[1]), blue: fixed(components[2]),
            alpha: fixed(min(max(color.alpha, 0), 1)))
    }

    /// A component in 0…1 with six decimals, as text: `0.156863`, `1.000000`.
    static func fixed(_ value: Double) -> String {
        let millionths = Int((min(max(value.isFinite ? value : 0, 0), 1) * 1_000_000).rounded())
        // Eight bytes written in place (a catalog has four components per appearance of each of
        // its 10,000s of colors): the whole part, 0 or 1, a point and six digits.
        return String(unsafeUninitializedCapacity: 8) { text in
            text[0] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: millionths / 1_000_000)
            text[1] = UInt8(ascii: ".")
            var rest = millionths % 1_000_000
            for index in (2..<8).reversed() {
                text[index] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            }
            return 8
        }
    }

    /// A file-system-safe color set name: the token path with every character other than ASCII
    /// letters, digits, `.`, `-` and `_` replaced by `-` (`color.brand`, `color.-hot`).
    static func assetName(_ path: String) -> String {
        guard path.utf8.allSatisfy({ $0 < 0x80 }) else {
            let name = String(path.unicodeScalars.map { isSafeInAssetName($0.value) ? Character($0) : "-" })
            return name.isEmpty || name.hasPrefix(".") ? "color" + name : name
        }
        // ASCII (token paths nearly always are): byte for byte, each unsafe byte one `-`.
        return asciiAssetName([path])
    }

    /// ``assetName(_:)`` of a token's dotted path, written straight from its segments when they
    /// are ASCII (the path joined, mapped into an array and made a string were three copies for
    /// each of 52,000 color sets).
    static func assetName(_ path: TokenPath) -> String {
        let segments = path.segments
        guard segments.allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 } }) else { return assetName(path.description) }
        return asciiAssetName(segments)
    }

    /// ``assetName(_:)`` of ASCII `segments` joined by `.`, written into one string: each unsafe
    /// byte one `-`, and `color` before a name that is empty or starts with `.`.
    private static func asciiAssetName(_ segments: [String]) -> String {
        let count = segments.reduce(max(0, segments.count - 1)) { $0 + $1.utf8.count }
        let needsPrefix = count == 0 || segments.first?.utf8.first.map { $0 == UInt8(ascii: ".") } ?? true
        let prefix = needsPrefix ? Array("color".utf8) : []
        return String(unsafeUninitializedCapacity: prefix.count + count) { out in
            var end = 0
            for byte in prefix {
                out[end] = byte
                end += 1
            }
            for (index, segment) in segments.enumerated() {
                if index > 0 {
                    out[end] = UInt8(ascii: ".")
                    end += 1
                }
                for byte in segment.utf8 {
                    out[end] = isSafeInAssetName(UInt32(byte)) ? byte : UInt8(ascii: "-")
                    end += 1
                }
            }
            return end
        }
    }

    /// Whether a Unicode scalar value may stay in an asset name: ASCII letters, digits, `.`, `-`, `_`.
    private static func isSafeInAssetName(_ value: UInt32) -> Bool {
        (value >= 0x30 && value <= 0x39) || (value >= 0x41 && value <= 0x5A) || (value >= 0x61 && value <= 0x7A)
            || value == 0x2E || value == 0x2D || value == 0x5F
    }

    /// Hands out names, adding `-2`, `-3`, … to one already taken (compared case-insensitively,
    /// as on macOS file systems).
    struct UniqueNames {
        private var taken: Set<String> = []

        /// Room for `capacity` names (52,000 color sets at 100k tokens: the set grown by doubling
        /// was rehashed sixteen times).
        init(capacity: Int = 0) { taken.reserveCapacity(capacity) }

        /// A name not handed out before, based on `name`.
        mutating func claim(_ name: String) -> String {
            var candidate = name
            var counter = 2
            while !taken.insert(Self.caseFolded(candidate)).inserted {
                candidate = "\(name)-\(counter)"
                counter += 1
            }
            return candidate
        }

        /// `name` lowercased; an ASCII name without uppercase letters is itself (no copy), one
        /// with them is lowercased byte by byte.
        static func caseFolded(_ name: String) -> String {
            let utf8 = name.utf8
            guard utf8.allSatisfy({ $0 < 0x80 }) else { return name.lowercased() }
            guard utf8.contains(where: NameWords.isASCIIUpper) else { return name }
            return String(unsafeUninitializedCapacity: utf8.count) { out in
                for (index, byte) in utf8.enumerated() {
                    out[index] = NameWords.isASCIIUpper(byte) ? byte + 0x20 : byte
                }
                return utf8.count
            }
        }
    }
}
