import Testing

@testable import PrismTokens

/// ``Swift/Collection/joinedAtLength(separator:)`` against the standard library's `joined(separator:)`.
struct StringJoiningTests {
    /// Word lists with empty, long (not inline), non-ASCII and emoji words.
    static let lists: [[String]] = [
        [], [""], ["", ""], ["a"], ["background", "brand", "strong"],
        ["a string long enough not to be stored inline", "x"], ["café", "naïve", "日本語", "🎨🖌️"],
        ["", "middle", ""],
    ]

    @Test(arguments: ["", " ", "-", ".", ", ", " → "])
    func equalsTheStandardJoin(separator: String) {
        for words in Self.lists {
            let joined = words.joinedAtLength(separator: separator)
            #expect(joined == words.joined(separator: separator), "\(words) with \(separator.debugDescription)")
            #expect(joined.utf8.count == words.joined(separator: separator).utf8.count)
        }
    }

    @Test func joinsASliceAndASubsequence() {
        let words = ["color", "text", "on", "brand"]
        #expect(words[1...].joinedAtLength(separator: " ") == "text on brand")
        #expect(words.dropLast().joinedAtLength(separator: ".") == "color.text.on")
    }

    @Test func tokenPathDescriptionIsDotted() {
        #expect(TokenPath(["color", "brand", "500"]).description == "color.brand.500")
        #expect(TokenPath(["só"]).description == "só")
        #expect(TokenPath([]).description == "")
    }
}
