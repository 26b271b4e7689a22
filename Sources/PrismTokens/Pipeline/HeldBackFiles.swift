/// The bundles packed while validation still runs, kept until it ends: then staged for writing
/// (``OutputWriter/EarlyStaging``) with those packed after, or dropped when the run stops.
///
/// Nothing is written while the findings may still hold an error: a bundle packed before
/// validation ended waits here, and is staged by ``open(_:)`` on the validating thread.
final class HeldBackFiles: @unchecked Sendable {
    private let lock = PlatformLock()
    /// The groups packed before ``open(_:)``.
    private var held: [[GeneratedFile]] = []
    /// Where groups go once validation passed.
    private var staging: OutputWriter.EarlyStaging?
    /// Whether ``open(_:)`` was called.
    private var isOpen = false

    /// Keeps a bundle's files, or stages them at once once opened (called from the packing threads).
    func packed(_ files: [GeneratedFile]) {
        let target: OutputWriter.EarlyStaging? = lock.withLock {
            guard isOpen else {
                held.append(files)
                return nil
            }
            return staging
        }
        target?.stage(files)
    }

    /// Validation passed: stages the groups kept so far into `staging`, then each later one as it
    /// is packed; `nil` drops them (the usual write writes every file).
    func open(_ staging: OutputWriter.EarlyStaging?) {
        let groups = lock.withLock { () -> [[GeneratedFile]] in
            isOpen = true
            self.staging = staging
            defer { held = [] }
            return held
        }
        for group in groups { staging?.stage(group) }
    }

    /// Packing ended: lets go of the staging (its owner commits or discards it).
    func close() {
        lock.withLock { staging = nil }
    }
}
