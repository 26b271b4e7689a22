/// One node of a compiled Mustache template: the tree the parser builds once and the renderer walks.
///
/// Whitespace decisions are all made at parse time: standalone lines are already removed, and each
/// template line that has content starts with a ``lineStart`` marker where indentation (of a
/// standalone partial, parent or block) is inserted at render time.
enum MustacheNode: Sendable {
    /// Literal text, at most one line (it may end with its line ending).
    case text(String)
    /// The start of a template line: the renderer writes the current indentation here.
    case lineStart
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}` (not escaped).
    case variable(MustacheName, escaped: Bool)
    /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when inverted.
    case section(MustacheName, inverted: Bool, body: [MustacheNode])
    /// `{{>name}}`: another template, rendered here with extra indentation when standalone.
    case partial(MustacheTemplateReference, indentation: String, location: SourceLocation)
    /// `{{<name}}…{{/name}}`: another template whose blocks are overridden by `arguments`.
    case parent(
        MustacheTemplateReference, arguments: [String: MustacheBlock], indentation: String,
        location: SourceLocation)
    /// `{{$name}}…{{/name}}` outside a parent: a slot whose body is the default content.
    case block(MustacheBlock)
}

/// A `{{$name}}…{{/name}}` block: a slot of a template, or an argument passed to a parent.
struct MustacheBlock: Sendable {
    /// The block's name; blocks have their own namespace, apart from data and partials.
    let name: String
    /// The indentation removed from the body's lines where the block is defined and added back where
    /// it is expanded: the body's own (intrinsic) indentation when the opening tag is standalone,
    /// else the leading whitespace of a standalone tag pair, else empty.
    let indentation: String
    /// The content.
    let body: [MustacheNode]
}

/// A tag name: `.` (the implicit iterator) or a dotted path like `color.name`.
struct MustacheName: Sendable, Hashable {
    /// The name as written in the tag.
    let text: String
    /// The dot-separated parts; empty for the implicit iterator `.`.
    let parts: [String]

    /// Parses a tag name; `.` is the implicit iterator.
    init(_ text: String) {
        self.text = text
        if text == "." {
            parts = []
        } else {
            parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        }
    }

    /// Whether this is the implicit iterator `.`.
    var isImplicitIterator: Bool { parts.isEmpty }
}

/// The name of a partial or parent: fixed (`{{>card}}`) or looked up in the data (`{{>*kind}}`).
enum MustacheTemplateReference: Sendable {
    /// A template name written in the tag.
    case fixed(String)
    /// A dynamic name: the template's name is the text of this value in the context.
    case dynamic(MustacheName)

    /// Parses tag content: a leading `*` makes the name dynamic.
    init(_ content: String) {
        if content.hasPrefix("*") {
            let name = content.dropFirst().drop { $0 == " " || $0 == "\t" }
            self = .dynamic(MustacheName(String(name)))
        } else {
            self = .fixed(content)
        }
    }
}
