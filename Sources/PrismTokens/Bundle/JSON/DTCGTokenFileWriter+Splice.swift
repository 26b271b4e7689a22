extension DTCGTokenFileWriter.SharedText {
    /// A later theme's two files made from the first theme's: the same bytes as writing the theme
    /// on its own, when it has the first theme's paths at the same positions.
    ///
    /// With the same paths in the same order, the theme nests its tokens exactly as the first
    /// theme did and leaves out the same conflicting paths, so its files are the first theme's
    /// with the `$description` replaced and each token it does not share
    /// (``ResolvedToken/isShared(with:)``) written over the first theme's bytes for that token.
    /// Design systems whose themes redefine a tenth of the tokens copy the other nine tenths in a
    /// few long runs instead of walking a tree of every token again.
    /// - Parameters:
    ///   - tokens: the theme's tokens.
    ///   - description: the theme's `$description`.
    /// - Returns: the DTCG file and the flat map, or `nil` when the paths differ from the first
    ///   theme's (the theme is then written on its own).
    func splicing(_ tokens: [ResolvedToken], description: String) -> (document: String, flat: String)? {
        guard BundleThemes.haveSamePaths(tokens, as: self.tokens) else { return nil }
        // Tokens kept by the first theme and not shared with it: their value's text and their
        // ranges in the first theme's files.
        var changed: [(token: ResolvedToken, json: JSONText, object: Range<Int>, value: Range<Int>)] = []
        for (position, token) in tokens.enumerated() where !token.isShared(with: self.tokens[position]) {
            guard let object = objectRanges[position], let value = valueRanges[position] else { continue }
            changed.append((token, DTCGValueJSON.json(token.value), object, value))
        }
        // The texts are built from the first theme's strings (copies of valid UTF-8 that need no
        // second validation, unlike 30 MB of bytes turned into a string) and the new pieces.
        var flat = ""
        flat.reserveCapacity(self.flat.count)
        var copied = 0
        var piece: [UInt8] = []
        for change in changed {  // in position order, the order of the flat map
            Self.append(flatText, copied..<change.value.lowerBound, to: &flat)
            piece.removeAll(keepingCapacity: true)
            change.json.write(into: &piece, indent: DTCGTokenFileWriter.indent, level: 1)
            flat += String(decoding: piece, as: UTF8.self)
            copied = change.value.upperBound
        }
        Self.append(flatText, copied..<self.flat.count, to: &flat)

        var document = ""
        document.reserveCapacity(self.document.count)
        piece.removeAll(keepingCapacity: true)
        DTCGTokenFileWriter.writeHeader(description: description, into: &piece)
        document += String(decoding: piece, as: UTF8.self)
        copied = bodyStart
        // The document nests tokens by group, so its order can differ from the tokens' order.
        for change in changed.sorted(by: { $0.object.lowerBound < $1.object.lowerBound }) {
            Self.append(documentText, copied..<change.object.lowerBound, to: &document)
            piece.removeAll(keepingCapacity: true)
            DTCGTokenFileWriter.writeToken(
                change.token, value: change.json, level: change.token.path.segments.count, into: &piece)
            document += String(decoding: piece, as: UTF8.self)
            copied = change.object.upperBound
        }
        Self.append(documentText, copied..<self.document.count, to: &document)
        return (document, flat)
    }

    /// Appends the UTF-8 bytes of `text` in `range` (offsets at ASCII punctuation of the JSON, so
    /// on character boundaries) to `out`.
    private static func append(_ text: String, _ range: Range<Int>, to out: inout String) {
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        let end = utf8.index(start, offsetBy: range.count)
        out += text[start..<end]
    }

    /// The positions of the tokens the first theme left out (their path is also a group or another
    /// token's), in order; a theme spliced from it leaves out the same positions.
    var leftOut: [Int] { objectRanges.indices.filter { objectRanges[$0] == nil } }
}
