/// Every key the Prism extension (`$extensions["com.byescaleira.prism"]`) may hold, by where it
/// sits, and the `config.unknown-key` check that reports any other key with a "did you mean".
///
/// A key PrismTokens does not read would otherwise be ignored without a word (`tapTraget`,
/// `textstyle`, a root `contrst`), and the check it was meant to configure would silently be off.
/// Add a key here when a stage starts reading it.
public enum PrismExtensionKeys {
    /// Where a Prism extension object sits, which decides the keys it may hold.
    public enum Placement: Sendable {
        /// A set, or the root group of a token file: document-wide settings.
        case document
        /// A resolver modifier: document-wide settings plus `contexts`.
        case modifier
        /// A token.
        case token
        /// A group other than the root: nothing is read there.
        case group
    }

    /// The rule id of unknown-key warnings.
    public static let rule = "config.unknown-key"

    /// Keys of a document-wide Prism object (a set, or the root group of a token file).
    public static let documentKeys = ["rules", "strict", "contrast", "cvd", "namespace", "lint"]
    /// Keys of a modifier's Prism object.
    public static let modifierKeys = documentKeys + ["contexts"]
    /// Keys of a token's Prism object.
    public static let tokenKeys = [
        "textStyle", "spring", "reducedMotion", "tapTarget", "ansi", "terminal", "cliRole", "rules",
    ]

    /// Keys of nested objects, by the path of the object below the Prism object
    /// (`contrast`, `contrast.pairs[]`, `contexts.*`, …).
    static let nestedKeys: [String: [String]] = [
        "contrast": ["pairs", "infer"],
        "contrast.pairs[]": ["foreground", "background", "level", "apca", "exclude"],
        "cvd": ["groups"],
        "cvd.groups[]": ["name", "tokens"],
        "contexts.*": ["minimumContrast", "css", "apple"],
        "contexts.*.css": ["selectors", "selector", "media"],
        "contexts.*.apple": ["colorScheme", "contrast"],
        "spring": ["duration", "bounce"],
    ]

    /// The numeric options each rule reads besides `severity`, in the document-wide `rules`.
    public static let thresholds: [String: [String]] = [
        "contrast.apca": ["minimumLc"],
        "cvd.distinguishable": ["minimumDeltaE"],
        "tap-target.min-size": ["minimum"],
        "typography.min-size": ["minimum"],
        "motion.reduced": ["maximumSeconds"],
    ]

    /// Reports every key of a Prism object, and of the objects nested in it, that nothing reads
    /// (rule settings are checked where `rules` is read).
    /// - Parameters:
    ///   - object: the value of `$extensions["com.byescaleira.prism"]`.
    ///   - placement: where the object sits.
    ///   - tokenPath: the token's path, when the object is a token's.
    ///   - diagnostics: receives one `config.unknown-key` warning per unknown key.
    public static func check(
        _ object: JSONObject, placement: Placement, tokenPath: String? = nil, diagnostics: inout DiagnosticBag
    ) {
        let allowed: [String]
        switch placement {
        case .document: allowed = documentKeys
        case .modifier: allowed = modifierKeys
        case .token: allowed = tokenKeys
        case .group: allowed = []
        }
        for member in object.members {
            if placement == .document, member.key == "contexts" { continue }  // the parser says where it goes
            if allowed.contains(member.key) {
                if member.key != "rules" { checkNested(member.value, path: member.key, tokenPath, &diagnostics) }
            } else {
                let message = topLevelMessage(member.key, allowed: allowed, placement: placement)
                diagnostics.append(Diagnostic(.warning, rule: rule, message, at: member.keyLocation, token: tokenPath))
            }
        }
    }

