import Foundation

@testable import PrismTokens

/// Module directories for compiling the generated Swift with `swiftc` outside SwiftPM: the
/// PrismAccessibility module it imports, alone or beside the SwiftUI, UIKit and AppKit stand-ins
/// of Tests/Fixtures (`swiftui-stub`, `uikit-stub`, `appkit-stub`).
///
/// Each platform is one directory holding its stand-ins and a PrismAccessibility module built
/// against them, so `#if canImport(UIKit)` code is checked in `.iOS` and `#elseif canImport(AppKit)`
/// code in `.macOS` — only one of the two is ever visible, as on Apple's SDKs.
enum AppleStandIns {
    /// Which frameworks a directory offers.
    enum Platform: String, CaseIterable, Sendable {
        /// The standard library only (PrismAccessibility as a static library, so programs link).
        case linux
        /// SwiftUI alone (as on watchOS, where the layer uses neither UIKit colors nor AppKit).
        case swiftUI
        /// SwiftUI and UIKit, as on iOS.
        case iOS
        /// SwiftUI and AppKit, as on macOS.
        case macOS

        /// The stand-in modules, in build order.
        var standIns: [String] {
            switch self {
            case .linux: []
            case .swiftUI: ["SwiftUI"]
            case .iOS: ["SwiftUI", "UIKit"]
            case .macOS: ["SwiftUI", "AppKit"]
            }
        }
    }

    /// The sources of PrismAccessibility.
    static var accessibilitySources: [String] {
        let root = TestPaths.repository.appendingPathComponent("Sources/PrismAccessibility")
        let files =
            FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return files.filter { $0.pathExtension == "swift" }.map(\.path).sorted()
    }

    /// The compiler arguments that make PrismAccessibility (and the stand-ins) importable, plus
    /// linking for `.linux`.
    static func arguments(for platform: Platform) throws -> [String] {
        let directory = try modules(for: platform).get().path
        return platform == .linux ? ["-I", directory, "-L", directory, "-lPrismAccessibility"] : ["-I", directory]
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var built: [Platform: Result<URL, SwiftCompiler.StubError>] = [:]

    /// The directory of a platform's modules, built once per test run.
    static func modules(for platform: Platform) -> Result<URL, SwiftCompiler.StubError> {
        lock.lock()
        defer { lock.unlock() }
        if let result = built[platform] { return result }
        let result = build(platform)
        built[platform] = result
        return result
    }

    private static func build(_ platform: Platform) -> Result<URL, SwiftCompiler.StubError> {
        do {
            let directory = try SwiftCompiler.temporaryDirectory("apple-\(platform.rawValue)")
            for module in platform.standIns {
                let source = TestPaths.fixtures.appendingPathComponent("\(module.lowercased())-stub/\(module).swift")
                    .path
                let outcome = try SwiftCompiler.run(
                    [
                        "-emit-module", "-parse-as-library", "-module-name", module, "-swift-version", "6",
                        "-I", directory.path,
                        "-emit-module-path", directory.appendingPathComponent("\(module).swiftmodule").path, source,
                    ], in: directory)
                guard outcome.succeeded else {
                    return .failure(SwiftCompiler.StubError(message: "\(module) stand-in: \(outcome.output)"))
                }
            }
            var arguments = [
                "-parse-as-library", "-module-name", "PrismAccessibility", "-swift-version", "6", "-I", directory.path,
                "-emit-module-path", directory.appendingPathComponent("PrismAccessibility.swiftmodule").path,
            ]
            if platform == .linux {
                arguments =
                    [
                        "-emit-library", "-static", "-o",
                        directory.appendingPathComponent("libPrismAccessibility.a").path, "-emit-module",
                    ] + arguments
            } else {
                arguments = ["-emit-module"] + arguments
            }
            let outcome = try SwiftCompiler.run(arguments + accessibilitySources, in: directory)
            return outcome.succeeded
                ? .success(directory)
                : .failure(SwiftCompiler.StubError(message: "PrismAccessibility: \(outcome.output)"))
        } catch {
            return .failure(SwiftCompiler.StubError(message: "\(error)"))
        }
    }
}
