#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
public import SceneLoaderCore
import SceneLoaderBundle
import SceneLoaderDrawing

extension Storyboard {
    /// The lint checks of one loaded storyboard whose rules `configuration` turns on, each at the
    /// element that causes it and naming its object id. Checks run over the registry the single
    /// read made; a check whose rule is off is not run at all.
    public func lintDiagnostics(_ configuration: LintConfiguration) -> [Diagnostic] {
        var found = documentDiagnostics(configuration)
        let classNames = configuration.isEnabled(.invalidClassName)
        let identifiers = configuration.isEnabled(.identifierDiffersFromClass)
        // macOS (`modal`, `popover`) and watchOS (`push`, `modal`) use these kinds as their current ones.
        let platform = documentInfo.platform
        // Kinds are deprecated since the adaptive ones came (Xcode 6): a file saved before has no choice.
        let segueKinds = configuration.isEnabled(.deprecatedSegueKind) && (platform == .iOS || platform == .tvOS)
            && documentInfo.wasSaved(byXcodeWith: .traitCollections)
        // tvOS has no More: its bar at the top shows every tab.
        let moreTabs = configuration.isEnabled(.moreTabs) && platform == .iOS
        let reuseIdentifiers = configuration.isEnabled(.reuseIdentifierDiffersFromClass)
        let maxTabs = configuration.option("maxTabs", of: .moreTabs)
        let layoutFlags: [(FlaggedView.Flags, DiagnosticCode, String)] = [
            (.misplaced, .misplacedView, "is misplaced: its frame differs from the one its constraints give (Update Frames in Xcode)"),
            (.ambiguous, .ambiguousLayout, "has ambiguous layout: its constraints do not fix its position and size"),
        ].filter { configuration.isEnabled($0.1) }
        for scene in scenes {
            let owner = Storyboard.describe(scene)
            if classNames, let name = scene.customClass, !Storyboard.isSwiftTypeName(name) {
                found.append(Diagnostic(
                    severity: .warning, code: .invalidClassName,
                    message: "custom class '\(Quote.value(name))' of \(owner) is not a valid Swift type name",
                    location: scene.location, objectID: scene.id))
            }
            if identifiers, let identifier = scene.storyboardIdentifier, let name = scene.customClass, identifier != name {
                found.append(Diagnostic(
                    severity: .warning, code: .identifierDiffersFromClass,
                    message: "Storyboard ID '\(Quote.value(identifier))' of \(owner) differs from its class '\(Quote.value(name))'",
                    location: scene.location, objectID: scene.id))
            }
            if segueKinds {
                for segue in scene.segues {
                    guard let modern = Storyboard.modernKind(of: segue.kind) else { continue }
                    let named = segue.identifier.map { " '\(Quote.value($0))'" } ?? ""
                    found.append(Diagnostic(
                        severity: .warning, code: .deprecatedSegueKind,
                        message: "segue\(named) of \(owner) has kind '\(segue.kind)', deprecated since iOS 8: use '\(modern)'",
                        location: segue.location, objectID: segue.id))
                }
            }
            if reuseIdentifiers {
                for view in scene.reusableViews {
                    guard let identifier = view.reuseIdentifier, let name = view.customClass, identifier != name else { continue }
                    found.append(Diagnostic(
                        severity: .warning, code: .reuseIdentifierDiffersFromClass,
                        message: "reuse identifier '\(Quote.value(identifier))' of \(view.element)\(view.id.map { " '\(Quote.value($0))'" } ?? "") in \(owner) differs from its class '\(Quote.value(name))'",
                        location: view.location, objectID: view.id))
                }
            }
            if !layoutFlags.isEmpty {
                for view in scene.flaggedViews {
                    for (flag, code, problem) in layoutFlags where view.flags.contains(flag) {
                        found.append(Diagnostic(
                            severity: .warning, code: code,
                            message: "\(view.element)\(view.id.map { " '\(Quote.value($0))'" } ?? "") in \(owner) \(problem)",
                            location: view.location, objectID: view.id))
                    }
                }
            }
            if moreTabs, scene.kind == .tabBarController {
                let tabs = scene.relationships.count { $0.kind == .viewControllers }
                if tabs > maxTabs {
                    found.append(Diagnostic(
                        severity: .note, code: .moreTabs,
                        message: "\(owner) has \(tabs) tabs; its bar shows \(maxTabs - 1) and a More tab listing the other \(tabs - maxTabs + 1)",
                        location: scene.location, objectID: scene.id))
                }
            }
        }
        return found
    }

