// swift-tools-version:6.1
import PackageDescription

/// An app that uses Prism design tokens through the PrismTokens build plugin.
///
/// The plugin validates tokens.json on every build that changes it (an inaccessible color pair
/// fails the build at tokens.json:line:column) and compiles the generated Swift into the target.
let package = Package(
    name: "PrismConsumer",
    dependencies: [
        .package(name: "PrismTokens", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "PrismConsumer",
            // The generated Swift uses PrismAccessibility's color type and checkers.
            dependencies: [.product(name: "PrismAccessibility", package: "PrismTokens")],
            plugins: [.plugin(name: "PrismTokensPlugin", package: "PrismTokens")]
        ),
    ]
)
