import Testing
@testable import PrismAccessibility
@Suite struct PlaceholderAccessibilityTests { @Test func version() { #expect(PrismAccessibilityInfo.version == "0.1.0") } }
