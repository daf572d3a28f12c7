extension StoryboardError {
    /// The JSON document of a file that did not load: its path, no scenes, this error as its one
    /// diagnostic (the fields every storyboard document has, so a reader needs no special case).
    /// - Parameter file: the path to show.
    public func jsonDocument(file: String) -> JSONValue {
        .object([
            ("file", .string(file)),
            ("initialViewController", .null),
            ("scenes", .array([])),
            ("diagnostics", .array([diagnostic.jsonValue])),
        ])
    }
}
