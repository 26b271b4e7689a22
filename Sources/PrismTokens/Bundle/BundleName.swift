/// The name of a bundle, and the names each platform derives from it.
///
/// The name is an npm package name (`@prism/tokens`, `design-tokens`): lowercase ASCII letters,
/// digits, `-`, `.`, `_` and `~`, at most 214 characters, optionally scoped. That is the strictest
/// of the platforms' rules, so every other name is derived from its words:
///
/// | platform | derived name | `@prism/tokens` | `acme-ui` |
/// |---|---|---|---|
/// | Swift package, product and module | UpperCamelCase words, `Tokens` → `DesignTokens` | `PrismDesignTokens` | `AcmeUiDesignTokens` |
/// | Kotlin package | words joined by `.` | `prism.tokens` | `acme.ui` |
/// | Android resource prefix | scope (or first word) in snake_case | `prism_` | `acme_` |
///
/// The Swift module never ends in plain `Tokens`, so it cannot clash with this tool's own
/// `PrismTokens` module in a package that uses both.
public struct BundleName: Sendable, Hashable, CustomStringConvertible {
    /// The name as given, e.g. `@prism/tokens`.
    public let text: String
    /// The scope without `@`, if any (`prism`).
    public let scope: String?
    /// The name without its scope (`tokens`).
    public let bareName: String

    /// The longest name npm accepts.
    public static let maximumLength = 214

    /// Parses a name; `nil` when npm would not accept it (see ``problem(with:)`` for why).
    public init?(_ text: String) {
        guard BundleName.problem(with: text) == nil else { return nil }
        self.text = text
        if text.hasPrefix("@"), let slash = text.firstIndex(of: "/") {
            scope = String(text[text.index(after: text.startIndex)..<slash])
            bareName = String(text[text.index(after: slash)...])
        } else {
            scope = nil
            bareName = text
        }
    }

    /// The text form, as printed in messages and files.
    public var description: String { text }

    /// Why `text` is not a usable bundle name, or `nil` when it is.
    public static func problem(with text: String) -> String? {
        if text.isEmpty { return "the name is empty" }
        if text.utf8.count > maximumLength { return "the name is longer than \(maximumLength) characters" }
        var parts = [Substring(text)]
        if text.hasPrefix("@") {
            let split = text.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
            guard split.count == 2 else { return "a scoped name is '@scope/name', with exactly one '/'" }
            parts = split
        } else if text.contains("/") {
            return "only a scoped name ('@scope/name') may contain '/'"
        }
        for part in parts {
            if part.isEmpty { return "the scope and the name must not be empty" }
            if part.first == "." || part.first == "_" { return "'\(part)' must not start with '.' or '_'" }
            if let bad = part.first(where: { !isAllowed($0) }) {
                return "'\(bad)' is not allowed; use lowercase letters, digits, '-', '.', '_' and '~'"
            }
        }
        return nil
    }

    private static func isAllowed(_ c: Character) -> Bool {
        guard let ascii = c.asciiValue else { return false }
        switch ascii {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): return true
        default: return "-._~".utf8.contains(ascii)
        }
    }

    /// The default name: `@<document name>/tokens` (`@prism/tokens`), or `@prism/tokens` when the
    /// document has no usable name.
    public static func defaultName(documentName: String?) -> BundleName {
        let scope = documentName.map { asciiWords($0).joined(separator: "-") } ?? ""
        let fallback = BundleName(text: "@prism/tokens", scope: "prism", bareName: "tokens")
        guard !scope.isEmpty, let name = BundleName("@\(scope)/tokens") else { return fallback }
        return name
    }

    private init(text: String, scope: String?, bareName: String) {
        self.text = text
        self.scope = scope
        self.bareName = bareName
    }

    /// The words of the scope and the name, lowercase ASCII (`@prism/design-tokens` → prism, design, tokens).
    public var words: [String] {
        BundleName.asciiWords(scope.map { $0 + "-" + bareName } ?? bareName)
    }

    /// The Swift package, library product and module name of the apple bundle (`PrismDesignTokens`).
    public var swiftModuleName: String {
        var parts = words
        if parts.last == "tokens" { parts.removeLast() }
        var name = parts.map(\.capitalizedWord).joined() + "DesignTokens"
        if name.first?.isASCIIDigit == true { name = "Tokens" + name }
        return name
    }

    /// The Kotlin package of the Compose file (`prism.tokens`): words joined by dots, each made a
    /// valid Kotlin identifier that is not a keyword.
    public var kotlinPackage: String {
        words.map(KotlinSyntax.packageSegment).joined(separator: ".")
    }

    /// The prefix of every Android resource name (`prism_`), so a library's resources do not
    /// collide with an app's: the scope, or the first word of an unscoped name, in snake_case.
    public var androidResourcePrefix: String {
        let source = scope ?? words.first ?? "tokens"
        var prefix = BundleName.asciiWords(source).joined(separator: "_")
        if prefix.isEmpty { prefix = "tokens" }
        if prefix.first?.isASCIIDigit == true { prefix = "t" + prefix }
        return prefix + "_"
    }

    /// The lowercase ASCII words of a text (other characters separate words).
    ///
    /// An ASCII text (nearly every token path segment; the android bundle splits each one) takes
    /// a byte path: ``NameWords`` splits it by bytes and each word is lowercased by bytes, with no
    /// `Character` or `Unicode.Scalar` filtering; the result is that of
    /// ``asciiWordsScalarByScalar(_:)``.
    static func asciiWords(_ text: String) -> [String] {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return asciiWordsScalarByScalar(text) }
        return NameWords.asciiWords(text).map(lowercasedASCII)
    }

    /// An ASCII word with `A`–`Z` lowercased (the word itself when it has no uppercase letter).
    private static func lowercasedASCII(_ word: String) -> String {
        guard word.utf8.contains(where: NameWords.isASCIIUpper) else { return word }
        return String(decoding: word.utf8.map { NameWords.isASCIIUpper($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
    }

    /// ``asciiWords(_:)`` for any text: the words of ``NameWords/words(_:)`` without their
    /// non-ASCII characters, lowercased, empty ones left out.
    static func asciiWordsScalarByScalar(_ text: String) -> [String] {
        NameWords.words(text)
            .map { String($0.unicodeScalars.filter { $0.isASCII }.map(Character.init)).lowercased() }
            .filter { !$0.isEmpty }
    }
}
