/// The data names a set of templates can look up, with every partial and parent they reach.
///
/// A render context may leave out fields that no template names: a template cannot tell a
/// missing field from one it never asks for. The emitters use this to skip building fields that
/// only custom templates read (the CSS `tokens` list, every declaration's `token` comment) when
/// the templates in use don't name them.
public enum MustacheReferencedNames {
    /// Every segment of every name in a variable, section or dynamic-name tag of `roots` and of
    /// the templates they include (`{{a.b}}` names `a` and `b`: a field is kept wherever it is).
    ///
    /// A dynamic partial or parent (`{{>*name}}`) can include any template of the library, so
    /// then every template of `library` counts. A partial missing from `library` renders nothing
    /// and adds no names. The implicit iterator `.` is not a name.
    /// - Parameters:
    ///   - roots: the names of the templates rendered.
    ///   - library: where partials and parents are found.
    /// - Returns: the names, e.g. `["notice", "root", "declarations", "property", "value"]`.
    public static func names(usedBy roots: [String], in library: MustacheLibrary) -> Set<String> {
        var collector = Collector()
        var pending = roots
        var visited: Set<String> = []
        while let name = pending.popLast() {
            guard visited.insert(name).inserted, let template = library[name] else { continue }
            collector.visit(template.nodes)
            pending += collector.takeIncluded()
            if collector.sawDynamicReference {
                pending += library.names
                collector.sawDynamicReference = false
            }
        }
        return collector.names
    }

    /// Walks template trees, gathering names and the templates they include.
    private struct Collector {
        var names: Set<String> = []
        var included: [String] = []
        var sawDynamicReference = false

        mutating func takeIncluded() -> [String] {
            defer { included = [] }
            return included
        }

        mutating func visit(_ nodes: [MustacheNode]) {
            for node in nodes {
                switch node {
                case .text, .lineStart:
                    break
                case .variable(let name, _):
                    add(name)
                case .section(let name, _, let body):
                    add(name)
                    visit(body)
                case .partial(let reference, _, _):
                    add(reference)
                case .parent(let reference, let arguments, _, _):
                    add(reference)
                    for name in arguments.keys.sorted() { arguments[name].map { visit($0.body) } }
                case .block(let block):
                    visit(block.body)
                }
            }
        }

        private mutating func add(_ name: MustacheName) {
            names.formUnion(name.parts)
        }

        private mutating func add(_ reference: MustacheTemplateReference) {
            switch reference {
            case .fixed(let template):
                included.append(template)
            case .dynamic(let name):
                add(name)
                sawDynamicReference = true
            }
        }
    }
}
