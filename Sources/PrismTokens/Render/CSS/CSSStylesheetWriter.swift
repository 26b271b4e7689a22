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

    /// The stylesheet of `input`, as the bytes of its file; name collisions and reduced-motion
    /// problems go to `diagnostics` (the same findings as ``CSSRenderContext/build(for:diagnostics:)``).
    static func body(for input: EmitterInput, diagnostics: inout DiagnosticBag) -> FileBody {
        let plan = CSSStylesheetPlan(input, diagnostics: &diagnostics)
        var out = TextOutput()
        out.append("/* ", CSSEscaping.comment(input.doNotEditNotice), " */\n")
        out.append(newline)
        let inSlices = CSSThemeDeclarations.writesInSlices(themeCount: input.resolution.themes.count)
        writeRule(plan.layout.root, comments: plan.rootComments, inSlices: inSlices, into: &out)
        for rule in plan.layout.themes {
            out.append(newline)
            writeRule(rule, comments: [:], into: &out)
        }
        if let reducedMotion = plan.reducedMotion {
            out.append(newline)
            writeRule(reducedMotion, comments: [:], into: &out)
        }
        input.options.deferredRelease?.keep(plan)
        return out.body
    }

    private static let newline = UInt8(ascii: "\n")

    /// `css/rule.mustache`: the rule's comment, then its declarations, inside `@media` when it has one
    /// (the partial's lines indented by two spaces, as Mustache indents a standalone partial).
    private static func writeRule(
        _ rule: CSSRule, comments: [TokenPath: String], inSlices: Bool = false, into out: inout TextOutput
    ) {
        out.append("/* ", CSSEscaping.comment(rule.comment), " */\n")
        if let media = rule.media, !media.isEmpty {
            out.append("@media ", media, " {\n")
            writeDeclarations(rule, comments: comments, indent: "  ", inSlices: inSlices, into: &out)
            out.append("}\n")
        } else {
            writeDeclarations(rule, comments: comments, indent: "", inSlices: inSlices, into: &out)
        }
    }

    /// `css/declarations.mustache`: the selector's block (a declaration of a whole token value
    /// under its comment, if any), then the `@supports` blocks, then the `@media (color-gamut)` blocks.
    private static func writeDeclarations(
        _ rule: CSSRule, comments: [TokenPath: String], indent: String, inSlices: Bool, into out: inout TextOutput
    ) {
        let selector = rule.selectors.joined(separator: ", ")
        out.append(indent, selector, " {\n")
        let inner = indent + "  "
        if inSlices, rule.declarations.count > sliceSize {
            // The root rule holds every token: its lines are written in slices on free cores
            // (``CSSThemeDeclarations/writesInSlices(themeCount:)``), their chunks joined in order.
            let declarations = rule.declarations
            let slices = ParallelWork.map(ParallelWork.slices(of: Array(declarations.indices), size: sliceSize)) {
                slice in
                var text = TextOutput()
                for index in slice {
                    writeBlockLine(declarations[index], comments: comments, indent: inner, into: &text)
                }
                return text
            }
            for text in slices { out.append(text) }
        } else {
            for declaration in rule.declarations {
                writeBlockLine(declaration, comments: comments, indent: inner, into: &out)
            }
        }
        out.append(indent, "}\n")
        for block in rule.supportsBlocks {
            out.append(indent, "@supports ", block.condition, " {\n")
            writeNestedBlock(selector, block.declarations, indent: indent, into: &out)
        }
        for block in rule.gamutBlocks {
            out.append(indent, "@media ", block.gamut.media, " {\n")
            writeNestedBlock(selector, block.declarations, indent: indent, into: &out)
        }
    }

    /// The declarations one job of the root rule's block writes.
    static let sliceSize = 4_096

    /// A declaration of the selector's block, under its token's comment when it has one.
    private static func writeBlockLine(
        _ declaration: CSSDeclaration, comments: [TokenPath: String], indent: String, into out: inout TextOutput
    ) {
        if declaration.member == nil, let comment = comments[declaration.token], !comment.isEmpty {
            out.append(indent, "/* ", comment, " */\n")
        }
        writeDeclaration(declaration.property, declaration.value.text, indent: indent, into: &out)
    }

    /// `  selector {`, its declarations four spaces in, and the two closing braces.
    private static func writeNestedBlock(
        _ selector: String, _ declarations: [CSSRule.WrittenDeclaration], indent: String, into out: inout TextOutput
    ) {
        out.append(indent, "  ", selector, " {\n")
        for item in declarations {
            writeDeclaration(item.declaration.property, item.text, indent: indent + "    ", into: &out)
        }
        out.append(indent, "  }\n")
        out.append(indent, "}\n")
    }

    /// `property: value;` on a line of its own.
    private static func writeDeclaration(
        _ property: String, _ value: String, indent: String, into out: inout TextOutput
    ) {
        // One line per declaration (hundreds of thousands): appended part by part.
        out.append(indent)
        out.append(property)
        out.append(": ")
        out.append(value)
        out.append(";\n")
    }
}
