/// Everything one run of the ``TokenPipeline`` needs to know, as one typed value.
///
/// The command line, the plugins, the tests and the fuzzer all fill this value and hand it to
/// the pipeline, so a setting (a rule override, the baseline, the namespace…) means the same
/// thing wherever tokens are read. Values are already checked: the command line validates each
/// option before it builds the options (see ``RulePolicy/problem(rule:severity:)`` and
/// ``TokenNamespace/problem(with:)``).
public struct TokenPipelineOptions: Sendable {
    /// The token source: a token file or a resolver document, relative to the source provider.
    public var source: String
    /// `MOD=CTX`: modifiers fixed to one context; other modifiers range over all their contexts.
    public var inputs: [String: String]
    /// Whether every permutation (theme) is resolved, or only the default one (`list`).
    public var allPermutations: Bool
    /// Rule severities set for this run (`--rule`), on top of the source's `rules` settings.
    public var overrides: TokenValidation.RuleOverrides
    /// Whether warnings count as errors (`--strict`).
    public var strict: Bool
    /// The findings that do not fail the run (`--baseline`), already read.
    public var baseline: Baseline?
    /// The templates to render with before ``templatesDirectory`` overrides them (built-in by default).
    public var templates: TemplateSet
    /// A folder of template overrides (`--templates`), as a path the loader can open.
    public var templatesDirectory: String?
    /// The platforms `generate` renders (the bundle stage picks its own).
    public var platforms: [Platform]
    /// The brand name of generated types, files and variables (`--namespace`); `nil` takes the
    /// source's `namespace` setting, else ``TokenNamespace/prism``.
    public var namespace: TokenNamespace?
    /// The CSS custom-property prefix (`--css-prefix`); `nil` derives it from the namespace.
    public var cssPrefix: String?
    /// How token paths become CSS names (`--css-names`).
    public var cssNames: CSSNameStyle
    /// Whether shadow members get their own custom properties (`--css-expand-composites`).
    public var cssExpandComposites = false
    /// Whether Tokens Studio's unitless sizes stay bare numbers (`--css-unitless-sizes`).
    public var cssUnitlessSizes = false
    /// The folder outputs are written to (`--out`), when the run writes any.
    public var output: String?
    /// The tool's version, written into generated headers, bundles and reports.
    public var toolVersion: String
    /// Several token files merged in order as one source (later files override earlier ones),
    /// when there are two or more; ``source`` is then ignored. See ``MergedSourceFileProvider``.
    public var mergedSources: [String] = []
    /// Where validation and rendering leave their large intermediate values to be freed later,
    /// or `nil` to free them when each stage is done (see ``DeferredRelease``: one per run; the
    /// CLI passes one it keeps until it exits). Changes no output.
    public var deferredRelease: DeferredRelease?

    /// Creates options; every setting but the tool version has the command line's default.
    public init(
        source: String = TokenPipelineOptions.defaultSource,
        inputs: [String: String] = [:],
        allPermutations: Bool = true,
        overrides: TokenValidation.RuleOverrides = [:],
        strict: Bool = false,
        baseline: Baseline? = nil,
        templates: TemplateSet = .builtIn,
        templatesDirectory: String? = nil,
        platforms: [Platform] = Platform.defaultPlatforms,
        namespace: TokenNamespace? = nil,
        cssPrefix: String? = nil,
        cssNames: CSSNameStyle = .prism,
        output: String? = nil,
        toolVersion: String
    ) {
        self.source = source
        self.inputs = inputs
        self.allPermutations = allPermutations
        self.overrides = overrides
        self.strict = strict
        self.baseline = baseline
        self.templates = templates
        self.templatesDirectory = templatesDirectory
        self.platforms = platforms
        self.namespace = namespace
        self.cssPrefix = cssPrefix
        self.cssNames = cssNames
        self.output = output
        self.toolVersion = toolVersion
    }

    /// The token source read when none is named.
    public static let defaultSource = "tokens.json"

    /// The source's file name as generated headers show it (`tokens.json` for `design/tokens.json`).
    public var sourceName: String {
        source.split(separator: "/").last.map(String.init) ?? Self.defaultSource
    }
}
