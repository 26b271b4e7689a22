// A stand-in for the parts of SwiftUI that the generated bridges use, with the signatures of
// Apple's SDK (iOS 17 / macOS 14), so the `#if canImport(SwiftUI)` code of the Swift output can be
// type-checked on Linux. It has no behaviour. `CGFloat` is a distinct type here, so a missing
// conversion from `Double` fails as it would on an SDK without implicit CGFloat/Double conversion.

public struct CGFloat: Hashable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    public var native: Double
    public init(_ value: Double) { native = value }
    public init(integerLiteral value: Int) { native = Double(value) }
    public init(floatLiteral value: Double) { native = value }
}

public struct Color: Hashable, Sendable {
    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {}
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {}
}

public struct Font: Hashable, Sendable {
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }
    public struct Weight: Hashable, Sendable {
        public static let ultraLight = Weight(), thin = Weight(), light = Weight(), regular = Weight()
        public static let medium = Weight(), semibold = Weight(), bold = Weight(), heavy = Weight(), black = Weight()
    }
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }
    public static func system(_ style: TextStyle, design: Design = .default) -> Font { Font() }
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font { Font() }
    public static func custom(_ name: String, size: CGFloat) -> Font { Font() }
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font { Font() }
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font() }
    public func weight(_ weight: Weight) -> Font { self }
}

public struct Animation: Hashable, Sendable {
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35) -> Animation { Animation() }
    public static func spring(response: Double = 0.55, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation { Animation() }
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation { Animation() }
    public static func easeInOut(duration: Double) -> Animation { Animation() }
    public static var easeInOut: Animation { Animation() }
    public func delay(_ delay: Double) -> Animation { self }
}

public protocol View {
    associatedtype Body: View
    var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError() }
}

public struct AnyView: View {
    public init<V: View>(_ view: V) {}
    public var body: Never { fatalError() }
}

public struct ModifiedContent<Content, Modifier>: View {
    public var body: Never { fatalError() }
}

public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public var body: Never { fatalError() }
}

public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    func body(content: Content) -> Body
}

extension View {
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent() }
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { AnyView(self) }
}

public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public init(color: Color, location: CGFloat) {}
    }
    public init(stops: [Stop]) {}
    public init(colors: [Color]) {}
}

public enum ColorScheme: Hashable, Sendable, CaseIterable { case light, dark }
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable { case standard, increased }
