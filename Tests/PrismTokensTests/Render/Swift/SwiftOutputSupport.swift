import Foundation
import Testing

@testable import PrismTokens

/// Renders the Swift output of token sources for the Swift emitter's tests.
enum SwiftOutput {
    /// The result of a Swift generation.
    struct Rendering {
        /// The Swift files by output path (`Swift/PrismTokens.swift` …).
        var files: [String: String]
        /// The diagnostics of resolving, validating and rendering.
        var diagnostics: DiagnosticBag

        /// One file's text (empty when missing).
        subscript(path: String) -> String { files["Swift/" + path] ?? "" }

        /// Every Swift file's text joined, for searching.
        var allText: String { files.keys.sorted().compactMap { files[$0] }.joined(separator: "\n") }

        /// The render-stage diagnostics (rules `render.…`).
        var renderDiagnostics: [Diagnostic] { diagnostics.all.filter { $0.rule.hasPrefix("render.") } }
    }

    /// Renders a token source held in memory.
    static func render(json: String, name: String = "tokens.json", templates: TemplateSet = .builtIn) throws
        -> Rendering
    {
        try render(file: name, provider: InMemorySourceFileProvider([name: json]), templates: templates)
    }

    /// Renders a fixture from Tests/Fixtures (`tokens/themed.resolver.json`, `swift/…`).
    /// - Parameters:
    ///   - fixture: the fixture's path below Tests/Fixtures.
    ///   - platforms: the platforms to render; only their `.swift` files are kept.
    ///   - namespace: the namespace generated types are named after.
    static func render(fixture: String, platforms: [Platform] = [.swift], namespace: TokenNamespace = .prism) throws
        -> Rendering
    {
        let url = TestPaths.fixtures.appendingPathComponent(fixture)
        let provider = DiskSourceFileProvider(baseDirectory: url.deletingLastPathComponent().path)
        return try render(
            file: url.lastPathComponent, provider: provider, templates: .builtIn, platforms: platforms,
            namespace: namespace)
    }

    static func render(
        file: String, provider: some SourceFileProvider, templates: TemplateSet = .builtIn,
        platforms: [Platform] = [.swift], namespace: TokenNamespace = .prism
    ) throws -> Rendering {
        let rendering = try TestPipeline.render(
            TestPipeline.make(
                file, provider: provider, platforms: platforms, templates: templates, namespace: namespace))
        let files = rendering.files.filter { $0.path.hasSuffix(".swift") }
        return Rendering(
            files: Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) }),
            diagnostics: rendering.findings)
    }

    /// The fixtures whose Swift output must compile: every shared fixture and the Swift edge cases.
    static let compiledFixtures =
        GoldenTests.fixtureNames.map { "tokens/" + $0 } + ["swift/themed-edge-cases.resolver.json"]
}

/// Runs the Swift compiler of the toolchain running the tests.
enum SwiftCompiler {
    /// What a compiler run printed and how it ended.
    struct Outcome {
        var status: Int32
        var output: String
        var succeeded: Bool { status == 0 }
    }

    /// `swiftc`: `$SWIFTC`, else the one on `PATH`, else `/opt/swift/usr/bin/swiftc`.
    static let path: String? = {
        let environment = ProcessInfo.processInfo.environment
        var candidates: [String] = []
        if let explicit = environment["SWIFTC"] { candidates.append(explicit) }
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            candidates.append(String(directory) + "/swiftc")
        }
        candidates += ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// A fresh temporary directory.
    static func temporaryDirectory(_ label: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "prism-swift-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes the rendering's files into a directory and returns their paths.
    static func write(_ rendering: SwiftOutput.Rendering, to directory: URL) throws -> [String] {
        try rendering.files.keys.sorted().map { path in
            let url = directory.appendingPathComponent(URL(fileURLWithPath: path).lastPathComponent)
            try Data((rendering.files[path] ?? "").utf8).write(to: url)
            return url.path
        }
    }

    /// Runs `swiftc` with arguments.
    static func run(_ arguments: [String], in directory: URL) throws -> Outcome {
        guard let path else { return Outcome(status: -1, output: "swiftc not found (set SWIFTC)") }
        return try execute(path, arguments, in: directory)
    }

    /// Runs a program and captures its standard output and error together.
    static func execute(_ executable: String, _ arguments: [String], in directory: URL) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// A directory holding a `SwiftUI` module built from Tests/Fixtures/swiftui-stub (and a
    /// PrismAccessibility module built against it), so that `#if canImport(SwiftUI)` code
    /// type-checks against SwiftUI's signatures on Linux.
    static var swiftUIStubModule: Result<URL, StubError> { AppleStandIns.modules(for: .swiftUI) }

    /// Why the SwiftUI stand-in did not build.
    struct StubError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
