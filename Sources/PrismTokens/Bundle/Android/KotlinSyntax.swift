enum KotlinSyntax {
    static func packageSegment(_ word: String) -> String { word }
}
