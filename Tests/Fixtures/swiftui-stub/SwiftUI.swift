// A stand-in for the parts of SwiftUI that the generated bridges use, with the signatures of
// Apple's SDK (iOS 17 / macOS 14), so the `#if canImport(SwiftUI)` code of the Swift output can be
// type-checked on Linux. It has no behaviour. `CGFloat` is a distinct type here, so a missing
// conversion from `Double` is written out (the layer never relies on the implicit conversion).
// As Apple's SwiftUI, it re-exports Foundation (where `CGFloat` comes from on Linux).

@_exported import Foundation

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

/// /documentation/swiftui/view — `@MainActor @preconcurrency protocol View`, `@ViewBuilder var body`.
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
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

/// /documentation/swiftui/viewmodifier — `@MainActor @preconcurrency protocol ViewModifier`.
@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
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

// MARK: - The Apple-native layer (PrismAccessibility/Apple, Swift/PrismTokens+Apple.swift, Examples/PrismApp)
//
// Each declaration below mirrors the signature on Apple's documentation page named beside it
// (https://developer.apple.com/documentation/swiftui/<page>); the layer targets iOS 17 / macOS 14,
// and every API used here is available there. Only what the layer and the example use is declared.

/// /documentation/swiftui/viewbuilder
@resultBuilder public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { fatalError() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> { fatalError() }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { fatalError() }
}

/// /documentation/swiftui/emptyview
public struct EmptyView: View {
    public init() {}
    public var body: Never { fatalError() }
}

/// /documentation/swiftui/tupleview
public struct TupleView<T>: View {
    public var value: T
    public init(_ value: T) { self.value = value }
    public var body: Never { fatalError() }
}

/// /documentation/swiftui/_conditionalcontent
public struct _ConditionalContent<TrueContent, FalseContent>: View {
    public var body: Never { fatalError() }
}

/// /documentation/swiftui/optional — `extension Optional: View where Wrapped: View`.
extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

/// /documentation/swiftui/text
public struct Text: View, Equatable, Sendable {
    public init<S: StringProtocol>(_ content: S) {}
    public init(verbatim content: String) {}
    public var body: Never { fatalError() }
}

/// /documentation/swiftui/image — `init(systemName:)`.
public struct Image: View, Equatable, Sendable {
    public init(systemName: String) {}
    public var body: Never { fatalError() }
}

/// /documentation/swiftui/horizontalalignment
public struct HorizontalAlignment: Equatable, Sendable {
    public static let leading = HorizontalAlignment(), center = HorizontalAlignment(), trailing = HorizontalAlignment()
}
/// /documentation/swiftui/verticalalignment
public struct VerticalAlignment: Equatable, Sendable {
    public static let top = VerticalAlignment(), center = VerticalAlignment(), bottom = VerticalAlignment()
}
/// /documentation/swiftui/alignment
public struct Alignment: Equatable, Sendable {
    public static let center = Alignment(), leading = Alignment(), trailing = Alignment(), top = Alignment(), bottom = Alignment()
}

/// /documentation/swiftui/vstack — `init(alignment:spacing:content:)`.
public struct VStack<Content: View>: View {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}
/// /documentation/swiftui/hstack — `init(alignment:spacing:content:)`.
public struct HStack<Content: View>: View {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}
/// /documentation/swiftui/axis/set
public enum Axis: Sendable {
    case horizontal, vertical
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1), vertical = Set(rawValue: 2)
    }
}
/// /documentation/swiftui/scrollview — `init(_:showsIndicators:content:)`.
public struct ScrollView<Content: View>: View {
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}
/// /documentation/swiftui/foreach — `init(_:id:content:)`.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) where Content: View {}
}
extension ForEach: View where Content: View {
    public var body: Never { fatalError() }
}
/// /documentation/swiftui/circle
public struct Circle: View, Sendable {
    public init() {}
    public var body: Never { fatalError() }
}
/// /documentation/swiftui/button — `init(_:action:)` with a title string.
public struct Button<Label: View>: View {
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) where Label == Text {}
    public var body: Never { fatalError() }
}
/// /documentation/swiftui/toggle — `init(_:isOn:)` with a title string.
public struct Toggle<Label: View>: View {
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) where Label == Text {}
    public var body: Never { fatalError() }
}

/// /documentation/swiftui/angle
public struct Angle: Hashable, Sendable {
    public static func degrees(_ degrees: Double) -> Angle { Angle() }
}
/// /documentation/swiftui/unitpoint
public struct UnitPoint: Hashable, Sendable {
    public static let center = UnitPoint()
}

/// /documentation/swiftui/animation — `linear(duration:)`, `repeatForever(autoreverses:)`.
extension Animation {
    public static func linear(duration: Double) -> Animation { Animation() }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// /documentation/swiftui/shapestyle — `resolve(in:)` (iOS 17).
public protocol ShapeStyle: Sendable {
    associatedtype Resolved: ShapeStyle = Never
    func resolve(in environment: EnvironmentValues) -> Resolved
}
extension Never: ShapeStyle {
    public typealias Resolved = Never
    public func resolve(in environment: EnvironmentValues) -> Never { fatalError() }
}
extension Color: ShapeStyle {
    public typealias Resolved = Never
    public func resolve(in environment: EnvironmentValues) -> Never { fatalError() }
}

/// /documentation/swiftui/environmentkey
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// /documentation/swiftui/environmentvalues
public struct EnvironmentValues: CustomStringConvertible {
    public init() {}
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { K.defaultValue }
        set {}
    }
    public var description: String { "" }
    /// /documentation/swiftui/environmentvalues/colorscheme
    public var colorScheme: ColorScheme { get { .light } set {} }
    /// /documentation/swiftui/environmentvalues/colorschemecontrast (get-only)
    public var colorSchemeContrast: ColorSchemeContrast { .standard }
    /// /documentation/swiftui/environmentvalues/accessibilityreducemotion (get-only)
    public var accessibilityReduceMotion: Bool { false }
    /// /documentation/swiftui/environmentvalues/dynamictypesize
    public var dynamicTypeSize: DynamicTypeSize { get { .large } set {} }
}

