/// What the parser's thread records for a reader that runs behind an ``XMLEventRelay`` (a large
/// file): the reader's own rules, asked once per name.
///
/// - Elements: one the reader skips whatever its state (``ElementRoles/Role/skipped``) is not
///   recorded, except the two it notes something of (a colour's name, the controller's view's
///   accessibility identifier), which are recorded without their content. That is what
///   `ReaderState.readStart` does with such an element below the root.
/// - Attributes: only those the reader can read are recorded. It compares attribute names with its
///   vocabulary's (``StoryboardVocabulary``) and finds the ones it keeps through
///   ``AttributeSlots``, whose names are the vocabulary's and the runtime attributes'; any other
///   attribute it never looks at.
///
/// A test loads every fixture and corpus storyboard with and without the relay and compares all
/// that the load gives.
enum ReaderRelayFilter {
    /// The filter for a parse whose names the reader has prepared as `roles`, `vocabulary` and
    /// `slots` (copied here: the copies are the parser thread's).
    static func make(roles: ElementRoles, vocabulary: StoryboardVocabulary, slots: AttributeSlots.Names) -> XMLRelayFilter {
        var roles = roles
        let color = vocabulary.color, accessibility = vocabulary.accessibility
        let vocabularyNames = vocabulary.allNames
        return XMLRelayFilter(
            element: { name in
                guard roles.role(of: name).contains(.skipped) else { return .report }
                return name == color || name == accessibility ? .reportAlone : .drop
            },
            attribute: { name in vocabularyNames.contains(name) || slots.isRead(name) })
    }
}
