import Testing

@testable import PrismTokensCLI

@Suite struct SimulateCommandTests {
    @Test func jsonHasTheContractShape() throws {
        let run = CLIHarness.run([
            "simulate", "#ff0000", "--type", "protanomaly", "--severity", "0.6", "--format", "json",
        ])
        #expect(run.status == 0)
        let json = try CLIHarness.jsonObject(run.out)
        #expect(Array(json.keys).sorted() == ["hex", "input", "method", "severity", "srgb", "type"])
        #expect(json["input"] as? String == "#ff0000")
        #expect(json["type"] as? String == "protanomaly")
        #expect(json["severity"] as? Double == 0.6)
        #expect(json["method"] as? String == "machado2009")
        #expect(json["hex"] as? String == "#a75900")
        let srgb = try #require(json["srgb"] as? [Double])
        #expect(abs(srgb[0] - 0.6541516980410406) < 1e-6 && abs(srgb[1] - 0.3500747075625138) < 1e-6 && srgb[2] == 0)
        // Members in the documented order.
        let order = ["\"input\"", "\"type\"", "\"severity\"", "\"method\"", "\"srgb\"", "\"hex\""].compactMap {
            run.out.range(of: $0)?.lowerBound
        }
        #expect(order.count == 6 && order == order.sorted())
    }

    @Test func defaultSeverityAndAchromatopsia() throws {
        let omaly = try CLIHarness.jsonObject(
            CLIHarness.run(["simulate", "#ff0000", "--type", "deuteranomaly", "--format", "json"]).out)
        #expect(omaly["severity"] as? Double == 0.6)
        let grey = try CLIHarness.jsonObject(
            CLIHarness.run(["simulate", "#ff0000", "--type", "achromatopsia", "--format", "json"]).out)
        #expect(grey["method"] as? String == "luminance")
        #expect(grey["hex"] as? String == "#7f7f7f")
    }

    @Test func textOutput() {
        let run = CLIHarness.run(["simulate", "#ff8800", "--type", "tritanopia"])
        #expect(run.status == 0)
        #expect(
            run.out == """
                tritanopia, severity 1 (Machado et al. 2009)
                input      #ff8800
                simulated  #ff6c74  srgb(1.000000 0.424585 0.455268)

                """)
    }

    @Test func usageErrors() {
        let missingType = CLIHarness.run(["simulate", "#fff"])
        #expect(missingType.status == 2)
        #expect(missingType.err.contains("missing option '--type TYPE'"))
        let badType = CLIHarness.run(["simulate", "#fff", "--type", "protan"])
        #expect(badType.status == 2)
        #expect(badType.err.contains("use one of: protanopia"))
        let badSeverity = CLIHarness.run(["simulate", "#fff", "--type", "protanomaly", "--severity", "2"])
        #expect(badSeverity.status == 2)
        #expect(badSeverity.err.contains("from 0 (typical vision) to 1"))
        let partialOpia = CLIHarness.run(["simulate", "#fff", "--type", "protanopia", "--severity", "0.3"])
        #expect(partialOpia.status == 2)
        #expect(partialOpia.err.contains("use protanomaly with a severity"))
        let notANumber = CLIHarness.run(["simulate", "#fff", "--type", "protanomaly", "--severity", "high"])
        #expect(notANumber.err.contains("'high' is not a number"))
        let invalid = CLIHarness.run(["simulate", "hsl(10 20)", "--type", "protanopia"])
        #expect(invalid.status == 2)
        #expect(invalid.err.hasPrefix("error: invalid color 'hsl(10 20)' at column 10: "))
    }
}
