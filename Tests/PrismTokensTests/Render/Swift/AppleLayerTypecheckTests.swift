import Foundation
import Testing

@testable import PrismTokens

/// The Apple-native layer as apps use it, type-checked on Linux against the SwiftUI + UIKit and
/// SwiftUI + AppKit stand-ins (Tests/Fixtures/*-stub, Apple's documented signatures, iOS 17 /
/// macOS 14): the committed `PrismDesignTokens` module (Generated/Swift), the documented PrismUI
/// calls (Tests/Fixtures/apple-layer/DocumentedSwiftUICalls.swift) and the example app
/// (Examples/PrismApp). Type-checked only: nothing here runs SwiftUI.
@Suite(.serialized) struct AppleLayerTypecheckTests {
    /// A directory with the platform's stand-ins, PrismAccessibility and PrismDesignTokens built from Generated/Swift.
    static func tokensModule(on platform: AppleStandIns.Platform) throws -> URL {
        let standIns = try AppleStandIns.modules(for: platform).get()
        let directory = try SwiftCompiler.temporaryDirectory("tokens-\(platform.rawValue)")
        let generated = TestPaths.repository.appendingPathComponent("Generated/Swift")
        let sources = try FileManager.default.contentsOfDirectory(atPath: generated.path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { generated.appendingPathComponent($0).path }
        let outcome = try SwiftCompiler.run(
            [
                "-emit-module", "-parse-as-library", "-module-name", "PrismDesignTokens", "-swift-version", "6",
                "-warnings-as-errors", "-I", standIns.path,
                "-emit-module-path", directory.appendingPathComponent("PrismDesignTokens.swiftmodule").path,
            ] + sources, in: directory)
        #expect(outcome.succeeded, "Generated/Swift against the \(platform) stand-ins:\n\(outcome.output)")
        return directory
    }

    /// Type-checks app sources that `import PrismDesignTokens`.
    static func typecheck(_ files: [String], on platform: AppleStandIns.Platform, module: URL) throws
        -> SwiftCompiler.Outcome
    {
        let standIns = try AppleStandIns.modules(for: platform).get()
        return try SwiftCompiler.run(
            [
                "-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors",
                "-I", standIns.path, "-I", module.path,
            ] + files, in: module)
    }

    static let documentedCalls = TestPaths.fixtures.appendingPathComponent("apple-layer/DocumentedSwiftUICalls.swift")
        .path
    static let exampleApp = TestPaths.repository.appendingPathComponent(
        "Examples/PrismApp/Sources/PrismApp/PrismApp.swift"
    ).path

    @Test(arguments: [AppleStandIns.Platform.iOS, .macOS])
    func documentedCallsAndTheExampleAppTypecheck(_ platform: AppleStandIns.Platform) throws {
        let module = try Self.tokensModule(on: platform)
        defer { try? FileManager.default.removeItem(at: module) }
        let documented = try Self.typecheck([Self.documentedCalls], on: platform, module: module)
        #expect(documented.succeeded, "the documented PrismUI calls on \(platform):\n\(documented.output)")
        let app = try Self.typecheck([Self.exampleApp], on: platform, module: module)
        #expect(app.succeeded, "Examples/PrismApp on \(platform):\n\(app.output)")
    }

    @Test(arguments: [AppleStandIns.Platform.iOS, .macOS])
    func aWrongCallFailsSoTheChecksProveSomething(_ platform: AppleStandIns.Platform) throws {
        let module = try Self.tokensModule(on: platform)
        defer { try? FileManager.default.removeItem(at: module) }
        let native = platform == .iOS ? "UIKit" : "AppKit"
        let color = platform == .iOS ? "UIColor" : "NSColor"
        let probe = module.appendingPathComponent("probe.swift")
        let probes = [
            "import SwiftUI\nimport PrismDesignTokens\nlet wrong: Int = Color.prism.brand\n",
            "import SwiftUI\nimport PrismDesignTokens\nfunc f(_ v: some View) -> some View { v.prismAnimation(.noSuchToken, value: 1) }\n",
            "import \(native)\nimport PrismDesignTokens\nlet wrong: Int = \(color).prism.brand\n",
        ]
        for text in probes {
            try Data(text.utf8).write(to: probe)
            let outcome = try Self.typecheck([probe.path], on: platform, module: module)
            #expect(!outcome.succeeded, "a type error went unnoticed on \(platform):\n\(text)")
        }
        // And the right calls compile there.
        try Data("import \(native)\nimport PrismDesignTokens\nlet right: \(color) = \(color).prism.brand\n".utf8).write(
            to: probe)
        let right = try Self.typecheck([probe.path], on: platform, module: module)
        #expect(right.succeeded, "\(right.output)")
    }
}
