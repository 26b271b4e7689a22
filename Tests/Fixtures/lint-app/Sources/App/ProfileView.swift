import SwiftUI

// A screen written before the design system existed: every drift and accessibility finding.
struct ProfileView: View {
    @State private var expanded = false

    var body: some View {
        VStack(spacing: 16) {
            Text("Profile")
                .font(.system(size: 17))
                .foregroundColor(Color(red: 0.1725, green: 0.4196, blue: 0.9059))
                .padding(12)
            Text("Bio")
                .padding(.horizontal, 14)
                .background(Color(hex: "#2c6be7"))
                .cornerRadius(8)
            Image("profile-banner-2026")
            Button(action: { expanded.toggle() }) {
                Image(systemName: "pencil")
            }
            .frame(width: 32, height: 32)
            Text("Details")
                .onTapGesture { expanded.toggle() }
                .offset(y: expanded ? 0 : 20)
                .animation(.easeInOut(duration: 0.25), value: expanded)
            Text("Accent")
                .foregroundStyle(Color(red: 0.5882, green: 0.4118, blue: 0.9569))
                .background(Color(red: 0.15, green: 0.4, blue: 0.88))
                .transition(.opacity.animation(.timingCurve(0.2, 0, 0, 1, duration: 0.3)))
        }
    }
}
