import Testing
@testable import PrismAccessibility
