/// An immutable value kept out of line, so that a rarely present, large optional costs one
/// pointer where it is absent.
///
/// The parameter has no protocol requirement (only the `Sendable` marker): a generic class whose
/// parameter must conform has its metadata made at run time by name, which looks the conformance
/// up through every conformance record of the program on first use, once for each boxed type, a
/// cost a short `scene-inspect` run would pay in full. Equality and hashing come from a conditional
/// conformance instead.
final class Box<Value: Sendable>: Sendable {
    let value: Value

    init(_ value: consuming Value) { self.value = value }
}

extension Box: Equatable where Value: Equatable {
    static func == (lhs: Box, rhs: Box) -> Bool { lhs === rhs || lhs.value == rhs.value }
}

extension Box: Hashable where Value: Hashable {
    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
