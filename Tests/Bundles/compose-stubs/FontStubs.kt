// Stand-in for androidx.compose.ui.text.font.FontWeight (see ComposeStubs.kt).
package androidx.compose.ui.text.font

class FontWeight(val weight: Int) {
    init { require(weight in 1..1000) { "font weight $weight is outside 1…1000" } }
}