    /// The checks of the `<document>` element: no initial controller, Auto Layout, size classes and
    /// safe areas turned off. Located at the element.
    private func documentDiagnostics(_ configuration: LintConfiguration) -> [Diagnostic] {
        var found: [Diagnostic] = []
        let info = documentInfo
        // Trait collections and safe areas are iOS's and tvOS's; a launch screen is checked too.
        let adaptive = info.platform == .iOS || info.platform == .tvOS
        // A feature's rule reports only files saved by an Xcode that had it (`toolsVersion`).
        let checks: [(DiagnosticCode, Bool, String)] = [
            (.noInitialViewController, initialViewControllerID == nil && !scenes.isEmpty,
             "the storyboard has no initial view controller: instantiateInitialViewController() returns nil"),
            // WatchKit lays interfaces out in groups, without Auto Layout: its storyboards never say YES.
            (.autoLayoutOff, info.platform != .watchOS && !info.useAutolayout && info.wasSaved(byXcodeWith: .autoLayout),
             "Auto Layout is off (useAutolayout is not YES): views keep fixed frames"),
            (.traitCollectionsOff, adaptive && info.useAutolayout && !info.useTraitCollections && info.wasSaved(byXcodeWith: .traitCollections),
             "trait collections are off (useTraitCollections is not YES): one layout for every size class"),
            // Not where every controller's view is filled by a scroll view, which adjusts its insets
            // to the safe area itself: a storyboard of table view controllers is clear.
            (.safeAreasOff, adaptive && info.useAutolayout && !info.useSafeAreas && info.wasSaved(byXcodeWith: .safeAreaLayoutGuides)
                && (rootViews.isEmpty || rootViews.contains { !$0.isFilledByScrollView }),
             "safe-area layout guides are off (useSafeAreas is not YES): content can go under the notch and home indicator"),
        ]
        for (code, applies, message) in checks where applies && configuration.isEnabled(code) {
            found.append(Diagnostic(severity: .warning, code: code, message: message, location: documentLocation))
        }
        return found
    }

    /// `viewController 'id'`: the element and its object id.
    static func describe(_ scene: Scene) -> String {
        scene.kind.rawValue + (scene.id.map { " '\(Quote.value($0))'" } ?? "")
    }

    /// The kind to use instead of a kind deprecated since iOS 8, or nil.
    static func modernKind(of kind: Segue.Kind) -> Segue.Kind? {
        switch kind {
        case .push: .show
        case .modal: .presentation
        case .popover: .popoverPresentation
        case .replace: .showDetail
        default: nil
        }
    }

    /// Whether `name` is a Swift type name: identifiers (a letter or `_`, then letters, digits and
    /// `_`), dot-separated for a nested or module-qualified type.
    static func isSwiftTypeName(_ name: String) -> Bool {
        // Nearly every class name is ASCII: checked by its bytes (Character properties run
        // grapheme breaking and Unicode property lookups on every name).
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return isASCIISwiftTypeName(name.utf8) }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.allSatisfy { part in
            guard let first = part.first, first.isLetter || first == "_", part != "_" else { return false }
            return part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
    }

    /// ``isSwiftTypeName(_:)`` for ASCII: dot-separated parts, each a letter or `_` then letters,
    /// digits and `_`, and none `_` alone.
    private static func isASCIISwiftTypeName(_ bytes: String.UTF8View) -> Bool {
        var partLength = 0
        var startsWithUnderscore = false
        for byte in bytes {
            if byte == UInt8(ascii: ".") {
                guard partLength > 0, !(partLength == 1 && startsWithUnderscore) else { return false }
                partLength = 0
                continue
            }
            let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            if partLength == 0 {
                guard isLetter || byte == UInt8(ascii: "_") else { return false }
                startsWithUnderscore = byte == UInt8(ascii: "_")
            } else {
                guard isLetter || isDigit || byte == UInt8(ascii: "_") else { return false }
            }
            partLength += 1
        }
        return partLength > 0 && !(partLength == 1 && startsWithUnderscore)
    }
}
