/// An immutable value kept out of line, so that a rarely present, large optional costs one
/// pointer where it is absent.
final class Box<Value: Hashable & Sendable>: Hashable, Sendable {
    let value: Value

    init(_ value: consuming Value) { self.value = value }

    static func == (lhs: Box, rhs: Box) -> Bool { lhs === rhs || lhs.value == rhs.value }

    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
