import Foundation
import PrismAccessibility
import Testing

@testable import PrismTokens

/// Zero-config contrast pairs: the role words, each strategy, exemptions, confidence, the
/// `contrast.pairs` exclusions and re-levellings, turning inference off, and the `no-pairs` warning.
@Suite struct PairInferenceTests {
    func validate(_ json: String) throws -> TokenValidation.Result {
        let resolution = try TokenSetResolution.resolve(
            file: "tokens.json", provider: InMemorySourceFileProvider(["tokens.json": json]))
        return TokenValidation.validate(resolution)
    }

    /// A one-theme token file of colors given as `path: hex` (paths dotted; groups made as needed).
    func file(_ colors: [(String, String)], extensions: String = "") -> String {
        var tree: [String: Any] = [:]
        for (path, hex) in colors {
            let rgb = SRGBColor(hex: hex)!
            let segments = path.split(separator: ".").map(String.init)
            func insert(_ node: inout [String: Any], _ rest: ArraySlice<String>) {
                guard let first = rest.first else { return }
                if rest.count == 1 {
                    node[first] = [
                        "$type": "color",
                        "$value": ["colorSpace": "srgb", "components": [rgb.red, rgb.green, rgb.blue]],
                    ]
                } else {
                    var child = node[first] as? [String: Any] ?? [:]
                    insert(&child, rest.dropFirst())
                    node[first] = child
                }
            }
            insert(&tree, segments[...])
        }
        let data = try! JSONSerialization.data(withJSONObject: tree, options: [.sortedKeys])
        var text = String(decoding: data, as: UTF8.self)
        if !extensions.isEmpty {
            text = "{\"$extensions\": {\"com.byescaleira.prism\": \(extensions)}, " + text.dropFirst()
        }
        return text
    }

    func pairs(_ result: TokenValidation.Result) -> Set<String> {
        Set(result.pairs.map { "\($0.foreground) on \($0.background)" })
    }

    func strategy(_ result: TokenValidation.Result, _ fg: String, _ bg: String) -> PairStrategy? {
        result.pairs.first { $0.foreground.description == fg && $0.background.description == bg }?.strategy
    }

    // MARK: Names

    @Test func wordsSplitAtEveryCaseAndSeparator() {
        #expect(ColorRoleName.split("fgColor") == ["fg", "color"])
        #expect(ColorRoleName.split("fg-color") == ["fg", "color"])
        #expect(ColorRoleName.split("fg_color") == ["fg", "color"])
        #expect(ColorRoleName.split("layer01") == ["layer", "01"])
        #expect(ColorRoleName.split("onPrimaryContainer") == ["on", "primary", "container"])
        #expect(ColorRoleName.split("bodyBGColor") == ["body", "bg", "color"])
    }

    @Test func roleWordsCountAtAnyDepth() {
        #expect(ColorRoleName(TokenPath(dotted: "button.danger.fgColor.rest")).role == .text)
        #expect(ColorRoleName(TokenPath(dotted: "button.danger.bgColor.rest")).role == .surface)
        #expect(ColorRoleName(TokenPath(dotted: "color.border.default")).role == .border)
        #expect(ColorRoleName(TokenPath(dotted: "semanticColors.menuIcon")).role == .icon)
        #expect(ColorRoleName(TokenPath(dotted: "palette.blue.500")).role == nil)
        let state = ColorRoleName(TokenPath(dotted: "accent-background-color-key-focus"))
        #expect(state.state == "focus")
        #expect(state.subject == ["accent"])
        let on = ColorRoleName(TokenPath(dotted: "color.text.brand.on-brand-secondary"))
        #expect(on.onTarget == ["brand", "secondary"])
        #expect(ColorRoleName(TokenPath(dotted: "color.text.disabled")).exemption == "disabled")
    }

