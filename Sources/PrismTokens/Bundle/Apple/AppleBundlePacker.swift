/// The `apple` bundle: a Swift package of the generated Swift that builds on its own.
///
/// ```
/// apple/
///   manifest.json
///   Package.swift                         swift-tools-version 5.9, one library product
///   README.md
///   Sources/<Module>/*.swift              the swift platform's output (PrismTokens.swift, …)
///   Sources/PrismAccessibility/**.swift   the color type and checkers the generated Swift imports
///   PrismTokens.xcassets/                 the xcassets platform's Asset Catalog (outside the
///                                         targets: add it to an app target in Xcode)
/// ```
/// `<Module>` is ``BundleName/swiftModuleName`` (`PrismDesignTokens` for `@prism/tokens`).
enum AppleBundlePacker: BundlePacker {
    static func files(for input: BundleInput, themes: BundleThemes, diagnostics: inout DiagnosticBag) -> [GeneratedFile]
    {
        let module = input.name.swiftModuleName
        let sources = input.generatedFiles(of: .swift, in: "Swift").map {
            $0.moved(to: "Sources/\(module)/\($0.path)")
        }
        if sources.isEmpty {
            diagnostics.append(
                Diagnostic(
                    .warning, rule: TokenBundler.rule,
                    "the swift platform rendered no file into Swift/, so the apple bundle's package has no sources; restore the swift templates or remove the override"
                ))
        }
        let runtime = BuiltInAccessibilitySources.sources.keys.sorted().map {
            GeneratedFile(
                path: "Sources/\(SwiftPackageManifest.accessibilityModule)/\($0)",
                contents: BuiltInAccessibilitySources.sources[$0] ?? "")
        }
        let assets = input.appleAssets?.files ?? assets(of: input.generated[.xcassets] ?? [])
        return [
            GeneratedFile(
                path: "Package.swift",
                contents: SwiftPackageManifest.text(module: module, notice: input.doNotEditNotice)),
            GeneratedFile(path: "README.md", contents: readme(input, module: module, sources: sources)),
        ] + sources + runtime + assets
    }

    /// The asset catalog made ready as soon as the xcassets platform is rendered, while the other
    /// bundles pack: its 52,000 files moved, prefixed and hashed at the end of the run, after the
    /// swift platform the apple bundle also waits for, kept one core busy alone.
    struct Assets: Sendable {
        /// The files at their paths in the bundle (``assets(of:)``), the last of the bundle's files.
        var files: [GeneratedFile]
        /// The same with the bundle's folder (`apple/…`).
        var prefixed: [GeneratedFile]
        /// The SHA-256 of each file, in order.
        var digests: [String]

        /// The asset catalog of the xcassets platform's `rendered` files.
        init(rendered: [GeneratedFile]) {
            files = AppleBundlePacker.assets(of: rendered)
            prefixed = files.map(BundlePlatform.apple.prefixing)
            digests = BundleFileDigests.hexDigests(of: files.map(\.body))
        }
    }

    /// The bundle's asset catalog: the xcassets platform's files in `XCAssets/`, moved to the
    /// bundle's top folder.
    static func assets(of rendered: [GeneratedFile]) -> [GeneratedFile] {
        BundleInput.files(rendered, in: renderedAssetsFolder)
    }

    /// The folder of the xcassets platform's output that holds the catalog.
    static let renderedAssetsFolder = "XCAssets"

    static func readme(_ input: BundleInput, module: String, sources: [GeneratedFile]) -> String {
        let list = sources.map { "- `\($0.path)`" }.joined(separator: "\n")
        return """
            # \(module) — \(MarkdownText.escaped(input.name.text)) \(input.version)

            > \(MarkdownText.escaped(input.doNotEditNotice))

            The design tokens of \(MarkdownText.escaped(input.emitter.sourceName)) as a Swift package: token enums,
            themes as values, SwiftUI bridges and the Apple-native layer (behind `#if canImport(SwiftUI)`),
            with PrismAccessibility (the color type and the run-time accessibility checks, re-exported).
            It needs only the standard library and builds on its own (`swift build`).

            Add it to a package, from a folder holding this bundle (SwiftPM names a local package
            after its folder, here `apple`) or from a Git repository of it tagged `\(input.version)`:

            ```swift
            .package(path: "../tokens/apple"),
            // …
            .target(name: "App", dependencies: [.product(name: "\(module)", package: "apple")]),
            ```

            then `import \(module)`.

            `PrismTokens.xcassets` holds a color set per color token, with its dark, high-contrast and
            dark high-contrast appearances: add it to an app target in Xcode to use the colors from
            Interface Builder, `UIColor(named:)` or `Color("color.brand")`.

            Sources:

            \(list)

            """
    }
}
