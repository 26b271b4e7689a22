/// The findings a design system had when it adopted PrismTokens: with a baseline, only new
/// findings fail a run.
///
/// `prism-tokens validate --write-baseline FILE` records the errors and warnings of a run; every
/// command that validates takes `--baseline FILE`, and the build-tool plugin uses
/// `tokens.baseline.json` when it sits beside the token source. Findings are matched by
/// ``FindingIdentity`` (rule, token, theme, pair partner), not by line. The file is JSON, one
/// finding per line, sorted, with no dates: it diffs well and two runs write the same bytes.
public struct Baseline: Sendable, Equatable {
    /// The file name the build-tool plugin looks for beside the token source.
    public static let conventionalFileName = "tokens.baseline.json"
    /// The version of the file format.
    public static let formatVersion = 1

    /// Each recorded identity and how many findings had it.
    public private(set) var counts: [FindingIdentity: Int]

    /// The number of recorded findings.
    public var count: Int { counts.values.reduce(0, +) }

    /// Creates a baseline from identities and their counts.
    public init(counts: [FindingIdentity: Int] = [:]) { self.counts = counts }

    /// A baseline recording the errors and warnings among `diagnostics` (notes are not findings).
    public init(recording diagnostics: [Diagnostic]) {
        var counts: [FindingIdentity: Int] = [:]
        for d in diagnostics where d.severity != .note { counts[FindingIdentity(d), default: 0] += 1 }
        self.init(counts: counts)
    }

    /// Splits findings into the new ones and the ones the baseline records.
    ///
    /// Each recorded identity matches as many findings as it was recorded for; notes are never
    /// baselined. Order is kept within each part.
    public func partition(_ diagnostics: [Diagnostic]) -> (new: [Diagnostic], baselined: [Diagnostic]) {
        var remaining = counts
        var new: [Diagnostic] = []
        var baselined: [Diagnostic] = []
        for d in diagnostics {
            let identity = FindingIdentity(d)
            if d.severity != .note, let left = remaining[identity], left > 0 {
                remaining[identity] = left - 1
                baselined.append(d)
            } else {
                new.append(d)
            }
        }
        return (new, baselined)
    }

    /// The baseline file's text: sorted findings, one per line, ending in a newline.
    public func serialized() -> String {
        var out = "{\n  \"version\": \(Self.formatVersion),\n  \"tool\": \"prism-tokens\",\n  \"findings\": ["
        let sorted = counts.keys.sorted()
        for (index, identity) in sorted.enumerated() {
            var members: [(String, JSONText)] = [("rule", .string(identity.rule))]
            if let token = identity.token { members.append(("token", .string(token))) }
            if let theme = identity.theme { members.append(("theme", .string(theme))) }
            if let partner = identity.partner { members.append(("partner", .string(partner))) }
            if let file = identity.file { members.append(("file", .string(file))) }
            if let message = identity.message { members.append(("message", .string(message))) }
            if let count = counts[identity], count > 1 { members.append(("count", .number(Double(count)))) }
            out += "\n    " + JSONText.object(members).serialized(indent: nil) + (index == sorted.count - 1 ? "" : ",")
        }
        out += sorted.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    /// A baseline file that cannot be used.
    public struct ReadError: Error, Sendable {
        /// What is wrong and how to fix it.
        public var message: String
    }

    /// Reads a baseline file.
    /// - Parameters:
    ///   - bytes: the file's contents.
    ///   - file: its path, for messages.
    /// - Throws: ``ReadError`` when the file is not JSON or not a baseline.
    public static func read(_ bytes: [UInt8], file: String) throws(ReadError) -> Baseline {
        let root: JSONNode
        do {
            root = try JSONReader.read(bytes, file: file).root
        } catch {
            throw ReadError(
                message:
                    "\(error.diagnostic.compilerFormatted) — the baseline is not JSON; write it again with 'prism-tokens validate --write-baseline \(file)'"
            )
        }
        func fail(_ node: JSONNode, _ problem: String) -> ReadError {
            ReadError(
                message:
                    "\(node.location.description): \(problem); write the baseline again with 'prism-tokens validate --write-baseline \(file)'"
            )
        }
        guard let object = root.object, let findings = object["findings"]?.array else {
            throw fail(root, "a baseline is an object with a \"findings\" array")
        }
        if let version = object["version"], version.number != Double(formatVersion) {
            throw fail(
                version,
                "this baseline has format version \(JSONText(version).serialized(indent: nil)); this prism-tokens reads version \(formatVersion)"
            )
        }
        var counts: [FindingIdentity: Int] = [:]
        for finding in findings {
            guard let members = finding.object, let rule = members["rule"]?.string else {
                throw fail(finding, "each finding needs a \"rule\"")
            }
            var identity = FindingIdentity(rule: rule)
            identity.token = members["token"]?.string
            identity.theme = members["theme"]?.string
            identity.partner = members["partner"]?.string
            identity.file = members["file"]?.string
            identity.message = members["message"]?.string
            let count = members["count"]?.number ?? 1
            guard count >= 1, count == count.rounded(), count < 1e9 else {
                throw fail(finding, "\"count\" must be a positive whole number")
            }
            counts[identity, default: 0] += Int(count)
        }
        return Baseline(counts: counts)
    }
}
