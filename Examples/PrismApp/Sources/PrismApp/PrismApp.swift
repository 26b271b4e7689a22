// The example app: five lines of SwiftUI are enough to follow the system's appearance with the
// Prism tokens — import the tokens, read colors and fonts through the modifiers, animate with a
// motion token. Nothing here mentions light, dark or contrast: the theme comes from the system.

#if canImport(SwiftUI)
import SwiftUI
import PrismDesignTokens

@main
struct PrismApp: App {
    var body: some Scene {
        WindowGroup {
            VStack(spacing: SpacingToken.lg.rawValue) {
                AccountSummary()                    // follows the system: light, dark, increased contrast
                AccountSummary()
                    .prismTheme(.highContrast)      // always the high-contrast theme
            }
        }
    }
}

/// A card that expands with the expressive spring — or at once under Reduce Motion.
struct AccountSummary: View {
    @State private var isExpanded = false

    var body: some View {
        VStack(alignment: .leading, spacing: SpacingToken.sm.rawValue) {
            Text("Account Overview")
                .prismFont(.headline)
                .prismAccessibilityHeader()
            Text("$4,218.00")
                .prismFont(.largeTitle)
                .prismColor(.brand)
            if isExpanded {
                Text("Available balance")
                    .prismFont(.body)
                    .prismColor(.onSurface)
            }
            Button(isExpanded ? "Less" : "More") { isExpanded.toggle() }
                .prismFocusOrder(priority: 5, label: isExpanded ? "Show less" : "Show more")
        }
        .prismAnimation(.expressive, value: isExpanded)     // no animation under Reduce Motion
    }
}
#else
/// Where SwiftUI does not exist (Linux), the app only says what it is.
@main
enum PrismApp {
    static func main() {
        print("PrismApp is a SwiftUI app: build it on an Apple platform (the tests type-check it on Linux).")
    }
}
#endif
