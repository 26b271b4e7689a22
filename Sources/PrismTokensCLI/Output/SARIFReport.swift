import PrismTokens

/// SARIF 2.1.0 output for code-scanning UIs.
enum SARIFReport {
    static func json(_ report: DiagnosticReport, toolVersion: String) -> JSONText {
        let usedRules = Set(report.diagnostics.map(\.rule))
        let rules = RuleCatalog.rules.filter { usedRules.contains($0.id) || $0.id.contains(".") }
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let results: [JSONText] = report.diagnostics.map { d in
            var members: [(String, JSONText)] = [("ruleId", .string(d.rule))]
            if let index = ruleIndex[d.rule] { members.append(("ruleIndex", .number(Double(index)))) }
            members.append(("level", .string(level(d.severity))))
            if report.comparedWithBaseline { members.append(("baselineState", .string("new"))) }
            let prefix = d.theme.map { "In theme '\($0)': " } ?? ""
            members.append(("message", .object([("text", .string(prefix + d.message))])))
            if let location = d.location {
                members.append(
                    (
                        "locations",
                        .array([
                            .object([
                                (
                                    "physicalLocation",
                                    .object([
                                        ("artifactLocation", .object([("uri", .string(location.file))])),
                                        (
                                            "region",
                                            .object([
                                                ("startLine", .number(Double(location.line))),
                                                ("startColumn", .number(Double(location.column))),
                                            ])
                                        ),
                                    ])
                                )
                            ])
                        ])
                    ))
            }
            var properties: [(String, JSONText)] = []
            if let token = d.token { properties.append(("token", .string(token))) }
            if let theme = d.theme { properties.append(("theme", .string(theme))) }
            if !d.data.isEmpty { properties.append(("data", DiagnosticReport.json(.object(d.data)))) }
            if !properties.isEmpty { members.append(("properties", .object(properties))) }
            return .object(members)
        }
        return .object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            (
                "runs",
                .array([
                    .object([
                        (
                            "tool",
                            .object([
                                (
                                    "driver",
                                    .object([
                                        ("name", .string("prism-tokens")),
                                        ("version", .string(toolVersion)),
                                        ("informationUri", .string("https://github.com/byescaleira/prism-tokens")),
                                        (
                                            "rules",
                                            .array(
                                                rules.map { rule in
                                                    .object([
                                                        ("id", .string(rule.id)),
                                                        (
                                                            "shortDescription",
                                                            .object([("text", .string(rule.summary))])
                                                        ),
                                                        (
                                                            "defaultConfiguration",
                                                            .object([("level", .string(level(rule.defaultSeverity)))])
                                                        ),
                                                    ])
                                                })
                                        ),
                                    ])
                                )
                            ])
                        ),
                        ("results", .array(results)),
                    ])
                ])
            ),
        ])
    }

    private static func level(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }
}

/// GitHub Actions workflow annotations: `::error file=…,line=…,col=…,title=…::message`.
enum GitHubAnnotations {
    static func text(_ report: DiagnosticReport) -> String {
        var out = ""
        for d in report.diagnostics {
            let command = d.severity == .error ? "error" : (d.severity == .warning ? "warning" : "notice")
            var properties: [String] = []
            if let location = d.location {
                properties += [
                    "file=\(escapeProperty(location.file))", "line=\(location.line)", "col=\(location.column)",
                ]
            }
            properties.append("title=\(escapeProperty(d.rule))")
            let prefix = d.theme.map { "In theme '\($0)': " } ?? ""
            out += "::\(command) \(properties.joined(separator: ","))::\(escapeData(prefix + d.message))\n"
        }
        out +=
            "::notice title=prism-tokens::\(report.tokens) tokens in \(report.themes) themes, \(report.pairsChecked) pairs checked: \(report.errors) errors, \(report.warnings) warnings\n"
        return out
    }

    static func escapeData(_ s: String) -> String {
        s.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D").replacingAll("\n", with: "%0A")
    }

    static func escapeProperty(_ s: String) -> String {
        escapeData(s).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
    }
}
