import Testing

@testable import PrismTokens

/// What a pipeline run tells its observer: each stage's start and end in order, each theme as it
/// is resolved and validated (counts 1…n in order, although themes resolve on several cores),
/// each platform rendered and each bundle packed — without changing what the run produces.
@Suite struct PipelineProgressTests {
    /// Collects events from any thread.
    final class Events: @unchecked Sendable {
        private let lock = PlatformLock()
        private var received: [PipelineProgress] = []
        var all: [PipelineProgress] { lock.withLock { received } }
        func append(_ event: PipelineProgress) { lock.withLock { received.append(event) } }
    }

    /// A resolver with `modes × brands` themes, each with a text/background pair.
    static func themed(modes: Int, brands: Int) -> String {
        func contexts(_ count: Int, _ prefix: String, _ token: String) -> String {
            (0..<count).map { i in
                let gray = Double(i % 10) / 40
                return
                    #""\#(prefix)\#(i)": [{ "color": { "\#(token)": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [\#(gray), \#(gray), \#(gray)] } } } }]"#
            }.joined(separator: ", ")
        }
        return """
            { "version": "2025.10",
              "sets": { "base": { "sources": [{ "color": {
                "surface": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } },
                "onSurface": { "$type": "color", "$value": "{color.ink}" } } }] } },
              "modifiers": {
                "mode": { "default": "mode0", "contexts": { \(contexts(modes, "mode", "ink")) } },
                "brand": { "default": "brand0", "contexts": { \(contexts(brands, "brand", "accent")) } } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/mode" }, { "$ref": "#/modifiers/brand" }] }
            """
    }

    static func pipeline(_ events: Events, modes: Int = 6, brands: Int = 4) -> TokenPipeline {
        var pipeline = TestPipeline.make(
            "tokens.resolver.json",
            provider: InMemorySourceFileProvider(["tokens.resolver.json": themed(modes: modes, brands: brands)]))
        pipeline.observer = { events.append($0) }
        return pipeline
    }

    @Test func generateReportsStagesThemesInOrderAndEveryPlatform() throws {
        let events = Events()
        var diagnostics = PipelineDiagnostics()
        let generation = try Self.pipeline(events).generate(&diagnostics)
        let all = events.all
        let stages = all.compactMap { event -> String? in
            switch event {
            case .stageStarted(let stage): "start \(stage.rawValue)"
            case .stageFinished(let stage, _): "end \(stage.rawValue)"
            default: nil
            }
        }
        #expect(
            stages == [
                "start read and resolve", "end read and resolve", "start validate", "end validate", "start render",
                "end render",
            ])
        let themes = generation.validated.resolution.themes.map(\.name)
        #expect(themes.count == 24)
        let resolved = all.compactMap { event -> (String, Int, Int)? in
            if case .themeResolved(let name, let done, let total) = event { return (name, done, total) }
            return nil
        }
        #expect(resolved.map(\.1) == Array(1...24))
        #expect(resolved.allSatisfy { $0.2 == 24 })
        #expect(Set(resolved.map(\.0)) == Set(themes))
        let validated = all.compactMap { event -> (String, Int)? in
            if case .themeValidated(let name, let done, _) = event { return (name, done) }
            return nil
        }
        #expect(validated.map(\.1) == Array(1...24))
        // Themes after the first are validated on several cores: each once, the first first.
        #expect(Set(validated.map(\.0)) == Set(themes) && validated.count == themes.count)
        #expect(validated.first?.0 == themes.first)
        let platforms = all.compactMap { event -> (String, Int)? in
            if case .platformRendered(let name, let done, _) = event { return (name, done) }
            return nil
        }
        #expect(platforms.map(\.1) == Array(1...Platform.defaultPlatforms.count))
        #expect(Set(platforms.map(\.0)) == Set(Platform.defaultPlatforms.map(\.rawValue)))
    }

    @Test func observingDoesNotChangeTheOutput() throws {
        var watched = PipelineDiagnostics()
        let observed = try Self.pipeline(Events()).generate(&watched).files
        var unwatched = Self.pipeline(Events())
        unwatched.observer = nil
        var plain = PipelineDiagnostics()
        #expect(try unwatched.generate(&plain).files == observed)
    }

    @Test func bundleReportsEachPlatformRenderedAndEachBundlePacked() throws {
        let events = Events()
        var diagnostics = PipelineDiagnostics()
        let request = TokenPipeline.BundleRequest(
            platforms: [.web, .terminal, .json], version: try #require(SemanticVersion("1.0.0")))
        do {
            _ = try Self.pipeline(events, modes: 2, brands: 2).bundle(request, sources: { [] }, &diagnostics)
        } catch {
            Issue.record("\(diagnostics.findings.all.map(\.message))")
        }
        let all = events.all
        let packed = all.compactMap { event -> (String, Int, Int)? in
            if case .bundlePacked(let name, let done, let total) = event { return (name, done, total) }
            return nil
        }
        #expect(packed.map(\.1) == [1, 2, 3])
        #expect(packed.allSatisfy { $0.2 == 3 })
        #expect(Set(packed.map(\.0)) == ["web", "terminal", "json"])
        let rendered = all.compactMap { event -> Int? in
            if case .platformRendered(_, let done, let total) = event, total > 0 { return done }
            return nil
        }
        #expect(rendered == Array(1...TokenBundler.generatorPlatforms(for: [.web, .terminal, .json]).count))
        #expect(all.contains(.stageStarted(.bundle)))
        #expect(all.contains { if case .stageFinished(.bundle, _) = $0 { true } else { false } })
        // Packing runs while the rules run, but the observer sees validation end first and every
        // packing event inside the bundle stage.
        let validated = all.firstIndex { if case .stageFinished(.validate, _) = $0 { true } else { false } }
        let bundleStart = all.firstIndex(of: .stageStarted(.bundle))
        let bundleEnd = all.firstIndex { if case .stageFinished(.bundle, _) = $0 { true } else { false } }
        let packingEvents = all.indices.filter { index in
            switch all[index] {
            case .platformRendered, .bundlePacked: true
            default: false
            }
        }
        #expect((validated ?? .max) < (bundleStart ?? .min))
        #expect(packingEvents.count == 3 + TokenBundler.generatorPlatforms(for: [.web, .terminal, .json]).count)
        #expect(packingEvents.allSatisfy { (bundleStart ?? .max) < $0 && $0 < (bundleEnd ?? .min) })
    }

    @Test func countsFromManyThreadsArriveInOrder() {
        let events = Events()
        let counter = ProgressCounter({ events.append($0) }, total: 2_000, event: PipelineProgress.themeResolved)
        _ = ParallelWork.map(Array(0..<2_000)) { index in counter.finished("t\(index)") }
        let counts = events.all.compactMap { event -> Int? in
            if case .themeResolved(_, let done, _) = event { return done }
            return nil
        }
        #expect(counts == Array(1...2_000))
    }
}
