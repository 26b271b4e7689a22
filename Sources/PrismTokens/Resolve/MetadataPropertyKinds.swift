/// Checks that the metadata properties of a token or group have the JSON kind DTCG requires.
///
/// Format §5.2 and §6: `$description` is a plain string, `$deprecated` a boolean or a string
/// (why, and what to use instead), `$extensions` an object keyed by vendor. A property of another
/// kind is an error at its value, and is then ignored (a token keeps its group's deprecation).
enum MetadataPropertyKinds {
    /// Reports every metadata property of `object` whose kind is wrong.
    /// - Parameters:
    ///   - object: a token or group.
    ///   - owner: its path, for the diagnostic.
    ///   - context: receives the errors.
    static func check(_ object: JSONObject, owner: TokenPath, context: inout ValueParseContext) {
        if let node = object["$description"], node.string == nil {
            report(
                node,
                "'$description' must be a string, found \(node.value.kindDescription); write the description as text, e.g. \"$description\": \"Primary action background\"",
                owner: owner, context: &context)
        }
        if let node = object["$deprecated"], node.bool == nil, node.string == nil {
            report(
                node,
                "'$deprecated' must be true, false or a string saying what to use instead, found \(node.value.kindDescription)",
                owner: owner, context: &context)
        }
        if let node = object["$extensions"], node.object == nil {
            report(
                node,
                "'$extensions' must be an object keyed by vendor, e.g. {\"com.example\": {…}}, found \(node.value.kindDescription)",
                owner: owner, context: &context)
        }
    }

    private static func report(_ node: JSONNode, _ message: String, owner: TokenPath, context: inout ValueParseContext)
    {
        context.diagnostics.append(
            Diagnostic(
                .error, rule: "format.structure", message, at: node.location, token: owner.description,
                theme: context.theme))
    }
}
