/// Deep-merges token documents in resolution order: groups merge member by member, a later token replaces an earlier one.
enum SourceMerger {
    /// Merges `overlay` onto `base`.
    static func merge(_ overlay: JSONObject, onto base: JSONObject) -> JSONObject {
        var result = base
        for member in overlay.members {
            if let existing = base.member(member.key), let existingObject = existing.value.object,
                let overlayObject = member.value.object, isGroup(existingObject), isGroup(overlayObject)
            {
                let merged = merge(overlayObject, onto: existingObject)
                result.set(
                    .init(
                        key: member.key, keyLocation: member.keyLocation,
                        value: JSONNode(.object(merged), at: member.value.location)))
            } else {
                result.set(member)
            }
        }
        return result
    }

    /// Whether an object is a group (as opposed to a token, which has `$value` or is a `$ref`).
    ///
    /// An object with `$ref` and members of its own (`{"$ref": "#/button", "radius": {…}}`) is a
    /// group: that is the JSON Schema spelling of `$extends` (Format §6.7, example format-groups-06).
    static func isGroup(_ object: JSONObject) -> Bool {
        if object.contains("$value") { return false }
        return !object.contains("$ref") || hasChildren(object)
    }

    /// Whether an object has a member whose name does not start with `$` (a token or group in it).
    static func hasChildren(_ object: JSONObject) -> Bool {
        object.members.contains { $0.key.utf8.first != UInt8(ascii: "$") }
    }
}
