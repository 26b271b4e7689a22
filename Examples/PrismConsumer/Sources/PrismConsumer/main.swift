// Prints a few token values from the Swift that PrismTokensPlugin generates from ../../tokens.json
// at build time (no committed Generated/ needed).

for theme in PrismTheme.all {
    let text = theme.color(.onBackground)
    let background = theme.color(.background)
    print("\(theme.name): onBackground \(text.hex) on background \(background.hex)")
}
print("spacing: " + SpacingToken.allCases.map { "\($0.path)=\($0.rawValue)" }.joined(separator: " "))
