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
            AndroidResourceXML.writeStart(notice: notice, into: &out)
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
            AndroidResourceXML.writeElement(
                kind, namePrefix: namePrefix, name: name, nameSuffix: nameSuffix, value: value, comment: comment,
                into: &out)
        }

        /// The file's bytes, `</resources>` closing it.
        consuming func body() -> FileBody {
            out.appendText(AndroidResourceXML.end)
            return out.body
        }
    }

    /// Appends the XML declaration, the notice comment and `<resources>`.
    static func writeStart(notice: String, into out: inout some ResourceTextSink) {
        out.appendText(#"<?xml version="1.0" encoding="utf-8"?>"#)
        out.appendText("\n<!-- ")
        out.appendText(XMLText.comment(notice))
        out.appendText(" -->\n<resources>\n")
    }

    /// The end of every resource file.
    static let end = "</resources>\n"

    /// Appends `<!-- comment -->` and `<kind name="namePrefix name nameSuffix">value</kind>`;
    /// `comment` is comment text and `namePrefix` escaped already, the others are escaped here
    /// (character by character, so apart).
    static func writeElement(
        _ kind: String, namePrefix: String, name: String, nameSuffix: String, value: String, comment: String,
        into out: inout some ResourceTextSink
    ) {
        out.appendText("    <!-- ")
        out.appendText(comment)
        out.appendText(" -->\n    <")
        out.appendText(kind)
        out.appendText(" name=\"")
        out.appendText(namePrefix)
        out.appendText(XMLText.escaped(name))
        if !nameSuffix.isEmpty { out.appendText(XMLText.escaped(nameSuffix)) }
        out.appendText("\">")
        out.appendText(XMLText.escaped(value))
        out.appendText("</")
        out.appendText(kind)
        out.appendText(">\n")
    }

    /// The `<!-- … -->` text of each of `paths` (tokens' dotted paths), by position.
    static func pathComments(_ paths: [String]) -> [String] {
        paths.map(XMLText.comment)
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

    /// A theme's colors.xml kept whole, with where each token's element lies: the colors files of
    /// the themes with its paths are spliced over it (``colors(splicing:themeHexes:names:comments:nameSuffix:)``).
    struct ColorsText {
        /// The file's bytes.
        let bytes: [UInt8]
        /// By token position: the bytes of its element, or an empty range where it would be.
        let elements: [Range<Int>]
        /// By token position: the hex its element holds (`nil`: it has none).
        let hexes: [String?]

        /// The file as written.
        var body: FileBody { FileBody(bytes: bytes) }
    }

    /// The colors.xml of `theme` (``colors(base:baseHexes:theme:themeHexes:names:comments:nameSuffix:notice:)``
    /// with `theme` as its own base) kept for splicing.
    /// - Parameters:
    ///   - theme: the theme `names` and `comments` were made for.
    ///   - hexes: the hex of each of its tokens by position (``AndroidValues/hexes(_:reusing:)``).
    static func colorsText(
        _ theme: ResolvedTheme, hexes: [String?], names: AndroidNames, comments: [String], notice: String
    ) -> ColorsText {
        let namePrefix = XMLText.escaped(names.prefix)
        var bytes: [UInt8] = []
        // Sized up front: one 8 MB buffer at 100,000 tokens, not grown by doubling.
        var estimate = 256 + notice.utf8.count
        for (position, hex) in hexes.enumerated() where hex != nil {
            estimate +=
                comments[position].utf8.count + names.resourceNamesAfterPrefix[position].utf8.count
                + namePrefix.utf8.count + 64
        }
        bytes.reserveCapacity(estimate)
        writeStart(notice: notice, into: &bytes)
        var elements: [Range<Int>] = []
        elements.reserveCapacity(hexes.count)
        for (position, hex) in hexes.enumerated() {
            let start = bytes.count
            if let hex {
                writeElement(
                    "color", namePrefix: namePrefix, name: names.resourceNamesAfterPrefix[position], nameSuffix: "",
                    value: hex, comment: comments[position], into: &bytes)
            }
            elements.append(start..<bytes.count)
        }
        bytes.appendText(end)
        return ColorsText(bytes: bytes, elements: elements, hexes: hexes)
    }

    /// The colors.xml of a theme with the paths of `base`'s theme at the same positions
    /// (``BundleThemes/haveSamePaths(_:as:)``), the same bytes as
    /// ``colors(base:baseHexes:theme:themeHexes:names:comments:nameSuffix:notice:)`` writes:
    /// runs of `base` with the elements whose color differs written over and `nameSuffix` after
    /// every name, not a copy (the night and high-contrast files are 8 MB each at 100,000 tokens,
    /// most of it the base file's bytes).
    static func colors(
        splicing base: ColorsText, themeHexes: [String?], names: AndroidNames, comments: [String],
        nameSuffix: String = ""
    ) -> FileBody {
        let namePrefix = XMLText.escaped(names.prefix)
        let suffix = Array(XMLText.escaped(nameSuffix).utf8)
        var file = SplicedText(base: base.bytes)
        // Two runs per element changed (per element written, with a suffix); the changed
        // elements' new bytes about the size of the base's.
        let changed = zip(themeHexes, base.hexes).count { $0 != $1 }
        let written = suffix.isEmpty ? changed : base.hexes.count { $0 != nil }
        let elementSize = base.bytes.count / max(1, base.elements.count)
        file.reserveCapacity(newBytes: changed * elementSize * 2 + written * suffix.count, runs: 2 * written + 2)
        var copied = 0
        for (position, element) in base.elements.enumerated() {
            let hex = themeHexes[position]
            if hex == base.hexes[position] {
                guard !suffix.isEmpty, let hex else { continue }
                // The name ends where `">#AARRGGBB</color>` and the line feed begin.
                let nameEnd = element.upperBound - (XMLText.escaped(hex).utf8.count + colorElementTail)
                file.appendBase(copied..<nameEnd)
                file.out.append(contentsOf: suffix)
                copied = nameEnd
            } else {
                file.appendBase(copied..<element.lowerBound)
                if let hex {
                    writeElement(
                        "color", namePrefix: namePrefix, name: names.resourceNamesAfterPrefix[position],
                        nameSuffix: nameSuffix, value: hex, comment: comments[position], into: &file.out)
                }
                copied = element.upperBound
            }
        }
        file.appendBase(copied..<base.bytes.count)
        return file.body()
    }

    /// The bytes of a color element after its value: `">` before it, `</color>` and a line feed after.
    private static let colorElementTail = "\">".utf8.count + "</color>\n".utf8.count

    /// `values/dimens.xml`: dimension tokens in dp, typography sizes and line heights in sp.
    /// - Parameters:
    ///   - tokens: the tokens `names` and `comments` were made for, in their order.
    static func dimens(_ tokens: [ResolvedToken], names: AndroidNames, comments: [String], notice: String) -> FileBody {
        var file = File(notice: notice, namePrefix: names.prefix)
        // Read in place, and a name taken only for the tokens written (every token copied out,
        // and its name, was a retain and a release each; most tokens are colors).
        tokens.withUnsafeBufferPointer { tokens in
            for position in tokens.indices {
                switch tokens[position].value {
                case .dimension(let d):
                    file.element(
                        "dimen", name: names.resourceNamesAfterPrefix[position],
                        value: number(AndroidValues.dp(d)) + "dp", comment: comments[position])
                case .typography(let t):
                    let name = names.resourceNamesAfterPrefix[position]
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
        }
        return file.body()
    }

    /// `values/integers.xml`: duration tokens in milliseconds.
    /// - Parameters:
    ///   - tokens: the tokens `names` and `comments` were made for, in their order.
    static func integers(_ tokens: [ResolvedToken], names: AndroidNames, comments: [String], notice: String) -> FileBody
    {
        var file = File(notice: notice, namePrefix: names.prefix)
        // Read in place (see ``dimens(_:names:comments:notice:)``).
        tokens.withUnsafeBufferPointer { tokens in
            for position in tokens.indices {
                guard case .duration(let d) = tokens[position].value else { continue }
                file.element(
                    "integer", name: names.resourceNamesAfterPrefix[position],
                    value: String(AndroidValues.milliseconds(d)),
                    comment: comments[position])
            }
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
        // Read in place (see ``dimens(_:names:comments:notice:)``).
        tokens.withUnsafeBufferPointer { tokens in
            for position in tokens.indices {
                guard case .typography(let t) = tokens[position].value else { continue }
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
        }
        return file.body()
    }
}

/// Where resource XML is written: a file's chunks (``TextOutput``) or the bytes of a colors file
/// kept for splicing.
protocol ResourceTextSink {
    /// Appends a string's UTF-8 bytes.
    mutating func appendText(_ text: String)
}

extension TextOutput: ResourceTextSink {
    mutating func appendText(_ text: String) { append(text) }
}

extension Array: ResourceTextSink where Element == UInt8 {
    mutating func appendText(_ text: String) { appendUTF8(text) }
}
