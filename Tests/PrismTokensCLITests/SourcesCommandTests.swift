import Foundation
import Testing

/// Token sources on the command line: YAML files, and several files or globs merged in order.
@Suite struct SourcesCommandTests {
    @Test func aYAMLFileValidatesWithPositionsIntoIt() throws {
        let cli = try CLIHarness()
        defer { cli.remove() }
        try cli.write(
            "tokens.yaml",
            """
            color:
              $type: color
              brand: {$value: {colorSpace: srgb, components: [0.9, 0.9, 0.9]}}
              onBrand:
                $value: {colorSpace: srgb, components: [1, 1, 1]}
            """)
        let result = cli.run(["validate", "tokens.yaml"])
        #expect(result.status == 1)
        #expect(result.out.contains("tokens.yaml:5:13: error: [contrast.wcag2]"), "\(result.out)")
    }

    @Test func aYAMLSyntaxErrorIsLocatedAndExitsOne() throws {
        let cli = try CLIHarness()
        defer { cli.remove() }
        try cli.write("tokens.yml", "color:\n\tbrand: 1\n")
        let result = cli.run(["validate", "tokens.yml"])
        #expect(result.status == 1)
        #expect(result.err.contains("tokens.yml:2:1: error: [syntax] a tab indents this line"), "\(result.err)")
    }

    @Test func severalFilesAndGlobsMergeInOrder() throws {
        let cli = try CLIHarness()
        defer { cli.remove() }
        try cli.write(
            "tokens/base.json",
            ##"{"color": {"$type": "color", "brand": {"$value": "#0000aa"}, "bg": {"$value": "#ffffff"}}}"##)
        try cli.write("tokens/brand/acme.yaml", "color:\n  brand:\n    $value: '#dddd00'\n")
        let listed = cli.run(["list", "tokens/base.json", "tokens/**/*.yaml", "--format", "json"])
        #expect(listed.status == 0, "\(listed.err)")
        #expect(listed.out.contains("#dddd00") && !listed.out.contains("#0000aa"))
        let reversed = cli.run(["list", "tokens/**/*.yaml", "tokens/base.json", "--format", "json"])
        #expect(reversed.out.contains("#0000aa"))
        let none = cli.run(["validate", "tokens/*.toml"])
        #expect(none.status == 2)
        #expect(none.err.contains("'tokens/*.toml' matches no file"))
    }
}

/// Progress never reaches piped output.
@Suite struct ProgressOutputTests {
    @Test func aPipedRunPrintsNothingExtra() throws {
        let cli = try CLIHarness()
        defer { cli.remove() }
        try cli.write("tokens.json", #"{"size": {"$type": "dimension", "sm": {"$value": {"value": 4, "unit": "px"}}}}"#)
        let result = cli.run(["validate", "tokens.json"])
        #expect(result.status == 0)
        #expect(result.err.isEmpty, "\(result.err)")
        #expect(!result.out.contains("prism-tokens:"))
    }
}
