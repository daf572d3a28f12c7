import SceneLoaderCore
import SceneLoaderRuntime
import SceneLoaderBundle

/// The storyboards a generation reads, and what each scene's class is: its custom class, its
/// kind's class, or, for a storyboard reference, the referenced controller's (followed through the
/// bundle, else by name among the sources), as UIKit would instantiate it.
struct PlanResolver {
    /// One loaded storyboard, with the bundle and file it came from.
    struct Entry {
        let storyboard: Storyboard
        let bundle: StoryboardBundle?
        let file: StoryboardFile?
        /// Which source it came from: references prefer storyboards of the same source.
        let source: Int
    }

    let platform: SwiftCodeGenerator.Platform
    private(set) var entries: [Entry] = []
    /// Controllers made so far to check that scenes instantiate; past
    /// ``instantiationBudget`` a scene is checked by its diagnostics alone.
    private var instantiated = 0
    /// The most controllers the checks make: a hostile file of many identified containers would
    /// otherwise cost the square of its size.
    static let instantiationBudget = 1_000_000
    private(set) var diagnostics: [Diagnostic] = []
    /// Every custom class name of every storyboard: a module of one of these names is not used to
    /// qualify (the class would shadow the module).
    private var customClassNames: Set<String> = []
    /// Each entry's position by its file's path, and the entries of each storyboard name (by its
    /// bytes), so that following a reference looks up rather than scans every entry.
    private var entryOfFile: [StoryboardFile: Int] = [:]
    private var entriesNamed: [ByteKey: [Int]] = [:]
    /// Each scene's class, once found: a scene is asked for by its accessor, each segue that
    /// leads to it and the registration, and a reference chain is followed once.
    private var classes: [[GeneratedClass?]] = []

    init(sources: [SwiftCodeGenerator.Source], platform: SwiftCodeGenerator.Platform) {
        self.platform = platform
        for (index, source) in sources.enumerated() {
            switch source {
            case .storyboard(let storyboard):
                entries.append(Entry(storyboard: storyboard, bundle: nil, file: nil, source: index))
            case .nib:
                continue
            case .bundle(let bundle):
                for name in bundle.names {
                    guard let file = bundle.file(named: name) else { continue }
                    do throws(StoryboardError) {
                        entries.append(Entry(storyboard: try bundle.storyboard(in: file), bundle: bundle, file: file, source: index))
                    } catch {
                        diagnostics.append(Diagnostic(severity: .warning, code: .codegenSkipped,
                                                      message: "storyboard '\(Quote.value(name))' is left out: it does not load (\(error.code))",
                                                      location: error.location))
                    }
                }
            }
        }
        customClassNames = Set(entries.flatMap { $0.storyboard.scenes.compactMap(\.customClass) })
        for (index, entry) in entries.enumerated() {
            if let file = entry.file, entryOfFile[file] == nil { entryOfFile[file] = index }
            entriesNamed[ByteKey(entry.storyboard.name), default: []].append(index)
        }
        classes = entries.map { [GeneratedClass?](repeating: nil, count: $0.storyboard.scenes.count) }
        for entry in entries where !platformMatches(entry.storyboard) {
            diagnostics.append(Diagnostic(
                severity: .note, code: .codegenSkipped,
                message: "storyboard '\(Quote.value(entry.storyboard.name))' is for \(entry.storyboard.documentInfo.platform.rawValue), not --platform \(platform.rawValue); it is left out",
                location: entry.storyboard.scenes.first?.location ?? SourceLocation(file: entry.storyboard.name, line: 0, column: 0)))
        }
    }

    /// Whether the storyboard at `entry` is generated: loaded, and for the platform.
    func includes(_ entry: Int) -> Bool { platformMatches(entries[entry].storyboard) }

    private func platformMatches(_ storyboard: Storyboard) -> Bool {
        switch platform {
        case .uikit: [.iOS, .tvOS].contains(storyboard.documentInfo.platform)
        case .appkit: storyboard.documentInfo.platform == .macOS
        case .sceneloader: true
        }
    }

    /// Whether a scene instantiates here.
    enum Instantiation {
        /// It and its tree have no errors, its references lead somewhere.
        case instantiates
        /// It leads into a bundle the generation was not given (a framework's): the app's
        /// code finds it, `validate(in:)` cannot check it, as the bundle's own check does not.
        case inAnotherBundle
        /// It throws: no accessor.
        case fails
    }

