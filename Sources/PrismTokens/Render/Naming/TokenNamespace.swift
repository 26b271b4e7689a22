/// The brand name every generated artifact is named after: Swift types, module, CSS file and
/// prefix, shell variables and bundle names (`Prism` by default).
///
/// One value names everything, so a team's `Acme` namespace gives `AcmeTheme`, `AcmeColor`,
/// `AcmeDesignTokens`, `acme-tokens.css`, `--acme-color-brand` and `ACME_THEME`. Types that come
/// from the `PrismAccessibility` library (`PrismContrastChecker`, …) keep their names: they are
/// the library's API, not generated code.
public struct TokenNamespace: Sendable, Hashable, CustomStringConvertible {
    /// The name as given: an ASCII letter, then letters and digits (`Prism`, `Acme`, `Starter2`).
    public let name: String

    /// The Prism default.
    public static let prism = TokenNamespace(unchecked: "Prism")

    /// A namespace from a user-supplied name, or `nil` when it is not an ASCII letter followed by
    /// letters and digits. The first letter is upper-cased for Swift (`acme` → `Acme`).
    public init?(validating name: String) {
        guard let first = name.utf8.first, Self.isLetter(first),
            name.utf8.allSatisfy({ Self.isLetter($0) || Self.isDigit($0) })
        else { return nil }
        self.name = name.prefix(1).uppercased() + name.dropFirst()
    }

    private init(unchecked name: String) { self.name = name }

    /// Why a name was refused, phrased as a fix.
    public static func problem(with name: String) -> String {
        "the namespace '\(name)' must be an ASCII letter followed by letters and digits, e.g. 'Acme'; it names Swift types, so it cannot contain '-', '_' or spaces"
    }

    /// The prefix of generated Swift types (`Prism` → `PrismTheme`, `PrismColor`).
    public var swiftTypePrefix: String { name }
    /// The prefix of members the generated code adds to Apple types (`prism` → `.prismColor(_:)`, `Color.prism`).
    var swiftMemberPrefix: String { NameWords.lowerCamel([swiftTypePrefix]) }
    /// The `UserDefaults` key the generated theme store saves its choice under
    /// (`com.byescaleira.prism.theme`; `Acme` → `acme.theme`).
    var themeStoreKey: String { self == .prism ? "com.byescaleira.prism.theme" : kebabName + ".theme" }
    /// The Swift module of the generated code (`PrismDesignTokens`).
    public var swiftModuleName: String { name + "DesignTokens" }
    /// The lower-case word used in file names and CSS (`prism`; `MyBrand` → `my-brand`).
    public var kebabName: String { NameWords.words(name).map { $0.lowercased() }.joined(separator: "-") }
    /// The default CSS custom-property prefix (`prism` → `--prism-color-brand`).
    public var cssPrefix: String { kebabName }
    /// The CSS file's name (`prism-tokens.css`).
    public var cssFileName: String { kebabName + "-tokens.css" }
    /// The prefix of shell variables (`PRISM` → `PRISM_THEME`, `PRISM_ERROR`).
    public var shellPrefix: String { NameWords.words(name).map { $0.uppercased() }.joined(separator: "_") }

    /// The name as given.
    public var description: String { name }

    private static func isLetter(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "A") < 26
    }
    private static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }
}
