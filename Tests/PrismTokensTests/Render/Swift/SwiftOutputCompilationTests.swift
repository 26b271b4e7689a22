import Foundation
import Testing

@testable import PrismTokens

/// The Swift output compiles — with `swiftc` of the running toolchain, warnings as errors — and
/// works when run.
@Suite(.serialized) struct SwiftOutputCompilationTests {
    /// Type-checks the output of a fixture; prints the compiler's errors on failure.
    static func typecheck(
        _ fixture: String, on platform: AppleStandIns.Platform, languageMode: String, platforms: [Platform] = [.swift]
    ) throws {
        let rendering = try SwiftOutput.render(fixture: fixture, platforms: platforms)
        #expect(!rendering.diagnostics.hasErrors, "\(rendering.diagnostics.all.map(\.compilerFormatted))")
        let directory = try SwiftCompiler.temporaryDirectory("typecheck")
        defer { try? FileManager.default.removeItem(at: directory) }
        var arguments = ["-typecheck", "-swift-version", languageMode, "-warnings-as-errors"]
        arguments += try AppleStandIns.arguments(for: platform)
        let outcome = try SwiftCompiler.run(arguments + SwiftCompiler.write(rendering, to: directory), in: directory)
        #expect(
            outcome.succeeded, "swiftc \(arguments.joined(separator: " ")) failed for \(fixture):\n\(outcome.output)")
    }

    @Test(arguments: SwiftOutput.compiledFixtures)
    func typechecksWithTheStandardLibraryOnlyInSwift6(_ fixture: String) throws {
        try Self.typecheck(fixture, on: .linux, languageMode: "6")
    }

    @Test(arguments: SwiftOutput.compiledFixtures)
    func typechecksInSwift5LanguageMode(_ fixture: String) throws {
        try Self.typecheck(fixture, on: .linux, languageMode: "5")
    }

    @Test(arguments: SwiftOutput.compiledFixtures)
    func swiftUIBridgesTypecheckAgainstSwiftUISignatures(_ fixture: String) throws {
        try Self.typecheck(fixture, on: .swiftUI, languageMode: "6")
    }

    @Test(arguments: SwiftOutput.compiledFixtures)
    func appleLayerTypechecksAgainstSwiftUIAndUIKitSignatures(_ fixture: String) throws {
        try Self.typecheck(fixture, on: .iOS, languageMode: "6")
    }

    @Test(arguments: SwiftOutput.compiledFixtures)
    func appleLayerTypechecksAgainstSwiftUIAndAppKitSignatures(_ fixture: String) throws {
        try Self.typecheck(fixture, on: .macOS, languageMode: "6")
    }

    @Test(arguments: SwiftOutput.compiledFixtures)
    func swiftFilesOfEveryPlatformCompileTogether(_ fixture: String) throws {
        // Generated/Swift is one module: the ANSI palette's Swift lives beside the tokens'.
        try Self.typecheck(fixture, on: .iOS, languageMode: "6", platforms: Platform.allCases)
    }

    @Test func theSwiftUIStandInIsReallyImported() throws {
        let directory = try SwiftCompiler.temporaryDirectory("probe")
        defer { try? FileManager.default.removeItem(at: directory) }
        let probe = directory.appendingPathComponent("probe.swift")
        try Data(
            "#if canImport(SwiftUI)\nimport SwiftUI\nlet wrong: Int = Color(red: 1, green: 1, blue: 1)\n#endif\n".utf8
        ).write(to: probe)
        let stub = try SwiftCompiler.swiftUIStubModule.get()
        let outcome = try SwiftCompiler.run(["-typecheck", "-I", stub.path, probe.path], in: directory)
        #expect(
            !outcome.succeeded,
            "a type error behind canImport(SwiftUI) went unnoticed, so the SwiftUI checks would prove nothing")
    }

    /// Compiles the generated files with a main.swift and runs it.
    static func run(_ fixture: String, main: String) throws -> SwiftCompiler.Outcome {
        let rendering = try SwiftOutput.render(fixture: fixture)
        let directory = try SwiftCompiler.temporaryDirectory("run")
        defer { try? FileManager.default.removeItem(at: directory) }
        let sources = try SwiftCompiler.write(rendering, to: directory)
        let mainFile = directory.appendingPathComponent("main.swift")
        try Data(main.utf8).write(to: mainFile)
        let binary = directory.appendingPathComponent("tokens-main").path
        let build = try SwiftCompiler.run(
            ["-swift-version", "6", "-o", binary, mainFile.path] + AppleStandIns.arguments(for: .linux) + sources,
            in: directory)
        guard build.succeeded else { return build }
        return try SwiftCompiler.execute(binary, [], in: directory)
    }

    @Test func themedOutputRunsAndReadsEveryThemesValues() throws {
        let main = """
            for theme in PrismTheme.all {
                print(theme.name, theme.color(.onBackground).hex, theme.color(.background).hex, theme.colorScheme?.rawValue ?? "-", theme.contrast?.rawValue ?? "-")
            }
            print(SpacingToken.md.rawValue)
            print(PaletteToken.blue600.color.red, PaletteToken.blue600.color.blue)
            print(ColorToken.brand.color(in: .dark).hex)
            print(PrismTheme.named("highContrast")?.color(.brand).hex ?? "missing")
            print(PrismTheme.matching(colorScheme: .light, contrast: .increased).name)
            print(MotionToken.standard.transition.resolved(reduceMotion: true) == nil, MotionToken.standard.transition.resolved(reduceMotion: false)?.duration ?? -1)
            print(ColorToken.allCases.map(\\.path).joined(separator: " "))
            """
        let outcome = try Self.run("tokens/themed.resolver.json", main: main)
        #expect(outcome.succeeded, "\(outcome.output)")
        #expect(
            outcome.output == """
                light #1a1a1f #fafafc light -
                dark #fafafc #1a1a1f dark -
                highContrast #000000 #ffffff light increased
                16.0
                0.0 0.75
                #80b3ff
                #003380
                highContrast
                true 0.25
                color.background color.onBackground color.brand color.onBrand

                """)
    }

    @Test func hostileNamesRoundTripThroughTheGeneratedStringLiterals() throws {
        let main = """
            for token in ColorToken.allCases { print(token.path.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")) }
            print(FontToken.family.familyNames.joined(separator: "|"))
            print(SpacingToken.rawValue.rawValue, SpacingToken.type.rawValue, SpacingToken._0.rawValue, ColorToken.selfToken.color.hex, ColorToken.`class`.color.hex)
            """
        let outcome = try Self.run("tokens/hostile-names.tokens.json", main: main)
        #expect(outcome.succeeded, "\(outcome.output)")
        let paths = [
            "class", "default", "self", "2xl", "🔥 hot", "quote\"d", "line\nbreak", "back\\slash", "star*/slash",
        ].map { "color." + $0 }
        let expected =
            paths.map { $0.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ") }
            + ["O'Brien \"Sans\"|a\\b|sans-serif", "4.0 2.0 0.0 #4d6680 #1a334d", ""]
        #expect(outcome.output == expected.joined(separator: "\n"))
    }

    @Test func allTypesOutputReadsReferencesAndDeprecatedTokensWithoutWarnings() throws {
        let main = """
            print(ColorToken.allCases.count, ColorToken.brand.color == ColorToken.blue.color, SpacingToken.gutter.rawValue)
            print(ColorToken.p3Red.color.isWideGamut, ColorToken.p3Red.color.displayP3?.red ?? -1, ColorToken.p3Red.color.hex)
            print(BorderToken.focus.border.color.hex, BorderToken.focus.border.style == .solid, StrokeToken.dashed.strokeStyle)
            print(MotionToken.standard.transition.spring?.dampingFraction ?? -1, MotionToken.standard.transition.resolved(reduceMotion: true) == nil)
            print(TypographyToken.body.typography.textStyle?.rawValue ?? "-", TypographyToken.body.typography.systemDesign?.rawValue ?? "-")
            print(ShadowToken.layered.shadow.layers.map(\\.inset), GradientToken.brand.gradient.stops.map(\\.color.hex))
            """
        let outcome = try Self.run("tokens/all-types.tokens.json", main: main)
        #expect(outcome.succeeded, "\(outcome.output)")
        #expect(
            outcome.output == """
                8 true 16.0
                true 1.0 #ff0b0c
                #0066cc true pattern(dashArray: [4.0, 2.0], lineCap: main.PrismLineCap.round)
                0.9 true
                body default
                [false, true] ["#0066cc", "#6633cc"]

                """)
    }
}
