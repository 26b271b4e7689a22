// A stand-in for the parts of AppKit that the Apple-native layer uses, with the signatures of
// Apple's SDK (macOS 14), so `#if canImport(AppKit)` code type-checks on Linux. It has no behaviour.
// Each declaration mirrors the page named beside it (https://developer.apple.com/documentation/appkit/<page>).
// Build it after the SwiftUI stand-in: `Color(nsColor:)` is declared here, as the SDK's overlay does.

@_exported import Foundation
import SwiftUI

/// /documentation/appkit/nsappearance
open class NSAppearance: @unchecked Sendable {
    /// …/name-swift.struct
    public struct Name: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let aqua = Name(rawValue: "NSAppearanceNameAqua"), darkAqua = Name(rawValue: "NSAppearanceNameDarkAqua")
        public static let accessibilityHighContrastAqua = Name(rawValue: "NSAppearanceNameAccessibilityHighContrastAqua")
        public static let accessibilityHighContrastDarkAqua = Name(rawValue: "NSAppearanceNameAccessibilityHighContrastDarkAqua")
    }
    /// …/bestmatch(from:)
    open func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name? { nil }
}

/// /documentation/appkit/nscolor
open class NSColor: @unchecked Sendable {
    /// …/name-swift.typealias
    public typealias Name = String
    /// …/init(srgbred:green:blue:alpha:)
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    /// …/init(displayp3red:green:blue:alpha:)
    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    /// …/init(name:dynamicprovider:) — macOS 10.15.
    public init(name colorName: NSColor.Name?, dynamicProvider: @escaping (NSAppearance) -> NSColor) {}
}

/// /documentation/appkit/nswindow
@MainActor open class NSWindow {}
/// /documentation/appkit/nsapplication
@MainActor open class NSApplication {
    public static let shared = NSApplication()
    /// …/mainwindow
    open var mainWindow: NSWindow? { nil }
}
/// /documentation/appkit/nsapp
@MainActor public var NSApp: NSApplication! { NSApplication.shared }

/// /documentation/appkit/nsaccessibility-swift.struct
public enum NSAccessibility {
    /// …/notification
    public struct Notification: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// …/notification/announcementrequested
        public static let announcementRequested = Notification(rawValue: "AXAnnouncementRequested")
    }
    /// …/notificationuserinfokey
    public struct NotificationUserInfoKey: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let announcement = NotificationUserInfoKey(rawValue: "AXAnnouncementKey")
        public static let priority = NotificationUserInfoKey(rawValue: "AXPriorityKey")
    }
    /// …/post(element:notification:userinfo:)
    @MainActor public static func post(element: Any, notification: NSAccessibility.Notification, userInfo: [NSAccessibility.NotificationUserInfoKey: Any]?) {}
}
/// /documentation/appkit/nsaccessibilityprioritylevel
public enum NSAccessibilityPriorityLevel: Int, Sendable { case low = 10, medium = 50, high = 90 }

extension Color {
    /// /documentation/swiftui/color/init(nscolor:) — macOS 12 (declared by SwiftUI).
    public init(nsColor: NSColor) { self.init(.sRGB, white: 0) }
}
