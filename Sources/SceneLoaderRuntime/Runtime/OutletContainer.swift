/// An object a nib sets outlets on, by key, as UIKit's Key-Value Coding sets them
/// (`setValue(_:forKey:)`): File's Owner, and the objects the nib makes.
///
/// ``View`` keeps every outlet it is given by name. ``ViewController`` takes `view` and raises
/// for any other key, as an `NSObject` without the property does: a subclass declares its
/// outlets by overriding ``setValue(_:forKey:)``, and calls `super` for the keys it does not have.
///
/// ```swift
/// final class ProfileViewController: ViewController {
///     var nameLabel: View?
///     override func setValue(_ value: Any?, forKey key: String) throws(ControllerError) {
///         switch key {
///         case "nameLabel": nameLabel = value as? View
///         default: try super.setValue(value, forKey: key)
///         }
///     }
/// }
/// ```
public protocol OutletContainer: AnyObject {
    /// Sets the outlet `key` to `value` (an outlet collection's value is an array of its objects).
    /// - Throws: ``ControllerError/Code/unknownKey`` with `NSUnknownKeyException`'s reason when
    ///   the object has no such key.
    func setValue(_ value: Any?, forKey key: String) throws(ControllerError)
}

extension ControllerError {
    /// `NSUnknownKeyException`: `[<Class 0xADDRESS> setValue:forUndefinedKey:]: this class is not
    /// key value coding-compliant for the key KEY.`, as UIKit raises for an outlet the object lacks.
    public static func unknownKey(_ key: String, of object: AnyObject, className: String) -> ControllerError {
        let address = String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
        return ControllerError(
            code: .unknownKey, exceptionName: "NSUnknownKeyException",
            message: "[<\(className) 0x\(address)> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(key).")
    }
}
