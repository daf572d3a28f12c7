/// A feature of Interface Builder that some lint rules are about, with the Xcode that introduced it.
///
/// A file last saved by an older Xcode cannot have the feature turned on, and its authors could not
/// have chosen it: the rules about it do not report such a file (``DocumentInfo/wasSaved(byXcodeWith:)``).
/// Which Xcode saved a file is read from the `<document>`'s `toolsVersion`, the build number of
/// Interface Builder (``DocumentInfo/toolsBuild``), which grows with every Xcode release.
public enum InterfaceBuilderFeature: String, Sendable, Hashable, CaseIterable {
    /// Auto Layout on iOS (`useAutolayout`): Xcode 4.5.
    case autoLayout
    /// Size classes (`useTraitCollections`) and the adaptive segue kinds (`show`,
    /// `presentation`, `popoverPresentation`, `showDetail`): Xcode 6.
    case traitCollections
    /// Safe-area layout guides (`useSafeAreas`): Xcode 9.
    case safeAreaLayoutGuides

    /// The Xcode release that introduced it.
    public var xcodeVersion: String {
        switch self {
        case .autoLayout: "4.5"
        case .traitCollections: "6"
        case .safeAreaLayoutGuides: "9"
        }
    }

    /// The first Interface Builder build number of that release: Xcode 4.2 to 4.3 wrote builds
    /// below 2000 (`1938`), 4.5 `2840` and later; Xcode 5 wrote `4504` to `5056`, Xcode 6 `6246` to
    /// `6751`; Xcode 8 `11201` to `12121`, Xcode 9 `13196` and later (the first to write the "Safe
    /// area layout guides" capability).
    public var firstToolsBuild: Int {
        switch self {
        case .autoLayout: 2800
        case .traitCollections: 6000
        case .safeAreaLayoutGuides: 13000
        }
    }
}

extension DocumentInfo {
    /// The build of Interface Builder that saved the file: `toolsVersion`'s leading whole number
    /// (`22505`; `14490` of `14490.70`); nil when the file has no `toolsVersion` or it does not
    /// start with digits.
    public var toolsBuild: Int? {
        guard let toolsVersion else { return nil }
        let digits = toolsVersion.utf8.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        guard !digits.isEmpty, digits.count <= 9 else { return nil }
        return digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }

    /// Whether the Xcode that saved the file had `feature`: its ``toolsBuild`` is at least the
    /// feature's ``InterfaceBuilderFeature/firstToolsBuild``. A file without a tools version (written
    /// by hand or by a tool) is taken to be current.
    public func wasSaved(byXcodeWith feature: InterfaceBuilderFeature) -> Bool {
        guard let build = toolsBuild else { return true }
        return build >= feature.firstToolsBuild
    }
}
