import Testing

@testable import PrismTokens

/// Bundle names: npm's rules, and the Swift, Kotlin and Android names derived from them.
@Suite struct BundleNameTests {
    @Test func derivedNamesOfTheDefault() throws {
        let name = try #require(BundleName("@prism/tokens"))
        #expect(name.scope == "prism")
        #expect(name.bareName == "tokens")
        #expect(name.swiftModuleName == "PrismDesignTokens")
        #expect(name.kotlinPackage == "prism.tokens")
        #expect(name.androidResourcePrefix == "prism_")
    }

    @Test func derivedNamesOfAnUnscopedName() throws {
        let name = try #require(BundleName("acme-ui.tokens"))
        #expect(name.scope == nil)
        #expect(name.swiftModuleName == "AcmeUiDesignTokens")
        #expect(name.kotlinPackage == "acme.ui.tokens")
        #expect(name.androidResourcePrefix == "acme_")
    }

    @Test func digitsAndKeywordsStayValidIdentifiers() throws {
        let name = try #require(BundleName("@3d/in"))
        #expect(name.swiftModuleName == "Tokens3dInDesignTokens")
        #expect(name.kotlinPackage == "_3d._in")
        #expect(name.androidResourcePrefix == "t3d_")
    }

    @Test(arguments: [
        "", "Tokens", "@scope", "@/tokens", "@a/b/c", "a/b", ".tokens", "_tokens", "tok ens", "tökens",
        String(repeating: "a", count: 215),
    ])
    func refusesWhatNpmRefuses(_ text: String) {
        #expect(BundleName(text) == nil)
        #expect(BundleName.problem(with: text) != nil)
    }

    @Test func defaultNameComesFromTheDocument() {
        #expect(BundleName.defaultName(documentName: "Prism").text == "@prism/tokens")
        #expect(BundleName.defaultName(documentName: "Acme Design System").text == "@acme-design-system/tokens")
        #expect(BundleName.defaultName(documentName: nil).text == "@prism/tokens")
        #expect(BundleName.defaultName(documentName: "✨").text == "@prism/tokens")
    }
}
