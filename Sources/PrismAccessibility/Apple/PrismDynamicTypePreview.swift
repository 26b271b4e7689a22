#if canImport(SwiftUI)
    import SwiftUI

    /// Renders a view at five representative Dynamic Type sizes — `.xSmall`, `.medium`, `.large`,
    /// `.xxxLarge` and `.accessibility3` — stacked in a scroll view, for previews (the PrismUI API):
    ///
    /// ```swift
    /// #Preview {
    ///     PrismDynamicTypePreview {
    ///         TransactionRow(transaction: .sample)
    ///     }
    /// }
    /// ```
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public struct PrismDynamicTypePreview<Content: View>: View {
        /// The sizes shown, smallest first.
        public static var sizes: [DynamicTypeSize] { [.xSmall, .medium, .large, .xxxLarge, .accessibility3] }

        private let content: () -> Content

        /// Creates the preview.
        /// - Parameter content: the view to show at each size.
        public init(@ViewBuilder content: @escaping () -> Content) {
            self.content = content
        }

        /// The content at each size, in a vertical scroll view.
        public var body: some View {
            ScrollView {
                VStack(alignment: .leading, spacing: 24) {
                    ForEach(Self.sizes, id: \.self) { size in
                        VStack(alignment: .leading, spacing: 8) {
                            Text(verbatim: "\(size)")
                                .font(.system(.caption, design: .monospaced))
                            content()
                                .dynamicTypeSize(size)
                        }
                    }
                }
            }
        }
    }
#endif
