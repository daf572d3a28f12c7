import SceneLoaderCore

/// A problem with one file of an asset catalog.
public struct AssetIssue: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file.
    public let path: String
    /// What is wrong, one line.
    public let message: String

    /// Creates an issue.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`, each one line (control characters escaped, ``Quote/line(_:limit:)``).
    public var description: String { "\(Quote.line(path)): \(Quote.line(message))" }
}
