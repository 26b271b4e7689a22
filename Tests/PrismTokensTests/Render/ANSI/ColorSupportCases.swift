/// One environment and the color level both detections (Swift and shell) must report for it.
struct ColorSupportCase: CustomStringConvertible, Sendable {
    /// The environment (nothing else is set but `PATH`).
    var environment: [String: String]
    /// Whether the output is a terminal.
    var isTerminal: Bool
    /// `none`, `16`, `256` or `truecolor`.
    var expected: String

    var description: String {
        let variables = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        return "[\(variables)]\(isTerminal ? " tty" : "") → \(expected)"
    }

    init(_ environment: [String: String], tty isTerminal: Bool = false, _ expected: String) {
        self.environment = environment
        self.isTerminal = isTerminal
        self.expected = expected
    }

    /// The rules of PrismTerminalColorSupport.detect and prism_detect_color_level, case by case.
    static let all: [ColorSupportCase] = [
        // Not a terminal: nothing but FORCE_COLOR / CLICOLOR_FORCE turns color on.
        .init([:], "none"),
        .init(["TERM": "xterm-256color", "COLORTERM": "truecolor"], "none"),
        .init(["FORCE_COLOR": "3"], "truecolor"),
        .init(["FORCE_COLOR": "2"], "256"),
        .init(["FORCE_COLOR": "1"], "16"),
        .init(["FORCE_COLOR": ""], "16"),
        .init(["FORCE_COLOR": "true"], "16"),
        .init(["FORCE_COLOR": "007"], "truecolor"),
        .init(["FORCE_COLOR": "99999999999999999999999"], "truecolor"),
        .init(["FORCE_COLOR": "0", "COLORTERM": "truecolor", "TERM": "xterm"], "none"),
        .init(["FORCE_COLOR": "00"], "none"),
        .init(["FORCE_COLOR": "false"], "none"),
        .init(["FORCE_COLOR": "yes"], "none"),
        .init(["FORCE_COLOR": "-1"], "none"),
        .init(["FORCE_COLOR": "1", "COLORTERM": "truecolor"], "truecolor"),
        .init(["FORCE_COLOR": "1", "TERM": "xterm-256color"], "256"),
        .init(["FORCE_COLOR": "2", "TERM": "dumb", "COLORTERM": "truecolor"], "256"),
        .init(["FORCE_COLOR": "3", "TERM": "xterm"], "truecolor"),
        .init(["CLICOLOR_FORCE": "1"], "16"),
        .init(["CLICOLOR_FORCE": "1", "TERM": "xterm-256color"], "256"),
        .init(["CLICOLOR_FORCE": "1", "COLORTERM": "24bit"], "truecolor"),
        .init(["CLICOLOR_FORCE": "0", "TERM": "xterm-256color"], "none"),
        .init(["CLICOLOR_FORCE": "", "TERM": "xterm-256color"], "none"),
        .init(["CLICOLOR": "0", "FORCE_COLOR": "1"], "16"),
        // NO_COLOR wins over everything when set and not empty; empty means unset (no-color.org).
        .init(["NO_COLOR": "1", "FORCE_COLOR": "3"], "none"),
        .init(["NO_COLOR": "1", "CLICOLOR_FORCE": "1", "COLORTERM": "truecolor"], "none"),
        .init(["NO_COLOR": "", "FORCE_COLOR": "3"], "truecolor"),
        // A terminal: TERM and COLORTERM decide.
        .init([:], tty: true, "none"),
        .init(["TERM": "xterm"], tty: true, "16"),
        .init(["TERM": "linux"], tty: true, "16"),
        .init(["TERM": "xterm-256color"], tty: true, "256"),
        .init(["TERM": "screen.xterm-256color"], tty: true, "256"),
        .init(["TERM": "tmux-256"], tty: true, "256"),
        .init(["TERM": "xterm-256color", "COLORTERM": "truecolor"], tty: true, "truecolor"),
        .init(["TERM": "xterm", "COLORTERM": "24bit"], tty: true, "truecolor"),
        .init(["COLORTERM": "truecolor"], tty: true, "truecolor"),
        .init(["COLORTERM": "yes"], tty: true, "16"),
        .init(["TERM": "dumb", "COLORTERM": "truecolor"], tty: true, "none"),
        .init(["TERM": "dumb", "FORCE_COLOR": "1"], tty: true, "16"),
        .init(["CLICOLOR": "0", "TERM": "xterm-256color"], tty: true, "none"),
        .init(["CLICOLOR": "1", "TERM": "xterm-256color"], tty: true, "256"),
        .init(["NO_COLOR": "1", "TERM": "xterm-256color", "COLORTERM": "truecolor"], tty: true, "none"),
        .init(["NO_COLOR": "", "TERM": "xterm"], tty: true, "16"),
        .init(["FORCE_COLOR": "0", "TERM": "xterm-256color"], tty: true, "none"),
    ]
}
