import Foundation
import Testing

@testable import PrismTokens

/// The generated shell scripts, run by real shells: POSIX syntax, detection, exported sequences,
/// and the exact bytes of the palette scripts with and without tmux or GNU screen.
@Suite struct GeneratedShellScriptTests {
    static let shells = ["sh", "dash"]
    static let escape = "\u{1B}"

    /// Sources prism-colors.sh in `shell` with `environment`, then prints the named variables, one per line.
    static func sourceColors(
        _ fixture: RenderedANSIFixture, shell: String, environment: [String: String],
        then commands: String = "", print variables: [String]
    ) throws -> [String] {
        let printing = variables.map { "printf '%s\\n' \"$\($0)\"" }.joined(separator: "; ")
        let script = ". \"$0\"; \(commands) \(printing)"
        let result = try ProgramRunner.run(
            [shell, "-c", script, fixture.path("ANSI/prism-colors.sh")], environment: environment)
        #expect(result.status == 0, "\(result.errorText)")
        return result.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    @Test(arguments: ANSIFiles.fixtures)
    func everyScriptIsPOSIXShell(_ fixture: String) throws {
        let rendered = try RenderedANSIFixture(fixture)
        let scripts = rendered.files.keys.filter { $0.hasSuffix(".sh") }.sorted()
        #expect(scripts.contains("ANSI/prism-colors.sh") && scripts.contains("ANSI/reset-palette.sh"))
        #expect(scripts.contains { $0.hasPrefix("ANSI/set-palette-") })
        for shell in Self.shells {
            try #require(ProgramRunner.exists(shell), "\(shell) is not installed (apt-get install \(shell))")
            for script in scripts {
                let result = try ProgramRunner.run([shell, "-n", rendered.path(script)])
                #expect(result.status == 0, "\(shell) -n \(script) of \(fixture): \(result.errorText)")
            }
        }
        for script in scripts {
            #expect(
                !rendered.files[script, default: ""].unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" },
                "\(script) holds a raw control character")
        }
    }

    @Test(arguments: GeneratedShellScriptTests.shells)
    func detectionMatchesTheRulesOffATerminal(_ shell: String) throws {
        let rendered = try RenderedANSIFixture("terminal.resolver.json")
        for testCase in ColorSupportCase.all where !testCase.isTerminal {
            let level = try Self.sourceColors(
                rendered, shell: shell, environment: testCase.environment, print: ["PRISM_COLOR_LEVEL"])
            #expect(level == [testCase.expected], "\(shell) \(testCase)")
        }
    }

    @Test func detectionMatchesTheRulesOnATerminal() throws {
        try #require(ProgramRunner.exists("script"), "script (util-linux) is needed to give the shell a terminal")
        let rendered = try RenderedANSIFixture("terminal.resolver.json")
        for testCase in ColorSupportCase.all where testCase.isTerminal {
            let out = rendered.directory + "/level.txt"
            let command =
                ". \(ShellSyntax.quoted(rendered.path("ANSI/prism-colors.sh"))); printf %s \"$PRISM_COLOR_LEVEL\" > \(ShellSyntax.quoted(out))"
            var environment = testCase.environment
            environment["SHELL"] = "/bin/sh"
            let result = try ProgramRunner.run(["script", "-qec", command, "/dev/null"], environment: environment)
            #expect(result.status == 0, "\(result.errorText)")
            #expect((try? String(contentsOfFile: out, encoding: .utf8)) == testCase.expected, "\(testCase)")
        }
    }

