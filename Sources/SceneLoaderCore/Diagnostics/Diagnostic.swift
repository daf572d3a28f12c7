/// A problem found in a storyboard that did not stop it from loading.
///
/// Every problem is reported, not only the first. Diagnostics print in compiler format,
/// `path:line:col: error: message [code]`, so editors and CI can jump to them.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable, Hashable, Comparable {
        /// Supplementary information attached to another diagnostic.
        case note
        /// Probably a mistake; UIKit would still load the storyboard.
        case warning
        /// UIKit or Xcode would reject this; scenes it touches refuse to instantiate.
        case error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        /// Orders note < warning < error.
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// How serious it is.
    public let severity: Severity
    /// The stable code; match on this, not on the message.
    public let code: DiagnosticCode
    /// One line, quoting the user's values.
    public let message: String
    /// Where the problem is.
    public let location: SourceLocation
    /// Other places involved (the first of two duplicates, the rest of a cycle).
    public let notes: [Note]
    /// The object ids of the controllers the problem makes unusable, if any.
    public let sceneIDs: [String]
    /// The object id of the element the problem is at (a segue's, a view's), when it has one and
    /// is not a controller of ``sceneIDs``; lint fingerprints findings by it.
    public let objectID: String?

    /// A secondary location attached to a diagnostic.
    public struct Note: Sendable, Hashable {
        /// What is there.
        public let message: String
        /// Where.
        public let location: SourceLocation

        /// Creates a note.
        public init(message: String, location: SourceLocation) {
            self.message = message
            self.location = location
        }
    }

    /// Creates a diagnostic.
    public init(
        severity: Severity, code: DiagnosticCode, message: String, location: SourceLocation,
        notes: [Note] = [], sceneIDs: [String] = [], objectID: String? = nil
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.location = location
        self.notes = notes
        self.sceneIDs = sceneIDs
        self.objectID = objectID
    }

    /// Whether this diagnostic concerns the controller with object id `id`, compared by bytes as
    /// every id is (an NFC id and its NFD look-alike are different controllers).
    public func concerns(sceneID id: String) -> Bool {
        let key = ByteKey(id)
        return sceneIDs.contains { ByteKey($0) == key }
    }

    /// `path:line:col: severity: message [code]`, followed by a `note:` line per note. Control
    /// characters in the path and the message are escaped (``Quote/line(_:limit:)``), so each is
    /// one line whatever the input holds.
    public var description: String {
        var text = "\(location): \(severity.rawValue): \(Quote.line(message)) [\(code)]"
        for note in notes {
            text += "\n\(note.location): note: \(Quote.line(note.message))"
        }
        return text
    }
}
