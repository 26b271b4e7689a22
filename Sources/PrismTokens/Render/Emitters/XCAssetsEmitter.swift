/// Emits an Xcode Asset Catalog: `XCAssets/PrismTokens.xcassets` with one `.colorset` per color
/// token, holding the token's color for each appearance the themes provide (any, dark, high
/// contrast, dark + high contrast) in the `Contents.json` structure Xcode writes; see
/// `XCAssetsContext`. `generate --platform xcassets` and the apple bundle emit it.
public enum XCAssetsEmitter: PlatformEmitter {
    /// The platform this emitter serves (`xcassets`).
    public static let platform = Platform.xcassets

    /// The catalog's folder below the output folder.
    public static let catalog = "XCAssets/PrismTokens.xcassets"

    /// The catalog's root `Contents.json` and one `Contents.json` per color set.
    public static let outputs = [
        TemplateOutput(template: "xcassets/Contents.json.mustache", path: catalog + "/Contents.json"),
        TemplateOutput(template: "xcassets/colorset.json.mustache", path: catalog + "/<token>.colorset/Contents.json"),
    ]

    /// The render context: the catalog notice and one color set per color token.
    public static func context(for input: EmitterInput, diagnostics: inout DiagnosticBag) -> MustacheValue {
        let sets = XCAssetsContext.colorSets(input, diagnostics: &diagnostics)
        return .object([
            "notice": .string(input.doNotEditNotice),
            "colorSets": .list(sets.map { .object(["name": .string($0.name), "context": $0.context]) }),
        ])
    }

    /// The catalog's `Contents.json`, then one `Contents.json` per color set.
    public static func renderJobs(for input: EmitterInput, context: MustacheValue) -> [RenderJob] {
        var jobs = [RenderJob(output: outputs[0], context: context)]
        guard case .object(let fields) = context, case .list(let sets)? = fields["colorSets"] else { return jobs }
        for set in sets {
            guard case .object(let members) = set, case .string(let name)? = members["name"],
                let setContext = members["context"]
            else { continue }
            let output = TemplateOutput(
                template: outputs[1].template, path: "\(catalog)/\(name).colorset/Contents.json")
            jobs.append(RenderJob(output: output, context: setContext))
        }
        return jobs
    }
}
