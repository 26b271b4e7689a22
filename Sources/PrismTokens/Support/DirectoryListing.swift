#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Lists the files below a folder: the one recursive directory walk of the tool (token folders
/// read as one source, the files `lint` reads).
///
/// Folders are walked depth first, each folder's entries in sorted name order; symbolic links to
/// folders are not followed (no cycles), links to files count as files.
enum DirectoryListing {
    /// The files below `folder`, as paths relative to it, or `nil` when `folder` cannot be listed.
    /// - Parameters:
    ///   - folder: the folder (absolute, or relative to the working directory).
    ///   - entering: whether to walk into a subfolder, given its name and full path.
    ///   - including: whether to list a file, given its name.
    static func files(
        in folder: String, entering: (_ name: String, _ path: String) -> Bool, including: (_ name: String) -> Bool
    ) -> [String]? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        var files: [String] = []
        collect(names, in: folder, prefix: "", entering: entering, including: including, into: &files)
        return files
    }

    private static func collect(
        _ names: [String], in folder: String, prefix: String, entering: (String, String) -> Bool,
        including: (String) -> Bool, into files: inout [String]
    ) {
        for name in names.sorted() {
            let full = folder + "/" + name
            let type = (try? FileManager.default.attributesOfItem(atPath: full))?[.type] as? FileAttributeType
            if type == .typeDirectory {
                guard entering(name, full), let inner = try? FileManager.default.contentsOfDirectory(atPath: full)
                else { continue }
                collect(
                    inner, in: full, prefix: prefix + name + "/", entering: entering, including: including,
                    into: &files)
            } else if type == .typeRegular || type == .typeSymbolicLink, including(name) {
                // A link counts when it leads to a file (not a folder, not nowhere).
                if type == .typeSymbolicLink,
                    !FileManager.default.fileExists(atPath: full)
                        || (try? FileManager.default.contentsOfDirectory(atPath: full)) != nil
                {
                    continue
                }
                files.append(prefix + name)
            }
        }
    }
}
