import Testing

@testable import PrismTokens

@Suite struct CSSPropertyNamesTests {
    let names = CSSPropertyNames(prefix: "prism")

    @Test(arguments: [
        (["color", "onBackground"], "--prism-color-on-background"),
        (["color", "on-surface"], "--prism-color-on-surface"),
        (["space", "2xl"], "--prism-space-2xl"),
        (["color", "HTTPStatus"], "--prism-color-http-status"),
        (["color", "quote\"d"], "--prism-color-quote-d"),
        (["color", "🔥 hot"], "--prism-color-hot"),
        (["color", "line\nbreak"], "--prism-color-line-break"),
        (["space", "0"], "--prism-space-0"),
        (["color", "gray900"], "--prism-color-gray900"),
    ])
    func pathBecomesKebabCase(_ segments: [String], _ property: String) {
        #expect(names.property(for: TokenPath(segments)) == property)
    }

    /// A negative step of a scale keeps its minus sign, so it does not take its positive twin's
    /// name (3Jane's `space.-3xs` beside `space.3xs`); a leading `-` before several words stays a
    /// separator, as before.
    @Test(arguments: [
        (["space", "-3xs"], "--prism-space--3xs"),
        (["space", "-lg"], "--prism-space--lg"),
        (["space", "-8px"], "--prism-space--8px"),
        (["space", "3xs"], "--prism-space-3xs"),
        (["space", "-leading-dash"], "--prism-space-leading-dash"),
        (["space", "--x"], "--prism-space-x"),
        (["space", "-"], "--prism-space--"),
        (["space", "a-3xs"], "--prism-space-a-3xs"),
    ])
    func negativeStepKeepsItsSign(_ segments: [String], _ property: String) {
        #expect(names.property(for: TokenPath(segments)) == property)
        let terrazzo = CSSPropertyNames(prefix: "", style: .terrazzo)
        #expect(terrazzo.property(for: TokenPath(segments)) == "--" + property.dropFirst("--prism-".count))
    }

    @Test func negativeAndPositiveStepsAreDistinctInEveryStyle() {
        for style in CSSNameStyle.allCases {
            let scheme = CSSPropertyNames(prefix: "", style: style)
            let negative = scheme.property(for: TokenPath(["space", "-3xs"]))
            #expect(negative != scheme.property(for: TokenPath(["space", "3xs"])))
        }
        // A leading negative step as a class name is escaped into a valid identifier.
        #expect(names.name(for: TokenPath(["-3xs"])) == "-\\33 xs")
    }

    @Test func segmentWithoutWordsIsKeptAndEscaped() {
        #expect(names.property(for: TokenPath(["icon", "🔥"])) == "--prism-icon-🔥")
        #expect(names.property(for: TokenPath(["icon", "**"])) == "--prism-icon-\\*\\*")
    }

    @Test func memberIsAppended() {
        #expect(
            names.property(for: TokenPath(["typography", "body"]), member: .fontSize)
                == "--prism-typography-body-font-size")
        #expect(
            names.reference(to: TokenPath(["motion", "standard"]), member: .timingFunction)
                == "var(--prism-motion-standard-timing-function)")
    }

    @Test func prefixIsTrimmedEscapedOrOmitted() {
        #expect(CSSPropertyNames(prefix: "--acme-").property(for: TokenPath(["a"])) == "--acme-a")
        #expect(CSSPropertyNames(prefix: "").property(for: TokenPath(["color", "brand"])) == "--color-brand")
        #expect(CSSPropertyNames(prefix: "my brand").property(for: TokenPath(["a"])) == "--my\\ brand-a")
    }
}

/// `--css-names terrazzo`: the names Terrazzo's CSS plugin gives the same tokens.
@Suite struct CSSTerrazzoNamesTests {
    let names = CSSPropertyNames(prefix: "", style: .terrazzo)

    @Test func rootTokensTakeTheirGroupsName() {
        #expect(names.property(for: TokenPath(dotted: "color.background.brand.$root")) == "--color-background-brand")
        #expect(
            CSSPropertyNames(prefix: "").property(for: TokenPath(dotted: "color.background.brand.$root"))
                == "--color-background-brand-root", "Prism's default is unchanged")
        #expect(
            CSSPropertyNames(prefix: "ds", style: .terrazzo).property(for: TokenPath(dotted: "a.$root"), member: .color)
                == "--ds-a-color")
    }

    @Test func wordsSplitAsTerrazzoSplitsThem() {
        // Pairs from Terrazzo's own output for the dtcg-examples systems (fluent.want.css, carbon.want.css).
        #expect(names.property(for: TokenPath(dotted: "palette.blackTranslucent40")) == "--palette-black-translucent40")
        #expect(names.property(for: TokenPath(dotted: "effects.roundedCorner2")) == "--effects-rounded-corner2")
        #expect(names.property(for: TokenPath(dotted: "color.blue10Hover")) == "--color-blue10-hover")
        #expect(
            names.property(for: TokenPath(dotted: "fontSize.productiveHeading01")) == "--font-size-productive-heading01"
        )
        #expect(names.property(for: TokenPath(dotted: "color.black.100")) == "--color-black-100")
    }

    @Test func theCSSOptionReachesTheStylesheet() throws {
        let input = try CSSTestSupport.input(
            ##"{ "color": { "$type": "color", "brand": { "$root": { "$value": "#0066cc" }, "hover": { "$value": "{color.brand.$root}" } } } }"##
        )
        var options = input.options
        options.cssNames = .terrazzo
        options.cssPrefix = ""
        var diagnostics = DiagnosticBag()
        let files = try TokenGenerator.generate(
            EmitterInput(
                resolution: input.resolution, configuration: input.configuration, options: options,
                sourceName: "tokens.json"), templates: .builtIn, diagnostics: &diagnostics)
        let css = try #require(files.first { $0.path == "CSS/prism-tokens.css" }?.contents)
        #expect(css.contains("--color-brand: #0066cc;"))
        #expect(css.contains("--color-brand-hover: var(--color-brand);"))
    }

    /// A read-only copy of the scheme (for the threads writing the first theme in slices) names
    /// every path as the scheme does — paths the scheme named before, and paths it never saw —
    /// from several threads at once.
    @Test func aReadOnlyCopyNamesAsTheSchemeDoes() {
        let segments = [
            "color", "brand", "onSurface", "2xl", "-3xs", "é", "e\u{301}", "$root", "🔥", "a b", "K", "\u{212A}",
        ]
        var paths: [TokenPath] = []
        for first in segments {
            for second in segments { paths.append(TokenPath([first, second, "x\(paths.count % 7)"])) }
        }
        let scheme = CSSPropertyNames(prefix: "acme")
        let known = paths.prefix(paths.count / 2).map { scheme.property(for: $0) }
        let copy = scheme.readOnly()
        let fresh = CSSPropertyNames(prefix: "acme")
        let expected = paths.map { fresh.property(for: $0) }
        #expect(known == Array(expected.prefix(known.count)))
        let named = ParallelWork.map(ParallelWork.slices(of: paths, size: 16)) { slice in
            slice.map { copy.property(for: $0, member: .fontSize) }
        }
        #expect(Array(named.joined()) == expected.map { CSSPropertyNames.property($0, member: .fontSize) })
        #expect(paths.map { scheme.property(for: $0) } == expected, "the scheme itself is unchanged")
    }
}
