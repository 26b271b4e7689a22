/// Walks every token document of a source for Prism extensions on tokens and groups: unknown keys
/// are reported (`config.unknown-key`) and per-token rule overrides read.
///
/// Document-wide objects (sets, modifiers, the root group of a set's documents) are checked where
/// ``PrismConfiguration`` reads them; this covers the rest, each document once however often the
/// resolver refers to it.
enum PrismExtensionScan {
    /// Scans the documents of a resolver.
    /// - Parameters:
    ///   - document: the resolver (a plain token file is one set).
    ///   - diagnostics: receives unknown-key warnings, override errors and override notes.
    /// - Returns: the per-token rule overrides, in document order.
    static func scan(_ document: ResolverDocument, diagnostics: inout DiagnosticBag) -> [TokenRuleOverride] {
        var seen: Set<SourceLocation> = []
        var documents: [(root: JSONNode, isContextFile: Bool)] = []
        for step in document.steps {
            switch step {
            case .set(let set):
                for source in set.sources where seen.insert(source.root.location).inserted {
                    documents.append((source.root, false))
                }
            case .modifier(let modifier):
                for context in modifier.contexts {
                    for source in context.sources where seen.insert(source.root.location).inserted {
                        documents.append((source.root, true))
                    }
                }
            }
        }
        // Each document on its own core; findings and overrides joined in document order.
        let scanned = ParallelWork.map(documents) { document in
            var overrides: [TokenRuleOverride] = []
            var findings = DiagnosticBag()
            scan(document.root, isContextFile: document.isContextFile, &overrides, &findings)
            return (overrides, findings)
        }
        var overrides: [TokenRuleOverride] = []
        for (found, findings) in scanned {
            overrides += found
            diagnostics.append(contentsOf: findings.all)
        }
        return overrides
    }

    /// Scans one token document; an explicit stack, as nesting depth is unbounded in the input.
    private static func scan(
        _ root: JSONNode, isContextFile: Bool, _ overrides: inout [TokenRuleOverride],
        _ diagnostics: inout DiagnosticBag
    ) {
        guard let rootObject = root.object else { return }
        if isContextFile, let prism = prismObject(rootObject) {
            for member in prism.members {
                diagnostics.append(
                    Diagnostic(
                        .warning, rule: PrismExtensionKeys.rule,
                        "'\(member.key)' on the root of a modifier context's file is not read; document-wide settings go on a set (or its files' root group), context settings in the modifier's $extensions",
                        at: member.keyLocation))
            }
        }
        var stack: [(object: JSONObject, path: TokenPath)] = [(rootObject, TokenPath([]))]
        while let (object, path) = stack.popLast() {
            for member in object.members where member.key.utf8.first != UInt8(ascii: "$") || member.key == "$root" {
                guard let child = member.value.object else { continue }
                let isToken = !SourceMerger.isGroup(child)
                // A child's path is made only when it is needed: for a group, and for a token
                // with Prism settings (making and hashing one for each of 50,000 tokens was most
                // of the scan).
                if let prism = prismObject(child) {
                    let name = path.appending(member.key).description
                    PrismExtensionKeys.check(
                        prism, placement: isToken ? .token : .group, tokenPath: name, diagnostics: &diagnostics)
                    if isToken, let rules = prism["rules"] {
                        overrides += TokenRuleOverride.read(rules, token: name, diagnostics: &diagnostics)
                    }
                }
                if !isToken { stack.append((child, path.appending(member.key))) }
            }
        }
    }

    private static func prismObject(_ object: JSONObject) -> JSONObject? {
        object["$extensions"]?[PrismConfiguration.extensionKey]?.object
    }
}

extension PrismExtensionScan {
    /// A scan of a loaded document started on a core of its own, so that it runs while the
    /// document's themes resolve (the scan needs the document only); ``PrismConfiguration`` takes
    /// its result instead of scanning again.
    final class InAdvance: Sendable {
        private let pending: ParallelWork.Pending<(overrides: [TokenRuleOverride], findings: DiagnosticBag)>

        /// Starts scanning `document`.
        init(_ document: ResolverDocument) {
            pending = ParallelWork.start {
                var findings = DiagnosticBag()
                let overrides = PrismExtensionScan.scan(document, diagnostics: &findings)
                return (overrides, findings)
            }
        }

        /// The per-token rule overrides and the findings (see ``PrismExtensionScan/scan(_:diagnostics:)``);
        /// waits for the scan to finish.
        func result() -> (overrides: [TokenRuleOverride], findings: DiagnosticBag) { pending.wait() }
    }
}