    /// Whether the scene with `identifier` instantiates: an accessor is generated only for a
    /// scene that does.
    mutating func instantiation(of identifier: String, in entry: Int) -> Instantiation {
        let storyboard = entries[entry].storyboard
        guard instantiated < PlanResolver.instantiationBudget else {
            let valid = storyboard.sceneIndex(withIdentifier: identifier).map { !storyboard.isInvalid(sceneAt: $0) } ?? false
            return valid ? .instantiates : .fails
        }
        do throws(StoryboardError) {
            count(try storyboard.instantiateViewController(withIdentifier: identifier))
            return .instantiates
        } catch where error.code == .unknownBundle {
            return .inAnotherBundle
        } catch {
            skip("scene '\(Quote.value(identifier))' of storyboard '\(Quote.value(storyboard.name))'", error)
            return .fails
        }
    }

    /// Whether performing `segue` makes its destination here, for `validate(in:)` to check: not an
    /// unwind segue, and a destination that instantiates (not a reference that leads nowhere or
    /// into a bundle the generation was not given). Within the budget only.
    mutating func performs(_ segue: Segue, in entry: Int) -> Bool {
        guard segue.kind != .unwind, let id = segue.destination, instantiated < PlanResolver.instantiationBudget else { return false }
        do throws(StoryboardError) {
            count(try entries[entry].storyboard.instantiateViewController(withID: id))
            return true
        } catch {
            return false
        }
    }

    /// The initial controller's class and how it instantiates, when the storyboard has one that does.
    mutating func initialClass(in entry: Int) -> (GeneratedClass, Instantiation)? {
        let storyboard = entries[entry].storyboard
        guard let index = storyboard.initialSceneIndex else { return nil }
        var instantiation = Instantiation.instantiates
        do throws(StoryboardError) {
            if instantiated < PlanResolver.instantiationBudget {
                if let controller = try storyboard.instantiateInitialViewController() { count(controller) }
            } else if storyboard.isInvalid(sceneAt: index) {
                return nil
            }
        } catch where error.code == .unknownBundle {
            instantiation = .inAnotherBundle
        } catch {
            skip("the initial controller of storyboard '\(Quote.value(storyboard.name))'", error)
            return nil
        }
        return (generatedClass(ofSceneAt: index, in: entry), instantiation)
    }

    /// Counts the controllers of the tree `root` heads against the budget.
    private mutating func count(_ root: ViewController) {
        var stack = [root]
        while let controller = stack.popLast() {
            instantiated += 1
            stack += controller.children
        }
    }

    private mutating func skip(_ what: String, _ error: StoryboardError) {
        diagnostics.append(Diagnostic(severity: .note, code: .codegenSkipped,
                                      message: "\(what) gets no accessor: it does not instantiate (\(error.code))",
                                      location: error.location))
    }

    /// The class of a segue's destination; the plain controller for an unwind segue (its
    /// destination is found at run time) or a destination that is not in the file.
    mutating func destinationClass(of segue: Segue, in entry: Int) -> GeneratedClass {
        guard segue.kind != .unwind, let id = segue.destination, let index = entries[entry].storyboard.sceneIndex(withID: id) else {
            return .plainController(on: platform)
        }
        return generatedClass(ofSceneAt: index, in: entry)
    }

    /// The class UIKit makes for the scene at `position`: for a storyboard reference, the
    /// referenced controller's, followed at most ``Storyboard/maxReferenceDepth`` times.
    mutating func generatedClass(ofSceneAt position: Int, in entry: Int) -> GeneratedClass {
        if let known = classes[entry][position] { return known }
        // The chain, then every scene on it gets the class it ends in.
        var chain = [(entry: entry, position: position)]
        var found = GeneratedClass.plainController(on: platform)
        for _ in 0..<Storyboard.maxReferenceDepth {
            let current = chain[chain.count - 1]
            if let known = classes[current.entry][current.position] {
                found = known
                break
            }
            let scene = entries[current.entry].storyboard.scenes[current.position]
            guard scene.reference != nil else {
                found = declaredClass(of: scene)
                break
            }
            guard let next = follow(scene, in: current.entry) else { break }
            chain.append(next)
        }
        for link in chain { classes[link.entry][link.position] = found }
        return found
    }

