import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs the built `prism-tokens` with standard error on a pseudo-terminal (what a person at a
/// terminal sees) and standard output on a pipe: for what a run shows only on a terminal.
enum TerminalProcess {
    /// The pseudo-terminal could not be opened.
    struct Unavailable: Error, CustomStringConvertible {
        var description: String { "cannot open a pseudo-terminal: errno \(errno)" }
    }

    /// Runs the tool to the end in `directory` with exactly `environment`.
    /// - Returns: the exit status, standard output, and everything written to the terminal
    ///   (with the terminal's `\r\n` line ends turned back into `\n`).
    static func run(_ arguments: [String], in directory: String, environment: [String: String]) throws -> (
        status: Int32, out: String, err: String
    ) {
        let pty = try PseudoTerminalCalls()
        let master = pty.open(O_RDWR | O_NOCTTY)
        guard master >= 0 else { throw Unavailable() }
        defer { close(master) }
        guard pty.grant(master) == 0, pty.unlock(master) == 0, let name = pty.name(master) else {
            throw Unavailable()
        }
        let terminal = open(String(cString: name), O_RDWR | O_NOCTTY)
        guard terminal >= 0 else { throw Unavailable() }
        let process = Process()
        process.executableURL = try ToolProcess.executable()
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle(fileDescriptor: terminal, closeOnDealloc: false)
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            close(terminal)
            throw error
        }
        close(terminal)
        // Read the terminal while the tool runs (its buffer is small); reading ends with EIO
        // once the tool, the last holder of the terminal's other side, exits.
        let received = TerminalBytes()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            var buffer = [UInt8](repeating: 0, count: 4_096)
            while true {
                let count = read(master, &buffer, buffer.count)
                if count < 0, errno == EINTR { continue }
                if count <= 0 { break }
                received.append(buffer[0..<count])
            }
            done.signal()
        }
        let out = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        done.wait()
        let err = String(decoding: received.bytes, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), err)
    }

    /// `posix_openpt`, `grantpt`, `unlockpt` and `ptsname`, looked up at run time: Glibc's
    /// Swift module leaves them out (they sit behind `_XOPEN_SOURCE`), though libc has them.
    private struct PseudoTerminalCalls {
        typealias Call = @convention(c) (Int32) -> Int32
        let open: Call
        let grant: Call
        let unlock: Call
        let name: @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

        init() throws {
            let library = dlopen(nil, RTLD_NOW)
            func symbol<T>(_ name: String, as _: T.Type) throws -> T {
                guard let address = dlsym(library, name) else { throw Unavailable() }
                return unsafeBitCast(address, to: T.self)
            }
            open = try symbol("posix_openpt", as: Call.self)
            grant = try symbol("grantpt", as: Call.self)
            unlock = try symbol("unlockpt", as: Call.self)
            name = try symbol("ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
        }
    }

    /// Bytes appended by the reading thread and read after it finished.
    private final class TerminalBytes: @unchecked Sendable {
        var bytes: [UInt8] = []
        func append(_ more: ArraySlice<UInt8>) { bytes += more }
    }
}
