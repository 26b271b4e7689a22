/// What makes two findings "the same" across runs, for baselines: never a line number.
///
/// A finding about a token is the rule, the token path, the theme and — for a pair — the other
/// token (the background of a contrast pair, the first color of a color-vision pair). A finding
/// about no token (a malformed resolver, a legacy file) is the rule, the file name (without its
/// folder) and the message. Editing other tokens, reformatting the file or moving the source
/// folder keeps identities; renaming the token or changing the pair makes a new finding.
public struct FindingIdentity: Hashable, Comparable, Sendable {
    /// The rule id.
    public var rule: String
    /// The dotted token path, if the finding is about a token.
    public var token: String?
    /// The theme (e.g. `theme=dark`), if the finding is about one theme.
    public var theme: String?
    /// The other token of a pair finding.
    public var partner: String?
    /// The file name, for findings about no token.
    public var file: String?
    /// The message, for findings about no token.
    public var message: String?

    /// Creates an identity from its parts.
    public init(
        rule: String, token: String? = nil, theme: String? = nil, partner: String? = nil, file: String? = nil,
        message: String? = nil
    ) {
        self.rule = rule
        self.token = token
        self.theme = theme
        self.partner = partner
        self.file = file
        self.message = message
    }

    /// The identity of a diagnostic.
    public init(_ diagnostic: Diagnostic) {
        rule = diagnostic.rule
        theme = diagnostic.theme
        if let token = diagnostic.token {
            self.token = token
            for key in ["backgroundToken", "first"] {
                if case .string(let other)? = diagnostic.data[key], other != token { partner = other }
            }
        } else {
            file = diagnostic.location.map { location in
                location.file.split(separator: "/").last.map(String.init) ?? location.file
            }
            message = diagnostic.message
        }
    }

    /// Orders identities by rule, token, theme, partner, file, then message: the baseline file's order.
    public static func < (lhs: FindingIdentity, rhs: FindingIdentity) -> Bool {
        let l = [lhs.rule, lhs.token ?? "", lhs.theme ?? "", lhs.partner ?? "", lhs.file ?? "", lhs.message ?? ""]
        let r = [rhs.rule, rhs.token ?? "", rhs.theme ?? "", rhs.partner ?? "", rhs.file ?? "", rhs.message ?? ""]
        return l.lexicographicallyPrecedes(r)
    }
}
