import Testing

@testable import PrismTokens

/// `joinedAtLength(separator:)` against the standard library's `joined(separator:)`.
struct StringJoiningTests {
    /// Word lists with empty, long (not inline), non-ASCII and emoji words.
    static let lists: [[String]] = [
        [], [""], ["", ""], ["a"], ["background", "brand", "strong"],
        ["a string long enough not to be stored inline", "x"], ["café", "naïve", "日本語", "🎨🖌️"],
        ["", "middle", ""],
    ]

    @Test(arguments: [nil, " ", "-", "."] as [Character?])
    func equalsTheStandardJoin(separator: Character?) {
        let text = separator.map(String.init) ?? ""
        for words in Self.lists {
            let joined = words.joinedAtLength(separator: separator?.asciiValue)
            #expect(joined == words.joined(separator: text), "\(words) with \(text.debugDescription)")
            #expect(joined.utf8.count == words.joined(separator: text).utf8.count)
        }
    }

    @Test func joinsASliceAndASubsequence() {
        let words = ["color", "text", "on", "brand"]
        #expect(words[1...].joinedAtLength(separator: UInt8(ascii: " ")) == "text on brand")
        #expect(words.dropLast().joinedAtLength(separator: UInt8(ascii: ".")) == "color.text.on")
    }

    @Test func tokenPathDescriptionIsDotted() {
        #expect(TokenPath(["color", "brand", "500"]).description == "color.brand.500")
        #expect(TokenPath(["só"]).description == "só")
        #expect(TokenPath([]).description == "")
    }
}
