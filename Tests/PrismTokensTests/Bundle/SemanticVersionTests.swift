import Testing

@testable import PrismTokens

/// SemVer 2.0.0 parsing: what npm and SwiftPM accept, and what they refuse.
@Suite struct SemanticVersionTests {
    @Test(arguments: [
        "0.0.0", "1.2.3", "10.20.30", "1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-0.3.7", "1.0.0-x.7.z.92",
        "1.0.0+20130313144700", "1.0.0-beta+exp.sha.5114f85", "1.0.0+001", "1.0.0-alpha-a.b-c",
    ])
    func accepts(_ text: String) throws {
        let version = try #require(SemanticVersion(text))
        #expect(version.description == text)
    }

    @Test(arguments: [
        "", "1", "1.2", "1.2.3.4", "v1.2.3", "01.2.3", "1.02.3", "1.2.03", "1.2.3-", "1.2.3+", "1.2.3-01",
        "1.2.3-a..b", "1.2.3-ä", "1.2.3 ", " 1.2.3", "1.2.-3", "1.2.3-alpha_1", "١.٢.٣",
    ])
    func refuses(_ text: String) {
        #expect(SemanticVersion(text) == nil)
    }

    @Test func partsAreParsed() throws {
        let version = try #require(SemanticVersion("2.10.0-rc.1+build.7"))
        #expect(version.major == 2)
        #expect(version.minor == 10)
        #expect(version.patch == 0)
        #expect(version.prerelease == ["rc", "1"])
        #expect(version.build == ["build", "7"])
    }
}
