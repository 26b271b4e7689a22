// A stand-in for the parts of UIKit that the Apple-native layer uses, with the signatures of
// Apple's SDK (iOS 17), so `#if canImport(UIKit)` code type-checks on Linux. It has no behaviour.
// Each declaration mirrors the page named beside it (https://developer.apple.com/documentation/uikit/<page>).
// Build it after the SwiftUI stand-in: the UIKit ↔ SwiftUI bridges (`Color(uiColor:)`,
// `UITraitBridgedEnvironmentKey`) are declared here, as the SDK's cross-import overlay does.

@_exported import Foundation
import SwiftUI

/// /documentation/uikit/uiuserinterfacestyle
public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }
/// /documentation/uikit/uiaccessibilitycontrast
public enum UIAccessibilityContrast: Int, Sendable { case unspecified = -1, normal, high }

/// /documentation/uikit/uitraitdefinition (iOS 17)
public protocol UITraitDefinition {
    associatedtype Value = Self
    static var defaultValue: Value { get }
    static var identifier: String { get }
    static var name: String { get }
    static var affectsColorAppearance: Bool { get }
}
extension UITraitDefinition {
    public static var identifier: String { "" }
    public static var name: String { "" }
    public static var affectsColorAppearance: Bool { false }
}

/// /documentation/uikit/uitraitcollection
open class UITraitCollection: @unchecked Sendable {
    public init() {}
    /// …/userinterfacestyle
    open var userInterfaceStyle: UIUserInterfaceStyle { .unspecified }
    /// …/accessibilitycontrast
    open var accessibilityContrast: UIAccessibilityContrast { .unspecified }
    /// …/subscript(_:)-… — reading a custom trait (iOS 17).
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { T.defaultValue }
}

/// /documentation/uikit/uimutabletraits (iOS 17)
public protocol UIMutableTraits {
    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { get set }
}

/// /documentation/uikit/uitraitbridgedenvironmentkey (iOS 17)
public protocol UITraitBridgedEnvironmentKey: EnvironmentKey {
    static func read(from traitCollection: UITraitCollection) -> Self.Value
    static func write(to mutableTraits: inout any UIMutableTraits, value: Self.Value)
}

/// /documentation/uikit/uicolor
open class UIColor: @unchecked Sendable {
    /// …/init(red:green:blue:alpha:)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    /// …/init(displayp3red:green:blue:alpha:)
    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    /// …/init(dynamicprovider:) — iOS 13.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {}
}

/// /documentation/uikit/uifont
open class UIFont: @unchecked Sendable {
    /// …/textstyle
    public struct TextStyle: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "largeTitle"), title1 = TextStyle(rawValue: "title1")
        public static let title2 = TextStyle(rawValue: "title2"), title3 = TextStyle(rawValue: "title3")
        public static let headline = TextStyle(rawValue: "headline"), subheadline = TextStyle(rawValue: "subheadline")
        public static let body = TextStyle(rawValue: "body"), callout = TextStyle(rawValue: "callout")
        public static let footnote = TextStyle(rawValue: "footnote"), caption1 = TextStyle(rawValue: "caption1")
        public static let caption2 = TextStyle(rawValue: "caption2")
    }
    /// …/weight
    public struct Weight: Hashable, Sendable, RawRepresentable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8), thin = Weight(rawValue: -0.6), light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0), medium = Weight(rawValue: 0.23), semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4), heavy = Weight(rawValue: 0.56), black = Weight(rawValue: 0.62)
    }
    /// …/init(name:size:)
    public init?(name fontName: String, size fontSize: CGFloat) {}
    /// …/systemfont(ofsize:weight:)
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }
    /// …/monospacedsystemfont(ofsize:weight:)
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }
}

/// /documentation/uikit/uifontmetrics
open class UIFontMetrics: @unchecked Sendable {
    /// …/init(fortextstyle:)
    public init(forTextStyle textStyle: UIFont.TextStyle) {}
    /// …/scaledfont(for:)
    open func scaledFont(for font: UIFont) -> UIFont { font }
}

/// /documentation/uikit/uiaccessibility
public enum UIAccessibility {
    /// …/notification
    public struct Notification: Hashable, Sendable, RawRepresentable {
        public var rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// …/notification/announcement
        public static let announcement = Notification(rawValue: 1008)
    }
    /// …/post(notification:argument:)
    @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {}
}

extension NSAttributedString.Key {
    /// /documentation/foundation/nsattributedstring/key/accessibilityspeechqueueannouncement (UIKit)
    public static let accessibilitySpeechQueueAnnouncement = NSAttributedString.Key("UIAccessibilitySpeechAttributeQueueAnnouncement")
}

extension Color {
    /// /documentation/swiftui/color/init(uicolor:) — iOS 15 (declared by SwiftUI).
    public init(uiColor: UIColor) { self.init(.sRGB, white: 0) }
}

// The accessibility tree the DEBUG audit walks.

/// /documentation/objectivec/nsobject/uiaccessibility — the informal protocol's properties.
extension NSObject {
    /// …/isaccessibilityelement
    @MainActor public var isAccessibilityElement: Bool { get { false } set {} }
    /// …/accessibilitylabel
    @MainActor public var accessibilityLabel: String? { get { nil } set {} }
    /// /documentation/objectivec/nsobject/uiaccessibilitycontainer/accessibilityelements
    @MainActor public var accessibilityElements: [Any]? { get { nil } set {} }
}
/// /documentation/uikit/uiscene
@MainActor open class UIScene: NSObject {}
/// /documentation/uikit/uiwindowscene — `windows`.
@MainActor open class UIWindowScene: UIScene {
    open var windows: [UIWindow] { [] }
}
/// /documentation/uikit/uiview — `subviews`.
@MainActor open class UIView: NSObject {
    open var subviews: [UIView] { [] }
}
/// /documentation/uikit/uiwindow
@MainActor open class UIWindow: UIView {}
/// /documentation/uikit/uiapplication — `shared`, `connectedScenes`.
@MainActor open class UIApplication: NSObject {
    public class var shared: UIApplication { fatalError() }
    open var connectedScenes: Set<UIScene> { [] }
}
