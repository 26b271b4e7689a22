import Testing

@testable import PrismTokens

/// How a ``TokenType`` reads in messages.
@Suite struct TokenTypeTests {
    /// Messages print a type as the token source writes it (what reflection printed, the case
    /// names being the raw values).
    @Test func aTypePrintsAsItsName() {
        for type in TokenType.allCases { #expect("\(type)" == type.rawValue) }
        #expect("\(TokenType.fontFamily) \(TokenType.cubicBezier)" == "fontFamily cubicBezier")
    }
}
