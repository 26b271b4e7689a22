/// Builds the render context of the CSS templates: every name escaped, every value formatted,
/// every comment made safe, so the templates only place text.
///
/// See <doc:CSSOutput> for the table of fields (the API of custom templates).
enum CSSRenderContext {
    /// The context for `input`; name collisions are reported to `diagnostics` (rule `render.css-name`).
    static func build(for input: EmitterInput, diagnostics: inout DiagnosticBag) -> MustacheValue {
        let plan = CSSStylesheetPlan(input, diagnostics: &diagnostics)
        let fields = DeclarationFields(input)
        var bodies = RuleBodies()
        var object: MustacheObject = [
            "notice": .string(CSSEscaping.comment(input.doNotEditNotice)),
            "source": .string(CSSEscaping.comment(input.sourceName)),
            "prefix": .string(plan.names.prefix),
            "root": rule(plan.layout.root, comments: plan.rootComments, fields: fields),
            "themes": .list(plan.layout.themes.map { rule($0, comments: [:], fields: fields, bodies: &bodies) }),
            "hasThemes": .bool(!plan.layout.themes.isEmpty),
            "reducedMotion": plan.reducedMotion.map { rule($0, comments: [:], fields: fields) } ?? .null,
            "contexts": .list(plan.activations.joined().map(context)),
        ]
        // Every token with its members: for custom templates; the built-in ones don't read it.
        if input.templatesMayUse("tokens") {
            object["tokens"] = .list(
                plan.layout.rootTheme.map { theme in
                    let declarations =
                        plan.layout.rootThemeIndex.map { plan.perTheme.tokenDeclarations(ofTheme: $0) }
                        ?? theme.tokens.map(plan.writer.declarations(for:))
                    return zip(theme.tokens, declarations).map { token(token: $0, declarations: $1, names: plan.names) }
                } ?? [])
        }
        return .object(object)
    }

    /// Which optional fields of a declaration object the templates may read.
    struct DeclarationFields {
        /// `token`: the token's path, as a comment.
        var token = true
        /// `member`: the member suffix.
        var member = true

        /// Every field.
        init() {}

        /// The fields the templates of `input` may use.
        init(_ input: EmitterInput) {
            token = input.templatesMayUse("token")
            member = input.templatesMayUse("member")
        }
    }

    /// The comment above a token's declaration in `:root`: its description and deprecation.
    static func declarationComments(_ theme: ResolvedTheme) -> [TokenPath: String] {
        var result: [TokenPath: String] = [:]
        for token in theme.tokens {
            var parts: [String] = []
            if let description = token.description, !description.isEmpty { parts.append(description) }
            if let deprecation = token.deprecation {
                parts.append(deprecation.isEmpty ? "Deprecated." : "Deprecated: \(deprecation)")
            }
            if !parts.isEmpty { result[token.path] = CSSEscaping.comment(parts.joined(separator: " ")) }
        }
        return result
    }

    /// A rule as a Mustache object (see the rule table in <doc:CSSOutput>).
    static func rule(_ rule: CSSRule, comments: [TokenPath: String], fields: DeclarationFields = DeclarationFields())
        -> MustacheValue
    {
        var bodies = RuleBodies()
        return self.rule(rule, comments: comments, fields: fields, bodies: &bodies)
    }

    /// The `declarations` and `supports` of rules already built: a context chosen both by media
    /// query and by selector has two rules with one body, built once.
    struct RuleBodies {
        /// A rule's `declarations`, `supports` and `gamuts` fields.
        typealias Body = (declarations: MustacheValue, supports: MustacheValue, gamuts: MustacheValue)
        private var built: [(declarations: [CSSDeclaration], body: Body)] = []

        /// The body built for the very same declarations (identical boxes, so identical bytes), if any.
        func body(for declarations: [CSSDeclaration]) -> Body? {
            built.first {
                $0.declarations.count == declarations.count
                    && zip($0.declarations, declarations).allSatisfy { $0.isIdentical(to: $1) }
            }?.body
        }

        /// Remembers the body built for `declarations`.
        mutating func remember(_ declarations: [CSSDeclaration], _ body: Body) {
            built.append((declarations, body))
        }
    }

