public import SceneLoaderCore

extension Nib {
    /// The lint checks of one loaded xib whose rules `configuration` turns on, each at the element
    /// that causes it: the storyboard checks that mean something in a xib (class names, reuse
    /// identifiers, flagged views, Auto Layout, size classes and safe areas), and the xib's own
    /// (no top-level object, a cell that is not alone, File's Owner without a class, a view
    /// controller's nib without its `view` outlet).
    public func lintDiagnostics(_ configuration: LintConfiguration) -> [Diagnostic] {
        var found = documentDiagnostics(configuration)
        let owner = filesOwner
        let topLevel = topLevelObjects
        if configuration.isEnabled(.invalidClassName) {
            for object in objects {
                guard let name = object.customClass, !Storyboard.isSwiftTypeName(name) else { continue }
                found.append(Diagnostic(
                    severity: .warning, code: .invalidClassName,
                    message: "custom class '\(Quote.value(name))' of \(Nib.describe(object)) is not a valid Swift type name",
                    location: object.location, objectID: object.id))
            }
        }
        if configuration.isEnabled(.reuseIdentifierDiffersFromClass) {
            for object in topLevel where object.isReusableView {
                guard let identifier = object.reuseIdentifier, let name = object.customClass, identifier != name else { continue }
                found.append(Diagnostic(
                    severity: .warning, code: .reuseIdentifierDiffersFromClass,
                    message: "reuse identifier '\(Quote.value(identifier))' of \(Nib.describe(object)) differs from its class '\(Quote.value(name))'",
                    location: object.location, objectID: object.id))
            }
        }
        let layoutFlags: [(FlaggedView.Flags, DiagnosticCode, String)] = [
            (.misplaced, .misplacedView, "is misplaced: its frame differs from the one its constraints give (Update Frames in Xcode)"),
            (.ambiguous, .ambiguousLayout, "has ambiguous layout: its constraints do not fix its position and size"),
        ].filter { configuration.isEnabled($0.1) }
        for view in flaggedViews {
            for (flag, code, problem) in layoutFlags where view.flags.contains(flag) {
                found.append(Diagnostic(
                    severity: .warning, code: code,
                    message: "\(view.element)\(view.id.map { " '\(Quote.value($0))'" } ?? "") \(problem)",
                    location: view.location, objectID: view.id))
            }
        }
        if configuration.isEnabled(.emptyNib), topLevel.isEmpty {
            found.append(Diagnostic(
                severity: .warning, code: .emptyNib,
                message: "the xib has no top-level object: instantiating it makes nothing",
                location: documentLocation))
        }
        if configuration.isEnabled(.cellNotAlone), topLevel.count > 1, let cell = topLevel.first(where: \.isReusableView) {
            let others = topLevel.filter { $0.id != cell.id || $0.location != cell.location }
            found.append(Diagnostic(
                severity: .warning, code: .cellNotAlone,
                message: "\(Nib.describe(cell)) is one of \(topLevel.count) top-level objects: a table or collection view registers a nib only when its one top-level object is the cell",
                location: cell.location,
                notes: others.map { Diagnostic.Note(message: "\(Nib.describe($0)) is a top-level object too", location: $0.location) },
                objectID: cell.id))
        }
        if let owner {
            let ownerActions = filesOwnerActions
            if configuration.isEnabled(.ownerWithoutClass), owner.customClass == nil, !owner.outlets.isEmpty || !ownerActions.isEmpty {
                let what = [owner.outlets.isEmpty ? nil : "\(owner.outlets.count) outlet\(owner.outlets.count == 1 ? "" : "s")",
                            ownerActions.isEmpty ? nil : "\(ownerActions.count) action\(ownerActions.count == 1 ? "" : "s")"]
                    .compactMap { $0 }.joined(separator: " and ")
                found.append(Diagnostic(
                    severity: .warning, code: .ownerWithoutClass,
                    message: "File's Owner has no class, yet has \(what) connected: the owner passed when the nib loads must answer each key",
                    location: owner.location, objectID: owner.id))
            }
            if configuration.isEnabled(.viewOutletNotSet), let name = owner.customClass, isViewNib(of: name),
               !topLevel.isEmpty, !topLevel.contains(where: \.isReusableView),
               !owner.outlets.contains(where: { $0.name == "view" }) {
                found.append(Diagnostic(
                    severity: .warning, code: .viewOutletNotSet,
                    message: "File's Owner '\(Quote.value(name))' has no 'view' outlet: a view controller loading its view from this nib raises",
                    location: owner.location, objectID: owner.id))
            }
        }
        return found
    }

