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
        // Tokens kept by the first theme and not shared with it: their ranges in the first
        // theme's files, and their value's text, written once at the document's level (the
        // token's depth + 1) for both files.
        let indent = DTCGTokenFileWriter.indent
        var changed: [(position: Int, object: Range<Int>, value: Range<Int>, text: Range<Int>)] = []
        // Sized up front (grown by doubling, 20,000 changes of 100,000 tokens took their size again
        // in fresh pages): the changed values about the size of the first theme's.
        let changedPositions = tokens.positions(notSharedWith: self.tokens)
        let changedCount = changedPositions.count
        changed.reserveCapacity(changedCount)
        var valueBuffer = ByteBuffer(capacity: changedCount * (2 * flat.count / max(1, tokens.count) + 64))
        for position in changedPositions {
            let token = tokens[position]
            guard let object = objectRanges[position], let value = valueRanges[position] else { continue }
            let start = valueBuffer.count
            DTCGValueJSON.write(token.value, into: &valueBuffer, level: token.path.segments.count + 1)
            changed.append((position, object, value, start..<valueBuffer.count))
        }
        let valueTexts = valueBuffer.takeBytes()
        // Each file is runs of the first theme's bytes and of its own new pieces (no copy of
        // the shared bytes).
        var flatText = SplicedText(base: flat)
        flatText.reserveCapacity(newBytes: valueTexts.count, runs: 2 * changed.count + 2)
        var copied = 0
        for change in changed {  // in position order, the order of the flat map
            flatText.appendBase(copied..<change.value.lowerBound)
            // The flat map's values are at level 1.
            flatText.out.appendOutdented(
                valueTexts[change.text], by: indent * tokens[change.position].path.segments.count)
            copied = change.value.upperBound
        }
        flatText.appendBase(copied..<flat.count)
        var documentText = SplicedText(base: document)
        // Each new token object about its value longer than the first theme's object.
        documentText.reserveCapacity(
            newBytes: changed.reduce(description.utf8.count + 64) { $0 + $1.object.count + $1.text.count },
            runs: 2 * changed.count + 2)
        DTCGTokenFileWriter.writeHeader(description: description, into: &documentText.out)
        copied = bodyStart
        // The document nests tokens by group, so its order can differ from the tokens' order.
        for change in changed.sorted(by: { $0.object.lowerBound < $1.object.lowerBound }) {
            documentText.appendBase(copied..<change.object.lowerBound)
            let token = tokens[change.position]
            DTCGTokenFileWriter.writeToken(
                token, valueText: valueTexts[change.text], level: token.path.segments.count, into: &documentText.out)
            copied = change.object.upperBound
        }
        documentText.appendBase(copied..<document.count)
        return (documentText.body(), flatText.body())
    }

    /// The positions of the tokens the first theme left out (their path is also a group or another
    /// token's), in order; a theme spliced from it leaves out the same positions.
    var leftOut: [Int] { objectRanges.indices.filter { objectRanges[$0] == nil } }
}
