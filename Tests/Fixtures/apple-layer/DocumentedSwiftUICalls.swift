// The SwiftUI calls of the PrismUI accessibility documentation (accessibility.md), written as the
// documentation writes them, type-checked by AppleLayerTypecheckTests with the generated Swift of
// tokens.json (Generated/Swift) against the SwiftUI + UIKit and SwiftUI + AppKit stand-ins.
//
// Differences from the page, all outside this project's API: `#Preview { … }` bodies are written
// as views (the macro needs Xcode), and the PrismUI components and app types the snippets use
// (PrismButton, PrismToggle, PrismProgressBar, LottieAnimationView, TransactionRow, AccountCard)
// are stand-ins below — components are PrismUI's job, not the token library's.

#if canImport(SwiftUI)
import SwiftUI
import PrismDesignTokens

// MARK: - Stand-ins for PrismUI components and app types

struct PrismButtonVariant { static let filled = PrismButtonVariant() }
struct PrismButton: View {
    init(_ title: String, variant: PrismButtonVariant, action: @escaping () async -> Void) {}
    var body: some View { Text("button") }
}
struct PrismToggle: View {
    init(_ title: String, isOn: Binding<Bool>) {}
    var body: some View { Text("toggle") }
}
struct PrismProgressBar: View {
    init(value: Double) {}
    var body: some View { Text("progress") }
}
struct LottieAnimationView: View {
    init(name: String) {}
    var body: some View { Text("lottie") }
}
struct Transaction { static let sample = Transaction() }
struct TransactionRow: View {
    var transaction: Transaction
    var body: some View { Text("row") }
}
struct AccountCard: View {
    var body: some View { Text("card") }
}
struct ContentView: View {
    var body: some View { Text("content") }
}
final class PaymentViewModel: Sendable {
    func submitPayment() async {}
}
func pay() async {}

// MARK: - The documented calls

struct VoiceOverSupport: View {
    var body: some View {
        VStack {
            Image(systemName: "heart.fill")
                .prismAccessibility(
                    label: Text("Add to favorites"),
                    hint: Text("Double-tap to toggle"),
                    traits: .isButton
                )
            Text("Recent transactions")
                .prismFont(.headline)
                .prismAccessibilityHeader()
            HStack {
                Image(systemName: "arrow.up")
                Text("+$124.00")
            }
            .prismAccessibilityGroup(label: Text("Gain of 124 dollars"))
        }
    }
}

struct DynamicTypePreviewUse: View {
    var body: some View {
        PrismDynamicTypePreview {
            TransactionRow(transaction: .sample)
        }
    }
}

struct ReduceMotionUse: View {
    var icon: Image
    var card: AccountCard
    var isChecked: Bool
    var isExpanded: Bool
    var isLoading: Bool

    var body: some View {
        VStack {
            // Fast, subtle — good for checkbox state or loading indicator
            icon
                .prismAnimation(.instant, value: isChecked)

            // Springy, engaging — good for card expand or modal entrance
            card
                .prismAnimation(.expressive, value: isExpanded)

            Circle()
                .prismMotionSafe { view in
                    view.rotationEffect(.degrees(isLoading ? 360 : 0))
                        .animation(.linear(duration: 1).repeatForever(autoreverses: false),
                                   value: isLoading)
                }

            PrismReduceMotion {
                // Shown when Reduce Motion is on
                Text("Loading…")
                    .prismFont(.caption)
            } full: {
                // Shown when Reduce Motion is off
                LottieAnimationView(name: "spinner")
            }
        }
    }
}

struct HighContrastUse: View {
    @State private var useHighContrast = false
    @State private var themeStore = PrismThemeStore()

    var body: some View {
        VStack {
            ContentView()
                .prismTheme(HighContrastTheme())

            PrismToggle("High contrast", isOn: $useHighContrast)
                .onChange(of: useHighContrast) { _, enabled in
                    themeStore.setTheme(enabled ? "highContrast" : "default")
                }
        }
        .prismTheme(themeStore)
    }
}

struct ContrastInAView: View {
    @Environment(\.prismTheme) private var theme: PrismTheme
    var brandTint: PrismColor

    var body: some View {
        let ratio = PrismContrastChecker.contrastRatio(
            between: theme.color(.onBackground),
            and: theme.color(.background)
        )
        let passes = PrismContrastChecker.meetsLevel(
            .aa,
            foreground: theme.color(.onBackground),
            background: theme.color(.background)
        )
        let accessibleForeground = PrismContrastChecker.suggestAccessibleColor(
            for: brandTint,
            on: theme.color(.background),
            level: .aa
        )
        let simulated = PrismColorBlindnessSimulator.simulate(
            theme.color(.brand),
            type: .deuteranopia
        )
        return VStack {
            Text("Contrast ratio: \(ratio) \(passes)")
            Text("\(accessibleForeground?.hex ?? "-") \(simulated.hex)")
                .foregroundStyle(Color.prism.brand)
        }
    }
}

struct ColorBlindnessPreview: View {
    var body: some View {
        AccountCard()
            .prismSimulateColorBlindness(.protanopia)
    }
}

struct FocusOrderUse: View {
    var body: some View {
        VStack {
            Text("Total due")
                .prismFocusOrder(priority: 20, label: "Total due")

            Text("$4,218.00")
                .prismFocusOrder(priority: 10, label: "4218 dollars")

            PrismButton("Pay now", variant: .filled) { await pay() }
                .prismFocusOrder(priority: 5, label: "Pay now button")
        }
    }
}

struct AnnouncementUse: View {
    var uploadProgress: Double
    var viewModel: PaymentViewModel

    var body: some View {
        PrismProgressBar(value: uploadProgress)
            .prismAnnounce(
                when: uploadProgress,
                message: "Upload complete",
                priority: .assertive
            )
    }

    @MainActor func submit() async {
        await viewModel.submitPayment()
        PrismAccessibilityAnnouncer.announce("Payment submitted successfully", priority: .polite)
    }
}

struct AuditUse: View {
    var body: some View {
        VStack {
            Text("Card number")
        }
        .prismAccessibilityAudit("Payment form")
    }
}

// From components-and-tokens.md: the token calls a card makes.
struct CardTokens: View {
    var body: some View {
        VStack(alignment: .leading, spacing: SpacingToken.sm.rawValue) {
            Text("Account Overview")
                .prismFont(.headline)
            Text("$4,218.00")
                .prismFont(.largeTitle)
                .prismColor(.brand)
        }
    }
}
#endif
