// Reader throughput harness: compiled with `swiftc -O` together with the Read and Diagnostics
// sources by bench/reader-throughput.sh. Not part of the package.
import Foundation

let arguments = CommandLine.arguments
guard arguments.count >= 2, let data = FileManager.default.contents(atPath: arguments[1]) else {
    print("usage: reader-bench FILE [RUNS]")
    exit(2)
}
let runs = arguments.count >= 3 ? Int(arguments[2]) ?? 7 : 7
let bytes = [UInt8](data)
let megabytes = Double(bytes.count) / 1_000_000

/// Counts nodes without recursion.
func countNodes(_ root: JSONNode) -> Int {
    var stack = [root]
    var count = 0
    while let node = stack.popLast() {
        count += 1
        switch node.value {
        case .array(let elements): stack.append(contentsOf: elements)
        case .object(let object): stack.append(contentsOf: object.members.map(\.value))
        default: break
        }
    }
    return count
}

/// The resident set size of this process in bytes (Linux), or 0.
func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// User and system CPU time of this process in seconds.
func userAndSystemSeconds() -> (user: Double, system: Double) {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return (Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6,
            Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6)
}

/// CPU time of this process in seconds (user + system): steadier than wall time on a shared machine.
func cpuSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Returns free heap memory to the kernel with glibc's `malloc_trim(0)` (not in Swift's Glibc
/// module, so looked up at run time); does nothing where it does not exist.
func trimHeap() {
    typealias Trim = @convention(c) (Int) -> Int32
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim") else { return }
    _ = unsafeBitCast(symbol, to: Trim.self)(0)
}

let clock = ContinuousClock()
var cpuReadSeconds: [Double] = []
var readSeconds: [Double] = []
var freeSeconds: [Double] = []
var nodes = 0
var treeBytes = 0
var userSeconds: [Double] = []
var systemSeconds: [Double] = []
for run in 0..<runs {
    var result: JSONReader.Result?
    let residentBefore = residentBytes()
    let usageBefore = userAndSystemSeconds()
    let cpuStart = cpuSeconds()
    let readTime = clock.measure {
        do {
            result = try JSONReader.read(bytes, file: arguments[1])
        } catch {
            print((error as? FatalDiagnostic)?.diagnostic.compilerFormatted ?? "\(error)")
            exit(1)
        }
    }
    cpuReadSeconds.append(cpuSeconds() - cpuStart)
    let usageAfter = userAndSystemSeconds()
    userSeconds.append(usageAfter.user - usageBefore.user)
    systemSeconds.append(usageAfter.system - usageBefore.system)
    treeBytes = residentBytes() - residentBefore
    if ProcessInfo.processInfo.environment["READER_BENCH_VERBOSE"] != nil {
        print(String(format: "run %d: CPU %.0f ms, user %.0f ms, system %.0f ms, resident +%.0f MB", run,
                     cpuReadSeconds[run] * 1000, userSeconds[run] * 1000, systemSeconds[run] * 1000,
                     Double(residentBytes() - residentBefore) / 1_000_000))
    }
    if run == 0, let result { nodes = countNodes(result.root) }
    let freeTime = clock.measure { result = nil }
    // Give the freed tree back to the kernel, so that every run faults its memory in afresh, as a
    // process that reads one file does (otherwise glibc sometimes keeps the pages and later runs
    // are up to twice as fast as the first).
    trimHeap()
    readSeconds.append(Double(readTime.components.attoseconds) / 1e18 + Double(readTime.components.seconds))
    freeSeconds.append(Double(freeTime.components.attoseconds) / 1e18 + Double(freeTime.components.seconds))
}
readSeconds.sort()
cpuReadSeconds.sort()
freeSeconds.sort()
let best = readSeconds[0]
let median = readSeconds[readSeconds.count / 2]
print(String(format: "file: %.1f MB, %d nodes, %d runs; tree: %.0f MB resident", megabytes, nodes, runs,
             Double(treeBytes) / 1_000_000))
print(String(format: "read: best %.1f MB/s (%.0f ms), median %.1f MB/s (%.0f ms)",
             megabytes / best, best * 1000, megabytes / median, median * 1000))
print(String(format: "read (CPU time): best %.1f MB/s (%.0f ms), median %.1f MB/s (%.0f ms)",
             megabytes / cpuReadSeconds[0], cpuReadSeconds[0] * 1000,
             megabytes / cpuReadSeconds[runs / 2], cpuReadSeconds[runs / 2] * 1000))
userSeconds.sort()
systemSeconds.sort()
print(String(format: "of which (medians): user %.0f ms, system %.0f ms (page faults for the tree)",
             userSeconds[runs / 2] * 1000, systemSeconds[runs / 2] * 1000))
print(String(format: "read + free tree: median %.1f MB/s (free %.0f ms)",
             megabytes / (median + freeSeconds[freeSeconds.count / 2]), freeSeconds[freeSeconds.count / 2] * 1000))
