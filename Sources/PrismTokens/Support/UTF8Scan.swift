extension String {
    /// Whether every UTF-8 byte of the string satisfies `predicate`, scanned in place where the
    /// bytes are contiguous (every native string): twice as fast as through ``utf8``, for the
    /// bundles' 100,000s of names and strings checked before they are escaped.
    func allUTF8Bytes(_ predicate: (UInt8) -> Bool) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.allSatisfy(predicate) } ?? utf8.allSatisfy(predicate)
    }
}