    /// A rule as a Mustache object, reusing a body built before for the same declarations (only
    /// rules without per-declaration comments are remembered).
    static func rule(
        _ rule: CSSRule, comments: [TokenPath: String], fields: DeclarationFields, bodies: inout RuleBodies
    ) -> MustacheValue {
        let body = comments.isEmpty ? bodies.body(for: rule.declarations) : nil
        let (declarations, supports, gamuts) = body ?? self.body(rule, comments: comments, fields: fields)
        if body == nil && comments.isEmpty { bodies.remember(rule.declarations, (declarations, supports, gamuts)) }
        return [
            "comment": .string(CSSEscaping.comment(rule.comment)),
            "media": rule.media.map(MustacheValue.string) ?? .null,
            "selector": .string(rule.selectors.joined(separator: ", ")),
            "selectors": .list(rule.selectors.map(MustacheValue.string)),
            "declarations": declarations,
            "supports": supports,
            "gamuts": gamuts,
        ]
    }

    /// The `declarations`, `supports` (colors in their own syntax, by `@supports` condition) and
    /// `gamuts` (colors outside sRGB, by `@media (color-gamut: …)`, narrowest gamut first) of a rule.
    private static func body(_ rule: CSSRule, comments: [TokenPath: String], fields: DeclarationFields)
        -> RuleBodies.Body
    {
        let supports = rule.supportsBlocks.map { block -> MustacheValue in
            let items = block.declarations.map {
                declaration($0.declaration, value: $0.text, comment: nil, fields: fields)
            }
            return ["condition": .string(block.condition), "declarations": .list(items)]
        }
        let gamuts = rule.gamutBlocks.map { block -> MustacheValue in
            let items = block.declarations.map {
                declaration($0.declaration, value: $0.text, comment: nil, fields: fields)
            }
            return [
                "media": .string(block.gamut.media), "gamut": .string(block.gamut.rawValue),
                "declarations": .list(items),
            ]
        }
        return (
            .list(
                rule.declarations.map {
                    declaration(
                        $0, value: $0.value.text, comment: $0.member == nil ? comments[$0.token] : nil, fields: fields)
                }),
            .list(supports),
            .list(gamuts)
        )
    }

    /// A declaration as a Mustache object; `token` and `member` only when `fields` asks for them.
    static func declaration(
        _ declaration: CSSDeclaration, value: String, comment: String?, fields: DeclarationFields = DeclarationFields()
    ) -> MustacheValue {
        // Sized to the fields it gets (three unless `fields` asks for more): one object per
        // declaration, so the storage's size shows in the peak memory.
        var object = MustacheObject(minimumCapacity: 3 + (fields.token ? 1 : 0) + (fields.member ? 1 : 0))
        object["property"] = .string(declaration.property)
        object["value"] = .string(value)
        object["comment"] = comment.map(MustacheValue.string) ?? .null
        if fields.token { object["token"] = .string(CSSEscaping.comment(declaration.token.description)) }
        if fields.member { object["member"] = declaration.member.map { .string($0.rawValue) } ?? .null }
        return .object(object)
    }

    /// A modifier context and how it is chosen, as a Mustache object.
    static func context(_ activation: CSSContextActivation) -> MustacheValue {
        [
            "modifier": .string(CSSEscaping.comment(activation.modifier)),
            "context": .string(CSSEscaping.comment(activation.context)),
            "isDefault": .bool(activation.isDefault),
            "selectors": .list(activation.selectors.map(MustacheValue.string)),
            "media": activation.media.map(MustacheValue.string) ?? .null,
        ]
    }

    /// A token of the `tokens` list, from its already written declarations (the whole value first).
    static func token(token: ResolvedToken, declarations: [CSSDeclaration], names: CSSPropertyNames) -> MustacheValue {
        let main = declarations[0]
        return [
            "path": .string(CSSEscaping.comment(token.path.description)),
            "name": .string(names.name(for: token.path)),
            "type": .string(token.type.rawValue),
            "is": .object([token.type.rawValue: .bool(true)]),
            "property": .string(main.property),
            "value": .string(main.value.text),
            "wideGamutValue": (main.value.wideGamutText ?? main.value.gamutTexts[.p3]).map(MustacheValue.string)
                ?? .null,
            "p3Value": main.value.gamutTexts[.p3].map(MustacheValue.string) ?? .null,
            "rec2020Value": main.value.gamutTexts[.rec2020].map(MustacheValue.string) ?? .null,
            "deprecated": .bool(token.deprecation != nil),
            "members": .list(
                declarations.dropFirst().map {
                    [
                        "member": .string($0.member?.rawValue ?? ""), "property": .string($0.property),
                        "value": .string($0.value.text),
                    ]
                }),
        ]
    }
}