    /// Where the reference `placeholder` in `entry` leads: through its bundle when it has one, else
    /// by storyboard name among the sources (the same source first).
    private func follow(_ placeholder: Scene, in entry: Int) -> (entry: Int, position: Int)? {
        guard let reference = placeholder.reference else { return nil }
        let from = entries[entry]
        if let bundle = from.bundle, let file = from.file, let target = bundle.target(of: placeholder, in: file),
           let found = entryOfFile[target.file] {
            return (found, target.sceneIndex)
        }
        let name = reference.storyboardName ?? from.storyboard.name
        let candidates = entriesNamed[ByteKey(name)] ?? []
        guard let found = candidates.first(where: { entries[$0].source == from.source }) ?? candidates.first else { return nil }
        let target = entries[found].storyboard
        let index = reference.referencedIdentifier.map { target.sceneIndex(withIdentifier: $0) } ?? target.initialSceneIndex
        return index.map { (found, $0) }
    }

    /// The class a scene names (custom, with its module unless the module is the target's) or
    /// its kind's class; a class or module name that is not a plain Swift identifier is not used.
    private mutating func declaredClass(of scene: Scene) -> GeneratedClass {
        declaredClass(scene.customClass, module: scene.customModule, provider: scene.customModuleProvider,
                      platformClass: GeneratedClass.platformClass(for: scene.kind, on: platform), at: scene.location)
    }

    /// The class of a reusable view (a prototype cell, a supplementary view) with a reuse
    /// identifier, and which kind of reusable it is; nil for one the platform does not dequeue by
    /// identifier this way.
    mutating func reusable(_ view: ReusableView) -> (GeneratedClass, GeneratedClass.Reusable)? {
        guard platform != .appkit, let kind = GeneratedClass.Reusable(rawValue: view.element),
              let identifier = view.reuseIdentifier, !identifier.isEmpty else { return nil }
        let platformClass = GeneratedClass.platformClass(for: kind, on: platform)
        return (declaredClass(view.customClass, module: view.customModule, provider: view.customModuleProvider,
                              platformClass: platformClass, at: view.location), kind)
    }

    /// A custom class (with its module unless the module is the target's) or `platformClass`; a
    /// class or module name that is not a plain Swift identifier is not used.
    mutating func declaredClass(_ customClass: String?, module customModule: String?, provider: String?,
                                        platformClass: GeneratedClass, at location: SourceLocation) -> GeneratedClass {
        guard let custom = customClass, !custom.isEmpty else { return platformClass }
        guard SwiftName.isPlainIdentifier(custom) else {
            diagnostics.append(Diagnostic(
                severity: .warning, code: .codegenInvalidName,
                message: "custom class '\(Quote.value(custom))' is not a Swift identifier; it is typed as \(platformClass.swift)",
                location: location))
            return platformClass
        }
        let names = GenerationPlan.SpelledNames(platform: platform)
        var module: String?
        if provider != "target", let named = customModule, !named.isEmpty {
            if !SwiftName.isPlainIdentifier(named) {
                diagnostics.append(Diagnostic(
                    severity: .warning, code: .codegenInvalidName,
                    message: "custom module '\(Quote.value(named))' is not a Swift identifier; '\(custom)' is not qualified with it",
                    location: location))
            } else if named == names.platformModule {
                // The framework itself: the class is the platform's own (`UIKit.UITableViewCell`).
            } else if names.all.contains(named) {
                diagnostics.append(Diagnostic(
                    severity: .warning, code: .codegenInvalidName,
                    message: "custom module '\(Quote.value(named))' is a name the generated code uses; '\(custom)' is not qualified with it",
                    location: location))
            } else {
                module = named
            }
        }
        // The scene's own platform class named as its custom class (`UINavigationController` on
        // a navigation controller) is that class.
        if module == nil, custom == platformClass.name, !platformClass.isCustom {
            return platformClass
        }
        // A class with a name the generated code spells (`Sendable`, `fatalError`, its own
        // `SegueDestination`), in the app or in a module it imports, would shadow that name, and
        // the file would not compile.
        if names.all.contains(custom) {
            diagnostics.append(Diagnostic(
                severity: .warning, code: .codegenInvalidName,
                message: "custom class '\(Quote.value(custom))' has a name the generated code uses, which it would shadow; it is typed as \(platformClass.swift)",
                location: location))
            return platformClass
        }
        return GeneratedClass(module: module, name: custom, isCustom: true,
                              isQualified: !customClassNames.contains(module ?? ""), base: platformClass.base)
    }
}
