#if canImport(SwiftUI)
    import SwiftUI

    /// Shows one view when Reduce Motion is on and another when it is off (the PrismUI API):
    ///
    /// ```swift
    /// PrismReduceMotion {
    ///     Text("Loading…")            // Reduce Motion on
    /// } full: {
    ///     SpinnerAnimation()          // Reduce Motion off
    /// }
    /// ```
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public struct PrismReduceMotion<Reduced: View, Full: View>: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion: Bool
        private let reduced: Reduced
        private let full: Full

        /// Creates the view.
        /// - Parameters:
        ///   - reduced: the view shown when Reduce Motion is on.
        ///   - full: the view shown when it is off.
        public init(@ViewBuilder _ reduced: () -> Reduced, @ViewBuilder full: () -> Full) {
            self.reduced = reduced()
            self.full = full()
        }

        /// The reduced or the full view.
        @ViewBuilder public var body: some View {
            if reduceMotion {
                reduced
            } else {
                full
            }
        }
    }

    /// Applies a transform only when Reduce Motion is off (see `View.prismMotionSafe(_:)`).
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public struct PrismMotionSafeView<Content: View, Transformed: View>: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion: Bool
        private let content: Content
        private let transform: (Content) -> Transformed

        /// Creates the view.
        /// - Parameters:
        ///   - content: the view as it is with Reduce Motion on.
        ///   - transform: what to make of it when Reduce Motion is off.
        public init(content: Content, transform: @escaping (Content) -> Transformed) {
            self.content = content
            self.transform = transform
        }

        /// The content, transformed unless Reduce Motion is on.
        @ViewBuilder public var body: some View {
            if reduceMotion {
                content
            } else {
                transform(content)
            }
        }
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    extension View {
        /// Applies a transform — typically a movement with its animation — only when Reduce Motion is off.
        ///
        /// ```swift
        /// Circle()
        ///     .prismMotionSafe { view in
        ///         view.rotationEffect(.degrees(isLoading ? 360 : 0))
        ///             .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: isLoading)
        ///     }
        /// ```
        /// - Parameter transform: receives this view and returns the moving version.
        /// - Returns: the transformed view, or this view unchanged under Reduce Motion.
        public func prismMotionSafe<Transformed: View>(_ transform: @escaping (Self) -> Transformed)
            -> PrismMotionSafeView<Self, Transformed>
        {
            PrismMotionSafeView(content: self, transform: transform)
        }
    }
#endif
