/// Where a value expression is written; it decides how the expression may refer to other tokens.
enum SwiftExpressionSite {
    /// A computed property of an enum whose tokens are the same in every theme: it may read other
    /// theme-independent enums (`PaletteToken.blue600.color`).
    case invariantEnum
    /// A `PrismTheme` method: it may also ask the theme for themed tokens (`color(.border)`).
    case themeMethod
    /// A theme's stored values (inside `static let light = PrismTheme(…)`): only theme-independent enums.
    case themeTable
}

/// Where a token other tokens may refer to is among the enum plans: its enum and its member.
///
/// The writer indexes every token by path, and two 32-bit positions per token keep that index
/// small (at 100k tokens it was 21 MB holding three strings and three flags per token); a
/// reference reads the enum and the member in place.
struct SwiftTokenPosition {
    /// The enum's index among the plans.
    let enumIndex: Int32
    /// The member's index in the enum.
    let memberIndex: Int32
}

/// Writes Swift expressions for token values, referring to other tokens where the token source
/// does (aliases, and references inside composite values) instead of copying their values.
///
/// Copies share one memo of filled-in metadata (locked), so enums written on different threads
/// still follow an alias chain that crosses them once.
struct SwiftValueExpressions: Sendable {
    /// The enums, whose members are the tokens that can be referred to.
    let enums: [SwiftTokenEnum]
    /// Where each token that can be referred to is among `enums`, by path.
    let positions: [TokenPath: SwiftTokenPosition]
    /// The prefix of the generated value types (`Prism` → `PrismBorder(…)`), from the namespace.
    let typePrefix: String
    /// Whether an alias without metadata of its own is written as a reference without following
    /// its target's alias chain (`false`: the general path, for tests).
    var skipsUnsetMetadata = true
    /// Metadata already filled in along alias chains.
    private let memo = MetadataMemo()

    /// Creates the writer.
    /// - Parameters:
    ///   - enums: the planned enums; their members are the tokens that can be referred to.
    ///   - typePrefix: the prefix of the generated value types (``TokenNamespace/swiftTypePrefix``).
    init(enums: [SwiftTokenEnum], typePrefix: String = TokenNamespace.prism.swiftTypePrefix) {
        self.enums = enums
        self.typePrefix = typePrefix
        var positions: [TokenPath: SwiftTokenPosition] = [:]
        positions.reserveCapacity(enums.reduce(0) { $0 + $1.members.count })
        for (enumIndex, plan) in enums.enumerated() {
            for (memberIndex, member) in plan.members.enumerated() {
                positions[member.token.path] = SwiftTokenPosition(
                    enumIndex: Int32(truncatingIfNeeded: enumIndex), memberIndex: Int32(truncatingIfNeeded: memberIndex)
                )
            }
        }
        self.positions = positions
    }

    /// The filled metadata of tokens, by theme (its index in the resolution: two permutations
    /// can have the same name) and path: a reference, so the writer's copies share it, locked, as
    /// one render's enums are written on several threads. An entry depends only on its theme and
    /// path, so which thread fills it first does not matter.
    private final class MetadataMemo: @unchecked Sendable {
        private let lock = PlatformLock()
        private var filled: [Int: [TokenPath: SwiftTokenMetadata]] = [:]

        /// The filled metadata of `path` in theme `theme`, if known.
        func known(_ path: TokenPath, theme: Int) -> SwiftTokenMetadata? {
            lock.withLock { filled[theme]?[path] }
        }

        /// Remembers the filled metadata of `path` in theme `theme`.
        func remember(_ metadata: SwiftTokenMetadata, for path: TokenPath, theme: Int) {
            lock.withLock { filled[theme, default: [:]][path] = metadata }
        }
    }

    /// The expression of a token's value in a theme.
    /// - Parameters:
    ///   - token: the token as resolved in `theme`.
    ///   - theme: the theme, for following references.
    ///   - site: where the expression goes.
    /// - Returns: a reference to the aliased token when the value is an alias that can be referred
    ///   to from `site`, else a literal whose members refer to other tokens where they can.
    func expression(for token: ResolvedToken, in theme: SwiftThemeContextInput, at site: SwiftExpressionSite) -> String
    {
        // The reference is looked up first (one table lookup); the metadata of the target's alias
        // chain is followed only for an alias with metadata of its own (an alias without any reads
        // the same as every target).
        if let alias = token.aliasOf, let reference = reference(to: alias, as: token.type, at: site),
            let target = theme.resolved[alias]
        {
            let own = SwiftTokenMetadata(token)
            if (skipsUnsetMetadata && own.isUnset)
                || own.isCompatible(withAliasTarget: metadata(of: target, in: theme))
            {
                return reference
            }
        }
        return literal(token, in: theme, at: site)
    }

