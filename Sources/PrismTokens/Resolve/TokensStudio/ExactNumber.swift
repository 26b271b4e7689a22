/// A number that keeps decimal literals exact: a reduced fraction of 64-bit integers while the
/// arithmetic fits, a `Double` after that.
///
/// Tokens Studio math like `0.1 + 0.2` or `{space.base} * 1.5` must print `0.3` and `24`, not the
/// binary rounding of the same steps. Literals (`0.04`, `1.5e2`) are read as the fractions they
/// spell, operands read from resolved tokens through their shortest decimal form, and the result
/// turns into a `Double` once at the end (the nearest `Double` to the exact value).
struct ExactNumber: Equatable, Sendable {
    /// A reduced fraction with a positive denominator, or an approximation after an overflow or an irrational step.
    private enum Storage: Equatable, Sendable {
        case ratio(Int64, Int64)
        case approximate(Double)
    }

    private var storage: Storage

    /// The integer `n`.
    init(integer n: Int64) { storage = .ratio(n, 1) }

    /// A `Double`, taken as the decimal it prints as (`0.1` is one tenth, not its binary neighbour).
    init(_ value: Double) {
        if value.isFinite, let exact = ExactNumber(decimal: JSONText.format(value)) {
            self = exact
        } else {
            storage = .approximate(value)
        }
    }

    /// A decimal literal such as `12`, `-0.04`, `.5` or `1.5e2`; `nil` when `text` is not one.
    init?(decimal text: some StringProtocol) {
        var mantissa: Int64 = 0
        var scale = 0
        var digits = 0
        var sawPoint = false
        var negative = false
        var bytes = Array(text.utf8)[...]
        if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") {
            negative = bytes.first == UInt8(ascii: "-")
            bytes = bytes.dropFirst()
        }
        var exponent = 0
        var overflow = false
        while let byte = bytes.first {
            if byte == UInt8(ascii: "."), !sawPoint {
                sawPoint = true
            } else if (48...57).contains(byte) {
                digits += 1
                let (times, o1) = mantissa.multipliedReportingOverflow(by: 10)
                let (plus, o2) = times.addingReportingOverflow(Int64(byte - 48))
                if o1 || o2 {
                    overflow = true
                } else {
                    mantissa = plus
                    if sawPoint { scale += 1 }
                }
            } else if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                guard let value = Int(String(decoding: bytes.dropFirst(), as: UTF8.self)), abs(value) < 300 else {
                    return nil
                }
                exponent = value
                bytes = bytes[bytes.endIndex...]
                break
            } else {
                return nil
            }
            bytes = bytes.dropFirst()
        }
        guard digits > 0 else { return nil }
        if overflow {
            guard let value = Double(String(text)) else { return nil }
            storage = .approximate(value)
            return
        }
        if negative { mantissa = -mantissa }
        var result = ExactNumber(integer: mantissa)
        let power = exponent - scale
        if power != 0 {
            var factor = ExactNumber(integer: 1)
            for _ in 0..<abs(power) { factor = factor * ExactNumber(integer: 10) }
            result = power > 0 ? result * factor : (result / factor ?? ExactNumber(integer: 0))
        }
        self = result
    }

    private init(numerator: Int64, denominator: Int64) {
        guard denominator != 0 else {
            storage = .approximate(.nan)
            return
        }
        var n = numerator
        var d = denominator
        if d < 0 {
            guard n != .min, d != .min else {
                storage = .approximate(Double(numerator) / Double(denominator))
                return
            }
            n = -n
            d = -d
        }
        let g = Self.gcd(n.magnitude, d.magnitude)
        storage = .ratio(n / Int64(g), d / Int64(g))
    }

    private init(approximate value: Double) { storage = .approximate(value) }

    private static func gcd(_ a: UInt64, _ b: UInt64) -> UInt64 {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a == 0 ? 1 : a
    }

    /// The nearest `Double`.
    var double: Double {
        switch storage {
        case .ratio(let n, let d): Double(n) / Double(d)
        case .approximate(let value): value
        }
    }

    /// Whether the number is zero.
    var isZero: Bool { double == 0 }

    /// Whether the number is a whole number.
    var isInteger: Bool {
        switch storage {
        case .ratio(_, let d): d == 1
        case .approximate(let value): value.rounded(.towardZero) == value
        }
    }

    static func + (lhs: ExactNumber, rhs: ExactNumber) -> ExactNumber {
        guard case .ratio(let a, let b) = lhs.storage, case .ratio(let c, let d) = rhs.storage else {
            return ExactNumber(approximate: lhs.double + rhs.double)
        }
        let (ad, o1) = a.multipliedReportingOverflow(by: d)
        let (cb, o2) = c.multipliedReportingOverflow(by: b)
        let (bd, o3) = b.multipliedReportingOverflow(by: d)
        let (sum, o4) = ad.addingReportingOverflow(cb)
        guard !(o1 || o2 || o3 || o4) else { return ExactNumber(approximate: lhs.double + rhs.double) }
        return ExactNumber(numerator: sum, denominator: bd)
    }

    static prefix func - (value: ExactNumber) -> ExactNumber {
        switch value.storage {
        case .ratio(let n, let d) where n != .min: ExactNumber(numerator: -n, denominator: d)
        default: ExactNumber(approximate: -value.double)
        }
    }

    static func - (lhs: ExactNumber, rhs: ExactNumber) -> ExactNumber { lhs + (-rhs) }

    static func * (lhs: ExactNumber, rhs: ExactNumber) -> ExactNumber {
        guard case .ratio(let a, let b) = lhs.storage, case .ratio(let c, let d) = rhs.storage else {
            return ExactNumber(approximate: lhs.double * rhs.double)
        }
        let (ac, o1) = a.multipliedReportingOverflow(by: c)
        let (bd, o2) = b.multipliedReportingOverflow(by: d)
        guard !(o1 || o2) else { return ExactNumber(approximate: lhs.double * rhs.double) }
        return ExactNumber(numerator: ac, denominator: bd)
    }

    /// The quotient, or `nil` when dividing by zero.
    static func / (lhs: ExactNumber, rhs: ExactNumber) -> ExactNumber? {
        guard !rhs.isZero else { return nil }
        guard case .ratio(let c, let d) = rhs.storage else { return ExactNumber(approximate: lhs.double / rhs.double) }
        return lhs * ExactNumber(numerator: d, denominator: c)
    }

    /// `self` raised to `exponent`: exact for whole exponents, approximate otherwise.
    func power(_ exponent: ExactNumber) -> ExactNumber? {
        if exponent.isInteger, abs(exponent.double) <= 64 {
            let count = Int(exponent.double)
            var result = ExactNumber(integer: 1)
            for _ in 0..<abs(count) { result = result * self }
            return count < 0 ? ExactNumber(integer: 1) / result : result
        }
        let value = ExactNumberMath.pow(double, exponent.double)
        return value.isFinite ? ExactNumber(approximate: value) : nil
    }

    /// Rounded to `places` decimals, halves away from zero (as `roundTo` in Tokens Studio math).
    func rounded(places: Int) -> ExactNumber {
        var factor = ExactNumber(integer: 1)
        for _ in 0..<max(0, min(places, 15)) { factor = factor * ExactNumber(integer: 10) }
        let scaled = (self * factor).double
        let whole = scaled < 0 ? -((-scaled) + 0.5).rounded(.down) : (scaled + 0.5).rounded(.down)
        return ExactNumber(integer: Int64(whole)) / factor ?? self
    }

    /// Rounded with `rule` to a whole number.
    func rounded(_ rule: FloatingPointRoundingRule) -> ExactNumber {
        ExactNumber(double.rounded(rule))
    }
}

