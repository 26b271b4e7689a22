import Testing

@testable import PrismTokensCLI

@Suite struct ArgumentParserTests {
    let spec = ArgumentSpec(
        positionals: [.init(name: "FILE", help: "", isOptional: true)],
        options: [
            .init(name: "--format", valueName: "FORMAT", help: "", allowedValues: ["text", "json"]),
            .init(name: "--input", valueName: "MOD=CTX", help: "", isRepeating: true),
        ],
        flags: [.init(name: "--strict", help: "")]
    )

    @Test func parsesOptionsFlagsAndPositionals() throws {
        let parsed = try ArgumentParser.parse(
            ["a.json", "--format=json", "--input", "theme=dark", "--input", "x=y", "--strict"], spec: spec,
            command: "validate")
        #expect(parsed.positionals == ["a.json"])
        #expect(parsed.value("--format") == "json")
        #expect(parsed.values("--input") == ["theme=dark", "x=y"])
        #expect(parsed.has("--strict"))
    }

    @Test func unknownOptionSuggestsTheClosest() {
        #expect(throws: UsageError.self) {
            try ArgumentParser.parse(["--formt", "json"], spec: spec, command: "validate")
        }
        do {
            _ = try ArgumentParser.parse(["--formt", "json"], spec: spec, command: "validate")
        } catch {
            #expect(error.message == "unknown option '--formt'; did you mean '--format'?")
        }
    }

    @Test func missingValueAndBadValueAreUsageErrors() {
        do {
            _ = try ArgumentParser.parse(["--format"], spec: spec, command: "validate")
            Issue.record("no error")
        } catch {
            #expect(error.message.contains("missing value for '--format'"))
        }
        do {
            _ = try ArgumentParser.parse(["--format", "xml"], spec: spec, command: "validate")
            Issue.record("no error")
        } catch {
            #expect(error.message.contains("use one of: text, json"))
        }
        do {
            _ = try ArgumentParser.parse(["a", "b"], spec: spec, command: "validate")
            Issue.record("no error")
        } catch {
            #expect(error.message == "unexpected argument 'b'")
        }
    }
}
