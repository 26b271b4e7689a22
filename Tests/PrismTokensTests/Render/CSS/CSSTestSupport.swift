import Foundation
import Testing

@testable import PrismTokens

/// Renders CSS from token JSON held in memory.
enum CSSTestSupport {
    /// The result of generating CSS for one document.
    struct Output {
        var css: String
        var diagnostics: DiagnosticBag
        var resolution: TokenSetResolution
    }

    /// Resolves `json` (a token file or a resolver document) in every permutation.
    static func resolve(_ json: String) throws -> TokenSetResolution {
        try TokenSetResolution.resolve(file: "tokens.json", provider: InMemorySourceFileProvider(["tokens.json": json]))
    }

    /// The input of the CSS emitter for `json`.
    static func input(_ json: String, prefix: String = "prism") throws -> EmitterInput {
        var diagnostics = PipelineDiagnostics()
        let pipeline = self.pipeline(json, prefix: prefix)
        return pipeline.emitterInput(try TestPipeline.validate(pipeline, &diagnostics))
    }

    /// The pipeline `generate --platform css` runs for `json`.
    static func pipeline(_ json: String, prefix: String = "prism", templates: TemplateSet = .builtIn) -> TokenPipeline {
        TestPipeline.make(
            "tokens.json", provider: InMemorySourceFileProvider(["tokens.json": json]), platforms: [.css],
            cssPrefix: prefix, templates: templates)
    }

    /// Generates the stylesheet for `json`.
    static func render(_ json: String, prefix: String = "prism", templates: TemplateSet = .builtIn) throws -> Output {
        let rendering = try TestPipeline.render(pipeline(json, prefix: prefix, templates: templates))
        return Output(
            css: rendering.files.first { $0.path == "CSS/prism-tokens.css" }?.contents ?? "",
            diagnostics: rendering.renderFindings, resolution: rendering.input.resolution)
    }

    /// The declarations of one token in the default theme, as `property: value` lines (then ` | <@supports text> @ <condition>`, ` | p3: <text>`, ` | rec2020: <text>`).
    static func declarations(_ json: String, _ path: String, prefix: String = "prism") throws -> [String] {
        let resolution = try resolve(json)
        let token = try #require(resolution.themes.first?[TokenPath(dotted: path)], "no token \(path)")
        return CSSTokenDeclarations(names: CSSPropertyNames(prefix: prefix)).declarations(for: token).map {
            declaration in
            "\(declaration.property): \(declaration.value.text)"
                + (declaration.value.wideGamutText.map { " | \($0) @ \(declaration.value.wideGamutCondition ?? "")" }
                    ?? "")
                + CSSGamut.allCases.compactMap { gamut in
                    declaration.value.gamutTexts[gamut].map { " | \(gamut.rawValue): \($0)" }
                }.joined()
        }
    }

    /// The rule blocks of a stylesheet, each as its first line (`@media …` or the selector) and its declaration lines, trimmed.
    static func blocks(_ css: String) -> [(header: String, lines: [String])] {
        var result: [(header: String, lines: [String])] = []
        var depth = 0
        for raw in css.split(separator: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("/*") { continue }
            if line.hasSuffix("{") {
                if depth == 0 {
                    result.append((String(line.dropLast()).trimmingCharacters(in: .whitespaces), []))
                } else {
                    result[result.count - 1].lines.append(line)
                }
                depth += 1
            } else if line == "}" {
                depth -= 1
            } else if !line.isEmpty, !result.isEmpty {
                result[result.count - 1].lines.append(line)
            }
        }
        return result
    }
}
