import PrismAccessibility

extension PrismConfiguration {
    /// Merges one `com.byescaleira.prism` object into the configuration.
    mutating func apply(_ node: JSONNode, modifier: ResolverDocument.Modifier?, diagnostics: inout DiagnosticBag) {
        guard let object = node.object else {
            problem("the Prism extension must be an object", at: node, &diagnostics)
            return
        }
        if let rulesNode = object["rules"] { applyRules(rulesNode, &diagnostics) }
        if let strictNode = object["strict"] {
            if let value = strictNode.bool {
                strict = value
            } else {
                problem("'strict' must be true or false", at: strictNode, &diagnostics)
            }
        }
        if let lintNode = object["lint"] {
            if let value = lintNode.bool {
                lint = value
            } else {
                problem(
                    "'lint' must be true or false (true makes the build plugin lint the target's Swift against the tokens)",
                    at: lintNode, &diagnostics)
            }
        }
        if let namespaceNode = object["namespace"] {
            if let text = namespaceNode.string, let value = TokenNamespace(validating: text) {
                namespace = value
            } else {
                let message =
                    namespaceNode.string.map(TokenNamespace.problem(with:))
                    ?? "'namespace' must be a string such as \"Acme\": it names the generated types, files and variables"
                problem(message, at: namespaceNode, &diagnostics)
            }
        }
        if let pairsNode = object["contrast"]?["pairs"] { applyPairs(pairsNode, &diagnostics) }
        if let inferNode = object["contrast"]?["infer"] {
            if let infer = inferNode.bool {
                infersPairs = infer
            } else {
                problem(
                    "'contrast.infer' must be true or false (false turns pair inference off; declared pairs are still checked)",
                    at: inferNode, &diagnostics)
            }
        }
        if let groupsNode = object["cvd"]?["groups"] { applyGroups(groupsNode, &diagnostics) }
        if let contextsNode = object["contexts"] {
            guard let modifier else {
                problem(
                    "'contexts' belongs in the $extensions of a modifier; move it there", at: contextsNode, &diagnostics
                )
                return
            }
            applyContexts(contextsNode, modifier: modifier, &diagnostics)
        }
    }

    private mutating func applyRules(_ node: JSONNode, _ diagnostics: inout DiagnosticBag) {
        guard let object = node.object else {
            return problem("'rules' must be an object of rule id → settings", at: node, &diagnostics)
        }
        for member in object.members {
            guard RuleCatalog.rule(member.key) != nil else {
                problem(
                    RulePolicy.problem(rule: member.key, severity: nil) ?? "unknown rule '\(member.key)'",
                    at: member.value, &diagnostics)
                continue
            }
            guard let settings = member.value.object else {
                problem(
                    "settings of '\(member.key)' must be an object like {\"severity\": \"warning\"}", at: member.value,
                    &diagnostics)
                continue
            }
            PrismExtensionKeys.checkRuleSettings(
                settings, rule: member.key, onToken: false, tokenPath: nil, diagnostics: &diagnostics)
            let thresholdNames = PrismExtensionKeys.thresholds[member.key] ?? []
            var setting = rules[member.key] ?? RuleSetting(severity: RuleCatalog.rule(member.key)?.defaultSeverity)
            for entry in settings.members where entry.key == "severity" || thresholdNames.contains(entry.key) {
                if entry.key == "severity" {
                    switch entry.value.string {
                    case "off": setting.severity = nil
                    case let text?:
                        if let s = Diagnostic.Severity(rawValue: text) { setting.severity = s } else { fallthrough }
                    default:
                        problem(
                            "severity must be \"error\", \"warning\", \"note\" or \"off\"", at: entry.value,
                            &diagnostics)
                    }
                    if let reason = RulePolicy.problem(rule: member.key, severity: setting.severity) {
                        problem(reason, at: entry.value, &diagnostics)
                        setting.severity = RuleCatalog.rule(member.key)?.defaultSeverity
                    }
                } else if let number = entry.value.number {
                    setting.thresholds[entry.key] = number
                } else {
                    problem("threshold '\(entry.key)' must be a number", at: entry.value, &diagnostics)
                }
            }
            rules[member.key] = setting
        }
    }

