/// A Swift file written without its template: the text the built-in template renders over
/// ``SwiftRenderContext``, made from the same enums and themes.
protocol SwiftDirectFileWriter: Sendable {
    /// The template the writer stands in for.
    static var template: String { get }

    /// The file's bytes for the enums and themes of a Swift context.
    /// - Parameters:
    ///   - made: the enums and themes, as ``SwiftRenderContext/make(_:diagnostics:usesFastPaths:)`` made them.
    ///   - input: the notice and namespace.
    static func body(for made: SwiftRenderContext.Made, input: EmitterInput) -> FileBody
}

extension SwiftDirectFileWriter {
    /// Whether `set` renders this file with the built-in template (then the writer gives the same text).
    static func writesSameText(as set: TemplateSet) -> Bool {
        set.sources[template] == BuiltInTemplates.sources[template]
    }
}

/// The Swift files written without their templates: those whose template is the built-in one.
struct SwiftFileWriters: Sendable {
    /// Every writer.
    static let all: [any SwiftDirectFileWriter.Type] = [
        SwiftTokensFileWriter.self, SwiftThemeFileWriter.self, SwiftAppleFileWriter.self,
    ]

    /// The writers whose template is the built-in one in the set.
    let writers: [any SwiftDirectFileWriter.Type]

    /// The writers that give the same text as `templates`.
    init(_ templates: TemplateSet) {
        writers = Self.all.filter { $0.writesSameText(as: templates) }
    }

    /// Whether no file is written directly.
    var isEmpty: Bool { writers.isEmpty }

    /// Whether the output of a template is written directly.
    func writes(_ template: String) -> Bool {
        writers.contains { $0.template == template }
    }

    /// The bytes of an output written directly, `nil` for one rendered from its template.
    func body(of output: TemplateOutput, made: SwiftRenderContext.Made, input: EmitterInput) -> FileBody? {
        writers.first { $0.template == output.template }?.body(for: made, input: input)
    }
}
