/// One job of ``TokenBundler/renderAndBundle(_:templates:platforms:diagnostics:observer:laterSources:)``:
/// rendering a generator platform, or packing a bundle once the platforms it needs are rendered.
enum BundleStep: Hashable, Sendable {
    /// Render one generator platform on its own.
    case render(Platform)
    /// Pack, hash and describe one bundle.
    case pack(BundlePlatform)

    /// What a job produced.
    enum Outcome: Sendable {
        /// A platform's findings and files, or the template failure that stopped it.
        case rendered(DiagnosticBag, Result<[GeneratedFile], FatalDiagnostic>)
        /// A bundle's findings and files (manifest last, paths with the platform's folder).
        case packed(DiagnosticBag, [GeneratedFile])
        /// A bundle not packed because a platform it needs failed (the run reports that failure
        /// and writes nothing).
        case skipped
    }

    /// The order free threads take ready jobs in: the xcassets render first, then the longest
    /// first (a render before the pack that needs it), so the last jobs to finish are short ones.
    ///
    /// Measured on `bench/generate-tokens.py` 100k tokens × 4 themes (release, each job on one
    /// core while validation shares the machine): the json pack 1.7 s; the android pack 1.2 s;
    /// the css render 1.0 s, then the web pack 1.1 s; the swift render 0.95 s; the xcassets render
    /// 0.5 s; the ansi render and terminal pack under 0.05 s; the apple pack 0.3 s (it gathers the
    /// swift and xcassets files and hashes 52,000 of them).
    ///
    /// The xcassets render comes first although it is not the longest: its 52,000 files are the
    /// costliest to write (a folder and a file each) and are staged for writing as soon as they
    /// are rendered (``OutputWriter/EarlyStaging``), so they are written while the long packs run
    /// instead of at the end, and the render's one-thread naming pass no longer ends the run.
    /// Measured alternating with the longest-first order, ten runs each: 3.21 → 3.04 s wall,
    /// 5.84 → 5.70 s CPU, 767 → 854 MB peak (the asset catalog is held longer).
    static let priority: [BundleStep] = [
        .render(.xcassets), .pack(.json), .pack(.android), .render(.css), .pack(.web), .render(.swift),
        .render(.ansi), .pack(.terminal), .pack(.apple),
    ]

    /// The jobs for rendering `rendering` and packing `packing`, in ``priority`` order (which
    /// ranks every generator platform and bundle, each render before the packs that need it).
    static func ordered(rendering: [Platform], packing: [BundlePlatform]) -> [BundleStep] {
        let wanted = Set(rendering.map(BundleStep.render) + packing.map(BundleStep.pack))
        return priority.filter(wanted.contains)
    }
}
