/// The names every token gets in the android bundle, chosen once so resources and Kotlin agree.
///
/// Resource names are the prefix and the path's ASCII words in snake_case (`prism_color_on_surface`);
/// Kotlin property names are the words in lowerCamelCase (`colorOnSurface`). A name left empty or
/// taken by an earlier token gets `_2`/`2`, … and a `bundle` warning.
struct AndroidNames {
    /// Resource name by token path.
    private(set) var resource: [TokenPath: String] = [:]
    /// Kotlin property name (unescaped) by token path.
    private(set) var kotlin: [TokenPath: String] = [:]

    /// Names the tokens at `paths`, in this order.
    init(paths: [TokenPath], prefix: String, diagnostics: inout DiagnosticBag) {
        var takenResources: Set<String> = []
        var takenKotlin: Set<String> = []
        for (offset, path) in paths.enumerated() {
            let words = path.segments.flatMap(BundleName.asciiWords)
            let snake = words.isEmpty ? "token_\(offset + 1)" : words.joined(separator: "_")
            var camel =
                words.isEmpty ? "token\(offset + 1)" : words[0] + words.dropFirst().map(\.capitalizedWord).joined()
            if camel.first?.isASCIIDigit == true { camel = "token" + camel.capitalizedWord }
            let resourceName = AndroidNames.unique(prefix + snake, separator: "_", taken: &takenResources)
            let kotlinName = AndroidNames.unique(camel, separator: "", taken: &takenKotlin)
            if resourceName != prefix + snake || kotlinName != camel {
                diagnostics.append(
                    Diagnostic(
                        .warning, rule: TokenBundler.rule,
                        "\(path) is named \(resourceName) in Android resources and \(kotlinName) in Kotlin because its natural name is empty or taken by another token; rename one of the tokens to choose the names yourself",
                        token: path.description))
            }
            resource[path] = resourceName
            kotlin[path] = kotlinName
        }
    }

    private static func unique(_ base: String, separator: String, taken: inout Set<String>) -> String {
        var name = base
        var number = 2
        while taken.contains(name) {
            name = base + separator + String(number)
            number += 1
        }
        taken.insert(name)
        return name
    }
}
