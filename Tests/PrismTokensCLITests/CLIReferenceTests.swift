import Foundation
import Testing

@testable import PrismTokensCLI

/// `--help` follows one layout for every command, and the README's command table is generated
/// from the same definitions (`prism-tokens help --markdown-table`, `Scripts/update-cli-table.sh`).
@Suite struct CLIReferenceTests {
    static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md")

    @Test func theReadmeTableIsTheGeneratedOne() throws {
        let table = CLIHarness.run(["help", "--markdown-table"])
        #expect(table.status == 0)
        let readme = try String(contentsOf: Self.readme, encoding: .utf8)
        let begin = "<!-- cli-table:begin -->\n"
        let end = "<!-- cli-table:end -->"
        let start = try #require(readme.range(of: begin), "README.md lacks the cli-table markers")
        let stop = try #require(readme.range(of: end, range: start.upperBound..<readme.endIndex))
        let current = String(readme[start.upperBound..<stop.lowerBound])
        #expect(
            current == table.out,
            "README's command table is stale; run Scripts/update-cli-table.sh and commit README.md")
        for command in PrismTokensCLI.commands {
            #expect(table.out.contains("`prism-tokens \(command.name)"), "\(command.name) missing from the table")
        }
    }

    @Test func everyCommandsHelpHasTheSameSectionsInTheSameOrder() {
        for command in PrismTokensCLI.commands {
            let help = CLIHarness.run(["help", command.name]).out
            #expect(help.hasPrefix("USAGE: prism-tokens \(command.name)"), "\(command.name): \(help)")
            let sections = ["ARGUMENTS:", "TOKEN SOURCE OPTIONS", "OPTIONS:", "EXAMPLES:"]
            let positions = sections.compactMap { help.range(of: "\n" + $0)?.lowerBound }
            #expect(positions == positions.sorted(), "\(command.name): sections out of order")
            #expect(help.contains("\n" + command.abstract + "\n"), "\(command.name): summary after the usage")
            #expect(help.contains("-h, --help"))
            if !command.spec.positionals.isEmpty { #expect(help.contains("\nARGUMENTS:\n")) }
            if !command.examples.isEmpty {
                #expect(help.contains("\nEXAMPLES:\n  prism-tokens \(command.name)"), "\(command.name)")
            }
        }
    }

    @Test func theSharedOptionsReadTheSameInEveryCommand() {
        var texts: [String: Set<String>] = [:]
        for name in SharedOptionsTests.tokenCommands {
            let help = CLIHarness.run(["help", name]).out
            let section =
                help.components(separatedBy: "TOKEN SOURCE OPTIONS").last?
                .components(separatedBy: "\nOPTIONS:").first ?? ""
            for line in section.split(separator: "\n") where line.hasPrefix("  --") && !line.hasPrefix("  --format") {
                texts[String(line.split(separator: " ").first ?? ""), default: []].insert(
                    line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().joined(separator: " "))
            }
        }
        #expect(texts.count >= 6)
        for (option, variants) in texts {
            #expect(variants.count == 1, "\(option) is described differently: \(variants)")
        }
    }
}

/// Setup is stated once: `init` prints the README's Package.swift and install lines.
@Suite struct SetupInstructionsTests {
    @Test func initPrintsTheReadmesPackageAndInstallLines() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        let result = harness.run(["init"])
        #expect(result.status == 0)
        let readme = try String(contentsOf: CLIReferenceTests.readme, encoding: .utf8)
        for line in SetupInstructions.packageLines + [SetupInstructions.installLine] {
            #expect(result.out.contains(line), "init does not print: \(line)")
            #expect(readme.contains(line), "README does not show: \(line)")
        }
    }
}
