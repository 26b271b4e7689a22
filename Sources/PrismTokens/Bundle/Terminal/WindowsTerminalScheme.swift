/// Windows Terminal color schemes (`schemes` entries of settings.json) and the snippet that
/// follows the system's light/dark mode.
enum WindowsTerminalScheme {
    /// Windows Terminal's names of slots 0–7 (`purple` where xterm says magenta).
    static let slotNames = ["black", "red", "green", "yellow", "blue", "purple", "cyan", "white"]

    /// One scheme object.
    static func scheme(_ scheme: TerminalScheme, name: String) -> JSONText {
        var members: [(String, JSONText)] = [
            ("name", .string(name)),
            ("background", .string(TerminalScheme.hex(scheme.background))),
            ("foreground", .string(TerminalScheme.hex(scheme.foreground))),
            ("cursorColor", .string(TerminalScheme.hex(scheme.cursor))),
            ("selectionBackground", .string(TerminalScheme.hex(scheme.selectionBackground))),
        ]
        for (index, slotName) in slotNames.enumerated() {
            members.append((slotName, .string(TerminalScheme.hex(scheme.slots[index]))))
        }
        for (index, slotName) in slotNames.enumerated() {
            members.append(("bright" + slotName.capitalizedWord, .string(TerminalScheme.hex(scheme.slots[index + 8]))))
        }
        return .object(members)
    }

    /// A settings.json fragment: every scheme, and the default profile's `colorScheme` — a
    /// `{"light", "dark"}` pair when there are light and dark schemes, else the default scheme's name.
    static func settingsSnippet(schemes: [JSONText], light: String?, dark: String?, fallback: String) -> JSONText {
        let colorScheme: JSONText
        if let light, let dark {
            colorScheme = .object([("light", .string(light)), ("dark", .string(dark))])
        } else {
            colorScheme = .string(fallback)
        }
        return .object([
            ("schemes", .array(schemes)),
            ("profiles", .object([("defaults", .object([("colorScheme", colorScheme)]))])),
        ])
    }
}
