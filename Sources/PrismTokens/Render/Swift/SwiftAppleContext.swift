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

    /// The enums the layer is generated for, and the tap-target size (shared by the context and
    /// ``SwiftAppleFileWriter``).
    struct Selection {
        /// The color enum of the palettes and `.…Color(_:)`, if any.
        let color: SwiftTokenEnum?
        /// The typography enum of `.…Font(_:)`, if any.
        let typography: SwiftTokenEnum?
        /// The motion enum of `.…Animation(_:value:)`, if any.
        let motion: SwiftTokenEnum?
        /// The tap-target size as a Swift expression in points.
        let tapTargetSize: String

        /// No enum and no tap-target size: what the template sees when the source has no theme
        /// (its context then holds only the notice and the namespace's names).
        static let empty = Selection(color: nil, typography: nil, motion: nil, tapTargetSize: "")

        private init(
            color: SwiftTokenEnum?, typography: SwiftTokenEnum?, motion: SwiftTokenEnum?, tapTargetSize: String
        ) {
            self.color = color
            self.typography = typography
            self.motion = motion
            self.tapTargetSize = tapTargetSize
        }

        /// The selection among the token enums, in output order.
        init(_ enums: [SwiftTokenEnum]) {
            let colors = enums.filter { $0.type == .color }
            color = colors.first { $0.group == TokenPath(["color"]) } ?? colors.first
            typography = enums.first { $0.type == .typography && !$0.isThemed }
            motion = enums.first { $0.type == .transition && !$0.isThemed }
            tapTargetSize = SwiftAppleContext.tapTargetSize(enums)
        }
    }

    /// The Apple layer's fields.
    /// - Parameters:
    ///   - enums: the token enums, in output order.
    ///   - includesColorMembers: `false` leaves `appleColorEnum` empty: no template rendered
    ///     over the context reads it (``SwiftAppleFileWriter`` writes the built-in one's file).
    /// - Returns: `appleColorEnum`, `appleTypographyEnum`, `appleMotionEnum` (each a list of zero
    ///   or one object) and `tapTargetSize` (a Swift expression in points).
    static func fields(for enums: [SwiftTokenEnum], includesColorMembers: Bool = true) -> [String: MustacheValue] {
        let selection = Selection(enums)
        let color = includesColorMembers ? selection.color : nil
        return [
            "appleColorEnum": .list(color.map { [colorObject($0)] } ?? []),
            "appleTypographyEnum": .list(
                selection.typography.map { [.object(["enumName": .string($0.name.code)])] } ?? []),
            "appleMotionEnum": .list(selection.motion.map { [.object(["enumName": .string($0.name.code)])] } ?? []),
            "tapTargetSize": .string(selection.tapTargetSize),
        ]
    }

    /// A palette property's documentation comment: the token's path, and its description.
    static func docLines(of member: SwiftTokenEnumMember) -> [String] {
        let token = member.token.primary
        var doc = SwiftEscaping.commentText(token.path.description)
        if let description = token.description { doc += " — " + SwiftEscaping.commentText(description) }
        return SwiftEscaping.docComment(doc)
    }

    /// Whether a palette property is marked `@available(*, deprecated)`: its token is deprecated.
    static func isDeprecated(_ member: SwiftTokenEnumMember) -> Bool {
        member.token.primary.deprecation != nil
    }

    /// The color enum with one entry per token for the `Color.prism` / `UIColor.prism` / `NSColor.prism` palettes.
    private static func colorObject(_ plan: SwiftTokenEnum) -> MustacheValue {
        let members = plan.members.map { member -> MustacheValue in
            .object([
                "name": .string(member.caseName.code),
                "doc": .list(docLines(of: member).map(MustacheValue.string)),
                "availability": isDeprecated(member) ? .string("@available(*, deprecated)") : .null,
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
