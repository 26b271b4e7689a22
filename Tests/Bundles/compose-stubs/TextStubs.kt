// Stand-ins for androidx.compose.ui.text (see ComposeStubs.kt).
@file:Suppress("unused")

package androidx.compose.ui.text

import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.TextUnit

class TextStyle(
    val fontSize: TextUnit,
    val fontWeight: FontWeight,
    val lineHeight: TextUnit,
    val letterSpacing: TextUnit
)