    /// The one-lookup classes agree with every vocabulary, word by word, looked up by string and
    /// by bytes; no vocabulary word starts with a digit (those are not looked up).
    @Test func wordClassesAgreeWithTheVocabularies() {
        let vocabularies = RoleVocabulary.vocabularies
        #expect(vocabularies.count == 20)
        // Every class once: a class bit per vocabulary.
        #expect(Set(vocabularies.map(\.classes.rawValue)).count == vocabularies.count)
        let everyWord = vocabularies.reduce(into: Set(["brand2", "500", "g0", "Text", "", "*", "•", "colorx"])) {
            $0.formUnion($1.words)
        }
        for word in everyWord {
            var bytes = word
            let byBytes = bytes.withUTF8 { RoleVocabulary.classes(of: $0) }
            #expect(byBytes == RoleVocabulary.classes(of: word), "\(word)")
            for (words, classes) in vocabularies {
                #expect(RoleVocabulary.classes(of: word).contains(classes) == words.contains(word), "\(word)")
            }
        }
        // Words that start with a digit are not looked up: no vocabulary may hold one.
        #expect(!vocabularies.contains { $0.words.contains { $0.first?.isNumber == true } })
        // A word names one role at most, so which role bit is read first cannot matter.
        let roleSets = [
            RoleVocabulary.text, RoleVocabulary.icon, RoleVocabulary.surface, RoleVocabulary.border,
            RoleVocabulary.weakText, RoleVocabulary.weakSurface, RoleVocabulary.weakBorder,
        ]
        for (i, first) in roleSets.enumerated() {
            for second in roleSets[(i + 1)...] { #expect(first.isDisjoint(with: second)) }
        }
        #expect(RoleVocabulary.classes(of: "focus") == [.state, .weakBorder, .meaningfulBorder])
        #expect(RoleVocabulary.classes(of: "default") == [.state, .restState, .neutralText, .neutralSurface])
        #expect(RoleVocabulary.classes(of: "gray") == [.intent, .neutralIntent, .neutralText])
        let roleWords: [ColorRoleName.Role: Set<String>] = [
            .text: RoleVocabulary.text.union(RoleVocabulary.weakText), .icon: RoleVocabulary.icon,
            .surface: RoleVocabulary.surface.union(RoleVocabulary.weakSurface),
            .border: RoleVocabulary.border.union(RoleVocabulary.weakBorder),
        ]
        for (role, words) in roleWords {
            for word in everyWord {
                #expect(
                    !RoleVocabulary.classes(of: word).isDisjoint(with: WordClasses.words(of: role))
                        == words.contains(word))
            }
        }
    }

