import Testing

@testable import PrismTokens

/// The official Mustache spec (`conformance/mustache-spec` in the shared folder): every file but
/// lambdas must pass. Skipped, with one printed line, when the shared folder is not there.
@Suite(
    .requiresShared(
        "conformance/mustache-spec", "the Mustache spec's test files, its authors' text, not copied into the repository"
    ))
struct MustacheSpecTests {
    /// Fails when the spec folder or one of its files is missing or unreadable, so the
    /// parameterized test below can never pass by having nothing to run.
    @Test(arguments: MustacheSpec.files)
    func specFileLoads(_ file: String) throws {
        let cases = try MustacheSpec.cases(in: file)
        #expect(!cases.isEmpty, "\(file) has no test cases")
    }

    @Test(arguments: MustacheSpec.allCases)
    func specCase(_ spec: MustacheSpec.Case) throws {
        let template = try MustacheTemplate(source: spec.template, name: spec.name)
        let output = try template.render(spec.data, partials: spec.partials)
        #expect(output == spec.expected, "\(spec.description): \(spec.summary)")
    }
}
