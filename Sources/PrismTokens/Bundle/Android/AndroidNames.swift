/// The names every token gets in the android bundle, chosen once so resources and Kotlin agree.
///
/// Resource names are the prefix and the path's ASCII words in snake_case (`prism_color_on_surface`);
/// Kotlin property names are the words in lowerCamelCase (`colorOnSurface`). A path without ASCII
/// words is named by its position (`token_4`, `token4`); a name taken by an earlier token gets
/// `_2`/`2`, … and a `bundle` warning.
struct AndroidNames {
    /// The paths named, in order.
    let paths: [TokenPath]
    /// The prefix every resource name starts with (`prism_`).
    let prefix: String
    /// Resource name without ``prefix`` by the position of the path in the `paths` the names
    /// were made for (the resource files walk those tokens in order, so they need no lookup by
    /// path, and write the prefix and the rest one after the other).
    ///
    /// Every resource name has the prefix, so names are unique exactly when the rest is: the
    /// names are made unique without it (a bundle named `@acme-design-system/tokens`, prefix
    /// `acme_design_system_`, would hash and copy its prefix 100,000 times otherwise).
    private(set) var resourceNamesAfterPrefix: [String] = []
    /// Kotlin property name (unescaped) by the position of the path in the `paths` the names were made for.
    private(set) var kotlinNames: [String] = []

    /// Names the tokens at `paths`, in this order.
    ///
    /// Each path's natural names are made first. When no two are the same — the usual case,
    /// seen from their hash values — they are the names; otherwise each token in turn takes its
    /// natural names or, when an earlier token took one, a numbered one. (Taking each name from a
    /// set of strings, two per token, copied and compared 200,000 strings at 100k tokens.)
    init(paths: [TokenPath], prefix: String, diagnostics: inout DiagnosticBag) {
        self.paths = paths
        self.prefix = prefix
        var snakes: [String] = []
        var camels: [String] = []
        snakes.reserveCapacity(paths.count)
        camels.reserveCapacity(paths.count)
        // Tokens of one group follow each other, so the words of the previous token's group are
        // usually this token's too: kept, and only the last segment split into words.
        var group: ArraySlice<String> = []
        var groupWords = Words()
        // Each token's words: its group's copied into this buffer's room, its last segment's added.
        var words = Words()
        for (offset, path) in paths.enumerated() {
            let segments = path.segments
            let pathGroup = segments.dropLast()
            if pathGroup.count != group.count || !zip(pathGroup, group).allSatisfy(ExactSpelling.same) {
                groupWords = Words()
                for segment in pathGroup { groupWords.append(segment) }
                group = pathGroup
            }
            words.replace(with: groupWords)
            if let last = segments.last { words.append(last) }
            let (snake, camel) = words.names(offset: offset)
            snakes.append(snake)
            camels.append(camel)
        }
        if Self.hashesDiffer(snakes), Self.hashesDiffer(camels) {
            resourceNamesAfterPrefix = snakes
            kotlinNames = camels
            return
        }
        var takenResources: Set<String> = []
        var takenKotlin: Set<String> = []
        takenResources.reserveCapacity(paths.count)
        takenKotlin.reserveCapacity(paths.count)
        resourceNamesAfterPrefix.reserveCapacity(paths.count)
        kotlinNames.reserveCapacity(paths.count)
        for (path, (snake, camel)) in zip(paths, zip(snakes, camels)) {
            let resourceName = AndroidNames.unique(snake, separator: "_", taken: &takenResources)
            let kotlinName = AndroidNames.unique(camel, separator: "", taken: &takenKotlin)
            if resourceName != snake || kotlinName != camel {
                diagnostics.append(
                    Diagnostic(
                        .warning, rule: TokenBundler.rule,
                        "\(path) is named \(prefix + resourceName) in Android resources and \(kotlinName) in Kotlin because its natural name is empty or taken by another token; rename one of the tokens to choose the names yourself",
                        token: path.description))
            }
            resourceNamesAfterPrefix.append(resourceName)
            kotlinNames.append(kotlinName)
        }
    }

    /// Whether no two of `names` have the same hash value, and so no two are the same (`false`
    /// also for the rare different names whose hashes are equal: the caller then compares the
    /// names themselves).
    static func hashesDiffer(_ names: [String]) -> Bool {
        var seen = Set<Int>(minimumCapacity: names.count)
        // Read in place: walking the array copied each name out, a retain and a release apiece.
        return names.withUnsafeBufferPointer { names in
            names.indices.allSatisfy { seen.insert(names[$0].hashValue).inserted }
        }
    }

    /// The resource name of the path at `position` of the `paths` the names were made for.
    func resourceName(at position: Int) -> String { prefix + resourceNamesAfterPrefix[position] }

