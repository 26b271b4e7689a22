import PrismAccessibility

/// iTerm2 color presets (`.itermcolors`): an XML property list of sRGB colors.
///
/// Every color is written under its plain key (`Background Color`) and, for a light or dark
/// theme, again under the key iTerm2 3.5+ uses for that mode (`Background Color (Light)` or
/// `Background Color (Dark)`), so importing the preset into a profile with separate light and
/// dark colors fills the matching side.
enum ITermColorsFile {
    /// The preset of a scheme.
    static func text(_ scheme: TerminalScheme, isDark: Bool, notice: String) -> String {
        var colors: [(String, SRGBColor)] = scheme.slots.enumerated().map { ("Ansi \($0.offset) Color", $0.element) }
        colors += [
            ("Background Color", scheme.background),
            ("Foreground Color", scheme.foreground),
            ("Bold Color", scheme.foreground),
            ("Cursor Color", scheme.cursor),
            ("Cursor Text Color", scheme.cursorText),
            ("Selection Color", scheme.selectionBackground),
            ("Selected Text Color", scheme.selectionForeground),
        ]
        let suffix = isDark ? " (Dark)" : " (Light)"
        let entries = (colors + colors.map { ($0.0 + suffix, $0.1) }).sorted { $0.0 < $1.0 }
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#,
            "<!-- \(XMLText.comment(notice)) -->",
            #"<plist version="1.0">"#,
            "<dict>",
        ]
        for (key, color) in entries {
            lines.append("\t<key>\(XMLText.escaped(key))</key>")
            lines.append("\t<dict>")
            let components: [(String, Double)] = [
                ("Alpha Component", 1), ("Blue Component", color.blue), ("Green Component", color.green),
                ("Red Component", color.red),
            ]
            for (name, value) in components {
                lines.append("\t\t<key>\(name)</key>")
                lines.append("\t\t<real>\(JSONText.format(value))</real>")
                if name == "Blue Component" {
                    lines.append("\t\t<key>Color Space</key>")
                    lines.append("\t\t<string>sRGB</string>")
                }
            }
            lines.append("\t</dict>")
        }
        lines += ["</dict>", "</plist>"]
        return lines.joined(separator: "\n") + "\n"
    }
}
