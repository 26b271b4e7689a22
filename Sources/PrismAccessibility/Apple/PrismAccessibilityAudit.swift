#if canImport(SwiftUI)
    import SwiftUI
    #if canImport(UIKit) && !os(watchOS)
        import UIKit
    #endif

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    extension View {
        /// In DEBUG builds, logs the accessibility elements without a label once the view appears:
        /// one line per element, starting with `♿` (the PrismUI API). No effect in release builds.
        ///
        /// The audit reads the UIKit accessibility tree of the app's windows (where SwiftUI publishes
        /// its elements), so it reports on iOS, iPadOS, tvOS and visionOS; on macOS and watchOS it
        /// logs one line saying it cannot look.
        /// - Parameter name: the screen's name, printed in each line, e.g. `"Payment form"`.
        /// - Returns: the view.
        public func prismAccessibilityAudit(_ name: String? = nil) -> some View {
            #if DEBUG
                onAppear {
                    for line in PrismAccessibilityAudit.findings(screen: name) { print(line) }
                }
            #else
                self
            #endif
        }
    }

    /// The DEBUG-only audit behind `View.prismAccessibilityAudit(_:)`.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public enum PrismAccessibilityAudit {
        /// The `♿` lines for the elements without a label in the app's windows.
        /// - Parameter screen: the screen's name, printed in each line.
        /// - Returns: one line per unlabeled element, or one line saying all are labeled.
        @MainActor public static func findings(screen: String?) -> [String] {
            let prefix = "♿ " + (screen.map { "[\($0)] " } ?? "")
            #if canImport(UIKit) && !os(watchOS)
                var lines: [String] = []
                let windows = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(
                    \.windows)
                for window in windows { collect(window, path: "window", prefix: prefix, into: &lines) }
                return lines.isEmpty ? [prefix + "every accessibility element has a label"] : lines
            #else
                return [
                    prefix
                        + "the accessibility audit reads UIKit's accessibility tree; run it on iOS to see unlabeled elements"
                ]
            #endif
        }

        #if canImport(UIKit) && !os(watchOS)
            /// Walks an object's accessibility elements and subviews, appending a line per unlabeled element.
            @MainActor private static func collect(
                _ object: NSObject, path: String, prefix: String, into lines: inout [String]
            ) {
                if object.isAccessibilityElement, (object.accessibilityLabel ?? "").allSatisfy(\.isWhitespace) {
                    lines.append(
                        prefix
                            + "unlabeled \(type(of: object)) at \(path): add .accessibilityLabel(…) or .prismAccessibility(label:…), or hide it with .accessibilityHidden(true) if it is decorative"
                    )
                }
                for (index, element) in (object.accessibilityElements ?? []).enumerated() {
                    if let child = element as? NSObject {
                        collect(child, path: path + "/\(index)", prefix: prefix, into: &lines)
                    }
                }
                if let view = object as? UIView {
                    for (index, subview) in view.subviews.enumerated() {
                        collect(subview, path: path + ".\(index)", prefix: prefix, into: &lines)
                    }
                }
            }
        #endif
    }
#endif
