// SHA-256 throughput harness: compiled with `swiftc -O -wmo` together with
// Sources/PrismTokens/Bundle/SHA256*.swift and Sources/CPrismSHA by bench/sha256-throughput.sh.
// Not part of the package.
import Foundation

let arguments = CommandLine.arguments
guard arguments.count >= 2, let data = FileManager.default.contents(atPath: arguments[1]) else {
    print("usage: sha256-bench FILE [RUNS] [PIECE_BYTES]")
    exit(2)
}
let runs = arguments.count >= 3 ? Int(arguments[2]) ?? 5 : 5
let pieceBytes = arguments.count >= 4 ? Int(arguments[3]) ?? 400 : 400
let megabytes = Double(data.count) / 1_000_000

/// CPU time of this process in seconds (user + system): steadier than wall time on a shared machine.
func cpuSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Times `work` `runs` times and prints the best wall and CPU throughput.
func measure(_ label: String, _ work: () -> String) {
    var bestWall = Double.infinity
    var bestCPU = Double.infinity
    var digest = ""
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        let cpuStart = cpuSeconds()
        digest = work()
        bestCPU = min(bestCPU, cpuSeconds() - cpuStart)
        bestWall = min(bestWall, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    print(
        label, String(format: "%.0f MB/s wall, %.0f MB/s CPU", megabytes / bestWall, megabytes / bestCPU),
        digest.prefix(16))
}

// One message: the whole file as a String (its contiguous UTF-8 storage), like a large bundle file.
let whole = String(decoding: data, as: UTF8.self)
measure("one \(Int(megabytes)) MB string:") { SHA256.hexDigest(of: whole) }

// The same bytes as many small strings, like the 52,047 files of a 100k-token apple bundle.
var pieces: [String] = []
var offset = 0
while offset < data.count {
    let end = min(offset + pieceBytes, data.count)
    pieces.append(String(decoding: data[offset..<end], as: UTF8.self))
    offset = end
}
measure("\(pieces.count) strings of \(pieceBytes) bytes:") {
    var last = ""
    for piece in pieces { last = SHA256.hexDigest(of: piece) }
    return last
}
measure("\(pieces.count) strings of \(pieceBytes) bytes, hexDigests(of:):") {
    SHA256.hexDigests(of: pieces).last ?? ""
}
// The file in eight equal strings, like the large files of the json and android bundles.
let eighth = data.count / 8
let eights = (0..<8).map { String(decoding: data[($0 * eighth)..<min(data.count, ($0 + 1) * eighth)], as: UTF8.self) }
measure("8 strings of \(eighth / 1_000_000) MB, one at a time:") { eights.map(SHA256.hexDigest(of:)).last ?? "" }
measure("8 strings of \(eighth / 1_000_000) MB, hexDigests(of:):") { SHA256.hexDigests(of: eights).last ?? "" }
// The two compressions side by side, on the file's whole blocks (no padding, no hex).
func compressed(_ compress: (inout SHA256.State, UnsafeRawPointer, Int) -> Void) -> String {
    var state = SHA256.initialState
    data.withUnsafeBytes { raw in
        if let base = raw.baseAddress { compress(&state, base, data.count / 64) }
    }
    return SHA256.hex(state)
}
print("processor SHA instructions:", SHA256.hasHardwareCompression ? "yes (used)" : "no (the Swift rounds are used)")
measure("blocks, Swift rounds (compressPortable):") { compressed { SHA256.compressPortable(&$0, blocks: $1, count: $2) } }
if SHA256.hasHardwareCompression {
    measure("blocks, SHA instructions (compressWithHardware):") {
        compressed { SHA256.compressWithHardware(&$0, blocks: $1, count: $2) }
    }
}
measure("\(pieces.count) strings of \(pieceBytes) bytes, four Swift lanes:") {
    SHA256.hexDigestsInLanes(of: pieces).last ?? ""
}
// Files two at a time with the SHA instructions (what `bundle` hashes its files with).
let pieceBodies = pieces.map(FileBody.init)
let eightBodies = eights.map(FileBody.init)
measure("\(pieces.count) files of \(pieceBytes) bytes, one at a time (hexDigest(of: FileBody)):") {
    pieceBodies.map(SHA256.hexDigest(of:)).last ?? ""
}
if SHA256.hasHardwareCompression {
    measure("\(pieces.count) files of \(pieceBytes) bytes, two at a time (hexDigestsInPairs):") {
        SHA256.hexDigestsInPairs(of: pieceBodies).last ?? ""
    }
    measure("8 files of \(eighth / 1_000_000) MB, two at a time (hexDigestsInPairs):") {
        SHA256.hexDigestsInPairs(of: eightBodies).last ?? ""
    }
}
let check =
    SHA256.hexDigests(of: pieces) == pieces.map(SHA256.hexDigest(of:))
    && SHA256.hexDigests(of: eights) == eights.map(SHA256.hexDigest(of:))
    && SHA256.hexDigestsInPairs(of: pieceBodies) == pieces.map(SHA256.hexDigest(of:))
    && SHA256.hexDigestsInPairs(of: eightBodies) == eights.map(SHA256.hexDigest(of:))
print("hexDigests(of:) and hexDigestsInPairs(of:) equal one at a time:", check)
