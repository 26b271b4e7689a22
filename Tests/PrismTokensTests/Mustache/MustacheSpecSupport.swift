import Foundation

@testable import PrismTokens

/// Loads the official Mustache spec test files from `conformance/mustache-spec` in the shared folder
/// beside the repository (see ``TestPaths/shared``). They are the spec authors' text, so they are
/// not copied into the repository; without them the spec suite is skipped.
enum MustacheSpec {
    /// The spec files the engine must pass: every file of the spec except lambdas.
    static let requiredFiles = [
        "comments.json", "delimiters.json", "interpolation.json", "inverted.json",
        "partials.json", "sections.json", "~dynamic-names.json", "~inheritance.json",
    ]

    /// One test case of a spec file.
    struct Case: Sendable, CustomStringConvertible {
        let file: String
        let index: Int
        let name: String
        let summary: String
        let data: MustacheValue
        let template: String
        let partials: [String: String]
        let expected: String

        var description: String { "\(file) #\(index + 1) \(name)" }
    }

    /// The spec folder, or `nil` when the shared folder is not beside the repository.
    static var directory: URL? { TestPaths.shared("conformance/mustache-spec") }

    /// The spec files to run: the required ones plus any other non-lambda file in the folder.
    static var files: [String] {
        let present = directory.flatMap { try? FileManager.default.contentsOfDirectory(atPath: $0.path) } ?? []
        let extra = present.filter { $0.hasSuffix(".json") && !$0.contains("lambdas") && !requiredFiles.contains($0) }
        return requiredFiles + extra.sorted()
    }

    /// The cases of one file.
    /// - Throws: when the file is missing or is not a spec file.
    static func cases(in file: String) throws -> [Case] {
        guard let directory else {
            throw LoadError("no Mustache spec under \(TestPaths.shared.path)/conformance/mustache-spec")
        }
        let url = directory.appendingPathComponent(file)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw LoadError("missing spec file \(url.path); shared/ must sit beside the repository")
        }
        let decoded = try JSONDecoder().decode(SpecFile.self, from: Data(contentsOf: url))
        return decoded.tests.enumerated().map { index, test in
            Case(
                file: file, index: index, name: test.name, summary: test.desc, data: test.data.value,
                template: test.template, partials: test.partials ?? [:], expected: test.expected)
        }
    }

    /// Every case of every file that loads; files that do not load are reported by `specFilesLoad`.
    static var allCases: [Case] { files.flatMap { (try? cases(in: $0)) ?? [] } }

    struct LoadError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    private struct SpecFile: Decodable {
        let tests: [SpecTest]
    }

    private struct SpecTest: Decodable {
        let name: String
        let desc: String
        let data: SpecData
        let template: String
        let partials: [String: String]?
        let expected: String
    }
}

/// A JSON value of a spec file decoded as a ``MustacheValue``.
struct SpecData: Decodable, Sendable {
    let value: MustacheValue

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            value = .null
        } else if let bool = try? container.decode(Bool.self) {
            value = .bool(bool)
        } else if let number = try? container.decode(Double.self) {
            value = .number(number)
        } else if let string = try? container.decode(String.self) {
            value = .string(string)
        } else if let list = try? container.decode([SpecData].self) {
            value = .list(list.map(\.value))
        } else {
            value = .object(try container.decode([String: SpecData].self).mapValues(\.value))
        }
    }
}
