/// The attributes the merge layer reads on every element, recognised once by the lexer from their
/// bytes, so that finding an element's key, its references or its noise compares a byte, not a
/// name.
package enum KnownAttribute: UInt8, Sendable {
    case other
    case id, sceneID, key, keyPath, name, className, identifier, reference, ref, property, selector
    case destination, firstItem, secondItem, initialViewController
    case toolsVersion, systemVersion, version, minToolsVersion, misplaced, ambiguous

    /// The attribute whose name is `bytes`.
    static func recognise(_ bytes: UnsafeBufferPointer<UInt8>) -> KnownAttribute {
        func equals(_ name: StaticString) -> Bool {
            guard name.utf8CodeUnitCount == bytes.count else { return false }
            for index in 0..<bytes.count where name.utf8Start[index] != bytes[index] { return false }
            return true
        }
        switch bytes.count {
        case 2: return equals("id") ? .id : .other
        case 3: return equals("key") ? .key : (equals("ref") ? .ref : .other)
        case 4: return equals("name") ? .name : .other
        case 7: return equals("sceneID") ? .sceneID : (equals("keyPath") ? .keyPath : (equals("version") ? .version : .other))
        case 8: return equals("property") ? .property : (equals("selector") ? .selector : .other)
        case 9:
            if equals("className") { return .className }
            if equals("reference") { return .reference }
            if equals("firstItem") { return .firstItem }
            if equals("misplaced") { return .misplaced }
            return equals("ambiguous") ? .ambiguous : .other
        case 10: return equals("identifier") ? .identifier : (equals("secondItem") ? .secondItem : .other)
        case 11: return equals("destination") ? .destination : .other
        case 12: return equals("toolsVersion") ? .toolsVersion : .other
        case 13: return equals("systemVersion") ? .systemVersion : .other
        case 15: return equals("minToolsVersion") ? .minToolsVersion : .other
        case 21: return equals("initialViewController") ? .initialViewController : .other
        default: return .other
        }
    }

    /// Whether the attribute names another element by its id.
    var isReference: Bool {
        switch self {
        case .destination, .firstItem, .secondItem, .initialViewController, .reference, .ref: true
        default: false
        }
    }
}
