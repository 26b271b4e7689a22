import Testing

@testable import PrismAccessibility

/// Reproduces every value in `Tests/Fixtures/vectors/color-science.json` (reference values from
/// coloraide, colour-science, colorspacious and an apca-w3 port).
@Suite struct ColorScienceVectorTests {
    private func color(_ hex: Any?) throws -> SRGBColor {
        let text = try #require(hex as? String)
        return try #require(SRGBColor(hex: text), "bad hex \(text)")
    }

    @Test func contrastRatiosAPCAAndLevels() throws {
        let entries = try SharedVectors.section("contrast")
        #expect(entries.count == 18)
        for entry in entries {
            let foreground = try color(entry["foreground"])
            let background = try color(entry["background"])
            let wcag = try #require(entry["wcag2"] as? [String: Any])
            let apca = try #require(entry["apca"] as? [String: Any])
            let measured = try ContrastMeasurement.measure(foreground: foreground, background: background)
            let label = "\(entry["foreground"] ?? "") on \(entry["background"] ?? "")"
            #expect(measured.compositedForeground.hexString == entry["composited"] as? String, "\(label)")
            let ratio = try #require(wcag["ratio"] as? Double)
            #expect(abs(measured.wcagRatio - ratio) <= 1e-9, "\(label): ratio \(measured.wcagRatio) vs \(ratio)")
            let lc = try #require(apca["lc"] as? Double)
            #expect(abs(measured.apcaLc - lc) <= 1e-9, "\(label): Lc \(measured.apcaLc) vs \(lc)")
            let levels: [(String, WCAGLevel)] = [
                ("aa", .aa), ("aaLarge", .aaLargeText), ("aaa", .aaa), ("aaaLarge", .aaaLargeText),
                ("nonText", .nonText),
            ]
            for (key, level) in levels {
                #expect(measured.meets(level) == (wcag[key] as? Bool), "\(label): \(key)")
            }
        }
    }

    @Test func colorVisionDeficiencySimulations() throws {
        let entries = try SharedVectors.section("simulate")
        #expect(entries.count == 144)
        for entry in entries {
            let input = try color(entry["input"])
            let typeName = try #require(entry["type"] as? String)
            let deficiency = try #require(ColorVisionDeficiency(rawValue: typeName))
            let severity = try #require(entry["severity"] as? Double)
            let expected = try #require(entry["srgb"] as? [Double])
            let simulated = try ColorVisionSimulator.simulate(input, deficiency: deficiency, severity: severity)
            let label = "\(entry["input"] ?? "") \(typeName) \(severity)"
            #expect(deficiency.method == entry["method"] as? String, "\(label)")
            #expect(abs(simulated.red - expected[0]) <= 1e-6, "\(label): red \(simulated.red) vs \(expected[0])")
            #expect(abs(simulated.green - expected[1]) <= 1e-6, "\(label): green \(simulated.green) vs \(expected[1])")
            #expect(abs(simulated.blue - expected[2]) <= 1e-6, "\(label): blue \(simulated.blue) vs \(expected[2])")
            #expect(simulated.hexString == entry["hex"] as? String, "\(label)")
        }
    }

    @Test func accessibleSuggestions() throws {
        let entries = try SharedVectors.section("suggest")
        #expect(entries.count == 18)
        for entry in entries {
            let foregroundText = try #require(entry["foreground"] as? String)
            let backgroundText = try #require(entry["background"] as? String)
            let levelName = try #require(entry["level"] as? String)
            let foreground = try ColorParser.parse(foregroundText)
            let background = try ColorParser.parse(backgroundText)
            let level = try #require(WCAGLevel(rawValue: levelName))
            #expect(level.minimumRatio == entry["required"] as? Double)
            let result = try AccessibleColorSuggester.suggest(
                foreground: foreground, background: background, target: .wcag(level))
            let label = "\(entry["foreground"] ?? "") on \(entry["background"] ?? "")"
            #expect(result.suggestion?.hexString == entry["suggestion"] as? String, "\(label)")
            let ratio = try #require(entry["ratio"] as? Double)
            #expect(abs(result.achievedValue - ratio) <= 1e-9, "\(label): ratio \(result.achievedValue) vs \(ratio)")
        }
    }

    @Test func okLCHCoordinates() throws {
        let entries = try SharedVectors.section("oklch")
        #expect(entries.count == 18)
        for entry in entries {
            let input = try color(entry["color"])
            let expected = try #require(entry["oklch"] as? [Any])
            let oklch = input.colorValue.converted(to: .oklch).components
            let label = "\(entry["color"] ?? "")"
            let lightness = try #require(expected[0] as? Double)
            let chroma = try #require(expected[1] as? Double)
            #expect(abs((oklch[0] ?? .nan) - lightness) <= 1e-6, "\(label): L")
            #expect(abs((oklch[1] ?? .nan) - chroma) <= 1e-6, "\(label): C")
            if let hue = expected[2] as? Double {
                let measured = try #require(oklch[2], "\(label): hue should not be none")
                #expect(abs(measured - hue) <= 1e-6, "\(label): h \(measured) vs \(hue)")
            } else {
                #expect(oklch[2] == nil, "\(label): a grey's hue is none")
            }
        }
    }

    @Test func xterm256NearestByOKLab() throws {
        let entries = try SharedVectors.section("xterm256")
        #expect(entries.count == 18)
        for entry in entries {
            let input = try color(entry["color"])
            let expected = try #require(entry["nearestOklab"] as? Int)
            #expect(XtermPalette.nearest256(to: input) == expected, "\(entry["color"] ?? "")")
        }
    }
}
