/// A string of a storyboard that Xcode exports for translation, with the key its strings tables
/// give it: `OBJECTID.PROPERTY` (`Dyd-bm-goj.title`, `7fA-2b-XyZ.normalTitle`,
/// `kQ9-ad-cx1.segmentTitles[1]`).
public struct LocalizableString: Sendable, Hashable {
    /// The object's id.
    public let objectID: String
    /// The property, as Xcode names it in the key (`title`, `text`, `placeholder`, `normalTitle`,
    /// `segmentTitles[0]`, `headerTitle`, `accessibilityLabel`…).
    public let property: String
    /// The value in the storyboard; nil when it is written as an element's text (a long label's
    /// `<string key="text">`), which is not read.
    public let value: String?
    /// The object's element (`label`, `button`, `navigationItem`).
    public let element: String
    /// Where the value is written.
    public let location: SourceLocation

    /// Creates a localizable string.
    public init(objectID: String, property: String, value: String?, element: String, location: SourceLocation) {
        self.objectID = objectID
        self.property = property
        self.value = value
        self.element = element
        self.location = location
    }

    /// The key of its strings tables: `OBJECTID.PROPERTY`.
    public var key: String { objectID + "." + property }
}