    /// The checks of the `<document>` element that mean something in a xib: Auto Layout, size
    /// classes and safe areas turned off, as for a storyboard and only where a storyboard's would
    /// apply (the platform, the Xcode that saved the file); safe areas only where a view fills a
    /// screen (``screenViewsUnderSafeArea``).
    private func documentDiagnostics(_ configuration: LintConfiguration) -> [Diagnostic] {
        let info = documentInfo
        let adaptive = info.platform == .iOS || info.platform == .tvOS
        // A feature's rule reports only files saved by an Xcode that had it (`toolsVersion`).
        let checks: [(DiagnosticCode, Bool, String)] = [
            (.autoLayoutOff, info.platform != .watchOS && !info.useAutolayout && info.wasSaved(byXcodeWith: .autoLayout),
             "Auto Layout is off (useAutolayout is not YES): views keep fixed frames"),
            (.traitCollectionsOff, adaptive && info.useAutolayout && !info.useTraitCollections && info.wasSaved(byXcodeWith: .traitCollections),
             "trait collections are off (useTraitCollections is not YES): one layout for every size class"),
            (.safeAreasOff, adaptive && info.useAutolayout && !info.useSafeAreas && info.wasSaved(byXcodeWith: .safeAreaLayoutGuides)
                && !screenViewsUnderSafeArea.isEmpty,
             "safe-area layout guides are off (useSafeAreas is not YES): content can go under the notch and home indicator"),
        ]
        return checks.filter { $0.1 && configuration.isEnabled($0.0) }.map { code, _, message in
            Diagnostic(severity: .warning, code: code, message: message, location: documentLocation)
        }
    }

    /// The top-level views that fill a screen and whose content the safe area would keep clear of
    /// the notch and home indicator: the view File's Owner's `view` outlet names (a view
    /// controller's nib), a launch screen's views, and views of a screen's size; not one that a
    /// scroll view fills (it adjusts its insets to the safe area itself). A cell (UITableView
    /// keeps its content in the safe area) or a small view placed by code fills no screen.
    var screenViewsUnderSafeArea: [RootView] {
        let controllerView = filesOwner?.outlets.first(where: { $0.name == "view" })?.destination
        return rootViews.filter { view in
            let fillsScreen = view.id == controllerView || documentInfo.launchScreen
                || (view.hasScreenSize && !InterfaceBuilderClasses.reusableViewElements.contains(view.element))
            return fillsScreen && !view.isFilledByScrollView
        }
    }

    /// `tableViewCell 'KGk-i7-Jjw'`, `File's Owner`: the object, for messages.
    static func describe(_ object: NibObject) -> String {
        if object.isFilesOwner { return "File's Owner" }
        return object.element + (object.id.isEmpty ? "" : " '\(Quote.value(object.id))'")
    }

    /// Whether this nib is the view of the view controller class `name` by UIKit's lookup: the
    /// class's name ends in `ViewController` and the nib is named after it, or after it without
    /// `Controller` (`ProfileViewController.xib`, `ProfileView.xib`), the nib a controller made
    /// without a nib name loads. A nib of another name that has the controller as its owner is
    /// loaded for its other outlets (`loadNibNamed(_:owner:)`), not as the controller's view.
    func isViewNib(of name: String) -> Bool {
        let unqualified = name.split(separator: ".").last.map(String.init) ?? name
        guard unqualified.hasSuffix("ViewController") else { return false }
        return self.name == unqualified || self.name == String(unqualified.dropLast("Controller".count))
    }
}