/// The few real functions math in token values needs, without Foundation.
enum ExactNumberMath {
    /// `base` to the power `exponent` by exp/log series (positive bases only; whole exponents go through ``ExactNumber/power(_:)``).
    static func pow(_ base: Double, _ exponent: Double) -> Double {
        guard base > 0 else { return base == 0 ? 0 : .nan }
        return exp(exponent * log(base))
    }

    /// The square root.
    static func squareRoot(_ value: Double) -> Double { value.squareRoot() }

    /// Natural logarithm by argument reduction and the atanh series.
    static func log(_ x: Double) -> Double {
        var m = x
        var k = 0.0
        while m > 2 {
            m /= 2
            k += 1
        }
        while m < 1 {
            m *= 2
            k -= 1
        }
        let y = (m - 1) / (m + 1)
        var term = y
        var sum = 0.0
        var n = 1.0
        for _ in 0..<60 {
            sum += term / n
            term *= y * y
            n += 2
        }
        return 2 * sum + k * 0.6931471805599453
    }

    /// e to the power `x` by halving and the Taylor series.
    static func exp(_ x: Double) -> Double {
        var r = x
        var halvings = 0
        while abs(r) > 0.5 {
            r /= 2
            halvings += 1
        }
        var term = 1.0
        var sum = 1.0
        for n in 1..<30 {
            term *= r / Double(n)
            sum += term
        }
        for _ in 0..<halvings { sum *= sum }
        return sum
    }
}
