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
    /// Token path → rule id → severity (`nil`: off): the tokens' own `rules` overrides, which win
    /// over ``severities`` for findings about that token.
    public var tokenSeverities: [String: [String: Diagnostic.Severity?]] = [:]

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
        for override in configuration.tokenRules {
            tokenSeverities[override.token, default: [:]][override.rule] = .some(override.severity)
        }
    }

    /// The finding as this run reports it, or `nil` when its rule is off.
    ///
    /// For adjustable rules, `off` drops the finding and a configured severity replaces that of
    /// its errors and warnings (notes are information and stay notes); fixed rules keep theirs. A
    /// token's own override (``tokenSeverities``) wins over the run's severity for its findings.
    /// Then `strict` turns warnings into errors.
    public func apply(_ diagnostic: Diagnostic) -> Diagnostic? {
        var result = diagnostic
        if let configured = tokenSeverity(for: diagnostic) ?? severities[diagnostic.rule],
            RuleCatalog.rule(diagnostic.rule)?.isAdjustable ?? true
        {
            guard let severity = configured else { return nil }
            if result.severity != .note { result.severity = severity }
        }
        if strict, result.severity == .warning { result.severity = .error }
        return result
    }

    /// The severity a token override sets for a finding: the finding's token's, else (for a
    /// contrast pair) its foreground's or background's.
    private func tokenSeverity(for diagnostic: Diagnostic) -> Diagnostic.Severity?? {
        guard !tokenSeverities.isEmpty else { return nil }
        var names: [String] = []
        if let token = diagnostic.token { names.append(token) }
        for key in ["foregroundToken", "backgroundToken"] {
            if case .string(let name)? = diagnostic.data[key] { names.append(name) }
        }
        for name in names {
            if let severity = tokenSeverities[name]?[diagnostic.rule] { return .some(severity) }
        }
        return nil
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
