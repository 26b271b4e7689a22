// swift-tools-version:6.1
import PackageDescription

/// A SwiftUI app on Prism's tokens, using only the documented calls: the theme follows the system
/// (Dark Mode, Increase Contrast), `.prismTheme(.highContrast)` overrides it for one screen, and
/// the card's spring is skipped under Reduce Motion. Build it with Xcode or `swift build` on macOS;
/// on Linux (no SwiftUI) it builds to a program that says so, and the test suite type-checks its
/// SwiftUI code against the repository's SwiftUI stand-in.
let package = Package(
    name: "PrismApp",
    platforms: [.iOS(.v17), .macOS(.v14)],
    dependencies: [
        .package(name: "PrismTokens", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "PrismApp",
            dependencies: [.product(name: "PrismDesignTokens", package: "PrismTokens")]
        ),
    ]
)