    @Test(arguments: GeneratedShellScriptTests.shells)
    func rolesCarryTheThemesSequences(_ shell: String) throws {
        let rendered = try RenderedANSIFixture("terminal.resolver.json")
        let variables = ["PRISM_THEME", "PRISM_COLOR_LEVEL", "PRISM_ERROR", "PRISM_MUTED", "PRISM_RESET"]
        let e = Self.escape
        #expect(
            try Self.sourceColors(rendered, shell: shell, environment: ["FORCE_COLOR": "3"], print: variables)
                == ["light", "truecolor", "\(e)[38;2;180;35;24m", "\(e)[38;2;101;109;118m", "\(e)[0m"])
        #expect(
            try Self.sourceColors(
                rendered, shell: shell, environment: ["FORCE_COLOR": "3", "PRISM_THEME": "dark"], print: variables)
                == ["dark", "truecolor", "\(e)[38;2;255;123;114m", "\(e)[38;2;139;148;158m", "\(e)[0m"])
        #expect(
            try Self.sourceColors(rendered, shell: shell, environment: ["FORCE_COLOR": "2"], print: variables)
                == ["light", "256", "\(e)[38;5;124m", "\(e)[38;5;242m", "\(e)[0m"])
        // 16 colors: error is slot 1 itself; muted is no slot, so the nearest of xterm's 16 (bright black).
        #expect(
            try Self.sourceColors(rendered, shell: shell, environment: ["FORCE_COLOR": "1"], print: variables)
                == ["light", "16", "\(e)[31m", "\(e)[90m", "\(e)[0m"])
        #expect(
            try Self.sourceColors(
                rendered, shell: shell, environment: ["NO_COLOR": "1", "FORCE_COLOR": "3"], print: variables)
                == ["light", "none", "", "", ""])
    }

    @Test func anUnknownThemeFallsBackToTheDefaultWithAMessage() throws {
        let rendered = try RenderedANSIFixture("terminal.resolver.json")
        let result = try ProgramRunner.run(
            ["sh", "-c", ". \"$0\"; printf %s \"$PRISM_THEME\"", rendered.path("ANSI/prism-colors.sh")],
            environment: ["PRISM_THEME": "$(sepia)", "FORCE_COLOR": "3"])
        #expect(result.text == "light")
        #expect(result.errorText == "prism-colors.sh: unknown PRISM_THEME $(sepia); use one of: light, dark\n")
    }

    @Test func variablesAreExportedAndSetColorsCanBeRerun() throws {
        let rendered = try RenderedANSIFixture("terminal.resolver.json")
        let result = try ProgramRunner.run(
            [
                "sh", "-c",
                ". \"$0\"; PRISM_COLOR_LEVEL=16; PRISM_THEME=dark; prism_set_colors; sh -c 'printf %s \"$PRISM_INFO\"'",
                rendered.path("ANSI/prism-colors.sh"),
            ], environment: ["FORCE_COLOR": "3"])
        #expect(result.text == "\(Self.escape)[34m")
    }

    @Test func sourcingWorksUnderNounsetAndErrexit() throws {
        let rendered = try RenderedANSIFixture("terminal.resolver.json")
        for shell in Self.shells {
            let result = try ProgramRunner.run([
                shell, "-euc", ". \"$0\"; printf %s \"$PRISM_COLOR_LEVEL\"", rendered.path("ANSI/prism-colors.sh"),
            ])
            #expect(result.status == 0 && result.text == "none", "\(shell): \(result.errorText)")
        }
    }

    /// The bytes of one OSC sequence as prism_osc writes it in each multiplexer.
    static func osc(_ body: String, tmux: Bool = false, screen: Bool = false) -> String {
        let e = escape
        let bel = "\u{7}"
        if tmux { return "\(e)]\(body)\(bel)\(e)Ptmux;\(e)\(e)]\(body)\(bel)\(e)\\" }
        if screen { return "\(e)P\(e)]\(body)\(bel)\(e)\\" }
        return "\(e)]\(body)\(bel)"
    }

    @Test func setPaletteWritesEverySlotAndTerminalColor() throws {
        let rendered = try RenderedANSIFixture("terminal.resolver.json")
        let palette = try TerminalPaletteReaderTests.terminalFixture()[1]
        var bodies = palette.slots.map { OSC.setSlot($0.index, to: $0.color) }
        bodies += palette.terminalColors.compactMap { OSC.set($0.key, to: $0.color) }
        #expect(bodies.count == 16 + 5)
        #expect(bodies.first == "4;0;rgb:48/4f/58" && bodies.contains("11;rgb:0d/11/17"))
        for (environment, tmux, screen) in [
            ([String: String](), false, false), (["TMUX": "/tmp/tmux-0/default,1,0"], true, false),
            (["STY": "1.pts-0.host"], false, true),
        ] {
            let result = try ProgramRunner.run(
                ["dash", rendered.path("ANSI/set-palette-dark.sh")], environment: environment)
            #expect(result.status == 0)
            #expect(result.text == bodies.map { Self.osc($0, tmux: tmux, screen: screen) }.joined(), "\(environment)")
        }
    }

    @Test func resetPaletteResetsEverythingSetPaletteSets() throws {
        let rendered = try RenderedANSIFixture("terminal.resolver.json")
        let result = try ProgramRunner.run(["dash", rendered.path("ANSI/reset-palette.sh")])
        #expect(result.status == 0)
        #expect(result.text == ["104", "110", "111", "112", "117", "119"].map { Self.osc($0) }.joined())
    }

    @Test func aThemeWithoutTerminalTokensChangesNothing() throws {
        let rendered = try RenderedANSIFixture("all-types.tokens.json")
        let result = try ProgramRunner.run(["sh", rendered.path("ANSI/set-palette-default.sh")])
        #expect(result.status == 0 && result.output.isEmpty)
        #expect(rendered.files["ANSI/set-palette-default.sh"]?.contains("defines no terminal tokens") == true)
        let variables = try Self.sourceColors(
            rendered, shell: "sh", environment: ["FORCE_COLOR": "3"], print: ["PRISM_THEME", "PRISM_RESET"])
        #expect(variables == ["default", "\(Self.escape)[0m"])
    }
}
