/// Writes the android bundle's resource XML files.
///
/// Each file is written into chunks of bytes (``TextOutput``) with one append per piece and handed
/// to the writer as they are (no array of lines joined at the end, no string grown by doubling);
/// the token's names and `<!-- path -->` comment text come from tables built once per
/// bundle (`AndroidNames`, ``pathComments(_:)``), by the token's position among the base theme's tokens.
enum AndroidResourceXML {
    /// Builds one `<resources>` file.
    struct File {
        /// The bytes so far, in chunks (``TextOutput``): a colors file of 100,000 tokens is 8 MB.
        private var out = TextOutput()
        /// The start of every element's name (escaped once here, not per element).
        private let namePrefix: String

        /// Starts a file: the XML declaration, the notice comment and `<resources>`.
        /// - Parameter namePrefix: what every ``element(_:name:nameSuffix:value:comment:)``'s
        ///   name starts with (``AndroidNames/prefix``).
        init(notice: String, namePrefix: String = "") {
            self.namePrefix = XMLText.escaped(namePrefix)
            out.append(
                #"<?xml version="1.0" encoding="utf-8"?>"#, "\n<!-- ", XMLText.comment(notice), " -->\n<resources>\n")
        }

        /// Appends a line (already escaped), indented by four spaces.
        mutating func line(_ text: String) {
            out.append("    ", text, "\n")
        }

        /// Appends `<!-- comment -->` and `<kind name="<name prefix>name">value</kind>`;
        /// `comment` is already comment text (``XMLText/comment(_:)``), `name`, `nameSuffix` and
        /// `value` are escaped here.
        /// - Parameter name: a resource name after the file's name prefix
        ///   (``AndroidNames/resourceNamesAfterPrefix``).
        mutating func element(_ kind: String, name: String, nameSuffix: String = "", value: String, comment: String) {
            // Escaping works character by character, so the prefix, the name and its suffix are escaped apart.
            out.append("    <!-- ", comment, " -->\n    <", kind, " name=\"", namePrefix)
            out.append(XMLText.escaped(name))
            if !nameSuffix.isEmpty { out.append(XMLText.escaped(nameSuffix)) }
            out.append("\">", XMLText.escaped(value), "</", kind, ">\n")
        }

        /// The file's bytes, `</resources>` closing it.
        consuming func body() -> FileBody {
            out.append("</resources>\n")
            return out.body
        }
    }

    /// The `<!-- … -->` text of each token's path, by position.
    static func pathComments(_ tokens: [ResolvedToken]) -> [String] {
        tokens.map { XMLText.comment($0.path.description) }
    }

    /// A number for XML (`16`, `12.5`).
    static func number(_ value: Double) -> String { KotlinSyntax.number(value) }

    /// `values*/colors.xml`: for each color token of the base theme, the color `theme` gives its
    /// path (the base token's own when `theme` lacks the path; nothing when `theme`'s token there
    /// is not a color).
    /// - Parameters:
    ///   - base: the theme `names` and `comments` were made for.
    ///   - baseHexes: the hex of each of `base`'s tokens by position (``AndroidValues/hexes(_:)``).
    ///   - theme: the theme whose colors are written.
    ///   - themeHexes: the hex of each of `theme`'s tokens by position.
    ///   - nameSuffix: appended to every resource name (`_high_contrast`).
    static func colors(
        base: ResolvedTheme, baseHexes: [String?], theme: ResolvedTheme, themeHexes: [String?], names: AndroidNames,
        comments: [String], nameSuffix: String = "", notice: String
    ) -> FileBody {
        var file = File(notice: notice, namePrefix: names.prefix)
        for (position, token) in base.tokens.enumerated() {
            let hex: String?
            if position < theme.tokens.count, theme.tokens[position].path == token.path {
                hex = themeHexes[position]
            } else if let own = theme.position(of: token.path) {
                hex = themeHexes[own]
            } else {
                hex = baseHexes[position]
            }
            guard let hex else { continue }
            file.element(
                "color", name: names.resourceNamesAfterPrefix[position], nameSuffix: nameSuffix, value: hex,
                comment: comments[position])
        }
        return file.body()
    }

    /// `values/dimens.xml`: dimension tokens in dp, typography sizes and line heights in sp.
    /// - Parameters:
    ///   - tokens: the tokens `names` and `comments` were made for, in their order.
    static func dimens(_ tokens: [ResolvedToken], names: AndroidNames, comments: [String], notice: String) -> FileBody {
        var file = File(notice: notice, namePrefix: names.prefix)
        for (position, token) in tokens.enumerated() {
            let name = names.resourceNamesAfterPrefix[position]
            switch token.value {
            case .dimension(let d):
                file.element(
                    "dimen", name: name, value: number(AndroidValues.dp(d)) + "dp",
                    comment: comments[position])
            case .typography(let t):
                file.element(
                    "dimen", name: name, nameSuffix: "_font_size", value: number(t.fontSize.points) + "sp",
                    comment: comments[position])
                file.element(
                    "dimen", name: name, nameSuffix: "_line_height",
                    value: number(t.fontSize.points * t.lineHeight) + "sp",
                    comment: comments[position])
            default:
                continue
            }
        }
        return file.body()
    }

    /// `values/integers.xml`: duration tokens in milliseconds.
    /// - Parameters:
    ///   - tokens: the tokens `names` and `comments` were made for, in their order.
    static func integers(_ tokens: [ResolvedToken], names: AndroidNames, comments: [String], notice: String) -> FileBody
    {
        var file = File(notice: notice, namePrefix: names.prefix)
        for (position, token) in tokens.enumerated() {
            guard case .duration(let d) = token.value else { continue }
            file.element(
                "integer", name: names.resourceNamesAfterPrefix[position],
                value: String(AndroidValues.milliseconds(d)),
                comment: comments[position])
        }
        return file.body()
    }

    /// `values/styles.xml`: a `TextAppearance.<Prefix>.<Name>` style per typography token.
    /// - Parameters:
    ///   - tokens: the tokens `names` and `comments` were made for, in their order.
    static func styles(
        _ tokens: [ResolvedToken], names: AndroidNames, comments: [String], stylePrefix: String, notice: String
    ) -> FileBody {
        var file = File(notice: notice)
        for (position, token) in tokens.enumerated() {
            guard case .typography(let t) = token.value else { continue }
            let name = names.resourceName(at: position)
            let style = "TextAppearance.\(stylePrefix).\(names.kotlinNames[position].capitalizedWord)"
            file.line("<!-- \(comments[position]): \(XMLText.comment(t.fontFamily.joined(separator: ", "))) -->")
            file.line("<style name=\"\(XMLText.escaped(style))\" parent=\"android:TextAppearance\">")
            file.line("    <item name=\"android:textSize\">@dimen/\(XMLText.escaped(name))_font_size</item>")
            file.line("    <item name=\"android:textFontWeight\">\(AndroidValues.weight(t.fontWeight))</item>")
            file.line("    <item name=\"android:lineHeight\">@dimen/\(XMLText.escaped(name))_line_height</item>")
            file.line("    <item name=\"android:letterSpacing\">\(number(AndroidValues.letterSpacingEm(t)))</item>")
            file.line("</style>")
        }
        return file.body()
    }
}
