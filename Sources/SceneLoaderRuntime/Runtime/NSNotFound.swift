/// The value UIKit's `selectedIndex` has when nothing, or the More tab, is selected
/// (Foundation's `NSNotFound`: `Int.max`).
public let NSNotFound: Int = .max
