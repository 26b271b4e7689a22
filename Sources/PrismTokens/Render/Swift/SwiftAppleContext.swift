/// The fields of the Swift render context that the Apple-native layer (`PrismTokens+Apple.swift`)
/// reads: which enums `Color.prism`, `.prismColor(_:)`, `.prismFont(_:)` and `.prismAnimation(_:value:)`
/// are generated for, and the tap-target size `prismTapTarget()` uses.
///
/// The layer serves one enum per role, so a call such as `.prismColor(.background)` has one
/// meaning: the color enum of the `color` group (else the first color enum), the first
/// typography enum and the first transition enum that are the same in every theme.
enum SwiftAppleContext {
    /// The HIG minimum, used when no dimension token is marked `"tapTarget": true`.
    static let defaultTapTarget = "44"

    /// The Apple layer's fields.
    /// - Parameter enums: the token enums, in output order.
    /// - Returns: `appleColorEnum`, `appleTypographyEnum`, `appleMotionEnum` (each a list of zero
    ///   or one object) and `tapTargetSize` (a Swift expression in points).
    static func fields(for enums: [SwiftTokenEnum]) -> [String: MustacheValue] {
        let colors = enums.filter { $0.type == .color }
        let color = colors.first { $0.group == TokenPath(["color"]) } ?? colors.first
        let typography = enums.first { $0.type == .typography && !$0.isThemed }
        let motion = enums.first { $0.type == .transition && !$0.isThemed }
        return [
            "appleColorEnum": .list(color.map { [colorObject($0)] } ?? []),
            "appleTypographyEnum": .list(typography.map { [.object(["enumName": .string($0.name.code)])] } ?? []),
            "appleMotionEnum": .list(motion.map { [.object(["enumName": .string($0.name.code)])] } ?? []),
            "tapTargetSize": .string(tapTargetSize(enums)),
        ]
    }

    /// The color enum with one entry per token for the `Color.prism` / `UIColor.prism` / `NSColor.prism` palettes.
    private static func colorObject(_ plan: SwiftTokenEnum) -> MustacheValue {
        let members = plan.members.map { member -> MustacheValue in
            let token = member.token.primary
            var doc = SwiftEscaping.commentText(token.path.description)
            if let description = token.description { doc += " — " + SwiftEscaping.commentText(description) }
            var availability: MustacheValue = .null
            if token.deprecation != nil { availability = .string("@available(*, deprecated)") }
            return .object([
                "name": .string(member.caseName.code),
                "doc": .list(SwiftEscaping.docComment(doc).map(MustacheValue.string)),
                "availability": availability,
            ])
        }
        return .object([
            "enumName": .string(plan.name.code),
            "isThemed": .bool(plan.isThemed),
            "themeAccessor": .string(plan.themeAccessor.code),
            "members": .list(members),
        ])
    }

    /// `SizeToken.minTapTarget.rawValue` for the first dimension token the same in every theme and
    /// marked `"tapTarget": true` in its Prism extension, else ``defaultTapTarget``.
    private static func tapTargetSize(_ enums: [SwiftTokenEnum]) -> String {
        for plan in enums where plan.type == .dimension && !plan.isThemed {
            for member in plan.members where member.token.primary.prismExtension?["tapTarget"]?.bool == true {
                return "\(plan.name.code).\(member.caseName.code).rawValue"
            }
        }
        return defaultTapTarget
    }
}
