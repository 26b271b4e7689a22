/// A Semantic Versioning 2.0.0 version: `MAJOR.MINOR.PATCH[-PRERELEASE][+BUILD]`.
///
/// Bundles carry the version in every manifest and in `package.json`, so it must be one npm and
/// SwiftPM both accept: no `v` prefix, no leading zeros in numbers, identifiers of ASCII letters,
/// digits and hyphens (semver.org, §2, §9, §10).
public struct SemanticVersion: Sendable, Hashable, CustomStringConvertible {
    /// The major version: incremented for incompatible changes.
    public var major: UInt64
    /// The minor version: incremented for compatible additions.
    public var minor: UInt64
    /// The patch version: incremented for compatible fixes.
    public var patch: UInt64
    /// The pre-release identifiers (`rc`, `1` in `1.0.0-rc.1`).
    public var prerelease: [String]
    /// The build metadata identifiers.
    public var build: [String]

    /// Parses `text`; `nil` when it is not a SemVer 2.0.0 version.
    public init?(_ text: String) {
        var rest = Substring(text)
        var buildPart: Substring?
        if let plus = rest.firstIndex(of: "+") {
            buildPart = rest[rest.index(after: plus)...]
            rest = rest[..<plus]
        }
        var prereleasePart: Substring?
        if let hyphen = rest.firstIndex(of: "-") {
            prereleasePart = rest[rest.index(after: hyphen)...]
            rest = rest[..<hyphen]
        }
        let core = rest.split(separator: ".", omittingEmptySubsequences: false)
        guard core.count == 3 else { return nil }
        var numbers: [UInt64] = []
        for part in core {
            guard SemanticVersion.isNumeric(part), let value = UInt64(part) else { return nil }
            numbers.append(value)
        }
        (major, minor, patch) = (numbers[0], numbers[1], numbers[2])
        prerelease = []
        build = []
        if let prereleasePart {
            let identifiers = prereleasePart.split(separator: ".", omittingEmptySubsequences: false)
            for identifier in identifiers {
                guard SemanticVersion.isIdentifier(identifier) else { return nil }
                if identifier.allSatisfy(\.isASCIIDigit) && !SemanticVersion.isNumeric(identifier) { return nil }
                prerelease.append(String(identifier))
            }
        }
        if let buildPart {
            let identifiers = buildPart.split(separator: ".", omittingEmptySubsequences: false)
            for identifier in identifiers {
                guard SemanticVersion.isIdentifier(identifier) else { return nil }
                build.append(String(identifier))
            }
        }
    }

    /// The text form, as printed in messages and files.
    public var description: String {
        var text = "\(major).\(minor).\(patch)"
        if !prerelease.isEmpty { text += "-" + prerelease.joined(separator: ".") }
        if !build.isEmpty { text += "+" + build.joined(separator: ".") }
        return text
    }

    /// A numeric identifier: digits without a leading zero (`0` itself is fine).
    private static func isNumeric(_ text: Substring) -> Bool {
        guard !text.isEmpty, text.allSatisfy(\.isASCIIDigit) else { return false }
        return text == "0" || text.first != "0"
    }

    /// A non-empty run of ASCII letters, digits and hyphens.
    private static func isIdentifier(_ text: Substring) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isASCIIDigit || ($0.isASCII && $0.isLetter) || $0 == "-" }
    }
}

extension Character {
    /// Whether the character is one of the ASCII digits 0–9.
    var isASCIIDigit: Bool { asciiValue.map { (0x30...0x39).contains($0) } ?? false }
}
