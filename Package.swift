// swift-tools-version:6.1
import PackageDescription

/// PrismTokens: one DTCG token source, validated for accessibility, emitted as Swift, CSS and ANSI.
///
/// Dependencies point one way: `PrismAccessibility` ← `PrismTokens` ← `PrismTokensCLI` ← `prism-tokens`.
/// The package has no external dependencies by design (see README, "Why no dependencies").
let package = Package(
    name: "PrismTokens",
    products: [
        .library(name: "PrismAccessibility", targets: ["PrismAccessibility"]),
        .library(name: "PrismTokens", targets: ["PrismTokens"]),
        .library(name: "PrismDesignTokens", targets: ["PrismDesignTokens"]),
        .executable(name: "prism-tokens", targets: ["prism-tokens"]),
        .plugin(name: "GenerateTokens", targets: ["GenerateTokens"]),
        .plugin(name: "PrismTokensPlugin", targets: ["PrismTokensPlugin"]),
    ],
    targets: [
        // Color science and runtime accessibility checks. No Foundation.
        .target(name: "PrismAccessibility"),
        // The pipeline: Read → Document → Resolve → Validate → Render → Write.
        .target(name: "PrismTokens", dependencies: ["PrismAccessibility", "CPrismSHA"]),
        // SHA-256 block compression with the x86 SHA instructions (Swift cannot name them); the
        // Swift implementation in PrismTokens is the reference and the fallback elsewhere.
        .target(name: "CPrismSHA"),
        // Argument parsing, commands, output formats and exit codes of `prism-tokens`.
        .target(name: "PrismTokensCLI", dependencies: ["PrismTokens", "PrismAccessibility"]),
        .executableTarget(name: "prism-tokens", dependencies: ["PrismTokensCLI"]),
        // The generated Swift for the repository's own tokens (`swift run prism-tokens generate --platform swift`).
        // Standard library and PrismAccessibility (its color type and checkers, re-exported) only;
        // SwiftUI, UIKit and AppKit layers behind `#if canImport(…)`.
        .target(name: "PrismDesignTokens", dependencies: ["PrismAccessibility"], path: "Generated/Swift"),

        // `swift package generate-tokens`: writes Generated/ through prism-tokens.
        .plugin(
            name: "GenerateTokens",
            capability: .command(
                intent: .custom(verb: "generate-tokens", description: "Validate tokens.json and generate Swift, CSS and ANSI outputs into Generated/"),
                permissions: [.writeToPackageDirectory(reason: "writes the generated token files into Generated/")]
            ),
            dependencies: ["prism-tokens"]
        ),
        // Build-tool plugin: fails the build on token errors and compiles the generated Swift into the target.
        .plugin(name: "PrismTokensPlugin", capability: .buildTool(), dependencies: ["prism-tokens"]),

        // What several test targets share (a seeded random generator); not a product.
        .target(name: "PrismTestSupport", path: "Tests/PrismTestSupport"),
        .testTarget(name: "PrismAccessibilityTests", dependencies: ["PrismAccessibility", "PrismTestSupport"]),
        .testTarget(name: "PrismTokensTests", dependencies: ["PrismTokens", "PrismTestSupport"]),
        .testTarget(name: "PrismTokensCLITests", dependencies: ["PrismTokensCLI"]),
        // Uses the generated Swift at run time: contrast in every theme, themes, token values.
        .testTarget(name: "PrismDesignTokensTests", dependencies: ["PrismDesignTokens", "PrismAccessibility"]),
    ],
    swiftLanguageModes: [.v6]
)
