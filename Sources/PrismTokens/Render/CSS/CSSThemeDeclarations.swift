/// The custom property declarations of every token in every theme, written once per distinct value.
///
/// Themes usually differ in a few tokens (the semantic colors); the rest resolve to the same value
/// in every theme. A token that resolves in a theme exactly as it does at the same position in
/// the first theme (``ResolvedToken/hasSameResolvedValue(as:)``, one pointer comparison for the
/// tokens an incremental resolution shares with the first permutation), or that is an alias
/// written exactly as it is there, reuses the first theme's declarations instead of formatting
/// them again. A theme whose tokens line up with the first theme's is kept as the first theme's
/// declarations with a few replaced (``CSSThemeOverlay``), so what a theme costs here and in
/// ``CSSThemeRules`` grows with the tokens it changes, not with all tokens.
struct CSSThemeDeclarations {
    /// One theme's declarations.
    enum Theme {
        /// The first theme's declarations with the ones at some positions replaced by
        /// declarations of the same properties.
        case changes(CSSDeclarationChanges)
        /// Every declaration in token order, and where each token's start (one entry more than
        /// tokens): a theme whose tokens or properties do not line up with the first theme's.
        case tokens(flat: [CSSDeclaration], starts: [Int])
    }

    /// The first theme's declarations in token order, and where each token's start.
    var first: (flat: [CSSDeclaration], starts: [Int]) = ([], [0])
    /// The first theme's declarations as a list, when no property comes twice among them
    /// (otherwise every theme is a ``Theme/tokens(flat:starts:)``).
    var firstList: CSSDeclarationList?
    /// Each theme, in resolution order.
    var themes: [Theme] = []
    /// The readers of ``firstList``'s declarations, found beside the later themes (`nil` with
    /// one theme, or without a first list).
    var firstReaders: CSSPositionReaders?
    /// `render.css-name` errors (two tokens that become one custom property) and
    /// `render.css-member` notes (a member property left out for a token or another member).
    var collisions: [Diagnostic] = []

    /// Writes the declarations of every theme.
    /// - Parameters:
    ///   - themes: the resolved themes, in permutation order.
    ///   - writer: formats one token's declarations (with the properties of every token reserved:
    ///     ``CSSTokenDeclarations/reservingTokenProperties(of:)``).
    ///   - properties: the custom property of each token of the first theme, by position, when
    ///     known (saves looking each one up again).
    /// - Returns: the declarations by theme, and the name collisions found among them.
    static func compute(for themes: [ResolvedTheme], writer: CSSTokenDeclarations, properties: [String] = [])
        -> CSSThemeDeclarations
    {
        var result = CSSThemeDeclarations()
        guard let firstTokens = themes.first?.tokens else { return result }
        var check = CSSCollisionCheck()
        // Every token has at least one property and a composite one per member (16,000 at 10k
        // tokens); reserving twice the tokens avoids rehashing the table as it fills.
        check.reserveCapacity(firstTokens.count * 2)
        var flat: [CSSDeclaration] = []
        flat.reserveCapacity(firstTokens.count)
        var starts = [0]
        starts.reserveCapacity(firstTokens.count + 1)
        func add(_ index: Int, _ declarations: [CSSDeclaration], omitted: [(member: CSSMember, property: String)]) {
            check.add(firstTokens[index], declarations, omitted: omitted)
            flat.append(contentsOf: declarations)
            starts.append(flat.count)
        }
        if writesInSlices(themeCount: themes.count), firstTokens.count > sliceSize {
            let written = firstThemeDeclarations(firstTokens, writer: writer, properties: properties)
            for (index, token) in written.enumerated() { add(index, token.declarations, omitted: token.omitted) }
        } else {
            // One theme (see `writesInSlices(themeCount:)`) or few tokens: one after another.
            for index in firstTokens.indices {
                let written = writer.declarationsAndOmissions(
                    for: firstTokens[index], property: index < properties.count ? properties[index] : nil)
                add(index, written.declarations, omitted: written.omitted)
            }
        }
        result.first = (flat, starts)
        // The check holds each property's first declaration: all of them, in order, when none came twice.
        if check.owners.count == flat.count {
            let shared = check.shareOwners()
            result.firstList = CSSDeclarationList(distinct: shared.owners, indexByProperty: shared.indexByProperty)
            result.themes.append(.changes(CSSDeclarationChanges()))
        } else {
            result.themes.append(.tokens(flat: flat, starts: starts))
        }
        result.addLaterThemes(
            Array(themes.dropFirst()), firstTokens: firstTokens, writer: writer, properties: properties, check: &check)
        result.collisions = check.diagnostics
        return result
    }

