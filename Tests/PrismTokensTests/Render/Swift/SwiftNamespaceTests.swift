import Foundation
import Testing

@testable import PrismTokens

/// A namespace renames every generated Swift type (`PrismTheme` → `AcmeTheme`) and every member
/// the output adds to SwiftUI, UIKit and AppKit types (`.prismColor(_:)` → `.acmeColor(_:)`), so
/// two token modules can live in one app; PrismAccessibility's own API keeps its names.
@Suite(.serialized) struct SwiftNamespaceTests {
    static let acme = TokenNamespace(validating: "Acme")!

    /// The fixtures rendered with the `Acme` namespace: themes and the Apple color enum, and every value type.
    static let fixtures = ["tokens/themed.resolver.json", "tokens/all-types.tokens.json"]

    /// The `Prism…`/`prism…` names PrismAccessibility declares: the only ones generated code may use.
    static let libraryNames: Set<String> = {
        let pattern = #/\b(?:struct|enum|class|protocol|typealias|func|var|let|case|actor) ([Pp]rism[A-Z][A-Za-z0-9]*)/#
        var names: Set<String> = ["PrismAccessibility"]
        for path in AppleStandIns.accessibilitySources {
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            for match in text.matches(of: pattern) { names.insert(String(match.output.1)) }
        }
        return names
    }()

    /// The `Prism…`/`prism…` identifiers in the code of the files (comments left out) that
    /// PrismAccessibility does not declare.
    static func generatedPrismNames(in rendering: SwiftOutput.Rendering) -> Set<String> {
        var found: Set<String> = []
        for line in rendering.allText.split(separator: "\n") {
            let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
            for match in code.matches(of: #/\b[Pp]rism[A-Z][A-Za-z0-9]*/#)
            where !libraryNames.contains(String(match.output)) {
                found.insert(String(match.output))
            }
            for match in code.matches(of: #/\.prism\b/#) { found.insert(String(match.output)) }
        }
        return found
    }

    @Test(arguments: fixtures)
    func noGeneratedNameKeepsThePrismPrefix(_ fixture: String) throws {
        let rendering = try SwiftOutput.render(fixture: fixture, namespace: Self.acme)
        #expect(!rendering.diagnostics.hasErrors)
        #expect(Self.libraryNames.contains("PrismContrastChecker"), "the library's names were read")
        #expect(Self.generatedPrismNames(in: rendering).sorted() == [])
        #expect(rendering["PrismTheme.swift"].contains("public struct AcmeTheme: Sendable, Hashable, Identifiable {"))
        #expect(rendering["PrismTokenValues.swift"].contains("public typealias AcmeColor = PrismColor"))
    }

    @Test func theDefaultNamespaceStillNamesThemPrism() throws {
        let rendering = try SwiftOutput.render(fixture: Self.fixtures[0])
        let names = Self.generatedPrismNames(in: rendering)
        #expect(
            names.isSuperset(of: [
                "PrismTheme", "PrismThemeStore", "PrismTransition", "prismTheme", "prismColor", "prismAnimation",
            ]))
        #expect(!rendering["PrismTokenValues.swift"].contains("typealias"), "no alias of PrismColor to itself")
    }

    @Test(arguments: fixtures)
    func namespacedOutputTypechecksOnEveryPlatform(_ fixture: String) throws {
        let rendering = try SwiftOutput.render(fixture: fixture, namespace: Self.acme)
        let directory = try SwiftCompiler.temporaryDirectory("namespace")
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = try SwiftCompiler.write(rendering, to: directory)
        for platform in AppleStandIns.Platform.allCases {
            let arguments = ["-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors"]
            let outcome = try SwiftCompiler.run(
                arguments + AppleStandIns.arguments(for: platform) + files, in: directory)
            #expect(outcome.succeeded, "\(fixture) with namespace Acme on \(platform):\n\(outcome.output)")
        }
    }

    @Test(arguments: [AppleStandIns.Platform.iOS, .macOS])
    func appsCallTheRenamedAPI(_ platform: AppleStandIns.Platform) throws {
        let rendering = try SwiftOutput.render(fixture: Self.fixtures[0], namespace: Self.acme)
        let directory = try SwiftCompiler.temporaryDirectory("namespace-calls")
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = try SwiftCompiler.write(rendering, to: directory)
        let calls = """
            import SwiftUI

            @MainActor func acmeCalls(store: AcmeThemeStore, reduce: Bool) -> some View {
                let theme: AcmeTheme = AcmeTheme.dark
                let color: AcmeColor = theme.color(.onBackground)
                let ratio: Double = PrismContrastChecker.contrastRatio(between: color, and: theme.color(.background))
                let fill: Color = Color.acme.brand
                _ = (ratio, fill, store.setTheme("highContrast"), AcmeThemeSelection.system, MotionToken.standard.animation(reduceMotion: reduce))
                return Text("Hi").acmeColor(.brand).acmeTheme(.dark).acmeTheme(HighContrastTheme()).acmeTheme(store)
                    .foregroundStyle(.acme(.brand)).acmeTapTarget()
            }

            """
        let probe = directory.appendingPathComponent("Calls.swift")
        try Data(calls.utf8).write(to: probe)
        let arguments = ["-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors"]
        let outcome = try SwiftCompiler.run(
            arguments + AppleStandIns.arguments(for: platform) + files + [probe.path], in: directory)
        #expect(outcome.succeeded, "the Acme API on \(platform):\n\(outcome.output)")
        // The old names are gone, so the same call with them fails.
        try Data(calls.replacingOccurrences(of: ".acmeColor(", with: ".prismColor(").utf8).write(to: probe)
        let old = try SwiftCompiler.run(
            arguments + AppleStandIns.arguments(for: platform) + files + [probe.path], in: directory)
        #expect(!old.succeeded, "`.prismColor(_:)` should not exist under the Acme namespace")
    }
}
