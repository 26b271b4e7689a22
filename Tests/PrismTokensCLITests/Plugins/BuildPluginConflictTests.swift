import Testing

/// The command plugin's check (compiled here through a symlink to the plugin's own file): it
/// refuses to write generated Swift into a target that also applies the build plugin.
@Suite struct BuildPluginConflictTests {
    static let manifest = """
        let package = Package(
            name: "App",
            dependencies: [.package(url: "https://github.com/byescaleira/prism-tokens", from: "0.1.0")],
            targets: [
                .target(name: "UI",
                        plugins: [.plugin(name: "PrismTokensPlugin", package: "prism-tokens")]),
                .target(name: "Core"),
                .testTarget(name: "UITests", dependencies: ["UI"]),
            ]
        )
        """
    static let targets = [(name: "UI", folder: "/p/Sources/UI"), (name: "Core", folder: "/p/Sources/Core")]

    @Test func writingIntoABuildPluginTargetIsRefused() {
        let conflicts = BuildPluginConflict.conflictingTargets(
            output: "/p/Sources/UI/Generated", targets: Self.targets, manifest: Self.manifest)
        #expect(conflicts == ["UI"])
        let message = BuildPluginConflict.message(targets: conflicts, output: "Sources/UI/Generated")
        #expect(message.contains("multiple producers") && message.contains("--out"))
    }

    @Test func otherFoldersAndTargetsWithoutThePluginAreFine() {
        #expect(
            BuildPluginConflict.conflictingTargets(
                output: "/p/Generated", targets: Self.targets, manifest: Self.manifest
            ).isEmpty)
        #expect(
            BuildPluginConflict.conflictingTargets(
                output: "/p/Sources/Core/Generated", targets: Self.targets, manifest: Self.manifest
            ).isEmpty)
        #expect(!BuildPluginConflict.appliesBuildPlugin("Core", manifest: Self.manifest))
        #expect(BuildPluginConflict.appliesBuildPlugin("UI", manifest: Self.manifest))
    }

    /// The example consumer's shape: the package and its target share a name, and the package's
    /// `name:` comes first; the target's own declaration decides.
    @Test func aPackageNamedLikeItsTargetIsNotMistakenForTheTarget() {
        let manifest = """
            let package = Package(
                name: "App",
                dependencies: [.package(name: "PrismTokens", path: "../..")],
                targets: [
                    .executableTarget(
                        name: "App",
                        plugins: [.plugin(name: "PrismTokensPlugin", package: "PrismTokens")]),
                    .target(name: "Other"),
                ]
            )
            """
        #expect(BuildPluginConflict.appliesBuildPlugin("App", manifest: manifest))
        #expect(!BuildPluginConflict.appliesBuildPlugin("Other", manifest: manifest))
        #expect(
            BuildPluginConflict.conflictingTargets(
                output: "/p/Sources/App/Generated", targets: [(name: "App", folder: "/p/Sources/App")],
                manifest: manifest) == ["App"])
    }
}