    /// Reports unknown keys in the settings object of one rule.
    /// - Parameters:
    ///   - settings: the object a rule id maps to.
    ///   - rule: the rule id.
    ///   - onToken: whether the settings are a token's (`severity` and `reason`) rather than
    ///     document-wide (`severity`, an optional `reason` and the rule's thresholds).
    ///   - tokenPath: the token's path, for a token's settings.
    ///   - diagnostics: receives one `config.unknown-key` warning per unknown key.
    static func checkRuleSettings(
        _ settings: JSONObject, rule ruleID: String, onToken: Bool, tokenPath: String?,
        diagnostics: inout DiagnosticBag
    ) {
        let allowed = ["severity", "reason"] + (onToken ? [] : thresholds[ruleID] ?? [])
        for member in settings.members where !allowed.contains(member.key) {
            var message = "'\(member.key)' is not a setting of rule '\(ruleID)'"
            if let guess = EditDistance.closest(to: member.key, in: allowed) { message += "; did you mean '\(guess)'?" }
            message += " It is ignored; the settings here are: \(quotedList(allowed))."
            if onToken, thresholds[ruleID] != nil, member.value.number != nil {
                message += " Thresholds are document-wide: set them in the root group's (or a set's) 'rules'."
            }
            diagnostics.append(Diagnostic(.warning, rule: rule, message, at: member.keyLocation, token: tokenPath))
        }
    }

    /// Checks the objects below a known key; iterative, as nesting depth is unbounded in the input.
    private static func checkNested(
        _ node: JSONNode, path: String, _ tokenPath: String?, _ diagnostics: inout DiagnosticBag
    ) {
        var work = [(node, path)]
        while let (node, path) = work.popLast() {
            switch node.value {
            case .array(let items):
                // Only arrays the settings define hold objects worth checking.
                guard nestedKeys[path + "[]"] != nil else { continue }
                for item in items.reversed() { work.append((item, path + "[]")) }
            case .object(let object):
                if path == "contexts" {
                    for member in object.members.reversed() { work.append((member.value, "contexts.*")) }
                    continue
                }
                guard let allowed = nestedKeys[path] else { continue }
                for member in object.members.reversed() {
                    if allowed.contains(member.key) {
                        work.append((member.value, "\(path).\(member.key)"))
                        continue
                    }
                    var message = "'\(member.key)' is not a key of '\(display(path))' in the Prism extension"
                    if let guess = EditDistance.closest(to: member.key, in: allowed) {
                        message += "; did you mean '\(guess)'?"
                    }
                    message += " It is ignored; the keys here are: \(quotedList(allowed))."
                    diagnostics.append(
                        Diagnostic(.warning, rule: rule, message, at: member.keyLocation, token: tokenPath))
                }
            default:
                continue
            }
        }
    }

    private static func topLevelMessage(_ key: String, allowed: [String], placement: Placement) -> String {
        switch placement {
        case .group:
            var message =
                "Prism settings on a group are not read, so '\(key)' applies to nothing; put token settings on each token"
            message += " and document-wide settings on the root group or a set"
            return message
        case .token:
            var message = "'\(key)' is not a Prism token setting"
            if let guess = EditDistance.closest(to: key, in: allowed) {
                message += "; did you mean '\(guess)'?"
            } else if modifierKeys.contains(key) {
                message += "; '\(key)' is document-wide: move it to the root group's (or a set's) Prism extension."
            }
            return message + " It is ignored; token settings are: \(quotedList(allowed))."
        case .document, .modifier:
            var message = "'\(key)' is not a Prism setting"
            if let guess = EditDistance.closest(to: key, in: allowed) {
                message += "; did you mean '\(guess)'?"
            } else if tokenKeys.contains(key) {
                message += "; '\(key)' is a token setting: move it to the Prism extension of the tokens it describes."
            }
            return message + " It is ignored; the settings here are: \(quotedList(allowed))."
        }
    }

    private static func quotedList(_ keys: [String]) -> String {
        keys.map { "'\($0)'" }.joined(separator: ", ")
    }

    /// `contrast.pairs[]` → `contrast.pairs[…]`, `contexts.*.css` → `contexts.<context>.css`.
    private static func display(_ path: String) -> String {
        var text = ""
        var rest = Substring(path)
        while let first = rest.first {
            if rest.hasPrefix("[]") {
                text += "[…]"
                rest = rest.dropFirst(2)
            } else if first == "*" {
                text += "<context>"
                rest = rest.dropFirst()
            } else {
                text.append(first)
                rest = rest.dropFirst()
            }
        }
        return text
    }
}
