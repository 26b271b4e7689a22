import PrismAccessibility
import PrismTokens

/// `prism-tokens suggest`: the nearest foreground color that meets a contrast level.
enum SuggestCommand: Command {
    static let name = "suggest"
    static let abstract = "Suggest the nearest foreground color that meets a contrast level."
    static let discussion = """
        Searches OKLCH lightness (keeping hue; chroma drops only where gamut mapping into sRGB needs
        it) lighter and darker for the nearest 8-bit color that meets the level, and picks the one
        closer in ΔE OK. A translucent foreground is composited over the background first.
        With --apca LC the target is an APCA Lc magnitude instead; then "ratio" in JSON is |Lc|.

        Example: prism-tokens suggest '#888' '#fff' --level aa
        Exit status: 0 with a suggestion, 1 when no color of that hue can reach the level, 2 for an
        unreadable color.
        """
    static let spec = ArgumentSpec(
        positionals: [
            .init(name: "FOREGROUND", help: "The color to replace."),
            .init(name: "BACKGROUND", help: "The color behind it."),
        ],
        options: [
            .init(
                name: "--level", valueName: "LEVEL", help: "The WCAG level to meet (default: aa).",
                allowedValues: WCAGLevel.allCases.map(\.rawValue)),
            .init(
                name: "--apca", valueName: "LC", help: "Meet this APCA Lc magnitude instead of a WCAG level (e.g. 60)."),
            .init(name: "--backdrop", valueName: "COLOR", help: "An opaque color behind a translucent background."),
            .init(
                name: "--format", valueName: "FORMAT", help: "Output format (default: text).",
                allowedValues: ["text", "json"]),
        ]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitStatus {
        let foreground = try ColorArgument.parse(arguments.positionals[0])
        let background = try ColorArgument.parse(arguments.positionals[1])
        let backdrop = try ColorArgument.parseOptional(arguments.value("--backdrop"))
        let target = try target(from: arguments)
        let result: AccessibleColorSuggestion
        do {
            result = try AccessibleColorSuggester.suggest(
                foreground: foreground, background: background, target: target, backdrop: backdrop)
        } catch {
            throw FatalCommandError(message: error.message, status: .usageOrIO)
        }
        if arguments.value("--format") == "json" {
            context.print(json(result, levelName: levelName(target)).serialized())
        } else {
            context.writeOut(text(result, colored: context.stdoutUsesColor))
        }
        return result.isReachable ? .success : .failure
    }

    private static func target(from arguments: ParsedArguments) throws(UsageError) -> ContrastTarget {
        if let lcText = arguments.value("--apca") {
            guard arguments.value("--level") == nil else {
                throw UsageError(message: "give either --level or --apca, not both", command: name)
            }
            guard let lc = Double(lcText), lc.isFinite, abs(lc) <= 110 else {
                throw UsageError(
                    message: "'\(lcText)' is not an APCA Lc; give --apca a number such as 60 or 75", command: name)
            }
            return .apca(minimumLc: abs(lc))
        }
        let level = arguments.value("--level").flatMap(WCAGLevel.init(rawValue:)) ?? .aa
        return .wcag(level)
    }

    private static func levelName(_ target: ContrastTarget) -> String {
        if case .wcag(let level) = target { return level.rawValue }
        return "apca"
    }

    /// The `--format json` object.
    static func json(_ result: AccessibleColorSuggestion, levelName: String) -> JSONText {
        .object([
            ("foreground", .string(result.foreground.hexString)),
            ("background", .string(result.background.roundedTo8Bit().opaqueHexString)),
            ("level", .string(levelName)),
            ("required", .number(result.target.requiredValue)),
            ("suggestion", result.suggestion.map { .string($0.hexString) } ?? .null),
            ("ratio", .number(result.achievedValue)),
            ("deltaE", result.deltaEOK.map(JSONText.number) ?? .null),
            ("reachable", .bool(result.isReachable)),
        ])
    }

    /// The human-readable report.
    static func text(_ result: AccessibleColorSuggestion, colored: Bool) -> String {
        let measure: (Double) -> String =
            result.target.isAPCA
            ? { "Lc " + ColorOutputText.truncated($0, digits: 1) }
            : { ColorOutputText.ratio($0) }
        let required =
            result.target.isAPCA
            ? "Lc \(JSONText.format(result.target.requiredValue))"
            : ColorOutputText.requirement(result.target.requiredValue)
        var lines = [
            "foreground  \(ColorOutputText.swatch(result.compositedForeground, colored: colored))\(result.foreground.hexString)",
            "background  \(ColorOutputText.swatch(result.background, colored: colored))\(result.background.roundedTo8Bit().opaqueHexString)",
            result.target.isAPCA ? "target      APCA \(required)" : "target      \(result.target) (\(required))",
        ]
        if let suggestion = result.suggestion {
            let deltaE = ColorOutputText.truncated(result.deltaEOK ?? 0, digits: 4)
            let note = result.foregroundMeetsTarget ? "already meets the target" : "ΔE OK \(deltaE) from the original"
            lines.append(
                "suggestion  \(ColorOutputText.swatch(suggestion, colored: colored))\(suggestion.hexString)  \(measure(result.achievedValue))  (\(note))"
            )
        } else {
            lines.append(
                "suggestion  none: no lightness of this hue reaches \(required) on this background; the most any color reaches is \(measure(result.achievedValue)) (\(result.bestEffort.hexString))"
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
