/// The severities one run gives the rules: the token source's `rules` settings, the `--rule`
/// overrides on top, and `--strict`.
///
/// Every command that reads tokens applies the same policy to every finding — structural, compat,
/// accessibility and render — so `--rule R=S` and `--strict` mean one thing everywhere.
public struct RulePolicy: Sendable {
    /// Rule id → severity (`nil`: the rule is off). Only adjustable rules (``RuleCatalog/Rule/isAdjustable``).
    public var severities: [String: Diagnostic.Severity?]
    /// Whether warnings count as errors.
    public var strict: Bool

    /// Creates a policy.
    /// - Parameters:
    ///   - severities: rule id → severity, `nil` for off.
    ///   - strict: whether warnings become errors.
    public init(severities: [String: Diagnostic.Severity?] = [:], strict: Bool = false) {
        self.severities = severities
        self.strict = strict
    }

    /// The policy of a validated source: its configured rule severities (command-line overrides
    /// included) and `strict` when the command line or the source's `strict` setting asks for it.
    public init(configuration: PrismConfiguration, strict: Bool) {
        var severities: [String: Diagnostic.Severity?] = [:]
        for (rule, setting) in configuration.rules { severities[rule] = .some(setting.severity) }
        self.init(severities: severities, strict: strict || configuration.strict)
    }

    /// The finding as this run reports it, or `nil` when its rule is off.
    ///
    /// For adjustable rules, `off` drops the finding and a configured severity replaces that of
    /// its errors and warnings (notes are information and stay notes); fixed rules keep theirs.
    /// Then `strict` turns warnings into errors.
    public func apply(_ diagnostic: Diagnostic) -> Diagnostic? {
        var result = diagnostic
        if let configured = severities[diagnostic.rule], RuleCatalog.rule(diagnostic.rule)?.isAdjustable ?? true {
            guard let severity = configured else { return nil }
            if result.severity != .note { result.severity = severity }
        }
        if strict, result.severity == .warning { result.severity = .error }
        return result
    }

    /// Why a `RULE=SEVERITY` setting cannot be used, or `nil` when it can.
    ///
    /// - Parameters:
    ///   - rule: the rule id as written.
    ///   - severity: the severity, `nil` for `off`.
    /// - Returns: a message that says what to write instead: an unknown rule names the closest
    ///   known one and `prism-tokens rules`; a fixed rule says why it cannot be changed.
    public static func problem(rule: String, severity: Diagnostic.Severity?) -> String? {
        guard let entry = RuleCatalog.rule(rule) else {
            var message = "unknown rule '\(rule)'"
            if let guess = RuleCatalog.closestRule(to: rule) { message += "; did you mean '\(guess.id)'?" }
            return message + " Run 'prism-tokens rules' to list every rule."
        }
        guard !entry.isAdjustable, severity != entry.defaultSeverity else { return nil }
        return
            "rule '\(rule)' cannot be changed: its findings leave a token without a single meaning, so it is always an \(entry.defaultSeverity.rawValue); fix the token it names instead (see 'prism-tokens rules')"
    }
}
