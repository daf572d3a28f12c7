/// The strings UIKit applies to one storyboard as it loads it: the tables to look each key up in,
/// in order, and the device whose variations apply.
///
/// UIKit loads a storyboard of `Base.lproj` with the strings of the table named like it
/// (`Main.strings`, or `Main.xcstrings` as the build compiles it): the chosen language's, then the
/// development region's; a key neither has keeps the value the storyboard itself holds.
/// ``Storyboard/localized(with:)`` applies it.
public struct LocalizedStrings: Sendable {
    /// The tables, the first looked at first.
    public let tables: [StringsTable]
    /// The String Catalog device name whose variations apply (``StringsTable/device(for:)``).
    public let device: String?

    /// Strings looked up in `tables` in order, with `device`'s variations.
    public init(tables: [StringsTable], device: String? = nil) {
        self.tables = tables
        self.device = device
    }

    /// The value for `key`: the first table's that has it; nil when none has.
    public func value(forKey key: String) -> String? {
        for table in tables {
            if let value = table.value(forKey: key, device: device) { return value }
        }
        return nil
    }

    /// The language of the first table (the one chosen), if any.
    public var localization: String? { tables.first?.localization }

    /// Whether there is nothing to apply.
    public var isEmpty: Bool { tables.allSatisfy(\.isEmpty) }
}
