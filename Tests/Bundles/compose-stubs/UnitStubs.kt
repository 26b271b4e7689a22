// Stand-ins for androidx.compose.ui.unit (see ComposeStubs.kt).
@file:Suppress("unused")

package androidx.compose.ui.unit

class Dp(val value: Float)
class TextUnit(val value: Float, val unit: String)

val Int.dp: Dp get() = Dp(this.toFloat())
val Double.dp: Dp get() = Dp(this.toFloat())
val Int.sp: TextUnit get() = TextUnit(this.toFloat(), "sp")
val Double.sp: TextUnit get() = TextUnit(this.toFloat(), "sp")
val Int.em: TextUnit get() = TextUnit(this.toFloat(), "em")
val Double.em: TextUnit get() = TextUnit(this.toFloat(), "em")
