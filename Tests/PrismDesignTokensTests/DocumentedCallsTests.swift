import Foundation
import PrismDesignTokens
import Testing

/// Every non-SwiftUI call of the PrismUI accessibility documentation (`accessibility.md`), written
/// as the documentation writes it — same names, labels and types — compiled and run against the
/// generated Swift of tokens.json (`PrismDesignTokens`, which re-exports PrismAccessibility).
///
/// The SwiftUI calls of the same page (`.prismTheme`, `.prismFont`, `.prismAnimation`, …) cannot
/// run on Linux; Tests/Fixtures/apple-layer/DocumentedSwiftUICalls.swift makes them and
/// `AppleLayerTypecheckTests` type-checks it against the SwiftUI, UIKit and AppKit stand-ins.
@Suite struct DocumentedCallsTests {
    /// The theme the documentation's snippets read from.
    let theme = PrismTheme.light

    @Test func checkingAColorPair() {
        let ratio = PrismContrastChecker.contrastRatio(
            between: theme.color(.onBackground),
            and: theme.color(.background)
        )
        #expect(ratio > 7 && ratio <= 21, "Contrast ratio: \(ratio)")

        let passes = PrismContrastChecker.meetsLevel(
            .aa,
            foreground: theme.color(.onBackground),
            background: theme.color(.background)
        )
        #expect(passes)
    }

    @Test func complianceLevelsHaveTheDocumentedMinimums() {
        #expect(WCAGLevel.aa.minimumRatio == 4.5)
        #expect(WCAGLevel.aaa.minimumRatio == 7.0)
        #expect(WCAGLevel.aaLargeText.minimumRatio == 3.0)
        #expect(WCAGLevel.aaaLargeText.minimumRatio == 4.5)
    }

    @Test func suggestingAnAccessibleAlternative() throws {
        let brandTint: PrismColor = PaletteToken.blue400.color  // 2.6:1 on white: fails AA
        #expect(!PrismContrastChecker.meetsLevel(.aa, foreground: brandTint, background: theme.color(.background)))
        let accessibleForeground = PrismContrastChecker.suggestAccessibleColor(
            for: brandTint,
            on: theme.color(.background),
            level: .aa
        )
        let suggestion = try #require(accessibleForeground)
        #expect(PrismContrastChecker.meetsLevel(.aa, foreground: suggestion, background: theme.color(.background)))
    }

