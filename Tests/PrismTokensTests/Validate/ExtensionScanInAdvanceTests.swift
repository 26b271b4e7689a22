import Testing

@testable import PrismTokens

/// The scan for Prism extensions started while the themes resolve
/// (``PrismExtensionScan/InAdvance``) gives the configuration and findings scanning afterwards
/// gives, in the same order — and is not used for a document that replaced the scanned one.
@Suite struct ExtensionScanInAdvanceTests {
    static let prism = #""com.byescaleira.prism""#
    /// Token overrides and misspelled keys on tokens in two groups, and a misspelled document key.
    static let json = """
        {"$extensions": {\(prism): {"strickt": true}},
         "color": {"$type": "color",
           "onBrand": {"$value": "#999999", "$extensions": {\(prism): {"rules": {"contrast.wcag2": {"severity": "off", "reason": "decorative"}}}}},
           "brand": {"$value": "#aaaaaa", "$extensions": {\(prism): {"tapTaget": true}}}},
         "size": {"$type": "dimension",
           "button": {"$value": {"value": 40, "unit": "px"}, "$extensions": {\(prism): {"rules": {"contrast.apca": {"severity": "warning", "reason": "large text only"}}, "textStile": "body"}}}}}
        """

    static func resolve(scanning: Bool) throws -> TokenSetResolution {
        try TokenSetResolution.resolve(
            file: "tokens.json", provider: InMemorySourceFileProvider(["tokens.json": json]),
            scanningExtensions: scanning)
    }

    @Test func aScanStartedWhileThemesResolveGivesWhatScanningAfterGives() throws {
        let early = try Self.resolve(scanning: true)
        let late = try Self.resolve(scanning: false)
        #expect(early.extensionScan != nil)
        #expect(late.extensionScan == nil)
        let (earlyConfiguration, earlyFindings) = TokenValidation.configuration(of: early, overrides: [:])
        let (lateConfiguration, lateFindings) = TokenValidation.configuration(of: late, overrides: [:])
        #expect(earlyFindings.all.map(\.compilerFormatted) == lateFindings.all.map(\.compilerFormatted))
        #expect(lateFindings.all.filter { $0.rule == "config.unknown-key" }.count == 3)
        #expect(earlyConfiguration.tokenRules.map(\.token) == lateConfiguration.tokenRules.map(\.token))
        #expect(earlyConfiguration.tokenRules.map(\.location) == lateConfiguration.tokenRules.map(\.location))
        #expect(earlyConfiguration.tokenRules.map(\.rule).sorted() == ["contrast.apca", "contrast.wcag2"])
    }

    @Test func aReplacedDocumentIsScannedAgain() throws {
        var resolution = try Self.resolve(scanning: true)
        resolution.document = try Self.resolve(scanning: false).document
        #expect(resolution.extensionScan == nil)
        let plain = try TokenSetResolution.resolve(
            file: "tokens.json",
            provider: InMemorySourceFileProvider(["tokens.json": #"{"a": {"$type": "number", "$value": 1}}"#]),
            scanningExtensions: true)
        var replaced = plain
        replaced.document = resolution.document
        let (configuration, _) = TokenValidation.configuration(of: replaced, overrides: [:])
        #expect(configuration.tokenRules.count == 2, "the replacement's overrides, not the scanned document's none")
    }
}
