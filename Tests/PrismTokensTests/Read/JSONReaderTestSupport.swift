import Testing

@testable import PrismTokens

/// Helpers shared by the reader's test suites.
enum ReaderTest {
    /// Reads UTF-8 text as file `t.json`.
    static func read(_ text: String) throws(FatalDiagnostic) -> JSONReader.Result {
        try JSONReader.read(Array(text.utf8), file: "t.json")
    }

    /// Reads text and returns its root, recording an issue (and returning `nil`) if it fails.
    static func root(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> JSONNode? {
        do {
            return try read(text).root
        } catch {
            Issue.record("unexpected error: \(error.diagnostic.compilerFormatted)", sourceLocation: sourceLocation)
            return nil
        }
    }

    /// The extensions a document uses, in order of first use, each with `line:column`.
    static func extensions(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
        do {
            return try read(text).extensionsUsed.map {
                "\($0.extension.rawValue)@\($0.location.line):\($0.location.column)"
            }
        } catch {
            Issue.record("unexpected error: \(error.diagnostic.compilerFormatted)", sourceLocation: sourceLocation)
            return []
        }
    }

    /// Expects reading `text` to fail at `line:column` with a message containing `fragment`.
    static func expectError(
        _ text: String, _ fragment: String, at line: Int, _ column: Int, offset: Int? = nil, rule: String = "syntax",
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        expectError(
            bytes: Array(text.utf8), fragment, at: line, column, offset: offset, rule: rule,
            sourceLocation: sourceLocation)
    }

    /// Expects reading `bytes` to fail at `line:column` with a message containing `fragment`.
    static func expectError(
        bytes: [UInt8], _ fragment: String, at line: Int, _ column: Int, offset: Int? = nil, rule: String = "syntax",
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        do {
            let result = try JSONReader.read(bytes, file: "t.json")
            Issue.record(
                "expected an error containing \"\(fragment)\", but read \(result.root.value.kindDescription)",
                sourceLocation: sourceLocation)
        } catch {
            let diagnostic = error.diagnostic
            #expect(diagnostic.severity == .error, sourceLocation: sourceLocation)
            #expect(diagnostic.rule == rule, sourceLocation: sourceLocation)
            #expect(
                diagnostic.message.contains(fragment), "message was: \(diagnostic.message)",
                sourceLocation: sourceLocation)
            #expect(diagnostic.location?.file == "t.json", sourceLocation: sourceLocation)
            #expect(
                diagnostic.location?.line == line, "location was \(diagnostic.location?.description ?? "nil")",
                sourceLocation: sourceLocation)
            #expect(
                diagnostic.location?.column == column, "location was \(diagnostic.location?.description ?? "nil")",
                sourceLocation: sourceLocation)
            if let offset {
                #expect(diagnostic.location?.offset == offset, sourceLocation: sourceLocation)
            }
        }
    }

    /// A node's value without positions, for comparing whole trees.
    static func plain(_ node: JSONNode) -> JSONText {
        switch node.value {
        case .null: .null
        case .bool(let b): .bool(b)
        case .number(let n): .number(n)
        case .string(let s): .string(s)
        case .array(let a): .array(a.map(plain))
        case .object(let o): .object(o.members.map { ($0.key, plain($0.value)) })
        }
    }

    /// `line:column` of a location.
    static func at(_ location: PrismTokens.SourceLocation?) -> String {
        guard let location else { return "nil" }
        return "\(location.line):\(location.column)"
    }
}
