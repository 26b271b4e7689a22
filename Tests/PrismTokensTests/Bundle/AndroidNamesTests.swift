import PrismTestSupport
import Testing

@testable import PrismTokens

/// The names the android bundle gives tokens (``AndroidNames``): resources in snake_case after the
/// bundle's prefix, Kotlin properties in lowerCamelCase, unique.
@Suite struct AndroidNamesTests {
    @Test func theGroupsWordsAreReusedOnlyForTheSameBytes() {
        // Neighbours in one group, a group spelled with a combining accent next to the same group
        // precomposed (the same String, other ASCII words), an empty group and a deeper one.
        let paths: [[String]] = [
            ["color", "brand", "primary"], ["color", "brand", "secondary"], ["color", "onSurface"],
            ["e\u{301}", "x"], ["\u{e9}", "y"], ["e\u{301}", "z"], ["日本", "1st"], ["日本", "2nd"],
            ["size", "HTTPStatus", "x-Large", "tall"], ["size", "HTTPStatus", "x-Large", "wide"], ["top"],
        ]
        var findings = DiagnosticBag()
        let names = AndroidNames(paths: paths.map(TokenPath.init), prefix: "p_", diagnostics: &findings)
        #expect(findings.all.isEmpty)
        for (offset, segments) in paths.enumerated() {
            let natural = AndroidNames.naturalNames(TokenPath(segments), offset: offset)
            #expect(names.resourceName(at: offset) == "p_" + natural.snake, "\(segments)")
            #expect(names.kotlinNames[offset] == natural.camel, "\(segments)")
        }
        #expect(names.kotlinNames[3] == "eX" && names.kotlinNames[4] == "y" && names.kotlinNames[5] == "eZ")
    }

    @Test func namesAreTheWordsOfEverySegmentJoinedBothWays() {
        // Random paths of ASCII and non-ASCII segments, cases, digits and separators, named in
        // order (each token's words its group's and its last segment's) against the names
        // joined from every segment's words as strings.
        func expected(_ segments: [String], offset: Int) -> (snake: String, camel: String) {
            let words = segments.flatMap(BundleName.asciiWords)
            guard let first = words.first else { return ("token_\(offset + 1)", "token\(offset + 1)") }
            let camel = first + words.dropFirst().map(\.capitalizedWord).joined()
            return (words.joined(separator: "_"), first.first?.isASCIIDigit == true ? "token" + camel : camel)
        }
        let pieces = [
            "color", "Brand", "onSurface", "HTTPStatus", "x-Large", "2xl", "500", "é", "日本", "a1B", "", "--", "Z",
        ]
        var random = SplitMix64(seed: 29)
        var paths: [[String]] = []
        for _ in 0..<3_000 {
            let group = (0..<Int.random(in: 0...2, using: &random)).map { _ in
                (0..<Int.random(in: 1...2, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }
                    .joined()
            }
            // Neighbours in one group, as token files list them.
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let number = Bool.random(using: &random) ? "\(paths.count)" : ""
                paths.append(group + [(pieces.randomElement(using: &random) ?? "") + number])
            }
        }
        var findings = DiagnosticBag()
        let names = AndroidNames(paths: paths.map(TokenPath.init), prefix: "p_", diagnostics: &findings)
        // Only a name no earlier token has is the natural one (a taken one gets a number).
        var resourcesSoFar = Set<String>()
        var kotlinSoFar = Set<String>()
        var checked = 0
        for (offset, segments) in paths.enumerated() {
            let natural = expected(segments, offset: offset)
            if !resourcesSoFar.contains(natural.snake) {
                #expect(names.resourceName(at: offset) == "p_" + natural.snake, "\(segments)")
                checked += 1
            }
            if !kotlinSoFar.contains(natural.camel) {
                #expect(names.kotlinNames[offset] == natural.camel, "\(segments)")
            }
            resourcesSoFar.insert(names.resourceNamesAfterPrefix[offset])
            kotlinSoFar.insert(names.kotlinNames[offset])
        }
        #expect(checked > 100, "names compared: \(checked)")
    }

