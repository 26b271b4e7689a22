import Foundation
@testable import PrismTokensCLI

/// Runs `prism-tokens` in-process with captured output, for the color command tests.
final class ColorCommandHarness: @unchecked Sendable {
    private(set) var standardOutput = ""
    private(set) var standardError = ""
    private let lock = NSLock()

    /// Runs the tool.
    /// - Parameters:
    ///   - arguments: the words after `prism-tokens`.
    ///   - terminal: whether stdout pretends to be a terminal (enables color unless NO_COLOR).
    ///   - environment: the environment variables.
    /// - Returns: the exit status and captured output.
    static func run(_ arguments: [String], terminal: Bool = false, environment: [String: String] = [:]) -> (status: Int32, out: String, err: String) {
        let harness = ColorCommandHarness()
        let context = CommandContext(
            writeOut: { text in harness.lock.withLock { harness.standardOutput += text } },
            writeErr: { text in harness.lock.withLock { harness.standardError += text } },
            environment: environment,
            currentDirectory: "/",
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