    private mutating func applyPairs(_ node: JSONNode, _ diagnostics: inout DiagnosticBag) {
        guard let items = node.array else {
            return problem(
                "'contrast.pairs' must be an array of {foreground, background, level}", at: node, &diagnostics)
        }
        for item in items {
            guard let object = item.object, let fg = object["foreground"]?.string, let bg = object["background"]?.string
            else {
                problem(
                    "a contrast pair needs 'foreground' and 'background' token paths, e.g. {\"foreground\": \"color.onSurface\", \"background\": \"color.surface\", \"level\": \"aa\"}",
                    at: item, &diagnostics)
                continue
            }
            let requirement: Requirement
            if let lc = object["apca"]?.number {
                requirement = .apca(abs(lc))
            } else if let levelNode = object["level"] {
                guard let name = levelNode.string, let level = WCAGLevel(rawValue: name) else {
                    problem(
                        "level must be one of: \(WCAGLevel.allCases.map(\.rawValue).joined(separator: ", ")), or give \"apca\": Lc",
                        at: levelNode, &diagnostics)
                    continue
                }
                requirement = .wcag(level)
            } else {
                requirement = .wcag(.aa)
            }
            let foreground = Self.stripBraces(fg)
            let background = Self.stripBraces(bg)
            if let excludeNode = object["exclude"] {
                guard let exclude = excludeNode.bool else {
                    problem("'exclude' must be true or false", at: excludeNode, &diagnostics)
                    continue
                }
                if exclude {
                    pairRules.append(
                        PairRule(
                            foreground: foreground, background: background, action: .exclude, location: item.location))
                    continue
                }
            }
            if foreground.contains("*") || background.contains("*") {
                guard object["level"] != nil || object["apca"] != nil else {
                    problem(
                        "a pattern entry needs \"level\" (to re-level the inferred pairs it matches) or \"exclude\": true (to drop them)",
                        at: item, &diagnostics)
                    continue
                }
                pairRules.append(
                    PairRule(
                        foreground: foreground, background: background, action: .relevel(requirement),
                        location: item.location))
                continue
            }
            pairs.append(
                Pair(
                    foreground: TokenPath(dotted: foreground), background: TokenPath(dotted: background),
                    requirement: requirement, location: item.location))
        }
    }

    private mutating func applyGroups(_ node: JSONNode, _ diagnostics: inout DiagnosticBag) {
        guard let items = node.array else {
            return problem("'cvd.groups' must be an array of {name, tokens}", at: node, &diagnostics)
        }
        for item in items {
            guard let object = item.object, let tokens = object["tokens"]?.array, tokens.count >= 2,
                tokens.allSatisfy({ $0.string != nil })
            else {
                problem(
                    "a distinguishable group needs 'tokens': an array of at least two color token paths", at: item,
                    &diagnostics)
                continue
            }
            let name = object["name"]?.string ?? "group \(distinguishableGroups.count + 1)"
            distinguishableGroups.append(
                DistinguishableGroup(
                    name: name, tokens: tokens.compactMap(\.string).map { TokenPath(dotted: Self.stripBraces($0)) },
                    location: item.location))
        }
    }

    private mutating func applyContexts(
        _ node: JSONNode, modifier: ResolverDocument.Modifier, _ diagnostics: inout DiagnosticBag
    ) {
        guard let object = node.object else {
            return problem("'contexts' must be an object of context name → settings", at: node, &diagnostics)
        }
        for member in object.members {
            guard let context = modifier.context(named: member.key) else {
                problem(
                    "'\(member.key)' is not a context of modifier '\(modifier.name)' (\(modifier.contexts.map(\.name).joined(separator: ", ")))",
                    at: member.value, &diagnostics)
                continue
            }
            guard let settings = member.value.object else {
                problem("settings of context '\(member.key)' must be an object", at: member.value, &diagnostics)
                continue
            }
            var setting = ContextSetting()
            if let levelNode = settings["minimumContrast"] {
                if let name = levelNode.string, let level = WCAGLevel(rawValue: name) {
                    setting.minimumContrast = level
                } else {
                    problem(
                        "minimumContrast must be one of: \(WCAGLevel.allCases.map(\.rawValue).joined(separator: ", "))",
                        at: levelNode, &diagnostics)
                }
            }
            if let css = settings["css"]?.object {
                setting.cssSelectors =
                    css["selectors"]?.array?.compactMap(\.string) ?? css["selector"]?.string.map { [$0] }
                setting.cssMedia = css["media"]?.string
            }
            if let apple = settings["apple"]?.object {
                setting.appleColorScheme = apple["colorScheme"]?.string
                setting.appleContrast = apple["contrast"]?.string
            }
            contexts[modifier.name, default: [:]][context.name] = setting
        }
    }

    private static func stripBraces(_ text: String) -> String {
        AliasSyntax.wholeAlias(text)?.description ?? text
    }

    private func problem(_ message: String, at node: JSONNode, _ diagnostics: inout DiagnosticBag) {
        diagnostics.append(Diagnostic(.error, rule: "config", message, at: node.location))
    }
}
