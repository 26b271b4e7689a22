import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The built `prism-tokens` executable, run as a separate process: for what only a real process
/// shows (signals, concurrent runs).
enum ToolProcess {
    /// Where to look for the executable: beside the test runner (SwiftPM puts every product of
    /// the build in one folder), then in the repository's debug build folder.
    static var candidates: [URL] {
        var result: [URL] = []
        #if os(Linux)
            result.append(URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent())
        #endif
        result.append(Bundle.main.bundleURL.deletingLastPathComponent())
        result.append(Bundle.main.bundleURL)
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        result.append(repository.appendingPathComponent(".build/debug"))
        return result.map { $0.appendingPathComponent("prism-tokens") }
    }

    /// The executable.
    /// - Throws: when it has not been built, saying how to build it.
    static func executable() throws -> URL {
        for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate.path) {
            return candidate
        }
        throw MissingTool(searched: candidates.map(\.path))
    }

    /// The executable was not found.
    struct MissingTool: Error, CustomStringConvertible {
        var searched: [String]
        var description: String {
            "prism-tokens is not built (looked in \(searched.joined(separator: ", "))); run 'swift build' first"
        }
    }

    /// Starts the tool in `directory` with its output discarded.
    static func start(_ arguments: [String], in directory: String) throws -> Process {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Runs the tool to the end; returns its exit status.
    static func run(_ arguments: [String], in directory: String) throws -> Int32 {
        let process = try start(arguments, in: directory)
        process.waitUntilExit()
        return process.terminationStatus
    }
}

/// Every regular file below a folder, by relative path, with its bytes.
func snapshot(of directory: String) throws -> [String: Data] {
    var result: [String: Data] = [:]
    guard let paths = FileManager.default.enumerator(atPath: directory)?.allObjects as? [String] else { return [:] }
    for path in paths {
        var isDirectory: ObjCBool = false
        let full = directory + "/" + path
        guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue else {
            continue
        }
        result[path] = try Data(contentsOf: URL(fileURLWithPath: full))
    }
    return result
}

/// A plain DTCG token file with `count` tokens (colors with on-color pairs, dimensions and
/// aliases); `variant` changes every value, so two variants generate different files.
func syntheticTokens(count: Int, variant: Int) -> String {
    var groups: [String] = []
    let pairs = max(1, count / 4)
    var colors: [String] = []
    for i in 0..<pairs {
        let light = 0.9 + Double((i + variant) % 10) / 100
        let dark = Double((i * 7 + variant) % 10) / 100
        colors.append(
            #""surface\#(i)": {"$value": {"colorSpace": "srgb", "components": [\#(light), \#(light), \#(light)]}}"#)
        colors.append(
            #""onSurface\#(i)": {"$value": {"colorSpace": "srgb", "components": [\#(dark), \#(dark), \#(dark)]}}"#)
    }
    groups.append(#""color": {"$type": "color", \#(colors.joined(separator: ", "))}"#)
    var sizes: [String] = []
    for i in 0..<pairs { sizes.append(#""s\#(i)": {"$value": {"value": \#(4 + (i + variant) % 64), "unit": "px"}}"#) }
    groups.append(#""space": {"$type": "dimension", \#(sizes.joined(separator: ", "))}"#)
    var aliases: [String] = []
    for i in 0..<max(0, count - 3 * pairs) { aliases.append(#""a\#(i)": {"$value": "{space.s\#(i % pairs)}"}"#) }
    groups.append(#""alias": {\#(aliases.joined(separator: ", "))}"#)
    return "{" + groups.joined(separator: ", ") + "}"
}
