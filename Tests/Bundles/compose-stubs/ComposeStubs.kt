// Stand-ins for the few Jetpack Compose declarations the android bundle's PrismTokens.kt uses,
// with the same packages, names and call shapes, so Tests/Bundles/run.sh can compile the
// generated file with kotlinc where the Android SDK and Compose libraries are not installed.
// They check the Kotlin syntax, names and escaping of the generated file, not Compose itself.
@file:Suppress("unused")

package androidx.compose.ui.graphics

class Color private constructor(val argb: Long, @Suppress("UNUSED_PARAMETER") tag: Int) {
    companion object {
        fun of(argb: Long): Color = Color(argb, 0)
    }
}

/** Compose's `Color(0xAARRGGBB)`: the ARGB color in the low 32 bits of a Long. */
fun Color(color: Long): Color = Color.of(color)
