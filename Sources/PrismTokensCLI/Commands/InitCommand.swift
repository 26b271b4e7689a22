import PrismTokens

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `prism-tokens init`: scaffolds a token source that validates clean and prints how to add the plugins.
enum InitCommand: Command {
    static let name = "init"
    static let abstract = "Create a starter tokens.json (or the full Prism set) and show how to add the plugins."
    static let discussion = """
        Writes DIR/tokens.json (DIR defaults to the current folder): a small themed resolver with
        on-colors, typography, spacing and motion (--template starter), or the complete Prism design
        system (--template prism). Refuses to overwrite an existing file.
        """
    static let spec = ArgumentSpec(
        positionals: [.init(name: "DIR", help: "The folder to write tokens.json into (default: .).", isOptional: true)],
        options: [
            .init(
                name: "--template", valueName: "NAME", help: "Which token set to write (default: starter).",
                allowedValues: ["starter", "prism"])
        ]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitStatus {
        let folder = context.absolutePath(arguments.positionals.first ?? ".")
        let path = folder + "/tokens.json"
        if FileManager.default.fileExists(atPath: path) {
            context.printError(
                "error: \(path) already exists; move it away or choose another folder (init never overwrites)")
            return .failure
        }
        let text = arguments.value("--template") == "prism" ? BuiltInTokenSources.prism : BuiltInTokenSources.starter
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            _ = try OutputWriter.write([GeneratedFile(path: "tokens.json", contents: text)], to: folder, mode: .write)
        } catch {
            context.printError("error: cannot write \(path): \(error)")
            return .usageOrIO
        }
        context.print(
            """
            Created \(path).

            Validate it:   prism-tokens validate \(arguments.positionals.first.map { $0 + "/" } ?? "")tokens.json
            Generate code: prism-tokens generate \(arguments.positionals.first.map { $0 + "/" } ?? "")tokens.json --out Generated

            To use the plugins, add to Package.swift:

            \(SetupInstructions.packageLines.map { "    " + $0 }.joined(separator: "\n"))

            then build (the build plugin validates tokens.json and compiles the generated Swift into the
            target), or write Generated/ with the command plugin:

                swift package --allow-writing-to-package-directory generate-tokens

            To put prism-tokens on your PATH, in a clone of prism-tokens:

                \(SetupInstructions.installLine)
            """)
        return .success
    }
}

/// The setup lines stated once: `init` prints them and the README shows them (a test keeps them equal).
enum SetupInstructions {
    /// The Package.swift lines that add the package and apply the build plugin.
    static let packageLines = [
        #"dependencies: [.package(url: "https://github.com/byescaleira/prism-tokens", from: "\#(PrismTokensCLI.version)")],"#,
        "targets: [",
        #"    .target(name: "YourApp","#,
        #"            dependencies: [.product(name: "PrismAccessibility", package: "prism-tokens")],  // the color type"#,
        #"            plugins: [.plugin(name: "PrismTokensPlugin", package: "prism-tokens")]),"#,
        "]",
    ]
    /// The line that puts the tool on `PATH`.
    static let installLine = "swift package experimental-install --product prism-tokens"
}
