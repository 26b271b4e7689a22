import Foundation

/// The SHA-256 of every file of the bundles, on all cores.
///
/// The files are split into one part per core with about the same number of bytes (each file,
/// largest first, goes to the lightest part); each part is hashed two files at a time with the
/// processor's SHA instructions, else four texts at a time in vector lanes. A digest depends only
/// on its file, so the split changes nothing in the result.
enum BundleFileDigests {
    /// The lowercase hex SHA-256 of each text's UTF-8 bytes, in the order of `texts`.
    /// - Parameters:
    ///   - texts: the file contents.
    ///   - parts: how many threads to hash on (default: the active cores).
    static func hexDigests(of texts: [String], parts: Int = ProcessInfo.processInfo.activeProcessorCount) -> [String] {
        hexDigests(of: texts.map(FileBody.init), parts: parts)
    }

    /// The lowercase hex SHA-256 of each file's bytes, in the order of `bodies`.
    /// - Parameters:
    ///   - bodies: the file contents.
    ///   - parts: how many threads to hash on (default: the active cores).
    static func hexDigests(of bodies: [FileBody], parts: Int = ProcessInfo.processInfo.activeProcessorCount)
        -> [String]
    {
        let partCount = max(1, min(parts, bodies.count))
        guard partCount > 1 else { return digests(of: bodies) }
        let lengths = bodies.map(\.byteCount)
        var members = [[Int]](repeating: [], count: partCount)
        var loads = [Int](repeating: 0, count: partCount)
        for index in lengths.indices.sorted(by: { lengths[$0] > lengths[$1] }) {
            guard let lightest = loads.indices.min(by: { loads[$0] < loads[$1] }) else { break }
            members[lightest].append(index)
            // Every file costs its padding block and about a microsecond of setup (a hasher, its
            // digest's text), which hashes some 1,500 bytes: 52,000 asset-catalog files weigh as
            // much as 80 MB, not the 10 MB they hold.
            loads[lightest] += lengths[index] + 1536
        }
        let hashed = ParallelWork.map(members) { part in digests(of: part.map { bodies[$0] }) }
        var result = [String](repeating: "", count: bodies.count)
        for (part, partDigests) in zip(members, hashed) {
            for (index, digest) in zip(part, partDigests) { result[index] = digest }
        }
        return result
    }

    /// The digests of one part's files: two at a time with the processor's SHA instructions
    /// (``SHA256/hexDigestsInPairs(of:)``); else the texts together (``SHA256/hexDigests(of:)``,
    /// four at a time in vector lanes) and files made of runs one at a time.
    private static func digests(of bodies: [FileBody]) -> [String] {
        if SHA256.hasHardwareCompression { return SHA256.hexDigestsInPairs(of: bodies) }
        var result = [String](repeating: "", count: bodies.count)
        var texts: [(index: Int, text: String)] = []
        for (index, body) in bodies.enumerated() {
            switch body.storage {
            case .text(let text): texts.append((index, text))
            case .runs: result[index] = SHA256.hexDigest(of: body)
            }
        }
        for (text, digest) in zip(texts, SHA256.hexDigests(of: texts.map(\.text))) { result[text.index] = digest }
        return result
    }
}
