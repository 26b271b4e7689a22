/// POSIX shell syntax for the generated scripts: the one quoting helper, comment text and variable names.
///
/// Every value a script uses — SGR and OSC parameters, theme names, `case` patterns — goes through
/// ``quoted(_:)``; text inside `#` comments goes through ``comment(_:)``.
enum ShellSyntax {
    /// A word that the shell reads back as exactly `text`: single-quoted, each `'` written as `'\''`.
    ///
    /// Inside single quotes nothing is special to a POSIX shell (no `$`, backquote, backslash or
    /// glob), so this is safe for any text, including newlines, and a quoted `case` pattern
    /// matches literally.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingAll("'", with: #"'\''"#) + "'"
    }

    /// Text that stays on one `#` comment line (see ``SingleLineText``).
    static func comment(_ text: String) -> String { SingleLineText.of(text) }

    /// A shell variable name, `prefix_` (the namespace's, `PRISM`) and the words of `name` in upper
    /// snake case, ASCII only (`onSurface` → `PRISM_ON_SURFACE`); `nil` when no ASCII letter or digit is left.
    static func variableName(_ name: String, prefix: String = TokenNamespace.prism.shellPrefix) -> String? {
        let words = NameWords.words(name)
            .map { String($0.unicodeScalars.filter { $0.isASCII }.map(Character.init)).uppercased() }
            .filter { !$0.isEmpty }
        return words.isEmpty ? nil : prefix + "_" + words.joined(separator: "_")
    }
}
