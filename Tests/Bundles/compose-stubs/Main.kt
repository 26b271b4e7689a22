// Reads the compiled tokens back: the default theme, each theme's name and darkness.
import prism.tokens.PrismThemes

fun main() {
    for (theme in PrismThemes.all) println("${theme.name} dark=${theme.isDark} hc=${theme.isHighContrast}")
    println("select(dark, hc)=" + PrismThemes.select(isDark = true, isHighContrast = true).name)
    println("default=" + PrismThemes.defaultTheme.name)
}