    @Test func highContrastThemeExceedsAAAAndFollowsTheColorScheme() {
        let highContrast = HighContrastTheme()
        #expect(highContrast.theme(for: .light) == PrismTheme.highContrast)
        #expect(highContrast.theme(for: .dark) == PrismTheme.highContrastDark)
        #expect(HighContrastTheme.storeName == "highContrast")
        for scheme in PrismColorScheme.allCases {
            let theme = highContrast.theme(for: scheme)
            #expect(
                PrismContrastChecker.meetsLevel(
                    .aaa, foreground: theme.color(.onBackground), background: theme.color(.background)))
            #expect(highContrast.selection.theme(colorScheme: scheme, contrast: .standard) == theme)
        }
    }

    @Test func colorBlindnessSimulationOfEveryDocumentedType() {
        let simulated = PrismColorBlindnessSimulator.simulate(
            theme.color(.brand),
            type: .deuteranopia
        )
        #expect(simulated != theme.color(.brand))
        let types: [ColorVisionDeficiency] = [
            .protanopia, .deuteranopia, .tritanopia, .achromatopsia, .protanomaly, .deuteranomaly, .tritanomaly,
        ]
        for type in types {
            let color = PrismColorBlindnessSimulator.simulate(theme.color(.brand), type: type)
            #expect([color.red, color.green, color.blue].allSatisfy { (0...1).contains($0) })
        }
        let gray = PrismColorBlindnessSimulator.simulate(theme.color(.brand), type: .achromatopsia)
        #expect(gray.red == gray.green && gray.green == gray.blue)
    }

    @Test func focusOrderReadsHigherPriorityFirst() {
        let items = [
            PrismFocusOrderItem(id: "total-label", label: "Total due", priority: 20),
            PrismFocusOrderItem(id: "total-value", label: "4218 dollars", priority: 10),
            PrismFocusOrderItem(id: "pay-button", label: "Pay now button", priority: 5),
        ]

        let result = PrismFocusOrderValidator.validate(items)
        #expect(result.isValid, Comment(rawValue: result.warnings.joined(separator: "\n")))
        #expect(result.orderedItems.map(\.id) == ["total-label", "total-value", "pay-button"])
        let reversed = PrismFocusOrderValidator.validate(items.reversed())
        #expect(reversed.orderedItems.map(\.id) == ["total-label", "total-value", "pay-button"])
        let broken = PrismFocusOrderValidator.validate(
            items + [PrismFocusOrderItem(id: "pay-button", label: " ", priority: 5)])
        #expect(!broken.isValid)
        #expect(broken.warnings.joined(separator: "\n").contains("'pay-button'"))
    }

    @MainActor @Test func announcementsReachTheObserver() {
        var heard: [PrismAccessibilityAnnouncement] = []
        PrismAccessibilityAnnouncer.observer = { heard.append($0) }
        defer { PrismAccessibilityAnnouncer.observer = nil }
        PrismAccessibilityAnnouncer.announce("Payment submitted successfully", priority: .polite)
        PrismAccessibilityAnnouncer.announce("Upload complete", priority: .assertive)
        PrismAccessibilityAnnouncer.announce("   ", priority: .assertive)
        #expect(
            heard == [
                PrismAccessibilityAnnouncement(message: "Payment submitted successfully", priority: .polite),
                PrismAccessibilityAnnouncement(message: "Upload complete", priority: .assertive),
            ])
    }

    @Test func unitTestAssertions() {
        let frame = CGRect(x: 0, y: 0, width: 44, height: 44)
        // Verify minimum 44×44pt tap target
        #expect(
            PrismAccessibilityTest.validateMinimumTapTarget(width: frame.width, height: frame.height)
        )
        #expect(!PrismAccessibilityTest.validateMinimumTapTarget(width: 43, height: 44))
        #expect(SizeToken.minTapTarget.rawValue == 44)

        // Verify WCAG AA contrast ratio
        #expect(
            PrismAccessibilityTest.validateContrastRatio(
                foreground: theme.color(.onBackground),
                background: theme.color(.background)
            )
        )

        // Large text (18pt+) only needs 3:1
        #expect(
            PrismAccessibilityTest.validateContrastRatio(
                foreground: theme.color(.onBackground),
                background: theme.color(.background),
                isLargeText: true
            )
        )
        // The default is normal text: a 3.5:1 pair passes only as large text.
        let gray: PrismColor = PaletteToken.neutral500.color
        #expect(!PrismAccessibilityTest.validateContrastRatio(foreground: gray, background: theme.color(.background)))
        #expect(
            PrismAccessibilityTest.validateContrastRatio(
                foreground: gray, background: theme.color(.background), isLargeText: true))
    }

    @Test func instantAndExpressiveAreTheDocumentedMotionsAndStopUnderReduceMotion() throws {
        let instant = MotionToken.instant.transition
        #expect(
            instant.duration == 0.1 && instant.timingFunction == PrismCubicBezier(0, 0, 1, 1) && instant.spring == nil)
        let expressive = MotionToken.expressive.transition
        #expect(expressive.duration == 0.5 && expressive.spring == PrismSpring(duration: 0.5, bounce: 0.2))
        for token in [MotionToken.instant, .expressive] {
            #expect(
                token.transition.resolved(reduceMotion: true) == nil, "\(token): Reduce Motion must mean no animation")
            #expect(token.transition.resolved(reduceMotion: false) == token.transition)
        }
        // The other tokens keep their own reduced behavior: standard becomes instant.
        #expect(MotionToken.standard.transition.resolved(reduceMotion: true) == instant)
    }

    @Test func typographyTokensMapToTextStyles() {
        #expect(TypographyToken.headline.typography.textStyle == .headline)
        #expect(TypographyToken.largeTitle.typography.textStyle == .largeTitle)
        #expect(TypographyToken.caption.typography.textStyle == .caption)
        #expect(TypographyToken.allCases.allSatisfy { $0.typography.textStyle != nil })
    }

    @Test func themesFromAnyPermutationAndSelections() throws {
        #expect(PrismTheme.with(inputs: ["theme": "dark"]) == .dark)
        #expect(PrismTheme.with(inputs: ["theme": "sepia"]) == nil)
        #expect(
            PrismTheme.matching(colorScheme: .dark, contrast: .increased, inputs: ["theme": "highContrastDark"])
                == .highContrastDark)
        #expect(PrismThemeSelection.system.theme(colorScheme: .dark, contrast: .increased) == .highContrastDark)
        #expect(
            PrismThemeSelection.fixed(.highContrast).theme(colorScheme: .dark, contrast: .standard) == .highContrast)
        #expect(PrismThemeSelection.highContrast.theme(colorScheme: .light, contrast: .standard) == .highContrast)
    }
}
