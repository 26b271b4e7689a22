/// Walks compiled templates and writes the output into one UTF-8 text (``TextOutput``).
///
/// Rendering is linear in the size of the output: text is appended, never re-copied, and every
/// whitespace decision was made at parse time. Indentation is written only at a template line's
/// start marker, and only when the output is at the start of a line.
struct MustacheRenderer<Partials: MustachePartialProvider> {
    /// How deeply partials and parents may nest: deeper means a template includes itself forever.
    static var maximumDepth: Int { 200 }

    private let partials: Partials
    private let options: MustacheRenderOptions
    /// Whether `{{name}}` escapes (the escaper is not ``MustacheEscaper/none``).
    private let escapes: Bool
    private var output = TextOutput()
    private var context: MustacheContextStack
    /// The arguments of the parents being expanded, outermost first: the outermost override wins.
    private var overrides: [[String: MustacheBlock]] = []
    /// The partials asked for so far, by name (`nil` for a missing one).
    private var cache: [String: MustacheTemplate?] = [:]
    private var depth = 0

    init(context: MustacheValue, partials: Partials, options: MustacheRenderOptions) {
        self.partials = partials
        self.options = options
        if case .none = options.escape.mode { escapes = false } else { escapes = true }
        self.context = MustacheContextStack(context)
    }

    /// The output so far.
    var result: String { output.text }
    /// The rendered bytes, as a file's body.
    var body: FileBody { output.body }

    /// Renders a whole template.
    mutating func render(_ template: MustacheTemplate) throws(FatalDiagnostic) {
        try render(template.nodes, indentation: "")
    }

    private mutating func render(_ nodes: [MustacheNode], indentation: String) throws(FatalDiagnostic) {
        for index in nodes.indices {
            switch nodes[index] {
            case .text(let text):
                output.append(text)
            case .lineStart:
                if !indentation.isEmpty, output.isAtLineStart {
                    output.append(indentation)
                }
            case .variable(let name, let escaped):
                if let value = context.lookup(name) { write(value, escaped: escaped) }
            case .section(let name, let inverted, let body):
                try renderSection(name, inverted: inverted, body: body, indentation: indentation)
            case .partial(let reference, let extra, let location):
                guard let template = try template(reference, at: location) else { continue }
                try expand(template, indentation: extra.isEmpty ? indentation : indentation + extra, at: location)
            case .parent(let reference, let arguments, let extra, let location):
                guard let template = try template(reference, at: location) else { continue }
                overrides.append(arguments)
                defer { overrides.removeLast() }
                try expand(template, indentation: extra.isEmpty ? indentation : indentation + extra, at: location)
            case .block(let block):
                let body = override(named: block.name) ?? block.body
                try render(body, indentation: block.indentation.isEmpty ? indentation : indentation + block.indentation)
            }
        }
    }

    private mutating func renderSection(
        _ name: MustacheName, inverted: Bool, body: [MustacheNode], indentation: String
    ) throws(FatalDiagnostic) {
        let value = context.lookup(name) ?? .null
        if inverted {
            if !value.isTruthy { try render(body, indentation: indentation) }
            return
        }
        guard value.isTruthy else { return }
        if case .list(let items) = value {
            for item in items {
                context.push(item)
                defer { context.pop() }
                try render(body, indentation: indentation)
            }
        } else {
            context.push(value)
            defer { context.pop() }
            try render(body, indentation: indentation)
        }
    }

    private mutating func write(_ value: MustacheValue, escaped: Bool) {
        let text: String
        switch value {
        case .null: return
        case .string(let string): text = string
        default: text = value.interpolatedText
        }
        // PrismTokens renders with `.none`: its values are copied as they are, like `{{{name}}}`.
        if escaped && escapes {
            options.escape.append(text, to: &output)
        } else {
            output.append(text)
        }
    }

    // MARK: Partials and inheritance

    /// The body overriding the block `name`: the outermost parent's argument wins.
    private func override(named name: String) -> [MustacheNode]? {
        for arguments in overrides {
            if let block = arguments[name] { return block.body }
        }
        return nil
    }

    private mutating func expand(_ template: MustacheTemplate, indentation: String, at location: SourceLocation)
        throws(FatalDiagnostic)
    {
        guard depth < Self.maximumDepth else {
            throw MustacheDiagnostics.error(
                "partials nest more than \(Self.maximumDepth) levels deep at '\(template.name)'; a template "
                    + "probably includes itself without a section that stops the recursion",
                at: location)
        }
        depth += 1
        defer { depth -= 1 }
        try render(template.nodes, indentation: indentation)
    }

    /// The template a partial or parent tag names, or `nil` when it renders nothing.
    private mutating func template(_ reference: MustacheTemplateReference, at location: SourceLocation)
        throws(FatalDiagnostic) -> MustacheTemplate?
    {
        let name: String
        switch reference {
        case .fixed(let fixed):
            name = fixed
        case .dynamic(let dynamic):
            let resolved = context.lookup(dynamic)?.interpolatedText ?? ""
            guard !resolved.isEmpty else {
                guard options.missingPartials == .error else { return nil }
                throw MustacheDiagnostics.error(
                    "the dynamic partial name '*\(dynamic.text)' is missing from the data or empty; "
                        + "give '\(dynamic.text)' the name of a template", at: location)
            }
            name = resolved
        }
        let template: MustacheTemplate?
        if let cached = cache[name] {
            template = cached
        } else {
            template = try partials.mustachePartial(named: name)
            cache[name] = .some(template)
        }
        if template == nil, options.missingPartials == .error {
            throw MustacheDiagnostics.error(
                "no template named '\(name)' for this partial; add it to the templates or fix the name",
                at: location)
        }
        return template
    }
}
