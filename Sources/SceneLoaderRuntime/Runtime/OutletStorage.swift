/// Outlets by name, held as IBOutlets conventionally are: weakly. An object the nib made inside
/// a top-level object is kept by that instantiation's top-level objects (``NibObjects``), as a
/// view hierarchy keeps its subviews; a top-level object by whoever holds it (the array
/// `instantiate` returns, an owner's property); File's Owner by its caller. So no outlet makes a
/// cycle: a view's outlet to its owner, two views' outlets to each other, a cell's to itself.
/// A value that is not an object (a string set by hand) is kept as it is.
struct OutletStorage {
    private enum Value {
        case object(WeakObject)
        case objects([WeakObject])
        case other(Any)
    }

    private struct WeakObject {
        weak var object: AnyObject?
    }

    private var values: [String: Value] = [:]

    /// Sets the outlet `key` (`nil` removes it).
    mutating func set(_ value: Any?, forKey key: String) {
        guard let value else {
            values[key] = nil
            return
        }
        if let array = value as? [Any], array.allSatisfy({ type(of: $0) is AnyClass }) {
            values[key] = .objects(array.map { WeakObject(object: $0 as AnyObject) })
        } else if type(of: value) is AnyClass {
            values[key] = .object(WeakObject(object: value as AnyObject))
        } else {
            values[key] = .other(value)
        }
    }

    /// The outlet `key`'s value while its objects live: an object, an array of objects, or a
    /// value that is not one.
    func value(forKey key: String) -> Any? {
        switch values[key] {
        case .object(let reference)?: reference.object
        case .objects(let references)?: references.compactMap(\.object)
        case .other(let value)?: value
        case nil: nil
        }
    }

    /// Every outlet whose object lives, by name.
    var all: [String: Any] {
        var result: [String: Any] = [:]
        for key in values.keys {
            if let value = value(forKey: key) { result[key] = value }
        }
        return result
    }
}

/// The objects one instantiation of a nib made inside its top-level objects (a cell's labels, a
/// view's gesture recognizer), kept alive by every top-level object of that instantiation, as
/// their view hierarchies keep them in UIKit. They hold one another only weakly (outlets), so
/// nothing here makes a cycle.
final class NibObjects {
    let objects: [AnyObject]

    init(_ objects: [AnyObject]) {
        self.objects = objects
    }
}
