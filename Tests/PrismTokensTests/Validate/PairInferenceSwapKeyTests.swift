import Testing

@testable import PrismTokens

/// Swap keys: how pair inference matches a foreground with the surface of the same stem
/// (`button.danger.fg` ↔ `button.danger.bg`).
@Suite struct PairInferenceSwapKeyTests {
    /// A swap key replaces each run of the role's words by one mark (strong words when the name
    /// has one, else every word of the role), and a literal `•` word joins a run like a role word.
    @Test func swapKeysReplaceRunsOfRoleWords() {
        #expect(PairInferenceIndex.swapKey(["button", "danger", "fg"], role: .text) == "button danger *")
        #expect(PairInferenceIndex.swapKey(["text", "fg", "muted"], role: .text) == "* muted")
        #expect(PairInferenceIndex.swapKey(["fg", "body", "text"], role: .text) == "* body *")
        #expect(PairInferenceIndex.swapKey(["body", "heading"], role: .text) == "*")
        #expect(PairInferenceIndex.swapKey(["surface", "•", "bg", "card"], role: .surface) == "* card")
        #expect(PairInferenceIndex.swapKey(["page", "card"], role: .surface) == "*")
        #expect(PairInferenceIndex.swapKey(["•", "accent"], role: .border) == "* accent")
        #expect(PairInferenceIndex.swapKey(["danger", "fg"], role: nil) == "danger fg")
        #expect(PairInferenceIndex.swapKey([], role: .text).isEmpty)
        #expect(PairInferenceIndex.roleMark == "*")
    }

    /// Swap keys of names are ASCII whenever the names are (the mark is ASCII), and no word of a
    /// name can be the mark, so a key with the mark never meets a name's own word.
    @Test func swapKeysOfASCIINamesAreASCII() {
        for path in ["button.danger.fgColor", "bg.default.hover", "Surface-Card", "text_on-brand", "layer01"] {
            let name = ColorRoleName(TokenPath(dotted: path))
            #expect(PairInferenceIndex.swapKey(name).utf8.allSatisfy { $0 < 128 }, "\(path)")
        }
        #expect(ColorRoleName.split("a*b.*.c* *").allSatisfy { !$0.contains("*") })
    }

    /// A name's swap key, read from the classes its analysis found, is the one its words give:
    /// states at rest and moving, on-colors, filler, weak and strong role words, every role.
    @Test func swapKeysOfNamesMatchTheirWords() {
        let paths = [
            "button.danger.fgColor.rest", "button.danger.bgColor.hover", "bg.default", "fg.default.pressed",
            "color.text.brand.on-brand-secondary", "semanticColors.menuIcon", "heading.card", "title.border.label",
            "page.card", "body.text", "text.body.heading", "surface.bg.card", "iconOnAccent.$root", "textOnColor",
            "accent-background-color-key-focus", "colors.text.selected-hovered", "focus-hover", "border.focus",
            "Border.Inactive", "palette.blue.500", "•.fg.•", "stroke.outline.ring.subtle", "layer01.hover",
            "background-base-color", "body-color", "menuItemBackgroundChecked", "inputPlaceholderText",
        ]
        var roles: Set<String> = []
        for path in paths {
            let name = ColorRoleName(TokenPath(dotted: path))
            #expect(
                PairInferenceIndex.swapKey(name) == PairInferenceIndex.swapKey(name.wordsWithoutState, role: name.role),
                "\(path)")
            roles.insert(name.role.map { "\($0)" } ?? "none")
        }
        #expect(roles == ["text", "icon", "surface", "border", "none"])
    }
}
