/// Writes the `Package.swift` of the apple bundle.
enum SwiftPackageManifest {
    /// The tools version: 5.9 is the oldest that Xcode 15 and every later toolchain read.
    static let toolsVersion = "5.9"
    /// The target of the run-time sources the generated Swift imports.
    static let accessibilityModule = "PrismAccessibility"

    /// The manifest of a package with the token library, whose target depends on PrismAccessibility.
    /// - Parameters:
    ///   - module: the package, product and target name; a valid Swift identifier (``BundleName/swiftModuleName``).
    ///   - notice: the `DO NOT EDIT` line, written as a comment.
    static func text(module: String, notice: String) -> String {
        let name = SwiftStringLiteral.quoted(module)
        let runtime = SwiftStringLiteral.quoted(accessibilityModule)
        return """
            // swift-tools-version:\(toolsVersion)
            // \(SingleLineText.of(notice))
            import PackageDescription

            let package = Package(
                name: \(name),
                products: [
                    .library(name: \(name), targets: [\(name)]),
                    .library(name: \(runtime), targets: [\(runtime)]),
                ],
                targets: [
                    .target(name: \(runtime), path: \(SwiftStringLiteral.quoted("Sources/" + accessibilityModule))),
                    .target(name: \(name), dependencies: [\(runtime)], path: \(SwiftStringLiteral.quoted("Sources/" + module))),
                ]
            )

            """
    }
}

/// Swift string literals for the apple bundle's manifest, through the Swift emitter's one escaper.
enum SwiftStringLiteral {
    /// `text` as a double-quoted Swift string literal.
    static func quoted(_ text: String) -> String { SwiftEscaping.stringLiteral(text) }
}
