/// The SHA-256 and size of a source file's bytes, as a bundle's manifest lists them.
public struct SourceFileDigest: Sendable, Hashable {
    /// The SHA-256 of the bytes, lowercase hex.
    public var sha256: String
    /// The number of bytes.
    public var byteCount: Int

    /// The digest of `bytes`.
    public init(of bytes: [UInt8]) {
        sha256 = SHA256.hexDigest(bytes)
        byteCount = bytes.count
    }
}
