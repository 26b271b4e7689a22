import PrismAccessibility
import PrismTokens

/// `prism-tokens simulate`: how a color looks with a color-vision deficiency.
enum SimulateCommand: Command {
    static let name = "simulate"
    static let abstract = "Simulate how a color looks with a color-vision deficiency."
    static let discussion = """
        Protan, deutan and tritan types use Machado et al. (2009) in linear-light sRGB; severities
        between the paper's 0.1 steps are interpolated. The -opias have severity 1; the -omalies
        default to 0.6 and accept --severity 0..1. Achromatopsia shows the WCAG luminance as grey.
        Results are gamma-encoded sRGB clamped to [0, 1].

        Example: prism-tokens simulate '#ff8800' --type deuteranomaly --severity 0.8
        """
    static let spec = ArgumentSpec(
        positionals: [.init(name: "COLOR", help: "The color as seen with typical vision.")],
        options: [
            .init(
                name: "--type", valueName: "TYPE", help: "The deficiency.",
                allowedValues: ColorVisionDeficiency.allCases.map(\.rawValue), isRequired: true),
            .init(name: "--severity", valueName: "S", help: "Severity from 0 to 1, for the -omalies (default 0.6)."),
            .init(
                name: "--format", valueName: "FORMAT", help: "Output format (default: text).",
                allowedValues: ["text", "json"]),
        ]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitStatus {
        let input = try ColorArgument.parse(arguments.positionals[0])
        guard let typeName = arguments.value("--type"), let deficiency = ColorVisionDeficiency(rawValue: typeName)
        else {
            throw UsageError(message: "missing option '--type TYPE'", command: name)
        }
        var requestedSeverity: Double?
        if let text = arguments.value("--severity") {
            guard let value = Double(text) else {
                throw UsageError(
                    message: "'\(text)' is not a number; give --severity a value from 0 to 1", command: name)
            }
            requestedSeverity = value
        }
        let severity: Double
        do {
            severity = try ColorVisionSimulator.checkedSeverity(requestedSeverity, for: deficiency)
        } catch {
            throw UsageError(message: error.message, command: name)
        }
        let inputSRGB = input.gamutMappedSRGB()
        let simulated = PrismColorBlindnessSimulator.simulate(inputSRGB, type: deficiency, severity: severity)
        if arguments.value("--format") == "json" {
            context.print(
                JSONText.object([
                    ("input", .string(input.hexString)),
                    ("type", .string(deficiency.rawValue)),
                    ("severity", .number(severity)),
                    ("method", .string(deficiency.method)),
                    ("srgb", .array([.number(simulated.red), .number(simulated.green), .number(simulated.blue)])),
                    ("hex", .string(simulated.hexString)),
                ]).serialized())
        } else {
            let colored = context.stdoutUsesColor
            let method = deficiency.method == "luminance" ? "WCAG luminance as grey" : "Machado et al. 2009"
            context.print("\(deficiency.rawValue), severity \(JSONText.format(severity)) (\(method))")
            context.print("input      \(ColorOutputText.swatch(inputSRGB, colored: colored))\(input.hexString)")
            let channels = [simulated.red, simulated.green, simulated.blue].map {
                ColorOutputText.truncated($0, digits: 6)
            }
            context.print(
                "simulated  \(ColorOutputText.swatch(simulated, colored: colored))\(simulated.hexString)  srgb(\(channels.joined(separator: " ")))"
            )
        }
        return .success
    }
}
