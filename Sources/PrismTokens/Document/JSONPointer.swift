/// RFC 6901 JSON Pointers, as used by `$ref` (`#/base/blue/$value/components/0`).
public enum JSONPointer {
    /// The unescaped reference tokens of a pointer fragment (the text after `#`), or `nil` if malformed.
    ///
    /// `""` is the whole document; otherwise the fragment must start with `/`. `~1` is `/`, `~0` is `~`.
    public static func segments(_ fragment: String) -> [String]? {
        if fragment.isEmpty { return [] }
        guard fragment.hasPrefix("/") else { return nil }
        var result: [String] = []
        for raw in fragment.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            var segment = ""
            var iterator = raw.makeIterator()
            while let c = iterator.next() {
                if c == "~" {
                    switch iterator.next() {
                    case "0": segment.append("~")
                    case "1": segment.append("/")
                    default: return nil
                    }
                } else {
                    segment.append(c)
                }
            }
            result.append(segment.removingPercentEncoding)
        }
        return result
    }

    /// Follows `segments` from `root`; array indices are decimal without leading zeros.
    public static func resolve(_ segments: [String], in root: JSONNode) -> JSONNode? {
        var node = root
        for segment in segments {
            switch node.value {
            case .object(let object):
                guard let next = object[segment] else { return nil }
                node = next
            case .array(let items):
                guard let index = Int(segment), index >= 0, index < items.count,
                    String(index) == segment
                else { return nil }
                node = items[index]
            default:
                return nil
            }
        }
        return node
    }
}

extension String {
    /// The string with `%XX` escapes decoded (URI fragments may percent-encode); unchanged if malformed.
    var removingPercentEncoding: String {
        guard contains("%") else { return self }
        var bytes: [UInt8] = []
        var utf8 = Array(self.utf8)[...]
        while let b = utf8.first {
            utf8 = utf8.dropFirst()
            if b == UInt8(ascii: "%"), utf8.count >= 2,
                let v = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
            {
                bytes.append(v)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(b)
            }
        }
        return String(validating: bytes, as: UTF8.self) ?? self
    }
}
