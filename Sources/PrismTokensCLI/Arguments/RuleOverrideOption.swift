import PrismTokens

/// Parses `--rule RULE=SEVERITY` overrides.
enum RuleOverrideOption {
    static func parse(_ arguments: ParsedArguments, command: String) throws(UsageError) -> TokenValidation.RuleOverrides {
        var overrides: TokenValidation.RuleOverrides = [:]
        for text in arguments.values("--rule") {
            let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, RuleCatalog.rule(parts[0]) != nil else {
                throw UsageError(message: "'--rule \(text)' must be RULE=SEVERITY with a known rule, e.g. --rule contrast.apca=error", command: command)
            }
            switch parts[1] {
            case "off": overrides[parts[0]] = .some(nil)
            case let name:
                guard let severity = Diagnostic.Severity(rawValue: name) else {
                    throw UsageError(message: "severity '\(name)' must be error, warning, note or off", command: command)
                }
                overrides[parts[0]] = .some(severity)
            }
        }
        return overrides
    }
}
