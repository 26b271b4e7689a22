import PrismAccessibility
import Testing

/// The PrismUI seed API, used exactly as app code uses it (public interface only).
@Suite struct PrismContrastCheckerTests {
    @Test func contrastRatioAndLevels() throws {
        let grey = try #require(SRGBColor(hex: "#767676"))
        #expect(abs(PrismContrastChecker.contrastRatio(between: grey, and: .white) - 4.542224959605253) < 1e-12)
        #expect(PrismContrastChecker.contrastRatio(between: .black, and: .white) == 21)
        #expect(PrismContrastChecker.meetsLevel(.aa, foreground: grey, background: .white))
        #expect(!PrismContrastChecker.meetsLevel(.aaa, foreground: grey, background: .white))
        #expect(PrismContrastChecker.meetsLevel(.aaLargeText, foreground: grey, background: .white))
        #expect(PrismContrastChecker.meetsLevel(.aaaLargeText, foreground: grey, background: .white))
        let grey777 = try #require(SRGBColor(hex: "#777777"))
        #expect(!PrismContrastChecker.meetsLevel(.aa, foreground: grey777, background: .white))
    }

    @Test func translucentForegroundIsComposited() {
        let halfBlack = SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.5)
        let grey = SRGBColor(red: 0.5, green: 0.5, blue: 0.5)
        #expect(
            PrismContrastChecker.contrastRatio(between: halfBlack, and: .white)
                == PrismContrastChecker.contrastRatio(between: grey, and: .white))
    }

    @Test func suggestion() throws {
        let grey = try #require(SRGBColor(hex: "#888888"))
        #expect(PrismContrastChecker.suggestAccessibleColor(for: grey, on: .white, level: .aa)?.hexString == "#767676")
        #expect(PrismContrastChecker.suggestAccessibleColor(for: .black, on: .white, level: .aaa) == .black)
        let midGrey = try #require(SRGBColor(hex: "#777777"))
        #expect(PrismContrastChecker.suggestAccessibleColor(for: grey, on: midGrey, level: .aaa) == nil)
    }
}

@Suite struct PrismColorBlindnessSimulatorTests {
    @Test func allSevenTypes() throws {
        let red = SRGBColor(red: 1, green: 0, blue: 0)
        let types: [ColorVisionDeficiency] = [
            .protanopia, .deuteranopia, .tritanopia, .protanomaly, .deuteranomaly, .tritanomaly, .achromatopsia,
        ]
        var results = Set<String>()
        for type in types {
            let simulated = PrismColorBlindnessSimulator.simulate(red, type: type)
            #expect(simulated.isInGamut)
            results.insert(simulated.hexString)
        }
        #expect(results.count == 7)
        #expect(PrismColorBlindnessSimulator.simulate(red, type: .achromatopsia).hexString == "#7f7f7f")
        #expect(
            PrismColorBlindnessSimulator.simulate(red, type: .protanomaly)
                == PrismColorBlindnessSimulator.simulate(red, type: .protanomaly, severity: 0.6))
    }
}

@Suite struct PrismFocusOrderValidatorTests {
    @Test func validOrder() {
        let result = PrismFocusOrderValidator.validate([
            PrismFocusOrderItem(id: "b", label: "Next", priority: 2),
            PrismFocusOrderItem(id: "a", label: "Back", priority: 1),
        ])
        #expect(result.isValid)
        #expect(result.warnings.isEmpty)
        // Higher priority is read first, as SwiftUI's accessibilitySortPriority.
        #expect(result.orderedItems.map(\.id) == ["b", "a"])
    }

    @Test func reportsDuplicatePrioritiesEmptyLabelsAndDuplicateIDs() {
        let result = PrismFocusOrderValidator.validate([
            PrismFocusOrderItem(id: "save", label: "Save", priority: 1),
            PrismFocusOrderItem(id: "cancel", label: "  ", priority: 1),
            PrismFocusOrderItem(id: "save", label: "Save again", priority: 3),
        ])
        #expect(!result.isValid)
        #expect(
            result.issues == [
                .duplicateID("save"),
                .emptyLabel(id: "cancel"),
                .duplicatePriority(1, ids: ["save", "cancel"]),
            ])
        #expect(result.warnings[1].contains("give it a label"))
        #expect(result.warnings.joined(separator: "\n").split(separator: "\n").count == 3)
    }
}

@Suite struct PrismAccessibilityTestTests {
    @Test func tapTargets() {
        #expect(PrismAccessibilityTest.validateMinimumTapTarget(width: 44, height: 44))
        #expect(!PrismAccessibilityTest.validateMinimumTapTarget(width: 43.9, height: 60))
        #expect(!PrismAccessibilityTest.validateMinimumTapTarget(width: 60, height: 30))
    }

    @Test func contrastForNormalAndLargeText() throws {
        let orange = try #require(SRGBColor(hex: "#ff8800"))  // 2.39:1 on white
        let red = try #require(SRGBColor(hex: "#ff0000"))  // 3.998:1 on white
        #expect(!PrismAccessibilityTest.validateContrastRatio(foreground: red, background: .white, isLargeText: false))
        #expect(!PrismAccessibilityTest.validateContrastRatio(foreground: red, background: .white))
        #expect(PrismAccessibilityTest.validateContrastRatio(foreground: red, background: .white, isLargeText: true))
        #expect(
            !PrismAccessibilityTest.validateContrastRatio(foreground: orange, background: .white, isLargeText: true))
    }
}
