/// A DTCG Resolver document: named sets and modifiers, and the order they merge in.
///
/// A plain token file is represented as a resolver with one set holding the file and no modifiers.
public struct ResolverDocument: Sendable {
    /// One token source: the root group of a token document, and where it came from.
    public struct Source: Sendable {
        /// The root object of the token document.
        public var root: JSONNode
        /// A description for messages: the file, or "inline source 2 of set 'base'".
        public var origin: String
        /// Whether the source's tokens may be referenced but are not part of the output (a
        /// Tokens Studio set marked `source` in a theme).
        public var referenceOnly = false

        /// Creates a source.
        public init(root: JSONNode, origin: String, referenceOnly: Bool = false) {
            self.root = root
            self.origin = origin
            self.referenceOnly = referenceOnly
        }
    }

    /// A set: sources merged in order.
    public struct TokenSet: Sendable {
        /// The set's name, its key under `sets` (or a generated name for an inline set).
        public var name: String
        /// The token sources, merged in this order.
        public var sources: [Source]
        /// `$extensions` of the set, if any.
        public var extensions: JSONNode?
        /// Where the set is defined.
        public var location: SourceLocation
    }

    /// One context of a modifier.
    public struct Context: Sendable {
        /// The context's name, its key under the modifier's `contexts`.
        public var name: String
        /// The token sources this context adds, merged in this order.
        public var sources: [Source]
        /// Where the context is defined.
        public var location: SourceLocation
    }

    /// A modifier: alternative contexts, one of which applies per permutation.
    public struct Modifier: Sendable {
        /// The modifier's name, its key under `modifiers` (`theme`).
        public var name: String
        /// The alternative contexts, in document order.
        public var contexts: [Context]
        /// The name of the context used when no input chooses one (`default`).
        public var defaultContext: String?
        /// `$extensions` of the modifier, if any.
        public var extensions: JSONNode?
        /// Where the modifier is defined.
        public var location: SourceLocation

        /// The context with this name, compared case-insensitively.
        public func context(named name: String) -> Context? {
            contexts.first { $0.name == name } ?? contexts.first { $0.name.lowercased() == name.lowercased() }
        }
    }

    /// One step of the resolution order.
    public enum Step: Sendable {
        /// Merge a set's sources.
        case set(TokenSet)
        /// Merge the sources of the modifier's chosen context.
        case modifier(Modifier)
    }

    /// The file the document was read from.
    public var file: String
    /// The document's `name`, if any.
    public var name: String?
    /// Whether the file was a resolver document (as opposed to a plain token file).
    public var isResolver: Bool
    /// The resolution order.
    public var steps: [Step]
    /// Whether the document was read from Tokens Studio files, whose values may hold math, color
    /// functions and color modifiers (evaluated while resolving).
    public var isTokensStudio = false
    /// Whether a group of some source may extend another (`$extends`, or a `$ref` below a
    /// source's root): `false` only when no file the document was read from has an `$extends`
    /// key and every `$ref` key they hold is one the resolver document's own structure read (a
    /// source's or a resolution order item's), which spares resolution its walk over every group
    /// looking for them.
    public var mayExtendGroups = true

    /// The modifiers in resolution order.
    public var modifiers: [Modifier] {
        steps.compactMap { if case .modifier(let m) = $0 { m } else { nil } }
    }

    /// The sets in resolution order.
    public var sets: [TokenSet] {
        steps.compactMap { if case .set(let s) = $0 { s } else { nil } }
    }
}
