import Testing

@testable import PrismTokens

/// The generation cache key is built from the typed run options: every option is in it (but the
/// output folder), equal options give the same parts, and changing any option changes them.
@Suite struct CacheKeyTests {
    static let base = TokenPipelineOptions(toolVersion: "1.0")

    @Test func everyOptionButTheOutputFolderIsPartOfTheKey() {
        let properties = Set(Mirror(reflecting: Self.base).children.compactMap(\.label))
        let named = Set(Self.base.cacheKeyParts.map { String($0.prefix { $0 != "=" }) })
        #expect(named == properties.subtracting(TokenPipelineOptions.optionsOutsideCacheKey))
        #expect(properties.isSuperset(of: TokenPipelineOptions.optionsOutsideCacheKey))
    }

    @Test func equalOptionsGiveEqualPartsWhateverTheOrderTheyWereSetIn() {
        var first = Self.base
        first.inputs = ["mode": "dark", "brand": "b"]
        first.overrides = ["contrast.apca": .warning, "motion.reduced": nil]
        var second = Self.base
        second.overrides["motion.reduced"] = .some(nil)
        second.overrides["contrast.apca"] = .warning
        second.inputs["brand"] = "b"
        second.inputs["mode"] = "dark"
        second.output = "elsewhere"
        #expect(first.cacheKeyParts == second.cacheKeyParts)
    }

    @Test func changingAnyOptionChangesTheParts() throws {
        let changes: [(String, (inout TokenPipelineOptions) -> Void)] = [
            ("source", { $0.source = "other.json" }),
            ("inputs", { $0.inputs = ["mode": "dark"] }),
            ("allPermutations", { $0.allPermutations = false }),
            ("overrides", { $0.overrides = ["contrast.apca": .error] }),
            ("overrides off", { $0.overrides = ["contrast.apca": nil] }),
            ("strict", { $0.strict = true }),
            ("baseline", { $0.baseline = Baseline(counts: [:]) }),
            ("templates", { $0.templates = $0.templates.overriding(with: ["swift/x.mustache": "x"]) }),
            ("templatesDirectory", { $0.templatesDirectory = "/t" }),
            ("platforms", { $0.platforms = [.css] }),
            ("platform order", { $0.platforms = $0.platforms.reversed() }),
            ("namespace", { $0.namespace = TokenNamespace(validating: "Acme") }),
            ("cssPrefix", { $0.cssPrefix = "acme" }),
            ("cssPrefix empty", { $0.cssPrefix = "" }),
            ("cssNames", { $0.cssNames = .terrazzo }),
            ("cssExpandComposites", { $0.cssExpandComposites = true }),
            ("cssUnitlessSizes", { $0.cssUnitlessSizes = true }),
            ("toolVersion", { $0.toolVersion = "2.0" }),
            ("mergedSources", { $0.mergedSources = ["a.json", "b.json"] }),
            ("mergedSources order", { $0.mergedSources = ["b.json", "a.json"] }),
        ]
        var seen: Set<[String]> = [Self.base.cacheKeyParts]
        for (name, change) in changes {
            var options = Self.base
            change(&options)
            #expect(seen.insert(options.cacheKeyParts).inserted, "\(name) did not change the key")
        }
    }
}
