/// One focusable element in a screen's intended focus order.
public struct PrismFocusOrderItem: Sendable, Hashable {
    /// A stable identifier, unique on the screen.
    public var id: String
    /// The accessibility label read by assistive technologies.
    public var label: String
    /// The position in the focus order: higher values are read first (as SwiftUI's
    /// `accessibilitySortPriority`).
    public var priority: Int

    /// Creates an item.
    /// - Parameters:
    ///   - id: a unique identifier.
    ///   - label: the accessibility label.
    ///   - priority: the focus position, higher first.
    public init(id: String, label: String, priority: Int) {
        self.id = id
        self.label = label
        self.priority = priority
    }
}

/// A problem found in a focus order.
public enum PrismFocusOrderWarning: Sendable, Hashable, CustomStringConvertible {
    /// Two or more items share a priority, so their relative order is undefined.
    case duplicatePriority(Int, ids: [String])
    /// An item's label is empty or whitespace, so assistive technologies announce nothing.
    case emptyLabel(id: String)
    /// Two or more items share an identifier.
    case duplicateID(String)

    /// What is wrong and how to fix it.
    public var description: String {
        switch self {
        case .duplicatePriority(let priority, let ids):
            "items \(ids.map { "'\($0)'" }.joined(separator: ", ")) share focus priority \(priority); give each a distinct priority so the order is defined"
        case .emptyLabel(let id):
            "item '\(id)' has an empty accessibility label; give it a label that says what it does"
        case .duplicateID(let id):
            "more than one item has the id '\(id)'; give each item a unique id"
        }
    }
}

/// The result of ``PrismFocusOrderValidator/validate(_:)``.
public struct PrismFocusOrderValidationResult: Sendable, Hashable {
    /// The problems found, in a stable order (duplicate ids, empty labels, duplicate priorities).
    public var issues: [PrismFocusOrderWarning]
    /// The problems as text, each saying how to fix it, e.g. for
    /// `XCTAssertTrue(result.isValid, result.warnings.joined(separator: "\n"))`.
    public var warnings: [String] { issues.map(\.description) }
    /// The items sorted into reading order: higher priority first, then by their original position.
    public var orderedItems: [PrismFocusOrderItem]
    /// Whether no problem was found.
    public var isValid: Bool { issues.isEmpty }
}

/// Checks a screen's focus order (the PrismUI seed API).
public enum PrismFocusOrderValidator {
    /// Validates focus-order items.
    /// - Parameter items: the focusable elements, in any order.
    /// - Returns: the warnings and the items in reading order (higher priority first).
    public static func validate(_ items: [PrismFocusOrderItem]) -> PrismFocusOrderValidationResult {
        var warnings: [PrismFocusOrderWarning] = []
        var seenIDs: Set<String> = []
        var reportedIDs: Set<String> = []
        for item in items {
            if !seenIDs.insert(item.id).inserted, reportedIDs.insert(item.id).inserted {
                warnings.append(.duplicateID(item.id))
            }
        }
        for item in items where item.label.allSatisfy(\.isWhitespace) {
            warnings.append(.emptyLabel(id: item.id))
        }
        var idsByPriority: [Int: [String]] = [:]
        for item in items { idsByPriority[item.priority, default: []].append(item.id) }
        for priority in idsByPriority.keys.sorted() {
            if let ids = idsByPriority[priority], ids.count > 1 {
                warnings.append(.duplicatePriority(priority, ids: ids))
            }
        }
        let ordered = items.enumerated().sorted { ($1.element.priority, $0.offset) < ($0.element.priority, $1.offset) }
            .map(\.element)
        return PrismFocusOrderValidationResult(issues: warnings, orderedItems: ordered)
    }
}
