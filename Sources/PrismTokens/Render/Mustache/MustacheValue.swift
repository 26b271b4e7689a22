/// The data a Mustache template is rendered against: a JSON-like value tree.
///
/// Build it with literals — `["name": "primary", "value": 4.5, "tags": ["a", "b"], "deprecated": false]`
/// is a `MustacheValue` — or with the cases directly.
///
/// Truthiness (what makes `{{#x}}` render and `{{^x}}` skip) follows JavaScript, like most Mustache
/// engines: `null`, `false`, `0`, NaN, the empty string and the empty list are falsey; everything
/// else, including an empty object, is truthy.
public enum MustacheValue: Sendable, Hashable {
    /// No value: falsey, interpolates as the empty string.
    case null
    /// A Boolean: interpolates as `true` or `false`.
    case bool(Bool)
    /// A number: integral values interpolate without a fractional part (`3`, not `3.0`).
    case number(Double)
    /// A string.
    case string(String)
    /// A list: a section renders once per item; interpolates as its items joined by commas.
    case list([MustacheValue])
    /// An object: names are looked up in it; interpolates as the empty string.
    case object(MustacheObject)

    /// Whether a section over this value renders (and an inverted section does not).
    public var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let value): value
        case .number(let value): value != 0 && !value.isNaN
        case .string(let value): !value.isEmpty
        case .list(let items): !items.isEmpty
        case .object: true
        }
    }

    /// The text an interpolation tag writes for this value, before escaping.
    public var interpolatedText: String {
        switch self {
        case .null, .object: ""
        case .bool(let value): value ? "true" : "false"
        case .number(let value): Self.format(value)
        case .string(let value): value
        case .list(let items): items.map(\.interpolatedText).joined(separator: ",")
        }
    }

    /// Formats a number the way the Mustache spec expects: integers without `.0`, others as Swift prints them.
    static func format(_ number: Double) -> String {
        // Below 2^53 every integral Double is an exact Int64; larger ones keep Swift's exponent form.
        // (`Int64(exactly:)` rather than `rounded()`, which needs libm at link time on Linux.)
        if abs(number) < 9_007_199_254_740_992, let integer = Int64(exactly: number) {
            return String(integer)
        }
        return number.description
    }
}

/// An object of a ``MustacheValue``: members looked up by name.
public typealias MustacheObject = [String: MustacheValue]

extension MustacheValue: ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    /// A string value.
    public init(stringLiteral value: String) { self = .string(value) }
}

extension MustacheValue: ExpressibleByIntegerLiteral {
    /// A number value.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
}

extension MustacheValue: ExpressibleByFloatLiteral {
    /// A number value.
    public init(floatLiteral value: Double) { self = .number(value) }
}

extension MustacheValue: ExpressibleByBooleanLiteral {
    /// A Boolean value.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension MustacheValue: ExpressibleByNilLiteral {
    /// The null value.
    public init(nilLiteral: ()) { self = .null }
}

extension MustacheValue: ExpressibleByArrayLiteral {
    /// A list value.
    public init(arrayLiteral elements: MustacheValue...) { self = .list(elements) }
}

extension MustacheValue: ExpressibleByDictionaryLiteral {
    /// An object value; a repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, MustacheValue)...) {
        self = .object(MustacheObject(elements, uniquingKeysWith: { _, last in last }))
    }
}

extension MustacheValue {
    /// A string value.
    public init(_ value: String) { self = .string(value) }
    /// A number value.
    public init(_ value: Double) { self = .number(value) }
    /// A number value.
    public init(_ value: Int) { self = .number(Double(value)) }
    /// A Boolean value.
    public init(_ value: Bool) { self = .bool(value) }
    /// A list value.
    public init(_ items: [MustacheValue]) { self = .list(items) }
    /// An object value.
    public init(_ members: MustacheObject) { self = .object(members) }

    /// The member named `key` when this is an object, else `nil`.
    public subscript(key: String) -> MustacheValue? {
        if case .object(let members) = self { members[key] } else { nil }
    }
}
