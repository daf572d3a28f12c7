/// What a loose image file's name says, as `UIImage(named:)` reads it: `star@2x~ipad.png` is the
/// image `star` at scale 2 for the iPad.
///
/// The name is `BASE[@Nx][~DEVICE].EXT` (the scale and device suffixes in either order), with
/// `EXT` one of ``extensions``; `UIImage(named: "star")` and `UIImage(named: "star.png")` both find it.
struct LooseImage: Sendable, Hashable {
    /// The name the image is found by (`star`).
    let name: String
    /// The scale its suffix gives (`@2x`: 2); 1 without one; nil for a PDF, which has none.
    let scale: Int?
    /// The idiom its device suffix gives (`~ipad`: `ipad`); `universal` without one.
    let idiom: String
    /// The extension, lowercased (`png`).
    let fileExtension: String

    /// The extensions of image files an app's bundle serves by name.
    static let extensions: Set<String> = ["png", "jpg", "jpeg", "pdf", "gif", "heic", "tif", "tiff", "bmp"]

    /// The extension of a macOS icon file (`icon.icns`): `NSImage(named: "icon")` loads it;
    /// `UIImage(named:)` does not.
    static let iconExtension = "icns"

    /// Whether `fileName` ends in an image extension, or is a macOS icon file.
    static func isImage(_ fileName: String) -> Bool {
        guard let dot = fileName.lastIndex(of: ".") else { return false }
        let ext = fileName[fileName.index(after: dot)...].lowercased()
        return extensions.contains(ext) || ext == iconExtension
    }

    /// The name `NSImage(named:)` finds a macOS icon file by (`icon` for `icon.icns`), or nil
    /// when `fileName` is not one.
    static func iconName(_ fileName: String) -> String? {
        guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex,
              fileName[fileName.index(after: dot)...].lowercased() == iconExtension else { return nil }
        return String(fileName[..<dot])
    }

    /// The image a file name stands for, or nil when it is not an image file's name.
    init?(fileName: String) {
        guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex else { return nil }
        let ext = fileName[fileName.index(after: dot)...].lowercased()
        guard LooseImage.extensions.contains(ext) else { return nil }
        var stem = Substring(fileName[..<dot])
        var scale: Int? = ext == "pdf" ? nil : 1
        var idiom = "universal"
        // `~device` and `@Nx`, in either order.
        for _ in 0..<2 {
            if let tilde = stem.lastIndex(of: "~"), tilde != stem.startIndex,
               stem[stem.index(after: tilde)...].allSatisfy({ $0.isLetter }) && stem.index(after: tilde) != stem.endIndex,
               !stem[stem.index(after: tilde)...].contains("@") {
                idiom = String(stem[stem.index(after: tilde)...]).lowercased()
                stem = stem[..<tilde]
            }
            if stem.hasSuffix("x"), let at = stem.lastIndex(of: "@"), at != stem.startIndex,
               let factor = Int(stem[stem.index(after: at)..<stem.index(before: stem.endIndex)]), (1...3).contains(factor) {
                scale = ext == "pdf" ? nil : factor
                stem = stem[..<at]
            }
        }
        guard !stem.isEmpty else { return nil }
        name = String(stem)
        self.scale = scale
        self.idiom = idiom
        fileExtension = ext
    }

    /// The name `UIImage(named:)` would look `name` up by: without an image extension
    /// (`star.png` finds `star`).
    static func lookupName(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex,
              extensions.contains(name[name.index(after: dot)...].lowercased()) else { return name }
        return String(name[..<dot])
    }
}
