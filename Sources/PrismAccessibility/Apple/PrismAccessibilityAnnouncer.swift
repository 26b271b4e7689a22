#if canImport(UIKit) && !os(watchOS)
    import UIKit
#elseif canImport(AppKit)
    import AppKit
#endif

/// How urgently a screen reader speaks an announcement.
public enum PrismAnnouncementPriority: String, Sendable, Hashable, CaseIterable {
    /// Waits for the current speech to finish.
    case polite
    /// Interrupts the current speech, for time-sensitive information.
    case assertive
}

/// One announcement posted through ``PrismAccessibilityAnnouncer``.
public struct PrismAccessibilityAnnouncement: Sendable, Hashable {
    /// The text spoken.
    public var message: String
    /// How urgently it is spoken.
    public var priority: PrismAnnouncementPriority

    /// Creates an announcement.
    /// - Parameters:
    ///   - message: the text spoken.
    ///   - priority: how urgently it is spoken.
    public init(message: String, priority: PrismAnnouncementPriority) {
        self.message = message
        self.priority = priority
    }
}

/// Posts screen-reader announcements (the PrismUI API), e.g. when an async operation completes:
/// `PrismAccessibilityAnnouncer.announce("Payment submitted successfully", priority: .polite)`.
///
/// On iOS, iPadOS, tvOS and visionOS it posts `UIAccessibility.Notification.announcement` with
/// `accessibilitySpeechQueueAnnouncement` set for `.polite` (queued) and cleared for `.assertive`
/// (interrupts); on macOS `NSAccessibility.Notification.announcementRequested` with priority
/// medium or high. Elsewhere (Linux) nothing is spoken; ``observer`` still sees every announcement.
public enum PrismAccessibilityAnnouncer {
    /// Called with every announcement before it is posted: for tests and logging.
    @MainActor public static var observer: ((PrismAccessibilityAnnouncement) -> Void)?

    /// Posts an announcement.
    /// - Parameters:
    ///   - message: the text to speak; an empty or whitespace-only message is not posted.
    ///   - priority: `.polite` waits for current speech, `.assertive` interrupts it.
    @MainActor public static func announce(_ message: String, priority: PrismAnnouncementPriority = .polite) {
        guard !message.allSatisfy(\.isWhitespace) else { return }
        observer?(PrismAccessibilityAnnouncement(message: message, priority: priority))
        #if canImport(UIKit) && !os(watchOS)
            let text = NSAttributedString(
                string: message, attributes: [.accessibilitySpeechQueueAnnouncement: priority == .polite])
            UIAccessibility.post(notification: .announcement, argument: text)
        #elseif canImport(AppKit)
            let level: NSAccessibilityPriorityLevel = priority == .assertive ? .high : .medium
            NSAccessibility.post(
                element: NSApp.mainWindow as Any, notification: .announcementRequested,
                userInfo: [.announcement: message, .priority: level.rawValue])
        #endif
    }
}
