import Foundation
@testable import PrismTokensCLI

/// Runs `prism-tokens` in-process in a temporary working folder, for token-file commands.
///
/// Each harness owns a fresh folder under the system's temporary directory; write inputs with
/// ``write(_:_:)``, run commands with ``run(_:)`` and remove the folder with ``remove()``.
final class TokenCommandHarness: @unchecked Sendable {
    /// The working folder.
    let directory: String
    private let lock = NSLock()
    private var standardOutput = ""
    private var standardError = ""

    /// Creates a harness with an empty working folder.
    init() throws {
        directory = NSTemporaryDirectory() + "prism-cli-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

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

    /// Runs the tool with `arguments` in the working folder.
    /// - Returns: the exit status and what it printed on stdout and stderr.
    func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        lock.withLock { standardOutput = ""; standardError = "" }
        let context = CommandContext(
            writeOut: { text in self.lock.withLock { self.standardOutput += text } },
            writeErr: { text in self.lock.withLock { self.standardError += text } },
            environment: [:],
            currentDirectory: directory,
            stdoutIsTerminal: false,
            stderrIsTerminal: false
        )
        let status = PrismTokensCLI.run(arguments, context: context)
        return lock.withLock { (status, standardOutput, standardError) }
    }
}
