import PrismTestSupport
import Testing

@testable import PrismTokens

/// ``NameWords``: the byte path for ASCII names gives exactly the words of the `Character` path.
@Suite struct NameWordsTests {
    @Test(arguments: [
        ("on-surface", ["on", "surface"]), ("onSurface", ["on", "Surface"]), ("2xl", ["2xl"]),
        ("HTTPStatus", ["HTTP", "Status"]), ("size2XL", ["size2", "XL"]), ("a__b  c", ["a", "b", "c"]),
        ("", []), ("---", []), ("ABC", ["ABC"]), ("ABc", ["A", "Bc"]), ("x\r\ny", ["x", "y"]),
    ])
    func splitsASCIINames(_ name: String, _ expected: [String]) {
        #expect(NameWords.words(name) == expected)
        #expect(NameWords.unicodeWords(name) == expected)
    }

    @Test func theASCIIPathMatchesTheCharacterPathOnRandomNames() {
        let alphabet = Array("aBzZ09-_. /\r\n\tQq7xX$")
        var random = SplitMix64(seed: 0x9E37_79B9_7F4A_7C15)
        func next() -> Int { Int(truncatingIfNeeded: random.next() >> 33) }
        for _ in 0..<5_000 {
            let name = String((0..<(next() % 12)).map { _ in alphabet[next() % alphabet.count] })
            #expect(NameWords.asciiWords(name) == NameWords.unicodeWords(name), "\(name.debugDescription)")
        }
    }

    @Test func nonASCIINamesTakeTheCharacterPath() {
        #expect(NameWords.words("caféCrème") == ["café", "Crème"])
        #expect(NameWords.words("größe🔥XL") == ["größe", "XL"])
    }

    /// The byte paths of `capitalizedWord` and `lowercasedFirstWord` agree with `Character` case
    /// mapping on every ASCII word of up to three characters from letters, digits and symbols.
    @Test func asciiCaseMappingAgreesWithCharacterCaseMapping() {
        let alphabet = ["a", "z", "A", "Z", "0", "9", "_", "-", " ", "~"]
        var words = alphabet
        for _ in 1..<3 { words += words.flatMap { prefix in alphabet.map { prefix + $0 } } }
        func capitalized(_ word: String) -> String { word.first.map { $0.uppercased() + word.dropFirst() } ?? word }
        func lowered(_ word: String) -> String {
            if word.allSatisfy({ !$0.isLetter || $0.isUppercase }) { return word.lowercased() }
            return word.first.map { $0.lowercased() + word.dropFirst() } ?? word
        }
        let disagreements = Set(words).filter {
            $0.capitalizedWord != capitalized($0) || $0.lowercasedFirstWord != lowered($0)
        }
        #expect(disagreements.isEmpty, "\(disagreements.sorted())")
        #expect(
            "surface".capitalizedWord == "Surface" && "HTTP".lowercasedFirstWord == "http"
                && "OnSurface".lowercasedFirstWord == "onSurface")
    }
}
