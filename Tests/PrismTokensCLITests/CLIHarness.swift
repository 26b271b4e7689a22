import Foundation
@testable import PrismTokensCLI

/// Runs `prism-tokens` in-process with captured output.
final class CLIHarness: @unchecked Sendable {
    private(set) var standardOutput = ""
    private(set) var standardError = ""
    private let lock = NSLock()

    /// Runs the tool.
    /// - Parameters:
    ///   - arguments: the words after `prism-tokens`.
    ///   - terminal: whether stdout pretends to be a terminal (enables color unless NO_COLOR).
    ///   - environment: the environment variables.
    ///   - directory: the working directory relative paths resolve against.
    /// - Returns: the exit status and captured output.
    static func run(_ arguments: [String], terminal: Bool = false, environment: [String: String] = [:], in directory: String = "/") -> (status: Int32, out: String, err: String) {
        let harness = CLIHarness()
        let context = CommandContext(
            writeOut: { text in harness.lock.withLock { harness.standardOutput += text } },
            writeErr: { text in harness.lock.withLock { harness.standardError += text } },
            environment: environment,
            currentDirectory: directory,
            stdoutIsTerminal: terminal,
            stderrIsTerminal: false
        )
        let status = PrismTokensCLI.run(arguments, context: context)
        return (status, harness.standardOutput, harness.standardError)
    }

    /// Parses captured JSON output into a dictionary.
    static func jsonObject(_ text: String) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        guard let dictionary = object as? [String: Any] else { throw CocoaError(.coderReadCorrupt) }
        return dictionary
    }
}

extension CLIHarness {
    /// A fresh temporary folder holding `files` (path → contents); removed by the caller.
    static func temporaryFolder(_ files: [String: String]) throws -> String {
        let folder = NSTemporaryDirectory() + "prism-cli-\(UUID().uuidString)"
        for (path, text) in files {
            let url = URL(fileURLWithPath: folder + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }
}
