/// Writes the stylesheet of the built-in CSS templates straight to bytes, without a Mustache
/// context: the same text as rendering `css/prism-tokens.css.mustache` (with the partials
/// `css/rule.mustache` and `css/declarations.mustache`) over ``CSSRenderContext``.
///
/// At 100k tokens × 4 themes the context holds 280,000 declaration objects, about 55 MB of the
/// peak memory, and rendering it is a string-keyed lookup per tag. ``TokenGenerator`` takes
/// this path only when none of the three templates is overridden; `CSSStylesheetWriterTests`
/// requires byte-identical text and equal diagnostics on both paths (the golden fixtures, hostile
/// names among them, the vendored corpus, random resolver documents and both CSS naming styles).
enum CSSStylesheetWriter {
    /// The templates this writer stands in for.
    static let templates = ["css/prism-tokens.css.mustache", "css/rule.mustache", "css/declarations.mustache"]

    /// Whether `set` renders the CSS with the built-in templates (then this writer gives the same text).
    static func writesSameText(as set: TemplateSet) -> Bool {
        templates.allSatisfy { set.sources[$0] == BuiltInTemplates.sources[$0] }
    }

    /// The stylesheet of `input`; name collisions and reduced-motion problems go to `diagnostics`
    /// (the same findings as ``CSSRenderContext/build(for:diagnostics:)``).
    static func text(for input: EmitterInput, diagnostics: inout DiagnosticBag) -> String {
        let plan = CSSStylesheetPlan(input, diagnostics: &diagnostics)
        var out: [UInt8] = []
        out.reserveCapacity(64 * (plan.layout.root.declarations.count + 16))
        append("/* ", CSSEscaping.comment(input.doNotEditNotice), " */\n", to: &out)
        out.append(newline)
        writeRule(plan.layout.root, comments: plan.rootComments, into: &out)
        for rule in plan.layout.themes {
            out.append(newline)
            writeRule(rule, comments: [:], into: &out)
        }
        if let reducedMotion = plan.reducedMotion {
            out.append(newline)
            writeRule(reducedMotion, comments: [:], into: &out)
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static let newline = UInt8(ascii: "\n")

    /// `css/rule.mustache`: the rule's comment, then its declarations, inside `@media` when it has one
    /// (the partial's lines indented by two spaces, as Mustache indents a standalone partial).
    private static func writeRule(_ rule: CSSRule, comments: [TokenPath: String], into out: inout [UInt8]) {
        append("/* ", CSSEscaping.comment(rule.comment), " */\n", to: &out)
        if let media = rule.media, !media.isEmpty {
            append("@media ", media, " {\n", to: &out)
            writeDeclarations(rule, comments: comments, indent: "  ", into: &out)
            out.append(contentsOf: "}\n".utf8)
        } else {
            writeDeclarations(rule, comments: comments, indent: "", into: &out)
        }
    }

    /// `css/declarations.mustache`: the selector's block (a declaration of a whole token value
    /// under its comment, if any), then the `@supports` blocks, then the `@media (color-gamut)` blocks.
    private static func writeDeclarations(
        _ rule: CSSRule, comments: [TokenPath: String], indent: String, into out: inout [UInt8]
    ) {
        let selector = rule.selectors.joined(separator: ", ")
        append(indent, selector, " {\n", to: &out)
        for declaration in rule.declarations {
            if declaration.member == nil, let comment = comments[declaration.token], !comment.isEmpty {
                append(indent, "  /* ", comment, " */\n", to: &out)
            }
            writeDeclaration(declaration.property, declaration.value.text, indent: indent + "  ", into: &out)
        }
        append(indent, "}\n", to: &out)
        for block in rule.supportsBlocks {
            append(indent, "@supports ", block.condition, " {\n", to: &out)
            writeNestedBlock(selector, block.declarations, indent: indent, into: &out)
        }
        for block in rule.gamutBlocks {
            append(indent, "@media ", block.gamut.media, " {\n", to: &out)
            writeNestedBlock(selector, block.declarations, indent: indent, into: &out)
        }
    }

    /// `  selector {`, its declarations four spaces in, and the two closing braces.
    private static func writeNestedBlock(
        _ selector: String, _ declarations: [CSSRule.WrittenDeclaration], indent: String, into out: inout [UInt8]
    ) {
        append(indent, "  ", selector, " {\n", to: &out)
        for item in declarations {
            writeDeclaration(item.declaration.property, item.text, indent: indent + "    ", into: &out)
        }
        append(indent, "  }\n", to: &out)
        append(indent, "}\n", to: &out)
    }

    /// `property: value;` on a line of its own.
    private static func writeDeclaration(_ property: String, _ value: String, indent: String, into out: inout [UInt8]) {
        // One line per declaration (hundreds of thousands): appended part by part.
        out.append(contentsOf: indent.utf8)
        out.append(contentsOf: property.utf8)
        out.append(contentsOf: ": ".utf8)
        out.append(contentsOf: value.utf8)
        out.append(contentsOf: ";\n".utf8)
    }

    /// Appends the UTF-8 bytes of each part.
    private static func append(_ parts: String..., to out: inout [UInt8]) {
        for part in parts { out.append(contentsOf: part.utf8) }
    }
}
