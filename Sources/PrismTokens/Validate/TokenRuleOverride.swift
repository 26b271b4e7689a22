/// A rule's severity changed for one token, with the reason the team wrote down:
/// `"rules": {"contrast.wcag2": {"severity": "off", "reason": "decorative only"}}` in the token's
/// Prism extension.
///
/// It applies to the findings about that token (for contrast rules, the pairs it is the foreground
/// or the background of), wins over the document-wide `rules` and `--rule`, and is listed in
/// `validate` output (a `config.override` note) and in the HTML report, so a silenced check is
/// never invisible.
public struct TokenRuleOverride: Sendable {
    /// The rule id.
    public var rule: String
    /// The token's dotted path.
    public var token: String
    /// The severity for this token's findings; `nil` turns the rule off for them.
    public var severity: Diagnostic.Severity?
    /// Why; required.
    public var reason: String
    /// Where the override is written (the rule id's key).
    public var location: SourceLocation

    /// The severity as written in the source (`off` for none).
    public var severityName: String { severity?.rawValue ?? "off" }

    /// The rule id of the note that lists each override.
    public static let noteRule = "config.override"

    /// Reads the `rules` member of a token's Prism object.
    /// - Parameters:
    ///   - node: the value of `rules`.
    ///   - token: the token's dotted path.
    ///   - diagnostics: receives a `config` error for each override that cannot be used (unknown or
    ///     fixed rule, bad severity, missing reason), an unknown-key warning for other settings,
    ///     and a `config.override` note for each override that applies.
    /// - Returns: the overrides that apply.
    static func read(_ node: JSONNode, token: String, diagnostics: inout DiagnosticBag) -> [TokenRuleOverride] {
        guard let object = node.object else {
            diagnostics.append(
                error(
                    "'rules' of a token must be an object of rule id → {\"severity\": \"off\", \"reason\": \"…\"}",
                    at: node.location, token: token))
            return []
        }
        var overrides: [TokenRuleOverride] = []
        for member in object.members {
            if let override = readOne(member, token: token, diagnostics: &diagnostics) {
                overrides.append(override)
                let reason = override.reason
                diagnostics.append(
                    Diagnostic(
                        .note, rule: noteRule,
                        "'\(member.key)' is \(override.severityName) for '\(token)' (reason: \(reason)); this token's findings of that rule are \(override.severity == nil ? "not reported" : "reported as \(override.severityName)s")",
                        at: member.keyLocation, token: token,
                        data: [
                            "overriddenRule": .string(member.key), "severity": .string(override.severityName),
                            "reason": .string(reason),
                        ]))
            }
        }
        return overrides
    }

    private static func readOne(_ member: JSONObject.Member, token: String, diagnostics: inout DiagnosticBag)
        -> TokenRuleOverride?
    {
        let example = "{\"severity\": \"off\", \"reason\": \"why this token is an exception\"}"
        if let problem = RulePolicy.problem(rule: member.key, severity: nil), RuleCatalog.rule(member.key) == nil {
            diagnostics.append(error(problem, at: member.keyLocation, token: token))
            return nil
        }
        guard let settings = member.value.object else {
            diagnostics.append(
                error(
                    "settings of '\(member.key)' must be an object like \(example)", at: member.value.location,
                    token: token))
            return nil
        }
        PrismExtensionKeys.checkRuleSettings(
            settings, rule: member.key, onToken: true, tokenPath: token, diagnostics: &diagnostics)
        let severity: Diagnostic.Severity?
        switch settings["severity"]?.string {
        case "off": severity = nil
        case let text? where Diagnostic.Severity(rawValue: text) != nil: severity = Diagnostic.Severity(rawValue: text)
        default:
            diagnostics.append(
                error(
                    "a token's rule override needs \"severity\": \"error\", \"warning\", \"note\" or \"off\", e.g. \(example)",
                    at: settings["severity"]?.location ?? member.value.location, token: token))
            return nil
        }
        if let problem = RulePolicy.problem(rule: member.key, severity: severity) {
            diagnostics.append(error(problem, at: member.keyLocation, token: token))
            return nil
        }
        guard let reason = settings["reason"]?.string, reason.contains(where: { !$0.isWhitespace }) else {
            diagnostics.append(
                error(
                    "the override of '\(member.key)' on '\(token)' needs a \"reason\": say why this token is an exception, e.g. \(example); it is not applied without one",
                    at: settings["reason"]?.location ?? member.keyLocation, token: token))
            return nil
        }
        return TokenRuleOverride(
            rule: member.key, token: token, severity: severity, reason: reason, location: member.keyLocation)
    }

    private static func error(_ message: String, at location: SourceLocation, token: String) -> Diagnostic {
        Diagnostic(.error, rule: "config", message, at: location, token: token)
    }
}
