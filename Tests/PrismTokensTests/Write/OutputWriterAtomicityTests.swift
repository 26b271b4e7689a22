import Foundation
import Testing

@testable import PrismTokens

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The temporary file the signal handler below looks for (a C string, set before signalling).
nonisolated(unsafe) private var interruptedTemporaryPath: UnsafeMutablePointer<CChar>?
/// Set by the handler: 1 if the temporary file still existed when SIGTERM was handled, else 0.
nonisolated(unsafe) private var temporaryExistedWhenHandled: Int32 = -1

/// OutputWriter's atomicity, observed from outside the write: readers never see part of a file,
/// the file is replaced by a rename, and termination signals wait until the rename is done.
@Suite(.serialized) struct OutputWriterAtomicityTests {
    func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "prism-atomic-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Installs a SIGTERM handler that records in `temporaryExistedWhenHandled` whether
    /// `interruptedTemporaryPath` existed when it ran; returns the previous action to restore.
    static func recordExistenceOnSIGTERM() -> sigaction {
        var action = sigaction()
        var previous = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = { _ in
                if let path = interruptedTemporaryPath { temporaryExistedWhenHandled = access(path, F_OK) == 0 ? 1 : 0 }
            }
        #else
            action.__sigaction_u.__sa_handler = { _ in
                if let path = interruptedTemporaryPath { temporaryExistedWhenHandled = access(path, F_OK) == 0 ? 1 : 0 }
            }
        #endif
        sigemptyset(&action.sa_mask)
        sigaction(SIGTERM, &action, &previous)
        return previous
    }

    /// Lets SIGTERM reach the calling thread (the test runner's threads block it).
    static func unblockSIGTERM() {
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    }

    @Test func readersSeeTheOldOrTheNewFileNeverAPart() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let versions = [String(repeating: "a", count: 4 << 20), String(repeating: "b", count: 4 << 20) + "\n"]
        let path = dir + "/Swift/Tokens.swift"
        _ = try OutputWriter.write(
            [GeneratedFile(path: "Swift/Tokens.swift", contents: versions[0])], to: dir, mode: .write)
        let inode = try #require(try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? UInt64)

        let done = NSCondition()
        nonisolated(unsafe) var finished = false
        nonisolated(unsafe) var torn: [Int] = []
        nonisolated(unsafe) var reads = 0
        let reader = Thread {
            let expected = Set(versions.map { Data($0.utf8) })
            while !done.withLock({ finished }) {
                guard let data = FileManager.default.contents(atPath: path) else { continue }
                reads += 1
                if !expected.contains(data) { torn.append(data.count) }
            }
        }
        reader.start()
        var replacedByRename = false
        for round in 1...12 {
            _ = try OutputWriter.write(
                [GeneratedFile(path: "Swift/Tokens.swift", contents: versions[round % 2])], to: dir, mode: .write)
            if round == 1 {
                // The temporary file was created while the old one existed, so a rename gives a new inode.
                replacedByRename =
                    try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? UInt64 != inode
            }
        }
        done.withLock { finished = true }
        while !reader.isFinished { Thread.sleep(forTimeInterval: 0.001) }
        #expect(torn.isEmpty, "a reader saw partial files of sizes \(torn.prefix(5))")
        #expect(reads > 0)
        // Replaced by a rename (a new inode), not rewritten in place; nothing left beside it.
        #expect(replacedByRename)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/Swift") == ["Tokens.swift"])
    }

    /// SIGTERM sent to the writing thread while the temporary file exists is handled only after
    /// the rename, so a terminated run never leaves the temporary file behind.
    @Test func terminationWaitsUntilTheFileIsInPlace() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // Written through the batched writer: the file's position (0) is part of the temporary name.
        let temporary = dir + "/.big.txt.\(getpid()).0.tmp"
        interruptedTemporaryPath = strdup(temporary)
        temporaryExistedWhenHandled = -1
        defer {
            free(interruptedTemporaryPath)
            interruptedTemporaryPath = nil
        }

        var previous = Self.recordExistenceOnSIGTERM()
        defer { sigaction(SIGTERM, &previous, nil) }

        // The writer runs on its own thread with SIGTERM unblocked (test runner threads block it).
        nonisolated(unsafe) var writerThread: pthread_t?
        nonisolated(unsafe) var signalled = false
        nonisolated(unsafe) var writeError: (any Error)?
        let started = NSCondition()
        let writer = Thread {
            Self.unblockSIGTERM()
            started.withLock { writerThread = pthread_self() }
            // Big enough that writing it takes a while; written until the signaller catches one.
            let contents = String(repeating: "x", count: 64 << 20)
            do {
                for round in 0..<20 where !started.withLock({ signalled }) {
                    _ = try OutputWriter.write(
                        [GeneratedFile(path: "big.txt", contents: contents + String(round))], to: dir, mode: .write)
                }
            } catch {
                writeError = error
            }
        }
        writer.start()
        while !writer.isFinished {
            if FileManager.default.fileExists(atPath: temporary), let thread = started.withLock({ writerThread }) {
                pthread_kill(thread, SIGTERM)
                started.withLock { signalled = true }
                break
            }
        }
        while !writer.isFinished { Thread.sleep(forTimeInterval: 0.001) }
        #expect(writeError == nil)
        try #require(signalled, "the temporary file was never seen, so no signal was sent")
        #expect(temporaryExistedWhenHandled == 0, "SIGTERM was handled while the temporary file existed")
        #expect(!FileManager.default.fileExists(atPath: temporary))
    }

    /// The same for a fresh output folder, written through a staging folder: SIGTERM sent while
    /// the staging folder exists is handled only after it was renamed into place.
    @Test func terminationWaitsUntilTheStagedFolderIsInPlace() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        temporaryExistedWhenHandled = -1
        defer {
            free(interruptedTemporaryPath)
            interruptedTemporaryPath = nil
        }
        var previous = Self.recordExistenceOnSIGTERM()
        defer { sigaction(SIGTERM, &previous, nil) }

        nonisolated(unsafe) var writerThread: pthread_t?
        nonisolated(unsafe) var round = -1
        nonisolated(unsafe) var signalled = false
        nonisolated(unsafe) var writeError: (any Error)?
        let lock = NSCondition()
        let contents = String(repeating: "x", count: 32 << 20)
        let files =
            [GeneratedFile(path: "big/big.txt", contents: contents)]
            + (0..<200).map { GeneratedFile(path: "c\($0).colorset/Contents.json", contents: "\($0)") }
        let writer = Thread {
            Self.unblockSIGTERM()
            lock.withLock { writerThread = pthread_self() }
            do {
                for next in 0..<20 where !lock.withLock({ signalled }) {
                    lock.withLock { round = next }
                    _ = try OutputWriter.write(files, to: dir + "/out\(next)", mode: .write)
                }
            } catch {
                writeError = error
            }
        }
        writer.start()
        while !writer.isFinished {
            let (thread, current) = lock.withLock { (writerThread, round) }
            guard let thread, current >= 0 else { continue }
            let staging = dir + "/.out\(current).\(getpid()).staging"
            if FileManager.default.fileExists(atPath: staging) {
                free(interruptedTemporaryPath)
                interruptedTemporaryPath = strdup(staging)
                pthread_kill(thread, SIGTERM)
                lock.withLock { signalled = true }
                break
            }
        }
        while !writer.isFinished { Thread.sleep(forTimeInterval: 0.001) }
        #expect(writeError == nil)
        try #require(signalled, "the staging folder was never seen, so no signal was sent")
        #expect(temporaryExistedWhenHandled == 0, "SIGTERM was handled while the staging folder existed")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty)
    }
}
