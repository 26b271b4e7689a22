/// Deep-merges token documents in resolution order: groups merge member by member, a later token replaces an earlier one.
enum SourceMerger {
    /// Merges `overlay` onto `base`.
    static func merge(_ overlay: JSONObject, onto base: JSONObject) -> JSONObject {
        var result = base
        for member in overlay.members {
            if let existing = base.member(member.key), let existingObject = existing.value.object,
               let overlayObject = member.value.object, isGroup(existingObject), isGroup(overlayObject) {
                let merged = merge(overlayObject, onto: existingObject)
                result.set(.init(key: member.key, keyLocation: member.keyLocation, value: JSONNode(.object(merged), at: member.value.location)))
            } else {
                result.set(member)
            }
        }
        return result
    }

    /// Whether an object is a group (as opposed to a token, which has `$value` or is a `$ref`).
    static func isGroup(_ object: JSONObject) -> Bool {
        !object.contains("$value") && !object.contains("$ref")
    }
}
