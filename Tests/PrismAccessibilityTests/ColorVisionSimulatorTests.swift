import Testing

@testable import PrismAccessibility

@Suite struct ColorVisionSimulatorTests {
    @Test func defaultSeverities() {
        #expect(ColorVisionDeficiency.protanomaly.defaultSeverity == 0.6)
        #expect(ColorVisionDeficiency.protanopia.defaultSeverity == 1)
        #expect(ColorVisionDeficiency.achromatopsia.method == "luminance")
        #expect(ColorVisionDeficiency.tritanopia.method == "machado2009")
        #expect(ColorVisionDeficiency.allCases.count == 7)
    }

    @Test func opiaIsTheAnomalyAtFullSeverity() throws {
        let orange = try #require(SRGBColor(hex: "#ff8800"))
        let pairs: [(ColorVisionDeficiency, ColorVisionDeficiency)] = [
            (.protanopia, .protanomaly), (.deuteranopia, .deuteranomaly), (.tritanopia, .tritanomaly),
        ]
        for (opia, omaly) in pairs {
            #expect(
                try ColorVisionSimulator.simulate(orange, deficiency: opia)
                    == ColorVisionSimulator.simulate(orange, deficiency: omaly, severity: 1))
        }
    }

    @Test func severityZeroIsTypicalVision() throws {
        let color = SRGBColor(red: 0.3, green: 0.6, blue: 0.9)
        let simulated = try ColorVisionSimulator.simulate(color, deficiency: .deuteranomaly, severity: 0)
        #expect(
            abs(simulated.red - 0.3) < 1e-12 && abs(simulated.green - 0.6) < 1e-12 && abs(simulated.blue - 0.9) < 1e-12)
    }

    @Test func severitiesBetweenStepsInterpolateTheMatrices() {
        let halfway = MachadoMatrices.matrix(for: .protan, severity: 0.65)
        let expected = Matrix3.interpolate(MachadoMatrices.protan[6], MachadoMatrices.protan[7], fraction: 0.5)
        let probe = SIMD3<Double>(0.2, 0.5, 0.7)
        let difference = halfway.transform(probe) - expected.transform(probe)
        #expect(abs(difference.x) < 1e-12 && abs(difference.y) < 1e-12 && abs(difference.z) < 1e-12)
        #expect(MachadoMatrices.matrix(for: .tritan, severity: 1) == MachadoMatrices.tritan[10])
    }

    @Test func badSeveritiesAreErrorsThatSayWhatToDo() {
        do {
            _ = try ColorVisionSimulator.simulate(.white, deficiency: .protanomaly, severity: 1.5)
            Issue.record("accepted 1.5")
        } catch {
            #expect(error.message.contains("from 0 (typical vision) to 1"))
        }
        do {
            _ = try ColorVisionSimulator.simulate(.white, deficiency: .deuteranopia, severity: 0.5)
            Issue.record("accepted a partial -opia")
        } catch {
            #expect(error.message.contains("use deuteranomaly with a severity"))
        }
        #expect(throws: Never.self) { try ColorVisionSimulator.simulate(.white, deficiency: .tritanopia, severity: 1) }
    }

    @Test func alphaIsKeptAndResultsAreClamped() throws {
        let translucentRed = SRGBColor(red: 1, green: 0, blue: 0, alpha: 0.4)
        let simulated = try ColorVisionSimulator.simulate(translucentRed, deficiency: .tritanopia)
        #expect(simulated.alpha == 0.4)
        #expect(simulated.red == 1 && simulated.green == 0)  // 1.2555 and -0.0784 in linear light, clamped
    }

    @Test func achromatopsiaIsTheLuminanceAsGrey() throws {
        let color = SRGBColor(red: 0.1, green: 0.7, blue: 0.3)
        let grey = try ColorVisionSimulator.simulate(color, deficiency: .achromatopsia)
        #expect(grey.red == grey.green && grey.green == grey.blue)
        #expect(abs(WCAGContrast.relativeLuminance(grey) - WCAGContrast.relativeLuminance(color)) < 1e-12)
    }
}
