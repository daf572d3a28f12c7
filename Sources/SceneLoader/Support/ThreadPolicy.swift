/// When work that pays only on large inputs runs on a thread of its own (``ReadAhead``,
/// ``XMLEventRelay``): when the input is large enough, always, or never (the last two for the
/// tests, which run small inputs both ways and compare them).
enum ThreadPolicy: Sendable, Hashable {
    /// When the work's own measure says the input is worth a thread.
    case whenWorthwhile
    /// Whatever the input's size (if a thread can be made).
    case always
    /// Never: the work is done on the caller's thread.
    case never

    /// Whether the work gets a thread, for an input that `isWorthwhile` (evaluated only when asked).
    func allows(_ isWorthwhile: @autoclosure () -> Bool) -> Bool {
        switch self {
        case .whenWorthwhile: isWorthwhile()
        case .always: true
        case .never: false
        }
    }
}
