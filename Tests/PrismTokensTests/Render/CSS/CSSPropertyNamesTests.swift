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

    @Test func segmentWithoutWordsIsKeptAndEscaped() {
        #expect(names.property(for: TokenPath(["icon", "🔥"])) == "--prism-icon-🔥")
        #expect(names.property(for: TokenPath(["icon", "**"])) == "--prism-icon-\\*\\*")
    }

    @Test func memberIsAppended() {
        #expect(names.property(for: TokenPath(["typography", "body"]), member: .fontSize) == "--prism-typography-body-font-size")
        #expect(names.reference(to: TokenPath(["motion", "standard"]), member: .timingFunction) == "var(--prism-motion-standard-timing-function)")
    }

    @Test func prefixIsTrimmedEscapedOrOmitted() {
        #expect(CSSPropertyNames(prefix: "--acme-").property(for: TokenPath(["a"])) == "--acme-a")
        #expect(CSSPropertyNames(prefix: "").property(for: TokenPath(["color", "brand"])) == "--color-brand")
        #expect(CSSPropertyNames(prefix: "my brand").property(for: TokenPath(["a"])) == "--my\\ brand-a")
    }
}
