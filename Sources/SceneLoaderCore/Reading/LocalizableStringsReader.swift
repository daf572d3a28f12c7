/// Reads every object id of a storyboard and every string Xcode exports for translation, for the
/// checks of its strings tables (``LocalizableStrings``).
///
/// A second, separate reading of the file, made only for storyboards that have strings tables: the
/// storyboard reader keeps only what the runtime needs, and its per-element path makes no `String`
/// it does not keep. This reader makes a `String` for each id and each localizable value, and
/// skips nothing; an explicit stack of the open elements, no recursion.
///
/// What is localizable, as Xcode's export names it: the attributes `title`, `text`, `placeholder`,
/// `prompt`, `headerTitle`, `footerTitle`, `backButtonTitle`, `label`, `paletteLabel`,
/// `placeholderString` and `toolTip` of an element with an id (`ID.title`); a button's
/// `<state key="normal" title>` (`ID.normalTitle`, and `highlighted`, `selected`, `disabled`); a
/// segmented control's segments (`ID.segmentTitles[N]`); an `<accessibility>` element's `label` and
/// `hint` (`ID.accessibilityLabel`, `ID.accessibilityHint`); and a value written as the text of a
/// `<string key="K">` child (`ID.K`). An empty value is not exported, and a constraint's
/// `placeholder` is a flag, not text.
final class LocalizableStringsReader: XMLContentHandler {
    private(set) var strings: [LocalizableString] = []
    private(set) var objectIDs: Set<String> = []
    private(set) var issue: XMLIssue?

    private let file: SourceFile
    private var names = Names()
    /// The open elements, innermost last: the name, the object id, and for `<segments>` the
    /// segments seen so far.
    private var open: [(name: XMLName, id: String?, count: Int)] = []

    init(file: String) {
        self.file = SourceFile(file)
    }

    var sharedNames: XMLNameTable? { nil }

    func prepare(_ table: XMLNameTable, sharesNames: Bool) {
        names = Names(table)
    }

    func startElement(_ tag: XMLStartTag) -> XMLStartDecision {
        if open.isEmpty && tag.name != names.document {
            let at = tag.location()
            issue = XMLIssue(code: .notAStoryboard, message: "root element is <\(Quote.value(tag.name.string, limit: 60))>, not a storyboard <document>",
                             line: at.line, column: at.column)
            return .stop
        }
        let id = tag.value(names.id).flatMap { $0.bytes.isEmpty ? nil : $0.string }
        if let id {
            objectIDs.insert(id)
            // A constraint's `placeholder="YES"` is a flag (removed at build time), not text.
            if tag.name != names.constraint {
                for (attribute, property) in names.attributes {
                    if let value = tag.value(attribute), !value.bytes.isEmpty { keep(id, property, value.string, tag, owner: tag.name) }
                }
            }
        }
        let name = tag.name
        if let parent = open.last {
            if name == names.state, let owner = parent.id, let key = tag.value(names.key), let title = tag.value(names.title), !title.bytes.isEmpty {
                keep(owner, key.string + "Title", title.string, tag, owner: parent.name)
            } else if name == names.segment, open.count >= 2, let owner = open[open.count - 2].id, parent.name == names.segments {
                let index = parent.count
                open[open.count - 1].count += 1
                if let title = tag.value(names.title), !title.bytes.isEmpty {
                    keep(owner, "segmentTitles[\(index)]", title.string, tag, owner: open[open.count - 2].name)
                }
            } else if name == names.accessibility, let owner = parent.id {
                if let label = tag.value(names.label), !label.bytes.isEmpty { keep(owner, "accessibilityLabel", label.string, tag, owner: parent.name) }
                if let hint = tag.value(names.hint), !hint.bytes.isEmpty { keep(owner, "accessibilityHint", hint.string, tag, owner: parent.name) }
            } else if name == names.string, let key = tag.value(names.key) {
                if let owner = parent.id {
                    keep(owner, key.string, nil, tag, owner: parent.name)
                } else if parent.name == names.state, open.count >= 2, let owner = open[open.count - 2].id,
                          let state = stateKeys.last, key.equals("title") {
                    keep(owner, state + "Title", nil, tag, owner: open[open.count - 2].name)
                }
            }
        }
        if name == names.state {
            stateKeys.append(tag.value(names.key)?.string ?? "")
        }
        open.append((name, id, 0))
        return .proceed
    }

    /// The `key` of each open `<state>`, innermost last (a long title is a `<string>` inside it).
    private var stateKeys: [String] = []

    func endElement(_ name: XMLName) {
        if name == names.state { stateKeys.removeLast() }
        open.removeLast()
    }

    /// Keeps `id`'s `property`, written on `tag`, of the object whose element is `owner`.
    private func keep(_ id: String, _ property: String, _ value: String?, _ tag: XMLStartTag, owner: XMLName) {
        let at = tag.location()
        strings.append(LocalizableString(objectID: id, property: property, value: value, element: owner.string,
                                         location: SourceLocation(source: file, line: at.line, column: at.column)))
    }

    /// The names compared, interned in the parse's dictionary.
    private struct Names {
        var document = XMLName.none, id = XMLName.none, key = XMLName.none, title = XMLName.none
        var state = XMLName.none, segment = XMLName.none, segments = XMLName.none, accessibility = XMLName.none
        var string = XMLName.none, label = XMLName.none, hint = XMLName.none, constraint = XMLName.none
        /// The localizable attributes of an element with an id, each with its property's name.
        var attributes: [(XMLName, String)] = []

        init() {}

        init(_ table: XMLNameTable) {
            document = table.intern("document")
            id = table.intern("id")
            key = table.intern("key")
            title = table.intern("title")
            state = table.intern("state")
            segment = table.intern("segment")
            segments = table.intern("segments")
            accessibility = table.intern("accessibility")
            string = table.intern("string")
            label = table.intern("label")
            hint = table.intern("hint")
            constraint = table.intern("constraint")
            attributes = LocalizableStringsReader.attributeNames.map { (table.intern($0), $0) }
        }
    }

    /// The attributes that are localizable on an element with an id.
    static let attributeNames = [
        "title", "text", "placeholder", "prompt", "headerTitle", "footerTitle", "backButtonTitle", "label", "paletteLabel",
        "placeholderString", "toolTip",
    ]
}
