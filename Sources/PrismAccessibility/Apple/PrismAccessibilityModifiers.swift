#if canImport(SwiftUI)
    import SwiftUI

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    extension View {
        /// Sets a view's accessibility label, hint, value and traits in one call (the PrismUI API).
        /// - Parameters:
        ///   - label: what the element is, e.g. `Text("Add to favorites")`.
        ///   - hint: what activating it does, e.g. `Text("Double-tap to toggle")`; none by default.
        ///   - value: its current value, e.g. `Text("3 out of 5 stars")`; none by default.
        ///   - traits: traits to add, e.g. `.isButton`; none by default.
        /// - Returns: the view with those accessibility properties.
        public func prismAccessibility(
            label: Text, hint: Text? = nil, value: Text? = nil, traits: AccessibilityTraits = []
        ) -> some View {
            modifier(PrismAccessibilityModifier(label: label, hint: hint, value: value, traits: traits))
        }

        /// Marks the view as a section heading, so VoiceOver users can jump between headings.
        /// - Returns: the view with the `isHeader` trait.
        public func prismAccessibilityHeader() -> some View {
            accessibilityAddTraits(.isHeader)
        }

        /// Groups the view's children into one accessible element with a label.
        /// - Parameter label: what the group says, e.g. `Text("Gain of 124 dollars")`.
        /// - Returns: one element that combines the children, read as `label`.
        public func prismAccessibilityGroup(label: Text) -> some View {
            accessibilityElement(children: .combine).accessibilityLabel(label)
        }

        /// Sets the view's place in the VoiceOver reading order: higher priorities are read first,
        /// as ``PrismFocusOrderValidator`` orders them.
        /// - Parameters:
        ///   - priority: the sort priority (SwiftUI's `accessibilitySortPriority`); higher first.
        ///   - label: the accessibility label read for the view.
        /// - Returns: the view with its sort priority and label.
        public func prismFocusOrder(priority: Double, label: String) -> some View {
            accessibilitySortPriority(priority).accessibilityLabel(label)
        }
    }

    /// Applies ``SwiftUI/View/prismAccessibility(label:hint:value:traits:)``.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public struct PrismAccessibilityModifier: ViewModifier {
        /// The label.
        public var label: Text
        /// The hint, if any.
        public var hint: Text?
        /// The value, if any.
        public var value: Text?
        /// The traits added.
        public var traits: AccessibilityTraits

        /// Creates the modifier.
        public init(label: Text, hint: Text?, value: Text?, traits: AccessibilityTraits) {
            self.label = label
            self.hint = hint
            self.value = value
            self.traits = traits
        }

        /// The content with the label, the hint and value when given, and the traits.
        public func body(content: Content) -> some View {
            content
                .accessibilityLabel(label)
                .accessibilityHint(hint ?? Text(verbatim: ""))
                .accessibilityValue(value ?? Text(verbatim: ""))
                .accessibilityAddTraits(traits)
        }
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    extension View {
        /// Announces a message whenever a value changes (the PrismUI API).
        ///
        /// ```swift
        /// ProgressView(value: uploadProgress)
        ///     .prismAnnounce(when: uploadProgress, message: "Upload complete", priority: .assertive)
        /// ```
        /// - Parameters:
        ///   - value: the value watched.
        ///   - message: what is announced when it changes.
        ///   - priority: `.polite` (default) or `.assertive`.
        /// - Returns: the view, announcing through ``PrismAccessibilityAnnouncer``.
        public func prismAnnounce<Value: Equatable>(
            when value: Value, message: String, priority: PrismAnnouncementPriority = .polite
        ) -> some View {
            onChange(of: value) { _, _ in
                PrismAccessibilityAnnouncer.announce(message, priority: priority)
            }
        }
    }
#endif
