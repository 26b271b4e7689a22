import Testing

@testable import PrismTokens

/// Swift drift and accessibility rules on small snippets: what each finds and what it leaves alone.
@Suite struct LintRulesTests {
    private func rules(_ text: String) -> [String] { LintFixture.summary(LintFixture.lint(text)) }

    @Test func colorInitializersInEveryForm() {
        let text = """
            let a = Color(red: 44 / 255, green: 107 / 255, blue: 231 / 255)
            let b = UIColor(red: 0.5882, green: 0.4118, blue: 0.9569, alpha: 1)
            let c = #colorLiteral(red: 0.5882, green: 0.4118, blue: 0.9569, alpha: 1)
            let d = Color(hex: 0x9669F4)
            let e = Color(.sRGB, white: 1, opacity: 1)
            let f = Color("BrandBlue")
            let g = Color(red: r, green: 0, blue: 0)
            let h = Color(red: 0.9, green: 0.1, blue: 0.5)
            """
        #expect(rules(text) == ["1:drift.color", "2:drift.color", "3:drift.color", "4:drift.color", "5:drift.color"])
        let findings = LintFixture.lint(text)
        #expect(findings[1].fix?.replacement == "UIColor(PaletteToken.violet500.color)")
        #expect(findings[2].fix?.replacement == "Color(PaletteToken.violet500.color)")
    }

    @Test func dimensionsByKind() {
        let text = """
            x.padding(.horizontal, 16).padding([.top], 4).cornerRadius(12)
            RoundedRectangle(cornerRadius: 16).frame(width: 44, height: .infinity)
            Text("x").font(.system(size: 17)).shadow(radius: 8)
            """
        #expect(
            rules(text) == [
                "1:drift.spacing", "1:drift.spacing", "1:drift.radius", "2:drift.radius", "2:drift.size",
                "3:swiftui.fixed-font-size", "3:drift.font-size",
            ])
    }

    @Test func iconOnlyButtonsAndMenus() {
        let flagged = """
            Button { save() } label: { Image(systemName: "tray") }
            Menu { Button("A") {} } label: { Image(systemName: "ellipsis") }
            """
        #expect(rules(flagged) == ["1:swiftui.icon-button", "2:swiftui.icon-button"])
        let fine = """
            Button("Save", systemImage: "tray") { save() }
            Button { save() } label: { Image(systemName: "tray") }.accessibilityLabel("Save")
            Button(action: save) { Label("Save", systemImage: "tray") }
            Menu("Options", systemImage: "ellipsis") { Button("A") {} }
            """
        #expect(rules(fine).isEmpty)
    }

    @Test func tapGestures() {
        #expect(rules("Text(\"x\").onTapGesture { go() }") == ["1:swiftui.tap-gesture"])
        #expect(rules("Text(\"x\").onTapGesture(count: 2) { go() }.accessibilityAddTraits(.isButton)").isEmpty)
        #expect(rules("Text(\"x\").onTapGesture { location in go(location) }") == ["1:swiftui.tap-gesture"])
        #expect(LintFixture.lint("Text(\"x\").onTapGesture { go() }")[0].message.contains("use `Button"))
    }

    @Test func images() {
        #expect(
            rules("Image(\"banner\")\nImage(.newBanner2026)") == ["1:swiftui.image-label", "2:swiftui.image-label"])
        #expect(
            rules(
                """
                Image(decorative: "banner")
                Image("banner").accessibilityHidden(true)
                Image("banner").resizable().accessibilityLabel("Sale")
                Image(systemName: "star")
                """
            ).isEmpty)
    }

    @Test func reduceMotionIsPerView() {
        let moving = """
            struct A: View {
                var body: some View { Text("a").scaleEffect(big ? 2 : 1).animation(.spring, value: big) }
            }
            struct B: View {
                @Environment(\\.accessibilityReduceMotion) var reduceMotion
                var body: some View { Text("b").offset(x: 3).animation(reduceMotion ? nil : .spring, value: on) }
            }
            struct C: View {
                var body: some View { Text("c").opacity(on ? 1 : 0).animation(.easeIn, value: on) }
            }
            """
        #expect(rules(moving) == ["2:swiftui.reduce-motion"])
    }

    @Test func tapTargetsUseTheToken() {
        let findings = LintFixture.lint("Button(\"x\") { }.frame(width: 24, height: 24)")
        #expect(findings.map(\.rule).contains(LintRules.swiftTapTarget))
        #expect(findings.first { $0.rule == LintRules.swiftTapTarget }?.suggestedToken == "size.minTapTarget")
        #expect(
            !LintFixture.lint("Button(\"x\") { }.frame(width: 44, height: 48)").map(\.rule).contains(
                LintRules.swiftTapTarget))
    }

    @Test func withoutTokensOnlyAccessibilityRulesRun() {
        let findings = LintFixture.lint("Text(\"x\").padding(16).onTapGesture { }", tokens: nil)
        #expect(findings.map(\.rule) == [LintRules.swiftTapGesture])
    }

    @Test func offScaleNamesTheNearestToken() throws {
        let finding = try #require(LintFixture.lint("x.padding(14)").first)
        #expect(finding.rule == LintRules.driftOffScale && finding.suggestedToken == "spacing.md")
        #expect(finding.fix == nil)
    }
}

/// `prism-lint:` directives.
@Suite struct LintSuppressionsTests {
    private func comment(_ text: String, line: Int) -> LintComment {
        LintComment(
            text: text, start: LintPosition(line: line, column: 1, offset: 0),
            end: LintPosition(line: line, column: 1 + text.count, offset: text.utf8.count))
    }

    @Test func directivesCoverTheirLinesAndRules() {
        let suppressions = LintSuppressions(
            comments: [
                comment("// prism-lint:disable-next-line drift.spacing, drift.radius -- reason", line: 2),
                comment("/* prism-lint:disable swiftui */", line: 10),
                comment("/* prism-lint:enable swiftui */", line: 20),
                comment("// prism-lint:disable-line", line: 30),
            ], file: "a.swift")
        #expect(suppressions.suppresses(rule: "drift.spacing", line: 3))
        #expect(suppressions.suppresses(rule: "drift.radius", line: 3))
        #expect(!suppressions.suppresses(rule: "drift.color", line: 3))
        #expect(!suppressions.suppresses(rule: "drift.spacing", line: 4))
        #expect(suppressions.suppresses(rule: "swiftui.tap-gesture", line: 15))
        #expect(!suppressions.suppresses(rule: "swiftui.tap-gesture", line: 21))
        #expect(suppressions.suppresses(rule: "drift.color", line: 30))
        #expect(suppressions.problems.isEmpty)
    }

    @Test func unknownRulesAndDirectivesAreReported() {
        let suppressions = LintSuppressions(
            comments: [
                comment("// prism-lint:disable-next-line drift.spaceing", line: 1),
                comment("// prism-lint:silence", line: 2),
            ],
            file: "a.swift")
        #expect(suppressions.problems.map(\.rule) == [LintRules.suppression, LintRules.suppression])
        #expect(suppressions.problems[0].message.contains("'drift.spaceing'"))
    }
}
