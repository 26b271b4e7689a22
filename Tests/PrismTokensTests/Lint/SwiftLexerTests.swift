import PrismTestSupport
import Testing

@testable import PrismTokens

/// The Swift lexer: strings, comments and numbers read as the compiler reads them, exact
/// positions, and no trap on any input.
@Suite struct SwiftLexerTests {
    private func lex(_ text: String) -> [(SwiftToken.Kind, String)] {
        let bytes = Array(text.utf8)
        return SwiftLexer(bytes).tokenize().tokens.map {
            ($0.kind, String(decoding: bytes[$0.start..<$0.end], as: UTF8.self))
        }
    }

    private func kinds(_ text: String) -> [SwiftToken.Kind] { lex(text).map(\.0) }
    private func texts(_ text: String) -> [String] { lex(text).map(\.1) }

    @Test func interpolationsNestStringsAndParentheses() {
        let text = #"let s = "a \(f(")", "\(g(1))")) b" + x"#
        #expect(texts(text) == ["let", "s", "=", #""a \(f(")", "\(g(1))")) b""#, "+", "x"])
    }

    @Test func rawStringsEndOnlyAtTheirHashes() {
        #expect(texts(##"x = #"a "quoted" \(no) b"# ; y"##) == ["x", "=", ##"#"a "quoted" \(no) b"#"##, ";", "y"])
        #expect(texts(###"##"one "# two"## z"###) == [###"##"one "# two"##"###, "z"])
        // A raw string's interpolation uses `\#(`.
        #expect(texts(##"#"v \#(f(")"))"# w"##) == [##"#"v \#(f(")"))"#"##, "w"])
    }

    @Test func multilineStringsSpanLines() {
        let text = "a = \"\"\"\n  \"quoted\" .padding(16)\n  \"\"\"\nb"
        #expect(kinds(text) == [.identifier, .operator, .string, .identifier])
        let tokens = SwiftLexer(Array(text.utf8)).tokenize().tokens
        #expect(tokens[3].startsLine)
    }

    @Test func blockCommentsNest() {
        let output = SwiftLexer(Array("a /* x /* y */ z */ b // c\nd".utf8)).tokenize()
        #expect(output.tokens.count == 3)
        #expect(output.comments.count == 2)
    }

    @Test func numbersInEveryForm() {
        #expect(
            texts("16 0.5 1_000 0x1F_6F 1e-3 2.5E+4 0x1p4 0b1010 0o17") == [
                "16", "0.5", "1_000", "0x1F_6F", "1e-3", "2.5E+4", "0x1p4", "0b1010", "0o17",
            ])
        // A member access after an integer is not a fraction.
        #expect(texts("1.description") == ["1", ".", "description"])
    }

    @Test func poundKeywordsAttributesAndOperators() {
        #expect(
            lex("#if DEBUG @ScaledMetric var x = a ?? b ..< c #endif").map(\.0) == [
                .pound, .identifier, .attribute, .identifier, .identifier, .operator, .identifier, .operator,
                .identifier, .operator, .identifier, .pound,
            ])
        #expect(texts("`default` $0 x...y #/a\"b/#") == ["`default`", "$0", "x", "...", "y", "#/a\"b/#"])
    }

    @Test func positionsCountScalarsAndLines() {
        let text = "let é = \"ü\"\n  .padding(16)"
        let bytes = Array(text.utf8)
        let lines = LintLineMap(bytes)
        let tokens = SwiftLexer(bytes).tokenize().tokens
        let sixteen = tokens.first { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) == "16" }!
        #expect(lines.position(of: sixteen.start) == LintPosition(line: 2, column: 12, offset: sixteen.start))
        let equals = tokens[2]
        #expect(lines.position(of: equals.start).column == 7)
        #expect(LintLineMap(Array("a\r\nb\rc\n".utf8)).lineCount == 3)
    }

    @Test func unterminatedConstructsEndWithoutTrapping() {
        for text in [
            "\"abc", "\"\"\"\nabc", "#\"abc\"", "/* abc /* d */", "\"\\(", "\"\\(\"\\(\"", "#", "@", "`abc", "0x", "1e",
        ] {
            let output = SwiftLexer(Array(text.utf8)).tokenize()
            #expect(output.tokens.allSatisfy { $0.start < $0.end && $0.end <= text.utf8.count }, "\(text)")
        }
        // A single-line string ends at its line: the next line is code again.
        #expect(kinds("\"open\nx") == [.string, .identifier])
    }

    @Test func deepNestingIsBounded() {
        let text = String(repeating: "\"\\(", count: 5_000) + "x"
        let output = SwiftLexer(Array(text.utf8)).tokenize()
        #expect(!output.tokens.isEmpty)
    }

    /// Random bytes and random cuts of the fixture: tokens stay in order and in bounds, and the
    /// whole Swift analyzer finds no trap.
    @Test func fuzzedInputNeverTraps() throws {
        var generator = SplitMix64(seed: 18)
        let alphabet = Array("\"\\()#/*{}[] \n\r.,:;x1_eé0x\u{0}\u{FF}`@$-+".utf8)
        let fixture = try LintFixture.file("Sources/App/ProfileView.swift").bytes
        for round in 0..<400 {
            var bytes: [UInt8]
            if round % 2 == 0 {
                bytes = (0..<Int(generator.next() % 300)).map { _ in
                    alphabet[Int(generator.next() % UInt64(alphabet.count))]
                }
            } else {
                bytes = fixture
                for _ in 0..<4 {
                    let position = Int(generator.next() % UInt64(bytes.count))
                    bytes[position] = alphabet[Int(generator.next() % UInt64(alphabet.count))]
                }
                bytes = Array(bytes.prefix(Int(generator.next() % UInt64(bytes.count + 1))))
            }
            let output = SwiftLexer(bytes).tokenize()
            var previous = 0
            for token in output.tokens {
                #expect(token.start >= previous && token.start < token.end && token.end <= bytes.count)
                previous = token.end
            }
            let file = LintSourceFile(path: "Sources/Fuzz.swift", language: .swift, bytes: bytes)
            for finding in Linter(context: LintContext(tokens: LintFixture.tokens)).lint(file).findings {
                #expect(finding.range.end.offset <= bytes.count)
            }
        }
    }
}
