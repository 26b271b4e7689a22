import SwiftUI

/* Literals in comments are never flagged: .padding(16), Color(red: 1, green: 1, blue: 1)
   /* nested: .cornerRadius(8) */ still a comment: .frame(height: 44) */
struct TrapsView: View {
    // .padding(16) in a line comment
    let note = "use .padding(16) and Color(hex: \"#2c6be7\") here"
    let nested = "outer \("inner \(".padding(12)") text") done"
    let raw = #"raw .cornerRadius(8) with "quotes" and \(not interpolation)"#
    let multi = """
        .font(.system(size: 17))
        Color(red: 0.1725, green: 0.4196, blue: 0.9059)
        """

    @ScaledMetric(relativeTo: .body) var titleSize = 20

    var body: some View {
        VStack {
            Button("Save", systemImage: "tray.and.arrow.down") {}
            Button {
            } label: {
                Label("Share", systemImage: "square.and.arrow.up")
            }
            Image(decorative: "divider")
            Image("logo").accessibilityLabel("Prism")
            Image(systemName: "star")
            Text("Tap").onTapGesture(count: 2) {}.accessibilityAddTraits(.isButton)
            Text("Scaled").font(.system(size: titleSize))
            Text("Relative").font(.custom("Inter", size: titleSize, relativeTo: .body))
        }
        .padding(SpacingToken.lg.rawValue)
    }
}

#if DEBUG
    struct DebugOverlay: View {
        var body: some View { Text("debug").padding(16).background(Color(red: 1, green: 0, blue: 0)) }
    }
#endif

#Preview {
    TrapsView().padding(16).frame(width: 20, height: 20)
}

struct TrapsView_Previews: PreviewProvider {
    static var previews: some View { TrapsView().cornerRadius(8) }
}
