/// The run options as parts of a ``GenerationCache`` key.
extension TokenPipelineOptions {
    /// The options that never change what a run generates, left out of ``cacheKeyParts``:
    /// the output folder (the files are the same wherever they are written) and when
    /// intermediate values are freed.
    public static let optionsOutsideCacheKey: Set<String> = ["output", "deferredRelease"]

    /// Every option that shapes what a run generates or reports, one `name=value` part each in
    /// a fixed order, sets and maps sorted: equal options give equal parts, and a change to any
    /// of them changes a part. The templates and the baseline count by their content (a SHA-256),
    /// since a run reads them; the files they come from are fingerprinted by the cache as inputs.
    public var cacheKeyParts: [String] {
        // Each text length-prefixed, so no two lists or maps encode alike.
        func list(_ texts: [String]) -> String { texts.map { "\($0.utf8.count):\($0)" }.joined() }
        func sorted(_ map: [String: String]) -> String {
            list(map.sorted { $0.key < $1.key }.flatMap { [$0.key, $0.value] })
        }
        let templateDigest = SHA256.hexDigest(
            Array(
                (sorted(templates.sources) + "|overridden:" + list(templates.overridden.sorted()))
                    .utf8))
        return [
            "source=\(source)",
            "inputs=\(sorted(inputs))",
            "allPermutations=\(allPermutations)",
            "overrides=\(sorted(overrides.mapValues { $0?.rawValue ?? "off" }))",
            "strict=\(strict)",
            "baseline=\(baseline.map { SHA256.hexDigest(Array($0.serialized().utf8)) } ?? "none")",
            "templates=\(templateDigest)",
            "templatesDirectory=\(templatesDirectory ?? "none")",
            "platforms=\(platforms.map(\.rawValue).joined(separator: ","))",
            "namespace=\(namespace?.name ?? "none")",
            "cssPrefix=\(cssPrefix.map { "'\($0)'" } ?? "none")",
            "cssNames=\(cssNames.rawValue)",
            "cssExpandComposites=\(cssExpandComposites)",
            "cssUnitlessSizes=\(cssUnitlessSizes)",
            "toolVersion=\(toolVersion)",
            "mergedSources=\(list(mergedSources))",
        ]
    }
}