/// /documentation/swiftui/environment — `@propertyWrapper struct Environment<Value>: DynamicProperty`.
@propertyWrapper public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { fatalError() }
}
/// /documentation/swiftui/dynamicproperty
public protocol DynamicProperty {}

/// /documentation/swiftui/state — `@propertyWrapper struct State<Value>: DynamicProperty`.
@propertyWrapper public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) {}
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { fatalError() }
}
/// /documentation/swiftui/binding
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
    public init(projectedValue: Binding<Value>) {}
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

/// /documentation/swiftui/dynamictypesize
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}

/// /documentation/swiftui/accessibilitytraits
public struct AccessibilityTraits: SetAlgebra, Sendable {
    public init() {}
    public static let isButton = AccessibilityTraits(), isHeader = AccessibilityTraits(), isSelected = AccessibilityTraits()
    public static let isLink = AccessibilityTraits(), isImage = AccessibilityTraits(), isStaticText = AccessibilityTraits()
    public func contains(_ member: AccessibilityTraits) -> Bool { false }
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { self }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { self }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { self }
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) { (false, newMember) }
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? { nil }
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? { nil }
    public mutating func formUnion(_ other: AccessibilityTraits) {}
    public mutating func formIntersection(_ other: AccessibilityTraits) {}
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) {}
    public static func == (lhs: AccessibilityTraits, rhs: AccessibilityTraits) -> Bool { true }
}

/// /documentation/swiftui/accessibilitychildbehavior
public struct AccessibilityChildBehavior: Hashable, Sendable {
    public static let ignore = AccessibilityChildBehavior(), contain = AccessibilityChildBehavior(), combine = AccessibilityChildBehavior()
}

/// /documentation/swiftui/accessibilityattachmentmodifier
public struct AccessibilityAttachmentModifier: ViewModifier {
    public func body(content: Content) -> Never { fatalError() }
}

/// /documentation/swiftui/accessibilitynotification and …/announcement (iOS 17)
public protocol AccessibilityNotification {
    func post()
}
extension AccessibilityNotification {
    public func post() {}
}
extension AccessibilityNotification {
    public typealias Announcement = AccessibilityNotifications_Announcement
}
/// /documentation/swiftui/accessibilitynotification/announcement — `init(_:)` with a string.
public struct AccessibilityNotifications_Announcement: AccessibilityNotification {
    public init(_ announcement: String) {}
}

extension View {
    /// /documentation/swiftui/view/environment(_:_:)
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { AnyView(self) }
    /// /documentation/swiftui/view/foregroundstyle(_:) (iOS 15)
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { AnyView(self) }
    /// /documentation/swiftui/view/font(_:)
    public func font(_ font: Font?) -> some View { AnyView(self) }
    /// /documentation/swiftui/view/animation(_:value:)
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { AnyView(self) }
    /// /documentation/swiftui/view/rotationeffect(_:anchor:)
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { AnyView(self) }
    /// /documentation/swiftui/view/grayscale(_:)
    public func grayscale(_ amount: Double) -> some View { AnyView(self) }
    /// /documentation/swiftui/view/dynamictypesize(_:)-1m2tf (iOS 15)
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { AnyView(self) }
    /// /documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View { AnyView(self) }
    /// /documentation/swiftui/view/onappear(perform:)
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { AnyView(self) }
    /// /documentation/swiftui/view/onchange(of:initial:_:)-4psgg (iOS 17)
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View { AnyView(self) }
    /// /documentation/swiftui/view/accessibilitylabel(_:)-5f0zj (a `Text`)
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent() }
    /// /documentation/swiftui/view/accessibilitylabel(_:)-1d7jv (a string)
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent() }
    /// /documentation/swiftui/view/accessibilityhint(_:)-6bdai (a `Text`)
    public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent() }
    /// /documentation/swiftui/view/accessibilityvalue(_:)-3stlf (a `Text`)
    public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent() }
    /// /documentation/swiftui/view/accessibilityaddtraits(_:)
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent() }
    /// /documentation/swiftui/view/accessibilitysortpriority(_:)
    public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent() }
    /// /documentation/swiftui/view/accessibilityelement(children:)
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { AnyView(self) }
}

/// /documentation/swiftui/app, /documentation/swiftui/scene, /documentation/swiftui/windowgroup
@MainActor @preconcurrency public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}
extension App {
    public static func main() {}
}
@MainActor @preconcurrency public protocol Scene {
    associatedtype Body: Scene
    var body: Body { get }
}
extension Never: Scene {}
/// /documentation/swiftui/scenebuilder
@resultBuilder public struct SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}
public struct WindowGroup<Content: View>: Scene {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}
