/// Applies the exact edits of `--fix` to a file's bytes and describes the change as a unified diff.
///
/// Pure: the CLI reads the files and writes the results atomically (``OutputWriter``); nothing
/// is written with `--dry-run`, which prints ``unifiedDiff(path:old:new:)`` instead.
public enum LintFixApplier {
    /// The outcome of fixing one file.
    public struct Result: Sendable {
        /// The fixed bytes.
        public var bytes: [UInt8]
        /// The edits applied, in file order.
        public var applied: [LintEdit]
        /// Edits left out because they overlap an earlier edit or fall outside the file.
        public var skipped: [LintEdit]
    }

    /// Applies edits in offset order; an edit overlapping one already applied is skipped.
    /// - Parameters:
    ///   - edits: the edits, in any order (duplicates are applied once).
    ///   - bytes: the file's bytes.
    public static func apply(_ edits: [LintEdit], to bytes: [UInt8]) -> Result {
        let ordered = Array(Set(edits)).sorted {
            $0.offsets.lowerBound != $1.offsets.lowerBound
                ? $0.offsets.lowerBound < $1.offsets.lowerBound : $0.offsets.upperBound < $1.offsets.upperBound
        }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var cursor = 0
        var applied: [LintEdit] = []
        var skipped: [LintEdit] = []
        for edit in ordered {
            guard edit.offsets.lowerBound >= cursor, edit.offsets.upperBound <= bytes.count else {
                skipped.append(edit)
                continue
            }
            output += bytes[cursor..<edit.offsets.lowerBound]
            output += Array(edit.replacement.utf8)
            cursor = edit.offsets.upperBound
            applied.append(edit)
        }
        output += bytes[cursor...]
        return Result(bytes: output, applied: applied, skipped: skipped)
    }

    /// A unified diff (`--- a/PATH`, `+++ b/PATH`, hunks with three lines of context) between two
    /// versions of a file; empty when they are equal.
    ///
    /// Fixes replace text inside lines, so the versions usually have the same number of lines and
    /// are compared line by line; otherwise the whole file is one hunk.
    public static func unifiedDiff(path: String, old: [UInt8], new: [UInt8]) -> String {
        guard old != new else { return "" }
        let before = lines(old)
        let after = lines(new)
        var text = "--- a/\(path)\n+++ b/\(path)\n"
        guard before.count == after.count else {
            text += "@@ -1,\(before.count) +1,\(after.count) @@\n"
            for line in before { text += "-" + line + "\n" }
            for line in after { text += "+" + line + "\n" }
            return text
        }
        let changed = before.indices.filter { before[$0] != after[$0] }
        let context = 3
        var hunks: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - context)...min(before.count - 1, index + context)
            if let last = hunks.last, range.lowerBound <= last.upperBound + 1 {
                hunks[hunks.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                hunks.append(range)
            }
        }
        for hunk in hunks {
            text += "@@ -\(hunk.lowerBound + 1),\(hunk.count) +\(hunk.lowerBound + 1),\(hunk.count) @@\n"
            var removed: [String] = []
            var added: [String] = []
            func flush() {
                for line in removed { text += "-" + line + "\n" }
                for line in added { text += "+" + line + "\n" }
                removed.removeAll()
                added.removeAll()
            }
            for index in hunk {
                if before[index] == after[index] {
                    flush()
                    text += " " + before[index] + "\n"
                } else {
                    removed.append(before[index])
                    added.append(after[index])
                }
            }
            flush()
        }
        return text
    }

    /// The lines of a file, without their `\n` (a final newline does not make an empty last line).
    private static func lines(_ bytes: [UInt8]) -> [String] {
        var result = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        if bytes.last == UInt8(ascii: "\n") { result.removeLast() }
        return result
    }
}
