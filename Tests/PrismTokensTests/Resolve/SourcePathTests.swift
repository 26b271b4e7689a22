import Testing

@testable import PrismTokens

/// Relative `$ref` paths: joined against the referring file's folder, normalized, and never allowed
/// to climb above the folder of the file the user named.
@Suite struct SourcePathTests {
    @Test(arguments: [
        // (reference, referrer, root, expected)
        ("base.json", "tokens.json", "tokens.json", "base.json"),
        ("themes/dark.json", "tokens.json", "tokens.json", "themes/dark.json"),
        ("./themes/./dark.json", "tokens.json", "tokens.json", "themes/dark.json"),
        ("dark.json", "themes/light.json", "tokens.json", "themes/dark.json"),
        ("../base.json", "themes/light.json", "tokens.json", "base.json"),
        ("themes/dark.json", "config/resolver.json", "config/resolver.json", "config/themes/dark.json"),
        ("themes/../base.json", "config/resolver.json", "config/resolver.json", "config/base.json"),
        (
            "themes/dark.json", "/abs/project/resolver.json", "/abs/project/resolver.json",
            "/abs/project/themes/dark.json"
        ),
        ("base.json", "./tokens.json", "./tokens.json", "base.json"),
        ("themes/dark.json", "../shared/resolver.json", "../shared/resolver.json", "../shared/themes/dark.json"),
        ("base.json", "../resolver.json", "../resolver.json", "../base.json"),
        ("themes/dark.json", "../../resolver.json", "../../resolver.json", "../../themes/dark.json"),
    ])
    func referencesInsideTheFolderResolve(reference: String, referrer: String, root: String, expected: String) {
        #expect(SourcePath.resolve(reference, from: referrer, root: root) == expected)
    }

    @Test(arguments: [
        ("../x.json", "tokens.json", "tokens.json"),
        ("../../x.json", "themes/dark.json", "tokens.json"),
        ("../x.json", "config/resolver.json", "config/resolver.json"),
        ("themes/../../x.json", "config/resolver.json", "config/resolver.json"),
        ("../../x.json", "/abs/project/resolver.json", "/abs/project/resolver.json"),
        ("../other/x.json", "/abs/project/resolver.json", "/abs/project/resolver.json"),
    ])
    func referencesLeavingTheFolderAreRefused(reference: String, referrer: String, root: String) {
        #expect(SourcePath.resolve(reference, from: referrer, root: root) == nil)
    }

    @Test(arguments: [
        ("../x.json", "../shared/resolver.json"),
        ("../../x.json", "../shared/resolver.json"),
        ("../../../etc/x.json", "../../project/resolver.json"),
        ("../x.json", "../resolver.json"),
        ("../../x.json", "../../resolver.json"),
        ("sub/../../x.json", "../resolver.json"),
    ])
    func aRootNamedWithDotDotDoesNotOpenEverythingAboveIt(reference: String, root: String) {
        // With the root in "..", "../x.json" is "../../x.json": outside "..", though it starts with "../".
        #expect(SourcePath.resolve(reference, from: root, root: root) == nil)
    }

    @Test func directories() {
        #expect(SourcePath.directory(of: "tokens.json") == "")
        #expect(SourcePath.directory(of: "a/b/c.json") == "a/b")
        #expect(SourcePath.directory(of: "/c.json") == "")
    }
}
