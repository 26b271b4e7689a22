import Foundation
import Testing

@testable import PrismTokens

/// Zero-config pair inference on the five design systems of `terrazzo-dtcg-examples`: the number
/// of inferred pairs per theme, the failures, and the pairs reviewed against each system's own
/// guidance in `Tests/Fixtures/pair-review/REVIEW.md`.
@Suite(.timeLimit(.minutes(5))) struct CorpusPairInferenceTests {
    /// Resolves and validates one resolver of the corpus.
    static func validate(_ system: String) throws -> TokenValidation.Result {
        let folder = try Corpus.requireFolder().appendingPathComponent("terrazzo-dtcg-examples")
        let resolution = try TokenSetResolution.resolve(
            file: "\(system).resolver.json", provider: DiskSourceFileProvider(baseDirectory: folder.path))
        return TokenValidation.validate(resolution)
    }

    /// Per system: (theme, inferred pairs, failing pairs) for every theme.
    static let counts: [String: [(String, Int, Int)]] = [
        "adobe-spectrum": [
            ("theme=light,size=desktop", 249, 10), ("theme=light,size=mobile", 249, 10),
            ("theme=dark,size=desktop", 249, 4), ("theme=dark,size=mobile", 249, 4),
        ],
        "figma-sds": [("light", 135, 14), ("dark", 133, 4)],
        // A palette only (no text or surface names): its hue families share the grades 10…100.
        "ibm-carbon": [("md", 108, 0), ("lg", 108, 0), ("xlg", 108, 0), ("max", 108, 0)],
        "microsoft-fluent": [("default", 56, 2), ("inverted", 56, 9)],
        "shopify-polaris": [("default", 56, 17)],
    ]

    @Test(arguments: ["adobe-spectrum", "figma-sds", "ibm-carbon", "microsoft-fluent", "shopify-polaris"])
    func inferredPairCountsPerTheme(system: String) throws {
        let result = try Self.validate(system)
        #expect(result.pairs.allSatisfy { $0.source == "inferred" }, "the corpus declares no pairs")
        // Errors come only from high-confidence pairs; the rest fail as warnings.
        let highFailures = Set(
            result.pairs.filter { !$0.passes && $0.confidence == .high }.map {
                "\($0.foreground)|\($0.background)|\($0.theme)"
            })
        for d in result.diagnostics.all where d.rule == "contrast.wcag2" && d.severity == .error {
            guard case .string(let fg)? = d.data["foregroundToken"], case .string(let bg)? = d.data["backgroundToken"]
            else { continue }
            #expect(highFailures.contains("\(fg)|\(bg)|\(d.theme ?? "")"), "\(d.compilerFormatted)")
        }
        var actual: [(String, Int, Int)] = []
        for pair in result.pairs {
            if actual.last?.0 != pair.theme { actual.append((pair.theme, 0, 0)) }
            actual[actual.count - 1].1 += 1
            if !pair.passes { actual[actual.count - 1].2 += 1 }
        }
        let expected = try #require(Self.counts[system])
        #expect(
            actual.map { "\($0.0): \($0.1) pairs, \($0.2) failing" }
                == expected.map { "\($0.0): \($0.1) pairs, \($0.2) failing" })
        // Every system yields pairs now, so none gets the "nothing checked" note or warning.
        #expect(!result.diagnostics.all.contains { $0.rule == "contrast.no-pairs" })
    }

    /// The sample of REVIEW.md: pairs each system's documentation names, with the verdict in its
    /// first theme (`true` passes). A pair missing here means inference lost a documented pair.
    static let reviewed: [String: [(String, String, Bool)]] = [
        "adobe-spectrum": [
            ("neutral-content-color-default", "background-base-color", true),
            ("neutral-content-color-default", "background-layer-1-color", true),
            ("neutral-subdued-content-color-default", "background-base-color", true),
            ("body-color", "background-layer-2-color", true),
            ("heading-color", "background-base-color", true),
            ("accent-content-color-default", "background-base-color", true),
            ("negative-content-color-default", "background-base-color", true),
            ("icon-color-primary-default", "background-base-color", true),
            ("focus-indicator-color", "background-base-color", true),
            ("negative-border-color-default", "background-base-color", true),
            ("accent-content-color-default", "background-layer-2-color", false),
        ],
        "figma-sds": [
            ("color.text.default.$root", "color.background.default.$root", true),
            ("color.text.default.$root", "color.background.default.secondary-hover", true),
            ("color.text.brand.on-brand", "color.background.brand.$root", true),
            ("color.text.brand.on-brand-secondary", "color.background.brand.secondary", true),
            ("color.text.neutral.on-neutral-tertiary", "color.background.neutral.tertiary", true),
            ("color.icon.warning.on-warning", "color.background.warning.$root", true),
            ("color.text.danger.$root", "color.background.default.$root", true),
            ("color.text.positive.on-positive", "color.background.positive.$root", false),
            ("color.text.danger.on-danger", "color.background.danger.$root", false),
            ("color.text.default.tertiary", "color.background.default.$root", false),
        ],
        "microsoft-fluent": [
            ("semanticColors.bodyText", "semanticColors.bodyBackground", true),
            ("semanticColors.bodyTextChecked", "semanticColors.bodyBackgroundChecked", true),
            ("semanticColors.bodySubtext", "semanticColors.bodyBackground", true),
            ("semanticColors.link", "semanticColors.bodyBackground", true),
            ("semanticColors.buttonText", "semanticColors.buttonBackground", true),
            ("semanticColors.buttonTextHovered", "semanticColors.buttonBackgroundHovered", true),
            ("semanticColors.primaryButtonText", "semanticColors.primaryButtonBackground", true),
            ("semanticColors.inputText", "semanticColors.inputBackground", true),
            ("semanticColors.inputPlaceholderText", "semanticColors.inputBackground", true),
            ("semanticColors.listText", "semanticColors.listBackground", true),
            ("semanticColors.menuItemText", "semanticColors.menuBackground", true),
            ("semanticColors.errorText", "semanticColors.bodyBackground", true),
            ("semanticColors.inputBorder", "semanticColors.bodyBackground", true),
            ("semanticColors.blockingIcon", "semanticColors.blockingBackground", false),
        ],
        // Carbon's guide: grades 50 apart are accessible, white text on grades 60–100, black on 10–50.
        "ibm-carbon": [
            ("color.gray.60", "color.gray.10", true),
            ("color.gray.100", "color.gray.50", true),
            ("color.white.0", "color.blue.60", true),
            ("color.white.0", "color.blueHover.60", true),
            ("color.white.0", "color.red.60", true),
            ("color.black.100", "color.yellow.50", true),
            ("color.cyan.60", "color.cyan.10", true),
        ],
        "shopify-polaris": [
            ("color.blueText", "color.blueLighter", true),
            ("color.orangeText", "color.orangeLight", true),
            ("color.redText", "color.redLighter", true),
            ("color.blueDark", "color.blueLight", true),
            ("color.redDark", "color.white", true),
            ("color.white", "color.blue", true),
            ("color.indigo", "color.white", true),
            ("color.white", "color.yellow", false),
            ("color.orangeDark", "color.orangeLight", false),
        ],
    ]

    @Test(arguments: ["adobe-spectrum", "figma-sds", "ibm-carbon", "microsoft-fluent", "shopify-polaris"])
    func reviewedPairsAreInferredWithTheirVerdict(system: String) throws {
        let result = try Self.validate(system)
        let firstTheme = try #require(result.pairs.first?.theme)
        let pairs = result.pairs.filter { $0.theme == firstTheme }
        for (fg, bg, passes) in try #require(Self.reviewed[system]) {
            let pair = pairs.first { $0.foreground.description == fg && $0.background.description == bg }
            #expect(pair != nil, "\(system): \(fg) on \(bg) is no longer inferred")
            #expect(pair?.passes == passes, "\(system): \(fg) on \(bg)")
        }
    }

    /// Pairs the review found wrong stay out.
    @Test func reviewedWrongPairsAreNotInferred() throws {
        let spectrum = try Self.validate("adobe-spectrum").pairs
        #expect(
            !spectrum.contains {
                $0.foreground.description == "accent-content-color-default"
                    && $0.background.description == "accent-background-color-default"
            }, "accent text does not go on the solid accent fill")
        #expect(
            !spectrum.contains {
                $0.foreground.description == "neutral-content-color-default"
                    && $0.background.description == "neutral-background-color-default"
            })
        #expect(!spectrum.contains { $0.foreground.description == "static-white-focus-indicator-color" })
        let sds = try Self.validate("figma-sds").pairs
        #expect(
            !sds.contains {
                $0.foreground.description == "color.text.brand.$root"
                    && $0.background.description == "color.background.brand.$root"
            })
        #expect(
            !sds.contains {
                $0.foreground.description == "color.text.default.secondary"
                    && $0.background.description == "color.background.default.secondary"
            })
        let polaris = try Self.validate("shopify-polaris").pairs
        #expect(
            !polaris.contains { $0.foreground.description == "color.skyDark" }, "sky is a family of surfaces, not a hue"
        )
        // Carbon: only its grade scale, each family on itself (white and black aside), boundaries only.
        let carbon = try Self.validate("ibm-carbon").pairs
        #expect(carbon.allSatisfy { $0.strategy == .gradeScale })
        #expect(
            carbon.allSatisfy {
                let fg = $0.foreground.segments[1]
                let bg = $0.background.segments[1]
                return fg == "white" || fg == "black" || fg == bg
            }, "hue families are not crossed")
        #expect(
            !carbon.contains {
                $0.foreground.description == "color.blue.70" && $0.background.description == "color.blue.10"
            }, "only the boundary grades")
        let fluent = try Self.validate("microsoft-fluent").pairs
        #expect(
            !fluent.contains {
                $0.foreground.description == "semanticColors.inputText"
                    && $0.background.description == "semanticColors.inputBackgroundCheckedHovered"
            })
        #expect(
            !fluent.contains { $0.foreground.description == "semanticColors.primaryButtonBorder" },
            "a transparent border is no border")
    }
}
