extension DTCGTokenFileWriter.SharedText {
    /// A later theme's two files made from the first theme's: the same bytes as writing the theme
    /// on its own, when it has the first theme's paths at the same positions.
    ///
    /// With the same paths in the same order, the theme nests its tokens exactly as the first
    /// theme did and leaves out the same conflicting paths, so its files are the first theme's
    /// with the `$description` replaced and each token it does not share
    /// (``ResolvedToken/isShared(with:)``) written over the first theme's bytes for that token.
    /// Design systems whose themes redefine a tenth of the tokens keep the other nine tenths as
    /// runs of the first theme's bytes (``FileBody``), neither walking a tree of every token
    /// again nor copying.
    /// - Parameters:
    ///   - tokens: the theme's tokens.
    ///   - description: the theme's `$description`.
    /// - Returns: the DTCG file and the flat map, or `nil` when the paths differ from the first
    ///   theme's (the theme is then written on its own).
    func splicing(_ tokens: [ResolvedToken], description: String) -> (document: FileBody, flat: FileBody)? {
        guard BundleThemes.haveSamePaths(tokens, as: self.tokens) else { return nil }
        // Tokens kept by the first theme and not shared with it: their value's text and their
        // ranges in the first theme's files.
        var changed: [(token: ResolvedToken, json: JSONText, object: Range<Int>, value: Range<Int>)] = []
        for (position, token) in tokens.enumerated() where !token.isShared(with: self.tokens[position]) {
            guard let object = objectRanges[position], let value = valueRanges[position] else { continue }
            changed.append((token, DTCGValueJSON.json(token.value), object, value))
        }
        // The new pieces of both files, written into one buffer; the files are runs of the first
        // theme's buffers and of this one (no copy of the shared bytes).
        var pieces: [UInt8] = []
        var flatPieces: [Range<Int>] = []
        flatPieces.reserveCapacity(changed.count)
        for change in changed {  // in position order, the order of the flat map
            let start = pieces.count
            change.json.write(into: &pieces, indent: DTCGTokenFileWriter.indent, level: 1)
            flatPieces.append(start..<pieces.count)
        }
        let headerStart = pieces.count
        DTCGTokenFileWriter.writeHeader(description: description, into: &pieces)
        let header = headerStart..<pieces.count
        // The document nests tokens by group, so its order can differ from the tokens' order.
        let byObject = changed.sorted { $0.object.lowerBound < $1.object.lowerBound }
        var documentPieces: [Range<Int>] = []
        documentPieces.reserveCapacity(byObject.count)
        for change in byObject {
            let start = pieces.count
            DTCGTokenFileWriter.writeToken(
                change.token, value: change.json, level: change.token.path.segments.count, into: &pieces)
            documentPieces.append(start..<pieces.count)
        }
        let flatBody = Self.spliced(
            flat, replacing: changed.map(\.value), with: flatPieces, from: 0, pieces: pieces, leading: nil)
        let documentBody = Self.spliced(
            document, replacing: byObject.map(\.object), with: documentPieces, from: bodyStart, pieces: pieces,
            leading: header)
        return (documentBody, flatBody)
    }

    /// `base` from `start` on with each of `replaced` (ascending, not overlapping) replaced by
    /// the piece of `pieces` at the same index of `replacements`, after the piece `leading`.
    private static func spliced(
        _ base: [UInt8], replacing replaced: [Range<Int>], with replacements: [Range<Int>], from start: Int,
        pieces: [UInt8], leading: Range<Int>?
    ) -> FileBody {
        let (baseBuffer, piecesBuffer) = (0, 1)
        var runs: [FileBody.Run] = []
        runs.reserveCapacity(2 * replaced.count + 2)
        if let leading { runs.append(FileBody.Run(buffer: piecesBuffer, range: leading)) }
        var copied = start
        for (range, piece) in zip(replaced, replacements) {
            runs.append(FileBody.Run(buffer: baseBuffer, range: copied..<range.lowerBound))
            runs.append(FileBody.Run(buffer: piecesBuffer, range: piece))
            copied = range.upperBound
        }
        runs.append(FileBody.Run(buffer: baseBuffer, range: copied..<base.count))
        return FileBody(buffers: [base, pieces], runs: runs)
    }

    /// The positions of the tokens the first theme left out (their path is also a group or another
    /// token's), in order; a theme spliced from it leaves out the same positions.
    var leftOut: [Int] { objectRanges.indices.filter { objectRanges[$0] == nil } }
}