    /// Whether a token's expression is the same at every site: a value that is not an alias, has
    /// no references inside it and does not depend on Prism metadata (as transitions and
    /// typography do), so it is always written as the same literal.
    static func isPlainLiteral(_ token: ResolvedToken) -> Bool {
        guard token.aliasOf == nil, token.memberReferences.isEmpty else { return false }
        switch token.value {
        case .transition, .typography: return false
        default: return true
        }
    }

    /// A token's Prism metadata, with what it leaves unset taken from the tokens its alias chain names.
    ///
    /// Each token's filled metadata is remembered per theme, so following a chain costs one step
    /// per token however long the chain is (a 20,000-long chain was quadratic before).
    func metadata(of token: ResolvedToken, in theme: SwiftThemeContextInput) -> SwiftTokenMetadata {
        var chain = [token]
        var filledTail: SwiftTokenMetadata?
        var isCycle = false
        var visited: Set<TokenPath> = []
        var current = token
        while let alias = current.aliasOf {
            if let known = memo.known(alias, theme: theme.index) {
                filledTail = known
                break
            }
            if visited.isEmpty { visited = Set(chain.map(\.path)) }
            guard visited.insert(alias).inserted else {
                isCycle = true
                break
            }
            guard let target = theme.resolved[alias] else { break }
            chain.append(target)
            current = target
        }
        var filled = filledTail
        for link in chain.reversed() {
            var metadata = SwiftTokenMetadata(link)
            if let filled { metadata.fillUnset(from: filled) }
            filled = metadata
            // In a cycle (an error validation reports), where the walk starts decides what is filled; don't remember it.
            if !isCycle { memo.remember(metadata, for: link.path, theme: theme.index) }
        }
        return filled ?? SwiftTokenMetadata(token)
    }

    /// The expression that reads another token, or `nil` when `site` cannot refer to it.
    func reference(to path: TokenPath, as type: TokenType, at site: SwiftExpressionSite) -> String? {
        // Read in place (a value made for every reference copied the target's member).
        guard let position = positions[path] else { return nil }
        let plan = enums[Int(position.enumIndex)]
        let memberIndex = Int(position.memberIndex)
        guard plan.type == type, plan.members[memberIndex].token.primary.deprecation == nil else { return nil }
        let caseName = plan.members[memberIndex].caseName.code
        if !plan.isThemed {
            return [plan.name.code, caseName, type.swiftAccessor].joinedAtLength(separator: UInt8(ascii: "."))
        }
        return site == .themeMethod ? plan.themeAccessor.code + "(." + caseName + ")" : nil
    }