    /// A job beside the first theme: a later theme (by position among the later themes), or the
    /// readers of the first theme's declarations.
    private enum LaterJob {
        case theme(Int)
        case readers(CSSDeclarationList)
    }

    /// What one job beside the first theme produced: a later theme, or the readers of the
    /// first theme's declarations.
    private enum LaterWork {
        /// A later theme, and the tokens it writes again (for the collision check).
        case theme(Theme, written: [WrittenToken])
        /// ``CSSPositionReaders`` of ``firstList``.
        case readers(CSSPositionReaders)
    }

    /// A token a later theme writes again, with its declarations and the member properties it left out.
    private typealias WrittenToken = (
        token: ResolvedToken, declarations: [CSSDeclaration], omitted: [(member: CSSMember, property: String)]
    )

    /// Adds the themes after the first: each compared with the first on a core of its own, the
    /// readers of the first theme's declarations (which laying out the rules needs once any theme
    /// changes something) found beside them, and the tokens they write again added to the
    /// collision check in theme order, as one theme after another adds them.
    private mutating func addLaterThemes(
        _ later: [ResolvedTheme], firstTokens: [ResolvedToken], writer: CSSTokenDeclarations, properties: [String],
        check: inout CSSCollisionCheck
    ) {
        guard !later.isEmpty else { return }
        let base = self
        let jobs = (firstList.map { [LaterJob.readers($0)] } ?? []) + later.indices.map(LaterJob.theme)
        // Several jobs read the naming scheme at once.
        let shared = jobs.count > 1 ? writer.readOnly() : writer
        let done = ParallelWork.map(jobs) { job -> LaterWork in
            switch job {
            case .readers(let list): return .readers(CSSPositionReaders(list))
            case .theme(let position):
                let (theme, written) = base.declarations(
                    of: later[position], firstTokens: firstTokens, writer: shared, properties: properties)
                return .theme(theme, written: written)
            }
        }
        for outcome in done {
            switch outcome {
            case .theme(let theme, let written):
                for item in written { check.add(item.token, item.declarations, omitted: item.omitted) }
                themes.append(theme)
            case .readers(let readers):
                firstReaders = readers
            }
        }
    }

    /// Whether the stylesheet of `themeCount` themes writes its first theme's declarations and its
    /// root rule's text in slices on free cores.
    ///
    /// With several themes the stylesheet was the last platform to finish (10k tokens × 4
    /// themes), on one core while the others had ended; in slices, a thread that has finished its
    /// own platform (or the rules) takes a share. With one theme the Swift platform ends last,
    /// and the slices would only add their bookkeeping (50k: +0.7% wall, +1.6% CPU).
    static func writesInSlices(themeCount: Int) -> Bool { themeCount > 1 }

    /// The tokens one job of ``firstThemeDeclarations(_:writer:properties:)`` writes.
    static let sliceSize = 1_024

