import Foundation
import Testing

@testable import PrismTokensCLI

/// `validate` shows the pairs it checked: `pairs` in JSON, `--explain-pairs` in text.
@Suite struct ValidatePairsCommandTests {
    static let tokens = """
        {
          "$extensions": { "com.byescaleira.prism": { "contrast": { "pairs": [
            { "foreground": "color.text.default", "background": "color.bg.default", "level": "aaa" }
          ] } } },
          "color": {
            "$type": "color",
            "text": {
              "default": { "$value": { "colorSpace": "srgb", "components": [0.1, 0.1, 0.1] } },
              "muted": { "$value": { "colorSpace": "srgb", "components": [0.6, 0.6, 0.6] } }
            },
            "bg": { "default": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } } },
            "onBrand": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } },
            "brand": { "$value": { "colorSpace": "srgb", "components": [0.2, 0.3, 0.7] } }
          }
        }
        """

    func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        let folder = try CLIHarness.temporaryFolder(["tokens.json": Self.tokens])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        return CLIHarness.run(arguments, in: folder)
    }

    @Test func jsonListsEveryCheckedPair() throws {
        let result = try run(["validate", "--format", "json"])
        let object = try CLIHarness.jsonObject(result.out)
        let pairs = try #require(object["pairs"] as? [[String: Any]])
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(pairs.count == summary["pairsChecked"] as? Int)
        #expect(pairs.count == 3)
        for pair in pairs {
            for key in ["foreground", "background", "theme", "ratio", "required", "source", "strategy"] {
                #expect(pair[key] != nil, "pairs[].\(key)")
            }
        }
        let declared = try #require(pairs.first { $0["foreground"] as? String == "color.text.default" })
        #expect(declared["source"] as? String == "declared")
        #expect(declared["strategy"] as? String == "declared")
        #expect(declared["required"] as? Double == 7)
        let muted = try #require(pairs.first { $0["foreground"] as? String == "color.text.muted" })
        #expect(muted["source"] as? String == "inferred")
        #expect(muted["strategy"] as? String == "neutral-text")
        #expect(muted["passes"] as? Bool == false)
        // A medium-confidence inferred failure is a warning: the run passes without --strict.
        #expect(result.status == 0)
    }

    @Test func explainPairsGroupsThemByStrategy() throws {
        let result = try run(["validate", "--explain-pairs"])
        #expect(result.out.contains("declared (declared in contrast.pairs): 1 pair, 1 check\n"))
        #expect(result.out.contains("on-color (on-X text on X and its emphasis variants): 1 pair, 1 check\n"))
        #expect(
            result.out.contains(
                "  FAIL color.text.muted on color.bg.default [default] 2.84:1, needs aa 4.50:1 (medium confidence)\n"))
        #expect(result.out.hasSuffix("3 contrast pairs checked: 0 errors, 1 warning\n"))
    }
}