    @Test func takenNamesGetANumberAndAWarningWithTheWholeName() {
        // Three spellings of one name and a token named like the first one's numbered name:
        // numbered in order, each warned about under its whole resource name (prefix included);
        // a path without ASCII words is named by its position, without a warning.
        let paths: [[String]] = [
            ["color", "brand"], ["color-brand"], ["Color", "Brand"], ["日本"], ["color", "brand", "2"],
        ]
        var findings = DiagnosticBag()
        let names = AndroidNames(paths: paths.map(TokenPath.init), prefix: "acme_", diagnostics: &findings)
        #expect(
            paths.indices.map(names.resourceName(at:)) == [
                "acme_color_brand", "acme_color_brand_2", "acme_color_brand_3", "acme_token_4", "acme_color_brand_2_2",
            ])
        #expect(names.resourceNamesAfterPrefix[1] == "color_brand_2")
        #expect(names.kotlinNames == ["colorBrand", "colorBrand2", "colorBrand3", "token4", "colorBrand22"])
        let messages = findings.all.map(\.message)
        #expect(messages.count == 3)
        #expect(
            messages.first?.hasPrefix(
                "color-brand is named acme_color_brand_2 in Android resources and colorBrand2 in Kotlin") == true)
        #expect(messages.last?.contains("acme_color_brand_2_2") == true)
    }

    @Test func distinctNaturalNamesAreTheNamesWithoutWarnings() {
        // No two natural names alike (found from their hashes): each token's natural names.
        let paths = (0..<2_000).map { TokenPath(["group\($0 % 7)", "token\($0)"]) }
        var findings = DiagnosticBag()
        let names = AndroidNames(paths: paths, prefix: "p_", diagnostics: &findings)
        #expect(findings.all.isEmpty)
        #expect(names.resourceNamesAfterPrefix == paths.indices.map { "group\($0 % 7)_token\($0)" })
        #expect(names.kotlinNames == paths.indices.map { "group\($0 % 7)Token\($0)" })
        #expect(AndroidNames.hashesDiffer(["a", "b"]))
        #expect(!AndroidNames.hashesDiffer(["a", "b", "a"]))
    }

    @Test func namesThatCollideInKotlinOnlyAreNumberedThere() {
        // `a.b1` and `a.b.1`: distinct resource names (`a_b1`, `a_b_1`), one Kotlin name (`aB1`).
        var findings = DiagnosticBag()
        let names = AndroidNames(
            paths: [TokenPath(["a", "b1"]), TokenPath(["a", "b", "1"])], prefix: "p_", diagnostics: &findings)
        #expect(names.resourceNamesAfterPrefix == ["a_b1", "a_b_1"])
        #expect(names.kotlinNames == ["aB1", "aB12"])
        #expect(findings.all.count == 1)
    }

    @Test func kotlinNamesOfATheme() throws {
        // Tokens with the named paths in order take the names by position; others by path, and
        // a path that was not named has none.
        let tokens = try #require(
            Resolution.of(
                #"{ "a": { "b": { "$type": "number", "$value": 1 }, "c": { "$type": "number", "$value": 2 } }, "#
                    + #""d": { "$type": "number", "$value": 3 }, "e": { "$type": "number", "$value": 4 } }"#
            ).themes.first
        ).tokens
        let named = Array(tokens.prefix(3))
        var findings = DiagnosticBag()
        let names = AndroidNames(paths: named.map(\.path), prefix: "p_", diagnostics: &findings)
        #expect(names.kotlinNames == ["aB", "aC", "d"])
        func all(_ names: AndroidNames.KotlinNamesByPosition, count: Int) -> [String?] {
            (0..<count).map { names[$0] }
        }
        #expect(all(names.kotlinNames(of: named), count: 3) == ["aB", "aC", "d"])
        #expect(all(names.kotlinNames(of: named.reversed()), count: 3) == ["d", "aC", "aB"])
        #expect(all(names.kotlinNames(of: tokens), count: 4) == ["aB", "aC", "d", nil])
    }
}