    /// The Kotlin property name (unescaped) of each of `tokens`, by position: ``kotlinNames``
    /// themselves when the tokens have the named paths in the same order (the theme the names
    /// were made for, or one with its paths: no lookup by path, and no copy — made an array of
    /// optionals, 100,000 names were copied and retained), else each token's name by its path
    /// (`nil` for a path not named).
    func kotlinNames(of tokens: [ResolvedToken]) -> KotlinNamesByPosition {
        // Read in place (zipped, each token was copied out, a retain and a release apiece).
        let samePaths =
            tokens.count == paths.count
            && tokens.withUnsafeBufferPointer { tokens in
                paths.withUnsafeBufferPointer { paths in
                    tokens.indices.allSatisfy { ExactSpelling.same(tokens[$0].path, paths[$0]) }
                }
            }
        if samePaths { return KotlinNamesByPosition(named: kotlinNames, byPosition: nil) }
        var byPath: [TokenPath: String] = [:]
        byPath.reserveCapacity(paths.count)
        for (path, name) in zip(paths, kotlinNames) { byPath[path] = name }
        return KotlinNamesByPosition(named: kotlinNames, byPosition: tokens.map { byPath[$0.path] })
    }

    /// Kotlin names by token position (``kotlinNames(of:)``).
    struct KotlinNamesByPosition {
        /// The names of the named paths, in order.
        fileprivate let named: [String]
        /// Each token's name by position, when the tokens are not the named paths in order.
        fileprivate let byPosition: [String?]?

        /// The name of the token at `position`; `nil` for a path not named.
        subscript(position: Int) -> String? {
            guard let byPosition else { return named[position] }
            return byPosition[position]
        }
    }

    /// A path's snake_case resource name (without prefix) and lowerCamelCase Kotlin name before
    /// uniquing: `token_<n>`/`token<n>` when the path has no ASCII words, `token` before a leading digit.
    static func naturalNames(_ path: TokenPath, offset: Int) -> (snake: String, camel: String) {
        var words = Words()
        for segment in path.segments { words.append(segment) }
        return words.names(offset: offset)
    }

    /// The ASCII words of a path's segments so far, joined both ways, as bytes (each token's
    /// names were strings grown word by word, each word a string and its capitalized form
    /// another: a tenth of the android bundle's time at 100k tokens).
    struct Words {
        /// The words lowercased, joined by `_`.
        private var snake: [UInt8] = []
        /// The words in lowerCamelCase.
        private var camel: [UInt8] = []

        /// Adds a segment's words (``BundleName/asciiWords(_:)``).
        mutating func append(_ segment: String) {
            var text = segment
            let isASCII = text.withUTF8 { bytes -> Bool in
                guard bytes.allSatisfy({ $0 < 0x80 }) else { return false }
                NameWords.forEachASCIIWord(in: bytes) { appendWord(UnsafeBufferPointer(rebasing: bytes[$0])) }
                return true
            }
            guard !isASCII else { return }
            for word in BundleName.asciiWordsScalarByScalar(segment) {
                var word = word
                word.withUTF8 { appendWord($0) }
            }
        }

        /// Adds one ASCII word: lowercased in both, the first letter of a later word uppercased
        /// in ``camel``.
        private mutating func appendWord(_ word: UnsafeBufferPointer<UInt8>) {
            let isFirst = snake.isEmpty
            if !isFirst { snake.append(UInt8(ascii: "_")) }
            for (index, byte) in word.enumerated() {
                let lower = NameWords.isASCIIUpper(byte) ? byte + 0x20 : byte
                snake.append(lower)
                camel.append(index == 0 && !isFirst && NameWords.isASCIILower(lower) ? lower - 0x20 : lower)
            }
        }

        /// Makes these words `other`'s, keeping this value's room.
        mutating func replace(with other: Words) {
            snake.removeAll(keepingCapacity: true)
            snake.append(contentsOf: other.snake)
            camel.removeAll(keepingCapacity: true)
            camel.append(contentsOf: other.camel)
        }

        /// The names of a path with these words, the `offset`-th path named.
        func names(offset: Int) -> (snake: String, camel: String) {
            if snake.isEmpty { return ("token_\(offset + 1)", "token\(offset + 1)") }
            let snakeName = String(decoding: snake, as: UTF8.self)
            let camelName = String(decoding: camel, as: UTF8.self)
            // A leading digit cannot start a Kotlin name (the camel name's first letter stays as is).
            if NameWords.isASCIIDigit(camel[0]) { return (snakeName, "token" + camelName) }
            return (snakeName, camelName)
        }
    }

    private static func unique(_ base: String, separator: String, taken: inout Set<String>) -> String {
        var name = base
        var number = 2
        while !taken.insert(name).inserted {
            name = base + separator + String(number)
            number += 1
        }
        return name
    }
}