    /// The value written out, with members referring to the tokens the source references.
    private func literal(
        _ token: ResolvedToken, in theme: SwiftThemeContextInput, at site: SwiftExpressionSite,
        replacementDepth: Int = 0
    ) -> String {
        let members = token.memberReferences
        func member(_ key: String, _ type: TokenType, _ written: @autoclosure () -> String) -> String {
            if let path = members[key], let reference = reference(to: path, as: type, at: site) { return reference }
            return written()
        }
        switch token.value {
        case .color(let color):
            return SwiftLiterals.color(color, prefix: typePrefix)
        case .dimension(let dimension):
            return SwiftLiterals.number(dimension.points)
        case .fontFamily(let names):
            return SwiftLiterals.strings(names)
        case .fontWeight(let weight), .number(let weight):
            return SwiftLiterals.number(weight)
        case .string(let text):
            return SwiftEscaping.stringLiteral(text)
        case .boolean(let flag):
            return flag ? "true" : "false"
        case .duration(let duration):
            return SwiftLiterals.number(duration.seconds)
        case .cubicBezier(let curve):
            return SwiftLiterals.cubicBezier(curve, prefix: typePrefix)
        case .strokeStyle(let style):
            return SwiftLiterals.strokeStyle(style)
        case .border(let border):
            let color = member("color", .color, SwiftLiterals.color(border.color, prefix: typePrefix))
            let width = member("width", .dimension, SwiftLiterals.number(border.width.points))
            let style = member("style", .strokeStyle, SwiftLiterals.strokeStyle(border.style))
            return "\(typePrefix)Border(color: \(color), width: \(width), style: \(style))"
        case .transition(let transition):
            let duration = member("duration", .duration, SwiftLiterals.number(transition.duration.seconds))
            let delay = member("delay", .duration, SwiftLiterals.number(transition.delay.seconds))
            let curve = member(
                "timingFunction", .cubicBezier, SwiftLiterals.cubicBezier(transition.timingFunction, prefix: typePrefix)
            )
            let motion = metadata(of: token, in: theme)
            var text = "\(typePrefix)Transition(duration: \(duration), delay: \(delay), timingFunction: \(curve)"
            if let spring = motion.spring {
                text +=
                    ", spring: \(typePrefix)Spring(duration: \(SwiftLiterals.number(spring.duration)), bounce: \(SwiftLiterals.number(spring.bounce)))"
            }
            let reduced = replacementDepth > 0 ? ".none" : reducedMotion(motion.reducedMotion, in: theme, at: site)
            return text + ", reducedMotion: \(reduced))"
        case .shadow(let layers):
            let prefix = token.resolvedJSON.array == nil ? { (_: Int) in "" } : { (i: Int) in "\(i)." }
            let written = layers.enumerated().map { i, layer in
                let color = member(prefix(i) + "color", .color, SwiftLiterals.color(layer.color, prefix: typePrefix))
                let x = member(prefix(i) + "offsetX", .dimension, SwiftLiterals.number(layer.offsetX.points))
                let y = member(prefix(i) + "offsetY", .dimension, SwiftLiterals.number(layer.offsetY.points))
                let blur = member(prefix(i) + "blur", .dimension, SwiftLiterals.number(layer.blur.points))
                let spread = member(prefix(i) + "spread", .dimension, SwiftLiterals.number(layer.spread.points))
                return
                    "\(typePrefix)Shadow.Layer(color: \(color), offsetX: \(x), offsetY: \(y), blur: \(blur), spread: \(spread)\(layer.inset ? ", inset: true" : ""))"
            }
            return "\(typePrefix)Shadow([" + written.joined(separator: ", ") + "])"
        case .gradient(let stops):
            let written = stops.enumerated().map { i, stop in
                let color = member("\(i).color", .color, SwiftLiterals.color(stop.color, prefix: typePrefix))
                let position = member("\(i).position", .number, SwiftLiterals.number(stop.position))
                return "\(typePrefix)Gradient.Stop(color: \(color), position: \(position))"
            }
            return "\(typePrefix)Gradient([" + written.joined(separator: ", ") + "])"
        case .typography(let typography):
            let family = member("fontFamily", .fontFamily, SwiftLiterals.strings(typography.fontFamily))
            let size = member("fontSize", .dimension, SwiftLiterals.number(typography.fontSize.points))
            let weight = member("fontWeight", .fontWeight, SwiftLiterals.number(typography.fontWeight))
            let spacing = member(
                "letterSpacing", .dimension,
                SwiftLiterals.number(typography.letterSpacing.points(fontSize: typography.fontSize.points)))
            let lineHeight = member("lineHeight", .number, SwiftLiterals.number(typography.lineHeight))
            var text =
                "\(typePrefix)Typography(fontFamily: \(family), fontSize: \(size), fontWeight: \(weight), letterSpacing: \(spacing), lineHeight: \(lineHeight)"
            if let style = metadata(of: token, in: theme).textStyle ?? TextStyleInference.style(for: typography),
                TokenMetadataRules.textStyles.contains(style)
            {
                text += ", textStyle: .\(style)"
            }
            return text + ")"
        }
    }

    /// The reduced-motion behaviour: `.none`, `.fade` (also when unspecified or not understood), or
    /// `.replacement(…)` reading the gentler motion token.
    private func reducedMotion(_ setting: String?, in theme: SwiftThemeContextInput, at site: SwiftExpressionSite)
        -> String
    {
        guard let setting else { return ".fade" }
        if setting == "none" { return ".none" }
        guard let path = AliasSyntax.wholeAlias(setting), let target = theme.resolved[path],
            case .transition = target.value
        else { return ".fade" }
        // Reading a token whose own reduced motion is a replacement could recurse at run time; write it out instead.
        let targetReduced = metadata(of: target, in: theme).reducedMotion
        if targetReduced == nil || targetReduced == "none" || targetReduced == "fade",
            let reference = reference(to: path, as: .transition, at: site)
        {
            return ".replacement(\(reference))"
        }
        return ".replacement(\(literal(target, in: theme, at: site, replacementDepth: 1)))"
    }
}
