import Testing

@testable import PrismTokens

/// Text from a token source cannot end a Swift string literal or comment early.
@Suite struct SwiftEscapingTests {
    @Test(arguments: [
        ("plain", #""plain""#),
        ("O'Brien \"Sans\"", #""O'Brien \"Sans\"""#),
        ("a\\b", #""a\\b""#),
        ("line\nbreak\r\ttab\0", #""line\nbreak\r\ttab\0""#),
        ("🔥 café 日本", #""🔥 café 日本""#),
        ("bidi\u{202E}override", #""bidi\u{202E}override""#),
        ("zero\u{200B}width", #""zero\u{200B}width""#),
        ("separator\u{2028}here", #""separator\u{2028}here""#),
        ("bell\u{07}", #""bell\u{7}""#),
        ("star*/slash", #""star*/slash""#),
        ("#{not interpolation} \\(nor this)", ##""#{not interpolation} \\(nor this)""##),
    ])
    func stringLiterals(_ text: String, _ literal: String) {
        #expect(SwiftEscaping.stringLiteral(text) == literal)
    }

    @Test func docCommentsSplitEveryKindOfLineBreak() {
        #expect(
            SwiftEscaping.docComment("one\ntwo\r\nthree\rfour\u{2028}five\u{85}six") == [
                "/// one", "/// two", "/// three", "/// four", "/// five", "/// six",
            ])
        #expect(SwiftEscaping.docComment("para\n\nnext  ") == ["/// para", "///", "/// next"])
        #expect(SwiftEscaping.docComment("").isEmpty)
    }

    @Test func commentsCannotBeClosedOrOpened() {
        #expect(SwiftEscaping.docComment("ends */ here /* opens") == [#"/// ends *\/ here /\* opens"#])
        #expect(SwiftEscaping.commentText("color.line\nbreak") == #"color.line\nbreak"#)
        #expect(SwiftEscaping.commentText("tab\there\u{202E}") == #"tab here\u{202E}"#)
    }

    @Test func everyLineOfTheHostileOutputIsCodeOrAComment() throws {
        let rendering = try SwiftOutput.render(fixture: "tokens/hostile-names.tokens.json")
        #expect(!rendering.diagnostics.hasErrors)
        for line in rendering["PrismTokens.swift"].split(separator: "\n") where line.contains("///") {
            #expect(
                line.trimmingPrefix(while: { $0 == " " }).hasPrefix("///"),
                "a description escaped its doc comment: \(line)")
        }
        #expect(rendering["PrismTokens.swift"].contains(#"/// color.line\nbreak — First line"#))
        #expect(rendering["PrismTokens.swift"].contains(#"/// second line *\/ /\* nested"#))
        #expect(
            rendering["PrismTokens.swift"].contains(#"color.quote\"dcolor.line\nbreak"#),
            "paths are escaped in the joined path text")
        #expect(
            rendering["PrismTokens.swift"].contains(#"case .family: return ["O'Brien \"Sans\"", "a\\b", "sans-serif"]"#)
        )
    }
}
