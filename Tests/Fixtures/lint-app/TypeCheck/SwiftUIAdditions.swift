// The SwiftUI API the lint-app fixture uses beyond Tests/Fixtures/swiftui-stub, with Apple's
// signatures (CGFloat where SwiftUI takes CGFloat), so the fixture — before and after
// `prism-tokens lint --fix` — type-checks on Linux against the generated Swift.
import SwiftUI

extension Image {
    init(_ name: String) { self.init(systemName: name) }
}

extension Button {
    init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) { fatalError() }
}

struct AnyTransition {
    static let opacity = AnyTransition()
    func animation(_ animation: Animation?) -> AnyTransition { self }
}

extension View {
    func padding(_ length: CGFloat) -> some View { self }
    func padding(_ edges: Axis.Set, _ length: CGFloat) -> some View { self }
    func cornerRadius(_ radius: CGFloat) -> some View { self }
    func frame(width: CGFloat? = nil, height: CGFloat? = nil) -> some View { self }
    func background(_ color: Color) -> some View { self }
    func foregroundColor(_ color: Color?) -> some View { self }
    func onTapGesture(perform action: @escaping () -> Void) -> some View { self }
    func offset(y: CGFloat) -> some View { self }
    func transition(_ transition: AnyTransition) -> some View { self }
}
