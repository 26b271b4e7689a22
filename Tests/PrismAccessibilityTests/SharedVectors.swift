import Foundation
import Testing

/// Loads the color-science reference vectors vendored in `Tests/Fixtures/vectors/color-science.json`
/// (numbers computed with independent libraries; `Scripts/vendor-fixtures.sh` refreshes the copy).
enum SharedVectors {
    /// The vector file's location, derived from this source file's path.
    static var fileURL: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // PrismAccessibilityTests
            .deletingLastPathComponent()  // Tests
            .appendingPathComponent("Fixtures/vectors/color-science.json")
    }

    /// The decoded top-level object.
    /// - Throws: a clear error when the file is missing or malformed, so the tests fail instead of skipping.
    static func load() throws -> [String: Any] {
        let url = fileURL
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw VectorFileError(
                message:
                    "color-science vectors not found at \(url.path); restore them with git or Scripts/vendor-fixtures.sh"
            )
        }
        let data = try Data(contentsOf: url)
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw VectorFileError(message: "\(url.path) is not a JSON object")
        }
        return object
    }

    /// One section (an array of objects) of the file.
    static func section(_ name: String) throws -> [[String: Any]] {
        guard let entries = try load()[name] as? [[String: Any]], !entries.isEmpty else {
            throw VectorFileError(message: "section '\(name)' is missing or empty in \(fileURL.path)")
        }
        return entries
    }
}

struct VectorFileError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
