import Foundation

@testable import PrismTokensCLI

/// Runs `prism-tokens` in-process with captured output: the one harness of the CLI tests.
///
/// Use the static ``run(_:terminal:environment:in:)`` for commands that read no files, or make a
/// harness with its own temporary working folder, ``write(_:_:)`` files into it,
/// ``run(_:terminal:environment:)`` commands there and ``remove()`` it at the end.
final class CLIHarness: @unchecked Sendable {
    /// The working folder relative paths resolve against.
    let directory: String
    private let lock = NSLock()
    private var standardOutput = ""
    private var standardError = ""

    /// Creates a harness with a fresh, empty temporary working folder.
    init() throws {
        directory = NSTemporaryDirectory() + "prism-cli-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    /// Creates a harness over an existing folder (which it does not remove).
    private init(directory: String) { self.directory = directory }

    /// Removes the working folder.
    func remove() { try? FileManager.default.removeItem(atPath: directory) }

    /// Writes a file (creating folders) relative to the working folder.
    func write(_ path: String, _ bytes: [UInt8]) throws {
        let url = URL(fileURLWithPath: directory).appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    /// Writes a UTF-8 text file relative to the working folder.
    func write(_ path: String, _ text: String) throws { try write(path, Array(text.utf8)) }

    /// Reads a UTF-8 text file relative to the working folder, or `nil` when there is none.
    func read(_ path: String) -> String? {
        try? String(contentsOfFile: directory + "/" + path, encoding: .utf8)
    }

    /// Runs the tool in the working folder.
    /// - Parameters:
    ///   - arguments: the words after `prism-tokens`.
    ///   - terminal: whether stdout pretends to be a terminal (enables color unless NO_COLOR).
    ///   - environment: the environment variables.
    /// - Returns: the exit status and what it printed on stdout and stderr.
    func run(_ arguments: [String], terminal: Bool = false, environment: [String: String] = [:]) -> (
        status: Int32, out: String, err: String
    ) {
        lock.withLock {
            standardOutput = ""
            standardError = ""
        }
        let context = CommandContext(
            writeOut: { text in self.lock.withLock { self.standardOutput += text } },
            writeErr: { text in self.lock.withLock { self.standardError += text } },
            environment: environment,
            currentDirectory: directory,
            stdoutIsTerminal: terminal,
            stderrIsTerminal: false
        )
        let status = PrismTokensCLI.run(arguments, context: context)
        return lock.withLock { (status, standardOutput, standardError) }
    }

    /// Runs the tool once in `directory`.
    /// - Parameters:
    ///   - arguments: the words after `prism-tokens`.
    ///   - terminal: whether stdout pretends to be a terminal (enables color unless NO_COLOR).
    ///   - environment: the environment variables.
    ///   - directory: the working directory relative paths resolve against.
    /// - Returns: the exit status and captured output.
    static func run(
        _ arguments: [String], terminal: Bool = false, environment: [String: String] = [:], in directory: String = "/"
    ) -> (status: Int32, out: String, err: String) {
        CLIHarness(directory: directory).run(arguments, terminal: terminal, environment: environment)
    }

    /// Parses captured JSON output into a dictionary.
    static func jsonObject(_ text: String) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        guard let dictionary = object as? [String: Any] else { throw CocoaError(.coderReadCorrupt) }
        return dictionary
    }

    /// A fresh temporary folder holding `files` (path → contents); removed by the caller.
    static func temporaryFolder(_ files: [String: String]) throws -> String {
        let harness = try CLIHarness()
        for (path, text) in files { try harness.write(path, text) }
        return harness.directory
    }
}
