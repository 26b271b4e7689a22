#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads user template overrides from a folder: every `*.mustache` file, named by its path below the folder.
public enum TemplateDirectoryLoader {
    /// The templates below `directory`.
    /// - Throws: ``FatalDiagnostic`` (rule `io`) when the folder cannot be read or a file is not UTF-8.
    public static func load(_ directory: String) throws(FatalDiagnostic) -> [String: String] {
        let manager = FileManager.default
        guard let names = try? manager.subpathsOfDirectory(atPath: directory) else {
            throw FatalDiagnostic(
                Diagnostic(
                    .error, rule: "io", "cannot read the templates folder '\(directory)'; check the --templates path"))
        }
        var result: [String: String] = [:]
        for name in names.sorted() where name.hasSuffix(".mustache") {
            let path = directory + "/" + name
            guard let data = manager.contents(atPath: path), let text = String(validating: [UInt8](data), as: UTF8.self)
            else {
                throw FatalDiagnostic(Diagnostic(.error, rule: "io", "cannot read template '\(path)' as UTF-8 text"))
            }
            result[name] = text
        }
        return result
    }
}
