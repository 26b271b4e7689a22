import Foundation
import PrismTokens
import Testing

@testable import PrismTokensCLI

/// `prism-tokens rules`: the catalog, with default severities and whether `--rule` may change each rule.
@Suite struct RulesCommandTests {
    @Test func textListsEveryRuleWithItsDefaultAndWhetherItCanChange() {
        let result = CLIHarness.run(["rules"])
        #expect(result.status == 0)
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasPrefix("RULE") == true)
        for rule in RuleCatalog.rules {
            let line = lines.first { $0.hasPrefix(rule.id + " ") }
            #expect(line?.contains(rule.summary) == true, "\(rule.id)")
            #expect(line?.contains(rule.isAdjustable ? " yes " : " fixed ") == true, "\(rule.id)")
        }
        #expect(result.out.contains("value.color              error    fixed"))
        #expect(result.out.contains("contrast.wcag2           error    yes"))
    }

    @Test func jsonIsTheCatalog() throws {
        let result = CLIHarness.run(["rules", "--format", "json"])
        #expect(result.status == 0)
        let rules = try #require(try CLIHarness.jsonObject(result.out)["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == RuleCatalog.rules.map(\.id))
        let wcag = try #require(rules.first { $0["id"] as? String == "contrast.wcag2" })
        #expect(wcag["defaultSeverity"] as? String == "error")
        #expect(wcag["adjustable"] as? Bool == true)
        #expect(rules.first { $0["id"] as? String == "syntax" }?["adjustable"] as? Bool == false)
    }

    @Test func isListedInHelp() {
        #expect(CLIHarness.run(["--help"]).out.contains("  rules "))
        #expect(CLIHarness.run(["rules", "--format", "yaml"]).status == 2)
    }
}