    /// The declarations of each of the first theme's tokens, and the member properties each left
    /// out, in token order, written in slices on free cores (see ``writesInSlices(themeCount:)``).
    /// A token's declarations depend only on the token and the names, which the slices read from
    /// a read-only copy of the naming scheme; the collision check then runs over them in order.
    private static func firstThemeDeclarations(
        _ tokens: [ResolvedToken], writer: CSSTokenDeclarations, properties: [String]
    ) -> [(declarations: [CSSDeclaration], omitted: [(member: CSSMember, property: String)])] {
        let shared = writer.readOnly()
        return ParallelWork.map(Array(tokens.indices), slicedBy: sliceSize) { index in
            shared.declarationsAndOmissions(
                for: tokens[index], property: index < properties.count ? properties[index] : nil)
        }
    }

    /// The declarations of a theme after the first, compared with the first theme token by token.
    ///
    /// Reads both themes' tokens in place: a token the theme shares with the first theme (the
    /// same instance, ``ResolvedToken/isShared(with:)``) is recognized by comparing two pointers,
    /// without copying it out — a copy is a retain and a release of a token the walk would
    /// otherwise never touch, and most of a theme's tokens are shared.
    private func declarations(
        of theme: ResolvedTheme, firstTokens: [ResolvedToken], writer: CSSTokenDeclarations, properties: [String]
    ) -> (Theme, written: [WrittenToken]) {
        var written: [WrittenToken] = []
        var changes = CSSDeclarationChanges()
        // Every declaration in order, once the theme stops lining up with the first one.
        var isMaterialized = firstList == nil
        var flat: [CSSDeclaration] = []
        var starts = [0]
        let count = theme.tokens.count
        theme.tokens.withUnsafeBufferPointer { tokens in
            firstTokens.withUnsafeBufferPointer { firstBuffer in
                for index in 0..<count {
                    let firstRange = index < firstBuffer.count ? first.starts[index]..<first.starts[index + 1] : nil
                    // `hasSameResolvedValue` compares the pointers first too, but calling it for every
                    // shared token cost 0.6% more instructions at 10k × 16 than checking here.
                    if let firstRange,
                        tokens[index].isShared(with: firstBuffer[index])
                            || firstBuffer[index].hasSameResolvedValue(as: tokens[index])
                            || Self.isSameAlias(tokens[index], as: firstBuffer[index])
                    {
                        // Same properties owned by the same token as in the first theme: nothing new can collide.
                        if isMaterialized {
                            flat.append(contentsOf: first.flat[firstRange])
                            starts.append(flat.count)
                        }
                        continue
                    }
                    let token = tokens[index]
                    let samePath = firstRange != nil && token.path == firstBuffer[index].path
                    let known = samePath && index < properties.count ? properties[index] : nil
                    let (declarations, omitted) = writer.declarationsAndOmissions(for: token, property: known)
                    let sameProperties =
                        firstRange.map { range in
                            declarations.count == range.count
                                && zip(declarations, first.flat[range]).allSatisfy { $0.property == $1.property }
                        } ?? false
                    // The first theme's token at this path added these very properties to the
                    // collision check, which then holds each as this path's or as reported: adding
                    // them again would change nothing (a value changed, its names did not).
                    if !(samePath && sameProperties && omitted.isEmpty) {
                        written.append((token, declarations, omitted))
                    }
                    if !isMaterialized, let firstRange, sameProperties {
                        for (offset, declaration) in zip(firstRange, declarations) {
                            changes.byPosition[offset] = declaration
                            changes.positions.append(offset)
                        }
                        continue
                    }
                    if !isMaterialized {
                        (flat, starts) = materialized(changes, tokens: index)
                        isMaterialized = true
                    }
                    flat.append(contentsOf: declarations)
                    starts.append(flat.count)
                }
            }
        }
        if !isMaterialized, count != firstTokens.count {
            (flat, starts) = materialized(changes, tokens: count)
            isMaterialized = true
        }
        return (isMaterialized ? .tokens(flat: flat, starts: starts) : .changes(changes), written)
    }

    /// The first theme's first `tokens` tokens' declarations with `changes` applied.
    private func materialized(_ changes: CSSDeclarationChanges, tokens: Int) -> (
        flat: [CSSDeclaration], starts: [Int]
    ) {
        let count = min(tokens, first.starts.count - 1)
        var flat = Array(first.flat[..<first.starts[count]])
        for position in changes.positions { flat[position] = changes.byPosition[position] ?? flat[position] }
        return (flat, Array(first.starts[...count]))
    }

