import Testing

@testable import PrismTokens

/// Baselines: identities without line numbers, counted matching, a deterministic sorted file.
@Suite struct BaselineTests {
    func at(_ line: Int) -> PrismTokens.SourceLocation {
        PrismTokens.SourceLocation(file: "tokens.json", line: line, column: 3, offset: line * 10)
    }

    func contrast(_ fg: String, on bg: String, theme: String?, line: Int) -> Diagnostic {
        Diagnostic(
            .error, rule: "contrast.wcag2", "'\(fg)' has contrast 2.1:1 at line \(line)", at: at(line), token: fg,
            theme: theme,
            data: ["foregroundToken": .string(fg), "backgroundToken": .string(bg)])
    }

    @Test func identityIsRuleTokenThemeAndPartnerNotPlace() {
        let a = FindingIdentity(contrast("color.onBrand", on: "color.brand", theme: "theme=dark", line: 4))
        let moved = FindingIdentity(contrast("color.onBrand", on: "color.brand", theme: "theme=dark", line: 40))
        #expect(a == moved)
        #expect(a.partner == "color.brand")
        #expect(a.message == nil && a.file == nil)
        #expect(a != FindingIdentity(contrast("color.onBrand", on: "color.surface", theme: "theme=dark", line: 4)))
        #expect(a != FindingIdentity(contrast("color.onBrand", on: "color.brand", theme: "theme=light", line: 4)))
    }

    @Test func findingsWithoutATokenAreIdentifiedByFileNameAndMessage() {
        let legacy = Diagnostic(
            .warning, rule: "format.legacy", "this file uses older-draft strings",
            at: PrismTokens.SourceLocation(file: "/a/b/tokens.json", line: 2, column: 1, offset: 0))
        let identity = FindingIdentity(legacy)
        #expect(identity.file == "tokens.json")
        #expect(identity.message == "this file uses older-draft strings")
    }

    @Test func eachRecordedFindingMatchesOnceAndNotesAreNeverBaselined() {
        let old = contrast("color.onBrand", on: "color.brand", theme: nil, line: 4)
        let baseline = Baseline(recording: [
            old, Diagnostic(.note, rule: "typography.text-style", "n", token: "type.body"),
        ])
        #expect(baseline.count == 1)
        let new = contrast("color.onAccent", on: "color.accent", theme: nil, line: 9)
        let note = Diagnostic(.note, rule: "typography.text-style", "n", token: "type.body")
        let parts = baseline.partition([
            old, new, contrast("color.onBrand", on: "color.brand", theme: nil, line: 5), note,
        ])
        #expect(parts.baselined.map(\.token) == ["color.onBrand"])
        #expect(parts.new.map(\.token) == ["color.onAccent", "color.onBrand", "type.body"])
    }

    @Test func theFileIsSortedDeterministicAndReadsBack() throws {
        let findings = [
            contrast("color.z", on: "color.bg", theme: "theme=light", line: 9),
            contrast("color.a", on: "color.bg", theme: "theme=dark", line: 2),
            contrast("color.a", on: "color.bg", theme: "theme=dark", line: 3),
            Diagnostic(.warning, rule: "format.legacy", "old \"syntax\"", at: at(1)),
        ]
        let text = Baseline(recording: findings).serialized()
        #expect(text == Baseline(recording: findings.reversed()).serialized())
        #expect(
            text == """
                {
                  "version": 1,
                  "tool": "prism-tokens",
                  "findings": [
                    {"rule":"contrast.wcag2","token":"color.a","theme":"theme=dark","partner":"color.bg","count":2},
                    {"rule":"contrast.wcag2","token":"color.z","theme":"theme=light","partner":"color.bg"},
                    {"rule":"format.legacy","file":"tokens.json","message":"old \\"syntax\\""}
                  ]
                }

                """)
        let read = try Baseline.read(Array(text.utf8), file: "tokens.baseline.json")
        #expect(read == Baseline(recording: findings))
        #expect(
            Baseline().serialized() == "{\n  \"version\": 1,\n  \"tool\": \"prism-tokens\",\n  \"findings\": []\n}\n")
    }

    @Test func aMalformedBaselineSaysHowToWriteItAgain() {
        for text in [
            "[1, 2]", "{\"findings\": [{\"token\": \"a\"}]}", "{\"version\": 9, \"findings\": []}",
            "{\"findings\": [{\"rule\": \"x\", \"count\": 0}]}", "{",
        ] {
            #expect(throws: Baseline.ReadError.self, "\(text)") { try Baseline.read(Array(text.utf8), file: "b.json") }
            do {
                _ = try Baseline.read(Array(text.utf8), file: "b.json")
            } catch {
                #expect(error.message.contains("--write-baseline b.json"), "\(error.message)")
            }
        }
    }
}
