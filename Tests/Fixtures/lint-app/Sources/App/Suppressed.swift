import SwiftUI

// prism-lint:disable-file swiftui.image-label -- marketing art is described by the caption
struct SuppressedView: View {
    var body: some View {
        VStack {
            // prism-lint:disable-next-line drift.spacing
            Text("A").padding(16)
            Text("B").padding(16) // prism-lint:disable-line drift
            /* prism-lint:disable drift.radius */
            Text("C").cornerRadius(8)
            /* prism-lint:enable drift.radius */
            Text("D").cornerRadius(8)
            Image("campaign-hero")
        }
    }
}
