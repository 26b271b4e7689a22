import Foundation
import Testing

@testable import PrismTokens

/// The build plugin declares the generated Swift files as build outputs; SwiftPM only compiles
/// declared outputs, so the plugin's list must be exactly the Swift emitter's.
@Suite struct PluginOutputsTests {
    @Test func buildPluginDeclaresEverySwiftEmitterOutput() throws {
        let plugin = try String(
            contentsOf: TestPaths.repository.appendingPathComponent(
                "Plugins/PrismTokensPlugin/PrismTokensPlugin.swift"), encoding: .utf8)
        let declared = plugin.split(separator: "\n")
            .compactMap { line -> String? in
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard trimmed.hasPrefix("\"Swift/"), trimmed.hasSuffix("\",") else { return nil }
                return String(trimmed.dropFirst().dropLast(2))
            }
        #expect(declared == SwiftEmitter.outputs.map(\.path))
    }
}
