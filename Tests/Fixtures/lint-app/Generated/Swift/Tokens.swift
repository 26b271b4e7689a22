// Generated files are skipped by the walker: .padding(16) here is not linted.
import SwiftUI
let generatedPadding = Text("x").padding(16)
