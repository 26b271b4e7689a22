import PrismTokens

/// `prism-tokens rules`: the rule catalog — every rule id, its default severity, whether a run may
/// change it, and what it checks (the catalog SARIF output describes its rules from).
enum RulesCommand: Command {
    static let name = "rules"
    static let abstract = "List every rule with its default severity and whether --rule may change it."
    static let discussion = """
        Adjustable rules take --rule RULE=error|warning|note|off on every command that reads tokens,
        and a "rules" setting in the token source's com.byescaleira.prism extension. Fixed rules
        (structural errors: syntax, format, value, reference, resolver…) always stay errors, because a
        token they name has no single meaning.
        """
    static let spec = ArgumentSpec(
        options: [
            .init(
                name: "--format", valueName: "FORMAT", help: "Output format (default: text).",
                allowedValues: ["text", "json"])
        ]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitStatus {
        let rules = RuleCatalog.rules
        if arguments.value("--format") == "json" {
            context.print(
                JSONText.object([
                    (
                        "rules",
                        .array(
                            rules.map { rule in
                                .object([
                                    ("id", .string(rule.id)),
                                    ("defaultSeverity", .string(rule.defaultSeverity.rawValue)),
                                    ("adjustable", .bool(rule.isAdjustable)),
                                    ("summary", .string(rule.summary)),
                                ])
                            })
                    )
                ]).serialized())
            return .success
        }
        let idWidth = (rules.map(\.id.count).max() ?? 4) + 2
        var out = "RULE".padding(to: idWidth) + "DEFAULT".padding(to: 9) + "CHANGE".padding(to: 8) + "CHECKS\n"
        for rule in rules {
            out += rule.id.padding(to: idWidth) + rule.defaultSeverity.rawValue.padding(to: 9)
            out += (rule.isAdjustable ? "yes" : "fixed").padding(to: 8) + rule.summary + "\n"
        }
        let fixed = rules.filter { !$0.isAdjustable }.count
        out +=
            "\n\(FindingsText.counted(rules.count, "rule")); \(rules.count - fixed) adjustable with --rule RULE=error|warning|note|off, \(fixed) fixed.\n"
        context.writeOut(out)
        return .success
    }
}
