import Foundation
import Testing

@testable import PrismTokens

/// Runs programs for the ANSI tests: shells over the generated scripts, `swiftc` over the generated Swift.
enum ProgramRunner {
    /// What a finished program left.
    struct Result {
        var status: Int32
        var output: [UInt8]
        var errorText: String
        /// Standard output as text (escape bytes kept).
        var text: String { String(decoding: output, as: UTF8.self) }
    }

    /// Runs `arguments[0]` (looked up in `PATH`) with exactly `environment` (plus `PATH`), standard
    /// input empty, and standard output and error captured through pipes (so never a terminal).
    static func run(_ arguments: [String], environment: [String: String] = [:], directory: String? = nil) throws
        -> Result
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        var env = environment
        env["PATH"] = env["PATH"] ?? ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        process.environment = env
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        // Standard error goes to a file, so only one pipe needs draining and the child can never block on a full one.
        let errorPath = NSTemporaryDirectory() + "prism-ansi-stderr-\(UUID().uuidString)"
        _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: errorPath) }
        let output = Pipe()
        let error = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try error.close()
        let errorData = FileManager.default.contents(atPath: errorPath) ?? Data()
        return Result(
            status: process.terminationStatus, output: Array(outputData),
            errorText: String(decoding: errorData, as: UTF8.self))
    }

    /// Whether a program is on `PATH`.
    static func exists(_ name: String) -> Bool {
        (try? run(["sh", "-c", "command -v \"$0\" >/dev/null", name]).status) == 0
    }
}

/// The ANSI outputs of a fixture, rendered with the built-in templates and written to a fresh temporary folder.
struct RenderedANSIFixture {
    /// The folder holding `ANSI/…` and `Swift/…`.
    let directory: String
    /// The files by output path.
    let files: [String: String]

    /// Renders `fixture` (a file name in Tests/Fixtures/tokens) and writes its ANSI files.
    init(_ fixture: String) throws {
        let rendered = try GoldenTests.render(fixture)
        directory = NSTemporaryDirectory() + "prism-ansi-\(UUID().uuidString)"
        var files: [String: String] = [:]
        for file in rendered where ANSIFiles.isANSIOutput(file.path) {
            let url = URL(fileURLWithPath: directory).appendingPathComponent(file.path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
            files[file.path] = file.contents
        }
        self.files = files
    }

    /// The absolute path of an output.
    func path(_ output: String) -> String { directory + "/" + output }
}

/// Which generated files belong to the ANSI platform.
enum ANSIFiles {
    /// Whether `path` is one of the ANSI emitter's outputs.
    static func isANSIOutput(_ path: String) -> Bool {
        path.hasPrefix("ANSI/") || path == "Swift/PrismTerminalPalette.swift"
    }

    /// The fixtures of the golden tests.
    static let fixtures = GoldenTests.fixtureNames
}

/// Builds EmitterInput-free renders of inline token sources (for hostile names and malformed keys).
enum InlineTokens {
    /// Resolves `json` as `tokens.json` and renders the ANSI platform.
    static func render(_ json: String) throws -> (files: [GeneratedFile], diagnostics: DiagnosticBag) {
        let provider = InMemorySourceFileProvider(["tokens.json": json])
        let pipeline = TestPipeline.make("tokens.json", provider: provider, platforms: [.ansi])
        let rendering = try TestPipeline.render(pipeline)
        return (rendering.files, rendering.renderFindings)
    }

    /// Resolves `json` and reads the palette of every theme.
    static func palettes(_ json: String) throws -> (palettes: [TerminalPalette], diagnostics: DiagnosticBag) {
        let provider = InMemorySourceFileProvider(["tokens.json": json])
        let resolution = try TokenSetResolution.resolve(file: "tokens.json", provider: provider)
        var diagnostics = DiagnosticBag()
        let palettes = resolution.themes.map { TerminalPaletteReader.read($0, diagnostics: &diagnostics) }
        return (palettes, diagnostics)
    }
}
