import Foundation

/// The SHA-256 of every file of the bundles, on all cores.
///
/// The files are split into one part per core with about the same number of bytes (each file,
/// largest first, goes to the lightest part); each part is hashed with
/// ``SHA256/hexDigests(of:)``, four files at a time. A digest depends only on its file, so the
/// split changes nothing in the result.
enum BundleFileDigests {
    /// The lowercase hex SHA-256 of each text's UTF-8 bytes, in the order of `texts`.
    /// - Parameters:
    ///   - texts: the file contents.
    ///   - parts: how many threads to hash on (default: the active cores).
    static func hexDigests(of texts: [String], parts: Int = ProcessInfo.processInfo.activeProcessorCount) -> [String] {
        let partCount = max(1, min(parts, texts.count))
        guard partCount > 1 else { return SHA256.hexDigests(of: texts) }
        let lengths = texts.map(\.utf8.count)
        var members = [[Int]](repeating: [], count: partCount)
        var loads = [Int](repeating: 0, count: partCount)
        for index in lengths.indices.sorted(by: { lengths[$0] > lengths[$1] }) {
            guard let lightest = loads.indices.min(by: { loads[$0] < loads[$1] }) else { break }
            members[lightest].append(index)
            // Every file costs at least its padding block.
            loads[lightest] += lengths[index] + 64
        }
        let hashed = ParallelWork.map(members) { part in SHA256.hexDigests(of: part.map { texts[$0] }) }
        var digests = [String](repeating: "", count: texts.count)
        for (part, partDigests) in zip(members, hashed) {
            for (index, digest) in zip(part, partDigests) { digests[index] = digest }
        }
        return digests
    }
}