    /// Whether `token` is an alias whose declarations are exactly `first`'s: the same path and
    /// target (byte for byte) and a type written as the target's `var()` alone, without members.
    static func isSameAlias(_ token: ResolvedToken, as first: ResolvedToken) -> Bool {
        guard let target = token.aliasOf, let firstTarget = first.aliasOf else { return false }
        switch (token.value, first.value) {
        case (.color, .color), (.dimension, .dimension), (.duration, .duration), (.number, .number),
            (.fontFamily, .fontFamily), (.cubicBezier, .cubicBezier), (.string, .string), (.boolean, .boolean):
            return ExactSpelling.same(target, firstTarget) && ExactSpelling.same(token.path, first.path)
        default:
            return false
        }
    }

    /// Every theme as changes to the first, when every theme lines up with it.
    var overlay: CSSThemeOverlay? {
        guard let firstList else { return nil }
        var changes: [CSSDeclarationChanges] = []
        for theme in themes {
            guard case .changes(let theme) = theme else { return nil }
            changes.append(theme)
        }
        return CSSThemeOverlay(base: firstList, changes: changes, readers: firstReaders)
    }

    /// Each theme's declarations as a list (a property declared twice keeps its first declaration).
    func lists() -> [CSSDeclarationList] {
        var lists: [CSSDeclarationList] = []
        for theme in themes {
            switch theme {
            case .changes(let changes):
                lists.append((firstList ?? CSSDeclarationList(first.flat)).replacing(changes.byPosition))
            case .tokens(let flat, _):
                lists.append(lists.first.map { CSSDeclarationList(flat, sameOrderAs: $0) } ?? CSSDeclarationList(flat))
            }
        }
        return lists
    }

    /// The declarations of each token of a theme, in token order.
    func tokenDeclarations(ofTheme index: Int) -> [[CSSDeclaration]] {
        let (flat, starts): ([CSSDeclaration], [Int])
        switch themes[index] {
        case .changes(let changes): (flat, starts) = materialized(changes, tokens: first.starts.count - 1)
        case .tokens(let tokenFlat, let tokenStarts): (flat, starts) = (tokenFlat, tokenStarts)
        }
        return starts.indices.dropLast().map { Array(flat[starts[$0]..<starts[$0 + 1]]) }
    }
}

extension CSSTokenDeclarations {
    /// The writer with the custom property of every token of `themes` reserved for that token,
    /// and the custom property of each token of the first theme, by position.
    /// - Parameter named: the first theme's names, when made in advance (``CSSNamesInAdvance``,
    ///   with this writer's naming scheme): only the later themes' other paths are named here.
    func reservingTokenProperties(of themes: [ResolvedTheme], firstThemeNamed named: CSSNamesInAdvance.Names? = nil)
        -> (writer: CSSTokenDeclarations, properties: [String])
    {
        var copy = self
        guard let first = themes.first?.tokens else { return (copy, []) }
        // Named here when they were not named in advance, the same way.
        let named = named ?? CSSNamesInAdvance.names(of: first.map(\.path), scheme: names)
        if copy.tokenProperties.isEmpty {
            copy.tokenProperties = named.reserved
        } else {
            copy.tokenProperties.formUnion(named.reserved)
        }
        // A later theme mostly has the first theme's paths at the same positions: those are in
        // already (a token shared with the first theme is skipped without being copied out).
        // Any other path is inserted again, which changes nothing if it is there.
        for theme in themes.dropFirst() {
            for index in theme.tokens.positions(notSharedWith: first) {
                let path = theme.tokens[index].path
                if index < first.count, first[index].path == path { continue }
                copy.tokenProperties.insert(names.property(for: path))
            }
        }
        return (copy, named.properties)
    }
}
