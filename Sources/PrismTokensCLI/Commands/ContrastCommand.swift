import PrismAccessibility
import PrismTokens

/// `prism-tokens contrast`: WCAG 2.x ratio with every level, and APCA Lc, for one color pair.
enum ContrastCommand: Command {
    static let name = "contrast"
    static let abstract = "Measure the WCAG 2.x contrast ratio and APCA Lc of a color pair."
    static let discussion = """
        Colors: #rgb, #rgba, #rrggbb, #rrggbbaa, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(),
        color(display-p3 …) and the other predefined spaces, each with an optional '/ alpha'.
        A translucent foreground is composited over the background first (gamma-encoded sRGB);
        a translucent background needs --backdrop. Ratios are compared unrounded.

        Example: prism-tokens contrast '#767676' '#fff'
        Exit status: 0 after measuring (pass or fail), 2 for an unreadable color or a translucent
        background without --backdrop.
        """
    static let spec = ArgumentSpec(
        positionals: [
            .init(name: "FOREGROUND", help: "The text or graphic color."),
            .init(name: "BACKGROUND", help: "The color behind it."),
        ],
        options: [
            .init(
                name: "--format", valueName: "FORMAT", help: "Output format (default: text).",
                allowedValues: ["text", "json"]),
            .init(name: "--backdrop", valueName: "COLOR", help: "An opaque color behind a translucent background."),
        ]
    )

    /// The levels reported, with their JSON keys.
    static let levels: [(key: String, level: WCAGLevel)] = [
        ("aa", .aa), ("aaLarge", .aaLargeText), ("aaa", .aaa), ("aaaLarge", .aaaLargeText), ("nonText", .nonText),
    ]

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitStatus {
        let foreground = try ColorArgument.parse(arguments.positionals[0])
        let background = try ColorArgument.parse(arguments.positionals[1])
        let backdrop = try ColorArgument.parseOptional(arguments.value("--backdrop"))
        let measurement: ContrastMeasurement
        do {
            measurement = try ContrastMeasurement.measure(
                foreground: foreground, background: background, backdrop: backdrop)
        } catch {
            throw FatalCommandError(message: error.message, status: .usageOrIO)
        }
        if arguments.value("--format") == "json" {
            context.print(json(measurement).serialized())
        } else {
            context.writeOut(text(measurement, colored: context.stdoutUsesColor))
        }
        return .success
    }

    /// The `--format json` object.
    static func json(_ measurement: ContrastMeasurement) -> JSONText {
        .object([
            ("foreground", .string(measurement.foreground.hexString)),
            ("background", .string(measurement.background.hexString)),
            ("composited", .string(measurement.compositedForeground.roundedTo8Bit().opaqueHexString)),
            (
                "wcag2",
                .object(
                    [("ratio", .number(measurement.wcagRatio))]
                        + levels.map { ($0.key, .bool(measurement.meets($0.level))) })
            ),
            ("apca", .object([("lc", .number(measurement.apcaLc))])),
        ])
    }

    /// The human-readable report.
    static func text(_ measurement: ContrastMeasurement, colored: Bool) -> String {
        let foregroundHex = measurement.foreground.hexString
        let compositedHex = measurement.compositedForeground.roundedTo8Bit().opaqueHexString
        var lines: [String] = []
        var foregroundLine =
            "foreground  \(ColorOutputText.swatch(measurement.compositedForeground, colored: colored))\(foregroundHex)"
        if compositedHex != foregroundHex { foregroundLine += "  (composited: \(compositedHex))" }
        lines.append(foregroundLine)
        var backgroundLine =
            "background  \(ColorOutputText.swatch(measurement.compositedBackground, colored: colored))\(measurement.background.hexString)"
        let compositedBackgroundHex = measurement.compositedBackground.roundedTo8Bit().opaqueHexString
        if compositedBackgroundHex != measurement.background.hexString {
            backgroundLine += "  (over the backdrop: \(compositedBackgroundHex))"
        }
        lines.append(backgroundLine)
        lines.append("")
        lines.append("WCAG 2.x    \(ColorOutputText.ratio(measurement.wcagRatio))  (\(measurement.wcagRatio))")
        for (_, level) in levels {
            let name = level.rawValue.padding(to: 10)
            let required = ColorOutputText.requirement(level.minimumRatio).padding(to: 7)
            lines.append("  \(name)\(required)\(ColorOutputText.verdict(measurement.meets(level), colored: colored))")
        }
        let polarity =
            measurement.apcaLc > 0 ? "dark on light" : measurement.apcaLc < 0 ? "light on dark" : "no contrast"
        lines.append("APCA        Lc \(ColorOutputText.truncated(measurement.apcaLc, digits: 1))  (\(polarity))")
        return lines.joined(separator: "\n") + "\n"
    }
}
