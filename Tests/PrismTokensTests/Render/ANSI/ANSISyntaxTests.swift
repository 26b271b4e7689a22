import Foundation
import PrismAccessibility
import Testing

@testable import PrismTokens

/// The escaping helpers of the ANSI outputs: shell quoting, Swift literals, Markdown, comments.
@Suite struct ANSISyntaxTests {
    static let hostile = [
        "", "plain", "it's", "'", "''", "a'b'c", "$(touch /tmp/prism-pwned)", "`id`", "${HOME}", "a\\b", "\\'",
        "line\nbreak", "tab\there", "*?[a]", "-n", "~root", "#hash", ";|&<>", "\u{1B}[31mred", "emoji 🔥", "\"quoted\"",
    ]

    @Test(arguments: ["sh", "dash"])
    func shellQuotingRoundTrips(_ shell: String) throws {
        try #require(ProgramRunner.exists(shell), "\(shell) is not installed")
        for text in Self.hostile {
            let result = try ProgramRunner.run([shell, "-c", "printf '%s' \(ShellSyntax.quoted(text))"])
            #expect(result.status == 0, "\(shell) rejected \(ShellSyntax.quoted(text)): \(result.errorText)")
            #expect(
                result.output == Array(text.utf8),
                "\(shell) read back \(result.text.debugDescription) for \(text.debugDescription)")
        }
        #expect(!FileManager.default.fileExists(atPath: "/tmp/prism-pwned"))
    }

    @Test func quotedCasePatternsMatchLiterally() throws {
        for text in ["*", "?", "[ab]", "it's", "a|b"] {
            let script = "case \"$1\" in \(ShellSyntax.quoted(text))) echo yes ;; *) echo no ;; esac"
            #expect(try ProgramRunner.run(["sh", "-c", script, "sh", text]).text == "yes\n")
            #expect(
                try ProgramRunner.run(["sh", "-c", script, "sh", "x"]).text == "no\n", "\(text) matched as a pattern")
        }
    }

    @Test func commentsStayOnOneLineWithoutControlCharacters() {
        #expect(ShellSyntax.comment("a\nb\rc\u{1B}d\u{2028}e\u{202E}f") == "a b c d e f")
        #expect(SingleLineText.of("token.path") == "token.path")
    }

    @Test func shellVariableNames() {
        #expect(ShellSyntax.variableName("error") == "PRISM_ERROR")
        #expect(ShellSyntax.variableName("onSurface") == "PRISM_ON_SURFACE")
        #expect(ShellSyntax.variableName("build-failed 2") == "PRISM_BUILD_FAILED_2")
        #expect(ShellSyntax.variableName("émoji🔥") == "PRISM_MOJI")
        #expect(ShellSyntax.variableName("🔥") == nil)
        #expect(ShellSyntax.variableName("$(x)") == "PRISM_X")
    }

    @Test func swiftStringLiterals() {
        #expect(TerminalSwiftSyntax.stringLiteral("\u{1B}[31m") == #""\u{1B}[31m""#)
        #expect(TerminalSwiftSyntax.stringLiteral("a\"b\\c\nd\te\0") == #""a\"b\\c\nd\te\0""#)
        #expect(TerminalSwiftSyntax.stringLiteral("\u{202E}x🔥") == #""\u{202E}x🔥""#)
        #expect(TerminalSwiftSyntax.stringLiteral("\\(interpolation)") == #""\\(interpolation)""#)
    }

    @Test func swiftIdentifiers() {
        #expect(TerminalSwiftSyntax.identifier("high-contrast", prefix: "theme") == "highContrast")
        #expect(TerminalSwiftSyntax.identifier("2xl", prefix: "role") == "role2xl")
        #expect(TerminalSwiftSyntax.identifier("🔥", prefix: "role") == nil)
        #expect(TerminalSwiftSyntax.escapedIdentifier("default") == "`default`")
        #expect(TerminalSwiftSyntax.escapedIdentifier("error") == "error")
    }

    @Test func markdownEscaping() {
        #expect(MarkdownText.escaped("cli.error") == "cli.error")
        #expect(MarkdownText.escaped("a|b*c_d`e<f>[g]&h") == #"a\|b\*c\_d\`e\<f\>\[g\]\&h"#)
        #expect(MarkdownText.escaped("#1 - x") == ##"\#1 - x"##)
        #expect(MarkdownText.escaped("line\nbreak") == "line break")
    }

    @Test func namesAreUniqueAndRenamingIsReported() {
        var diagnostics = DiagnosticBag()
        let names = TerminalNames(
            roleNames: ["error", "Error", "name", "self", "🔥", "reset"],
            themeNames: ["light", "all", "high-contrast", "highContrast", "default"], diagnostics: &diagnostics)
        #expect(names.roles.map(\.swiftName) == ["error", "errorRole", "nameRole", "selfRole", "role5", "reset"])
        #expect(
            names.roles.map(\.shellVariable) == [
                "PRISM_ERROR", "PRISM_ERROR_ROLE", "PRISM_NAME", "PRISM_SELF", "PRISM_ROLE_5", "PRISM_RESET_ROLE",
            ])
        #expect(
            names.themes.map(\.swiftName) == ["light", "allTheme", "highContrast", "highContrastTheme", "`default`"])
        #expect(names.themes.map(\.kebabName) == ["light", "all", "high-contrast", "high-contrast-theme", "default"])
        #expect(names.themes[3].shellNames == ["highContrast", "high-contrast-theme"])
        #expect(names.themes[2].shellNames == ["high-contrast"])
        #expect(diagnostics.all.count == 7)
        #expect(diagnostics.all.allSatisfy { $0.severity == .warning && $0.rule == "terminal.palette" })
    }

    @Test func roleOrderPutsPrismRolesFirst() {
        #expect(
            TerminalNames.roleOrder(["debug", "muted", "error", "debug", "trace", "info"]) == [
                "error", "info", "muted", "debug", "trace",
            ])
    }
}