    /// The table finds each of many words, misses the rest, and answers the same for a word's
    /// bytes wherever they sit in memory.
    @Test func wordClassTableLooksUpByBytes() {
        var words: [String: WordClasses] = [:]
        for i in 0..<300 { words["w\(i)x"] = WordClasses(rawValue: UInt32(i + 1)) }
        let table = WordClassTable(words)
        for (word, classes) in words {
            #expect(table.classes(of: word) == classes)
            let padded = Array(("..." + word + "...").utf8)
            let found = padded.withUnsafeBufferPointer {
                table.classes(of: UnsafeBufferPointer(rebasing: $0[3..<(3 + word.utf8.count)]))
            }
            #expect(found == classes)
        }
        for miss in ["", "w", "w1", "w300x", "x1w", "w1xx"] { #expect(table.classes(of: miss) == []) }
        #expect(WordClassTable([:]).classes(of: "a") == [])
    }

    /// States, `key-`, on-colors, exemptions and filler, each as the name analysis reads them.
    @Test func nameAnalysisOfStatesOnColorsAndFiller() {
        let keyFocus = ColorRoleName(TokenPath(dotted: "button.bg.key-focus"))
        #expect(keyFocus.state == "focus")
        #expect(keyFocus.wordsWithoutState == ["button", "bg"])
        #expect(keyFocus.subject == ["button"])
        let twoStates = ColorRoleName(TokenPath(dotted: "colors.text.selected-hovered"))
        #expect(twoStates.words == ["text", "selected", "hovered"])
        #expect(twoStates.state == "selected-hover")
        let atRest = ColorRoleName(TokenPath(dotted: "fg.default"))
        #expect(atRest.state == nil)
        #expect(atRest.wordsWithoutState == ["fg", "default"])
        let lone = ColorRoleName(TokenPath(dotted: "focus-hover"))
        #expect(lone.role == .border)
        #expect(lone.state == "hover")
        let onAny = ColorRoleName(TokenPath(dotted: "textOnColor"))
        #expect(onAny.isOnAnyColor && onAny.onTarget == nil && onAny.role == .text)
        let icon = ColorRoleName(TokenPath(dotted: "iconOnAccent.$root"))
        #expect(icon.role == .icon && icon.onTarget == ["accent"])
        #expect(ColorRoleName(TokenPath(dotted: "button-on-hover")).onTarget == nil)
        let exempt = ColorRoleName(TokenPath(dotted: "Border.Inactive"))
        #expect(exempt.exemption == "disabled" && exempt.role == .border)
        #expect(ColorRoleName.split("SDS-Text_on-brand") == ["sds", "text", "on", "brand"])
        // The last strong role word wins; a weak one counts only without a strong one.
        #expect(ColorRoleName(TokenPath(dotted: "text.bg")).role == .surface)
        let onCard = ColorRoleName(TokenPath(dotted: "card.text"))
        #expect(onCard.role == .text && onCard.subject == ["card"])
        #expect(ColorRoleName(TokenPath(dotted: "heading.card")).role == .surface)
        #expect(ColorRoleName(TokenPath(dotted: "title.border.label")).role == .text)
        #expect(ColorRoleName.split("HTTPStatus2xlÉté") == ["http", "status", "2", "xlÉté"])
    }

    // MARK: Strategies

    @Test func sameStemWithForegroundWordSwappedForBackgroundWord() throws {
        let result = try validate(
            file([
                ("button.danger.fgColor.rest", "#ffffff"), ("button.danger.bgColor.rest", "#b3261e"),
                ("button.danger.fgColor.hover", "#ffffff"), ("button.danger.bgColor.hover", "#8c1d18"),
            ]))
        #expect(
            pairs(result) == [
                "button.danger.fgColor.rest on button.danger.bgColor.rest",
                "button.danger.fgColor.hover on button.danger.bgColor.hover",
            ])
        #expect(
            result.pairs.allSatisfy { $0.strategy == .roleSwap && $0.confidence == .high && $0.source == "inferred" })
    }

    @Test func onColorsPairWithTheirSurfaceAndItsEmphasisVariants() throws {
        let result = try validate(
            file([
                ("color.text.brand.on-brand", "#ffffff"), ("color.background.brand", "#2c2c2c"),
                ("color.background.brand-hover", "#1e1e1e"), ("color.primary", "#6750a4"),
                ("color.primary-strong", "#4f378b"),
                ("color.on-primary", "#ffffff"),
            ]))
        #expect(strategy(result, "color.text.brand.on-brand", "color.background.brand") == .onColor)
        #expect(strategy(result, "color.text.brand.on-brand", "color.background.brand-hover") == .onColor)
        #expect(strategy(result, "color.on-primary", "color.primary") == .onColor)
        #expect(strategy(result, "color.on-primary", "color.primary-strong") == .onColor)
        let textOn = try validate(
            file([
                ("color.textOnBrand", "#ffffff"), ("color.brand", "#777777"), ("color.text-on-color", "#ffffff"),
                ("color.color", "#000000"),
            ]))
        #expect(strategy(textOn, "color.textOnBrand", "color.brand") == .onColor)
    }

    @Test func onColorTextGoesOnColoredFillsNotThePage() throws {
        // Carbon's names: `text-on-color` is the text of colored fills; `color` is filler, not a surface.
        let result = try validate(
            file([
                ("text-primary", "#161616"), ("text-on-color", "#ffffff"), ("icon-on-color", "#ffffff"),
                ("background", "#ffffff"), ("layer-01", "#f4f4f4"), ("background-brand", "#0f62fe"),
                ("background-brand-subtle", "#d0e2ff"), ("background-inverse", "#393939"),
            ]))
        let found = pairs(result)
        #expect(found.contains("text-on-color on background-brand"))
        #expect(found.contains("icon-on-color on background-brand"))
        #expect(strategy(result, "text-on-color", "background-brand") == .onColor)
        #expect(!found.contains { $0.hasPrefix("text-on-color on ") && $0 != "text-on-color on background-brand" })
        #expect(found.contains("text-primary on layer-01"))
    }

    @Test func roleTextOnItsQuieterSurfacesAndThePage() throws {
        let result = try validate(
            file([
                ("fg.success", "#1a7f37"), ("bg.success.muted", "#dafbe1"), ("bg.success.emphasis", "#1f883d"),
                ("bg.default", "#ffffff"), ("fg.onEmphasis", "#ffffff"),
            ]))
        #expect(strategy(result, "fg.success", "bg.success.muted") == .roleText)
        #expect(strategy(result, "fg.success", "bg.default") == .roleText)
        #expect(
            strategy(result, "fg.success", "bg.success.emphasis") == nil,
            "colored text is not put on its own solid fill")
        #expect(result.pairs.first { $0.strategy == .roleText }?.confidence == .medium)
    }

    @Test func neutralTextOnNeutralSurfaces() throws {
        let result = try validate(
            file([
                ("color.text.default", "#1e1e1e"), ("color.text.muted", "#595959"),
                ("color.bg.default", "#ffffff"), ("color.bg.subtle", "#f5f5f5"), ("color.bg.brand", "#2c2c2c"),
            ]))
        #expect(strategy(result, "color.text.default", "color.bg.subtle") == .neutralText)
        #expect(strategy(result, "color.text.muted", "color.bg.default") == .neutralText)
        #expect(strategy(result, "color.text.default", "color.bg.brand") == nil)
    }

    @Test func statesAlign() throws {
        let result = try validate(
            file([
                ("inputText", "#1e1e1e"), ("inputBackground", "#ffffff"), ("inputBackgroundHovered", "#f3f3f3"),
                ("inputTextChecked", "#ffffff"), ("inputBackgroundChecked", "#0f62fe"),
                ("inputBackgroundCheckedHovered", "#0353e9"),
            ]))
        #expect(strategy(result, "inputText", "inputBackground") == .roleSwap)
        #expect(
            strategy(result, "inputText", "inputBackgroundHovered") == .roleSwap,
            "no hover text: the rest text stays on the hover fill")
        #expect(strategy(result, "inputTextChecked", "inputBackgroundChecked") == .roleSwap)
        #expect(strategy(result, "inputText", "inputBackgroundChecked") == nil)
        #expect(
            strategy(result, "inputText", "inputBackgroundCheckedHovered") == nil,
            "the checked text covers checked-hover")
    }

    @Test func bordersAndIconsAreCheckedAtTheNonTextLevel() throws {
        let result = try validate(
            file([
                ("color.bg.default", "#ffffff"), ("color.border.input", "#8d8d8d"), ("color.border.subtle", "#e0e0e0"),
                ("color.focus.ring", "#0f62fe"), ("color.icon.danger", "#da1e28"),
            ]))
        let levels = Dictionary(
            result.pairs.map { ($0.foreground.description, $0.level) }, uniquingKeysWith: { a, _ in a })
        #expect(levels["color.border.input"] == "non-text")
        #expect(levels["color.focus.ring"] == "non-text")
        #expect(levels["color.icon.danger"] == "non-text")
        #expect(levels["color.border.subtle"] == nil, "a plain subtle border is decorative")
    }

    @Test func disabledAndDecorativeColorsAreExempt() throws {
        let result = try validate(
            file([
                ("color.text.default", "#1e1e1e"), ("color.text.disabled", "#d0d0d0"), ("color.bg.default", "#ffffff"),
                ("color.bg.disabled", "#f0f0f0"), ("color.border.decorative", "#f5f5f5"),
            ]))
        #expect(pairs(result) == ["color.text.default on color.bg.default"])
    }

    // MARK: Confidence, configuration

    @Test func highConfidenceFailuresAreErrorsTheRestWarnings() throws {
        let result = try validate(
            file([
                ("chip.fg", "#bbbbbb"), ("chip.bg", "#ffffff"), ("color.text.muted", "#bbbbbb"),
                ("color.bg.default", "#ffffff"),
            ]))
        let failures = result.diagnostics.all.filter { $0.rule == "contrast.wcag2" }
        #expect(failures.first { $0.token == "chip.fg" }?.severity == .error)
        #expect(failures.first { $0.token == "color.text.muted" }?.severity == .warning)
    }

    @Test func declaredPairsWinAndPatternsExcludeAndRelevel() throws {
        let extensions = """
            {"contrast": {"pairs": [
              {"foreground": "chip.fg", "background": "chip.bg", "level": "aaa"},
              {"foreground": "*.muted", "background": "*", "exclude": true},
              {"foreground": "color.text.*", "background": "color.bg.*", "level": "aa-large"}
            ]}}
            """
        let result = try validate(
            file(
                [
                    ("chip.fg", "#595959"), ("chip.bg", "#ffffff"), ("color.text.muted", "#767676"),
                    ("color.text.default", "#1e1e1e"), ("color.bg.default", "#ffffff"),
                ], extensions: extensions))
        let chip = try #require(result.pairs.first { $0.foreground.description == "chip.fg" })
        #expect(chip.strategy == .declared && chip.level == "aaa" && chip.source == "declared")
        #expect(!pairs(result).contains("color.text.muted on color.bg.default"))
        #expect(result.pairs.first { $0.foreground.description == "color.text.default" }?.level == "aa-large")
        #expect(result.pairs.count == 2)
    }

    @Test func inferenceCanBeTurnedOff() throws {
        let result = try validate(
            file(
                [
                    ("chip.fg", "#595959"), ("chip.bg", "#ffffff"), ("color.onSurface", "#000000"),
                    ("color.surface", "#ffffff"),
                ],
                extensions:
                    #"{"contrast": {"infer": false, "pairs": [{"foreground": "chip.fg", "background": "chip.bg"}]}}"#))
        #expect(pairs(result) == ["chip.fg on chip.bg"])
        let bad = try validate(file([("a.bg", "#ffffff")], extensions: #"{"contrast": {"infer": "no"}}"#))
        #expect(bad.diagnostics.all.contains { $0.rule == "config" && $0.message.contains("contrast.infer") })
    }

    @Test func aPatternWithoutLevelOrExcludeIsAConfigError() throws {
        let result = try validate(
            file(
                [("a.bg", "#ffffff")],
                extensions: #"{"contrast": {"pairs": [{"foreground": "*.fg", "background": "*"}]}}"#))
        #expect(result.diagnostics.all.contains { $0.rule == "config" && $0.message.contains("pattern") })
    }

    @Test func patternsMatchAnyRunOfCharacters() {
        #expect(PathPattern.matches("*.disabled.*", "color.text.disabled.hover"))
        #expect(PathPattern.matches("color.*", "color.text"))
        #expect(!PathPattern.matches("color.*.bg", "color.text.fg"))
        #expect(PathPattern.matches("color.text", "color.text"))
        #expect(!PathPattern.matches("color.text", "color.texts"))
    }

    // MARK: Numbered palettes

    /// Grades 10…100 of one neutral ramp, for hue families in palette-only files.
    let ramp = [
        "f4f4f4", "e0e0e0", "c6c6c6", "a8a8a8", "8d8d8d", "6f6f6f", "525252", "393939", "262626", "161616",
    ]

    func graded(_ family: String, override: [Int: String] = [:]) -> [(String, String)] {
        (1...10).map { ("color.\(family).\($0 * 10)", "#" + (override[$0 * 10] ?? ramp[$0 - 1])) }
    }

    @Test func hueFamiliesSharingAGradeScalePairHalfTheScaleApart() throws {
        let colors =
            graded("blue") + graded("red", override: [60: "aaaaaa"])
            + [("color.white.0", "#ffffff"), ("color.black.100", "#000000"), ("color.blueHover.60", "#5a5a5a")]
        let result = try validate(file(colors))
        let found = pairs(result)
        for expected in [
            "color.blue.60 on color.blue.10", "color.blue.100 on color.blue.50", "color.white.0 on color.blue.60",
            "color.white.0 on color.blueHover.60", "color.black.100 on color.blue.50", "color.red.70 on color.red.20",
        ] {
            #expect(found.contains(expected), "\(expected)")
        }
        // Per family: five grade pairs, white on 60, black on 50; blue also has one hover shade.
        #expect(found.count == 2 * 7 + 1)
        #expect(!found.contains("color.blue.70 on color.blue.10"), "only the boundary grades")
        #expect(!found.contains("color.red.60 on color.blue.10"), "families are not crossed")
        #expect(result.pairs.allSatisfy { $0.strategy == .gradeScale && $0.confidence == .low && $0.level == "aa" })
        // A fill too light for its grade breaks the promise: a warning (low confidence), not an error.
        let failing = Set(result.pairs.filter { !$0.passes }.map { "\($0.foreground) on \($0.background)" })
        #expect(failing == ["color.red.60 on color.red.10", "color.white.0 on color.red.60"])
        #expect(!result.diagnostics.all.contains { $0.severity == .error })
        #expect(!result.diagnostics.all.contains { $0.rule == "contrast.no-pairs" })
    }

    @Test func aNumberedListOrAFileWithSurfacesIsNoGradeScale() throws {
        // One family is a numbered list (chart colors), not a palette's scale.
        #expect(try validate(file(graded("chart") + [("color.white", "#ffffff")])).pairs.isEmpty)
        // Families on different scales share none.
        let other = (1...9).map { ("color.red.\($0 * 100)", "#" + ramp[$0]) }
        #expect(try validate(file(graded("blue") + other)).pairs.isEmpty)
        // A file that names surfaces is read by its names, not its palette.
        let named = try validate(
            file(graded("blue") + graded("red") + [("color.background", "#ffffff"), ("color.text", "#161616")]))
        #expect(!named.pairs.contains { $0.strategy == .gradeScale })
    }

    // MARK: No silent pass

    @Test func aThemeWithTextAndSurfacesButNoPairIsAWarning() throws {
        let result = try validate(file([("brand.label", "#777777"), ("promo.canvas", "#ffffff")]))
        let d = try #require(result.diagnostics.all.first { $0.rule == "contrast.no-pairs" })
        #expect(d.severity == .warning)
        #expect(d.message.contains("declare pairs in contrast.pairs"))
        let palette = try validate(file((0..<20).map { ("palette.blue.\($0)", "#0000ff") }))
        #expect(palette.diagnostics.all.first { $0.rule == "contrast.no-pairs" }?.severity == .note)
        let small = try validate(file([("palette.blue.500", "#0000ff"), ("color.surface", "#ffffff")]))
        #expect(!small.diagnostics.all.contains { $0.rule == "contrast.no-pairs" }, "nothing to pair: no text color")
    }

    // MARK: Our own tokens

    @Test func ourTokensKeepExactlyTheir144Pairs() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let resolution = try TokenSetResolution.resolve(
            file: "tokens.json", provider: DiskSourceFileProvider(baseDirectory: url.path))
        let result = TokenValidation.validate(resolution)
        #expect(result.pairsChecked == 144)
        #expect(result.pairs.count == 144)
        let strategies = Dictionary(grouping: result.pairs, by: \.strategy).mapValues(\.count)
        #expect(strategies == [.declared: 84, .onColor: 60])
        #expect(!result.diagnostics.all.contains { $0.rule == "contrast.no-pairs" })
    }

    // MARK: Cost

    /// 100k colors in one theme: inference indexes names, so it stays linear (the timing is
    /// measured in bench/, not here; the bound only catches an all-pairs blow-up, which would take
    /// hours at this size).
    /// Pairs stay within their group and bounded per foreground, so the output (and the work) grows
    /// linearly with the colors; the speed itself is measured in bench/, not here.
    @Test func manyColorsInferBoundedPairsWithinTheirGroups() throws {
        var groups: [String] = []
        for i in 0..<2_500 {
            let c = #"{"$value": {"colorSpace": "srgb", "components": [0.1, 0.2, 0.3]}}"#
            groups.append(
                #""c\#(i)": {"fg": \#(c), "bg": \#(c), "text": {"muted": \#(c), "danger": \#(c)}, "background": {"default": \#(c), "subtle": \#(c)}, "border": {"input": \#(c), "subtle": \#(c)}}"#
            )
        }
        let json = #"{"$type": "color", "# + groups.joined(separator: ",") + "}"
        let resolution = try TokenSetResolution.resolve(
            file: "tokens.json", provider: InMemorySourceFileProvider(["tokens.json": json]))
        #expect(resolution.tokenCount == 20_000)
        let theme = try #require(resolution.themes.first)
        var inference = PairInference()
        let outcome = inference.infer(in: theme)
        // Each foreground gets a bounded number of surfaces, within its own group.
        #expect((2_500...12_500).contains(outcome.pairs.count), "\(outcome.pairs.count) pairs")
        #expect(outcome.pairs.allSatisfy { $0.foreground.segments.first == $0.background.segments.first })
        #expect(outcome.pairs.count <= 20_000 * PairInference.maximumSurfacesPerLookup)
    }
}

/// The HTML report shows how each pair was found.
@Suite struct PairInferenceReportTests {
    @Test func reportShowsStrategySourceAndConfidence() throws {
        let json =
            #"{"card": {"$type": "color", "fg": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}, "bg": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}}"#
        let resolution = try TokenSetResolution.resolve(
            file: "tokens.json", provider: InMemorySourceFileProvider(["tokens.json": json]))
        let validation = TokenValidation.validate(resolution)
        let html = try AccessibilityReport.render(
            resolution: resolution, validation: validation, templates: TemplateSet.builtIn,
            sourceName: "tokens.json", sourceURL: "file:///tokens.json", toolVersion: "test")
        #expect(html.contains("<th scope=\"col\">Found by</th>"))
        #expect(html.contains("role-swap<br><span class=\"muted\">inferred, high confidence</span>"))
    }
}
