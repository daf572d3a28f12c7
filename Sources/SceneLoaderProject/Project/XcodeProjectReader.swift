import SceneLoaderCore

/// Turns a `project.pbxproj`'s property list into an ``XcodeProject``: the `PBXProject`, its
/// groups (paths by `sourceTree`), its native targets and their resources.
struct XcodeProjectReader {
    /// Where an object of the group tree is.
    enum Place: Equatable {
        /// A path in the repository ("" is the root).
        case inside(String)
        /// A path outside the repository (as written): never read.
        case outside(String)
        /// A place that is not in the repository by design (build products, the SDK, the developer
        /// folder, a source tree of the user's settings): ignored.
        case elsewhere
    }

    let path: String
    let shown: String
    let files: RepositoryFiles
    /// What was found wrong, at most ``maxDiagnostics`` of it.
    private(set) var diagnostics: [Diagnostic] = []
    /// How many problems were not listed past ``maxDiagnostics``.
    private var unlisted = 0
    /// The most problems one project file lists: past it, a count (a hostile file could name
    /// millions of missing files).
    static let maxDiagnostics = 1000
    private var objects = PropertyList.Dictionary()
    /// Each reached object's place, by id.
    private var places: [String: Place] = [:]
    /// Ids already reported, so that a shared problem is reported once.
    private var reported: Set<String> = []
    /// The build configuration files read, bounded together.
    private var configurationFiles: XCConfigReader

    /// Records a problem, or counts it past ``maxDiagnostics``.
    private mutating func append(_ diagnostic: Diagnostic) {
        if diagnostics.count < XcodeProjectReader.maxDiagnostics {
            diagnostics.append(diagnostic)
        } else {
            unlisted += 1
        }
    }

    init(path: String, shown: String, files: RepositoryFiles, warnings: [Diagnostic] = [], unlisted: Int = 0) {
        self.path = path
        self.shown = shown
        self.files = files
        configurationFiles = XCConfigReader(files: files)
        for warning in warnings { append(warning) }
        self.unlisted += unlisted
    }

    mutating func read(_ plist: PropertyList) throws(ProjectError) -> XcodeProject {
        guard let top = plist.dictionary else {
            throw invalid("the file is not a dictionary, so not an Xcode project", at: plist)
        }
        guard let objectList = top["objects"], let objects = objectList.dictionary else {
            throw invalid("the project has no 'objects' dictionary", at: top["objects"] ?? plist)
        }
        self.objects = objects
        guard let rootValue = top["rootObject"], let rootID = rootValue.string else {
            throw invalid("the project has no 'rootObject'", at: plist)
        }
        guard let root = objects[rootID]?.dictionary, root["isa"]?.string == "PBXProject" else {
            throw invalid("'rootObject' \(Quote.value(rootID)) is not a PBXProject in 'objects'", at: rootValue)
        }
        let projectFolder = RepositoryPath.folder(of: path)
        var base = Place.inside(projectFolder)
        if let directory = root["projectDirPath"]?.string, !directory.isEmpty {
            base = place(of: directory, from: .inside(projectFolder))
        }
        let region = root["developmentRegion"]?.string.flatMap { $0.isEmpty ? nil : $0 } ?? "en"
        let regions = root["knownRegions"]?.array?.compactMap(\.string) ?? []
        if let mainGroup = root["mainGroup"] {
            walkGroups(from: mainGroup, base: base)
        }
        let projectSettings = configuration(root["buildConfigurationList"])
        var targets: [(id: String, name: String, object: PropertyList.Dictionary)] = []
        for reference in root["targets"]?.array ?? [] {
            guard let id = reference.string, let object = object(id, referencedAt: reference, as: "a target") else { continue }
            switch object["isa"]?.string {
            case "PBXNativeTarget":
                targets.append((id, object["name"]?.string ?? object["productName"]?.string ?? id, object))
            case "PBXAggregateTarget", "PBXLegacyTarget":
                continue
            default:
                unexpected(object, id: id, at: reference, expected: "a target")
            }
        }
        let namesByID = Dictionary(targets.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        let synchronized = synchronizedMembership()
        var result: [ProjectTarget] = []
        for (id, name, object) in targets {
            let selected = configuration(object["buildConfigurationList"], named: projectSettings.name)
            let settings = BuildSettings(levels: selected.levels + projectSettings.levels, targetName: name)
            var resources: [ProjectResource] = []
            for phaseReference in object["buildPhases"]?.array ?? [] {
                guard let phaseID = phaseReference.string,
                      let phase = self.object(phaseID, referencedAt: phaseReference, as: "a build phase"),
                      phase["isa"]?.string == "PBXResourcesBuildPhase" else { continue }
                for fileReference in phase["files"]?.array ?? [] {
                    resources += buildFileResources(fileReference, target: name)
                }
            }
            resources += synchronized.resources(of: id, reader: &self)
            var dependencies: [String] = []
            for dependencyReference in object["dependencies"]?.array ?? [] {
                guard let dependencyID = dependencyReference.string,
                      let dependency = self.object(dependencyID, referencedAt: dependencyReference, as: "a target dependency") else { continue }
                if let targetID = dependency["target"]?.string, let targetName = namesByID[targetID] {
                    dependencies.append(targetName)
                } else if let targetName = dependency["name"]?.string {
                    dependencies.append(targetName)
                }
            }
            var seen: Set<String> = []
            let unique = resources.filter { seen.insert($0.path).inserted }
            let identifier = settings.resolved("PRODUCT_BUNDLE_IDENTIFIER").flatMap { $0.isEmpty ? nil : $0 }
            result.append(ProjectTarget(
                name: name, project: path, origin: .xcodeProject, productType: object["productType"]?.string,
                platforms: settings.platforms, bundleIdentifier: identifier, developmentRegion: region,
                knownRegions: regions, dependencies: dependencies, resources: unique,
                productModuleName: settings.resolved("PRODUCT_MODULE_NAME").flatMap { $0.isEmpty || $0.contains("$") ? nil : $0 }))
        }
        if unlisted > 0 {
            diagnostics.append(Diagnostic(
                severity: .note, code: diagnostics[diagnostics.count - 1].code,
                message: "\(unlisted) more problems of this project file are not listed (at most \(XcodeProjectReader.maxDiagnostics) are)",
                location: SourceLocation(file: shown, line: 0, column: 0)))
        }
        return XcodeProject(path: path, objectVersion: top["objectVersion"]?.string, developmentRegion: region,
                            knownRegions: regions, targets: result, diagnostics: diagnostics)
    }

    // MARK: Groups and paths

    /// Walks the group tree from `mainGroup`, giving every group, variant group, synchronized
    /// folder and file reference its place. Iterative; each object once (the first parent wins);
    /// a group reached again while it is being walked is a cycle, reported at the reference.
    private mutating func walkGroups(from mainGroup: PropertyList, base: Place) {
        struct Step {
            let reference: PropertyList
            let parent: Place
            let leaving: String?
        }
        var stack = [Step(reference: mainGroup, parent: base, leaving: nil)]
        var open: Set<String> = []
        var done: Set<String> = []
        while let step = stack.popLast() {
            if let leaving = step.leaving {
                open.remove(leaving)
                done.insert(leaving)
                continue
            }
            guard let id = step.reference.string else {
                invalidValue(step.reference, "a group's child must be an object id")
                continue
            }
            if open.contains(id) {
                append(Diagnostic(
                    severity: .error, code: .projectGroupCycle,
                    message: "group \(label(id)) contains itself: its children lead back to it; the loop is not followed",
                    location: location(of: step.reference)))
                continue
            }
            guard !done.contains(id), let object = object(id, referencedAt: step.reference, as: "a group or file") else { continue }
            let isa = object["isa"]?.string
            switch isa {
            case "PBXGroup", "PBXVariantGroup", "XCVersionGroup", "PBXFileReference", "PBXFileSystemSynchronizedRootGroup",
                 "PBXReferenceProxy":
                break
            default:
                unexpected(object, id: id, at: step.reference, expected: "a group or file")
                done.insert(id)
                continue
            }
            let place = place(of: object, parent: step.parent)
            places[id] = place
            guard let children = object["children"]?.array, !children.isEmpty else {
                done.insert(id)
                continue
            }
            open.insert(id)
            stack.append(Step(reference: step.reference, parent: place, leaving: id))
            for child in children.reversed() {
                stack.append(Step(reference: child, parent: place, leaving: nil))
            }
        }
    }

    /// The place of a group or file reference whose parent is at `parent`.
    private func place(of object: PropertyList.Dictionary, parent: Place) -> Place {
        let tree = object["sourceTree"]?.string ?? "<group>"
        let base: Place
        switch tree {
        case "<group>": base = parent
        case "SOURCE_ROOT": base = .inside(RepositoryPath.folder(of: path))
        case "<absolute>": base = .outside("/")
        default: return .elsewhere
        }
        guard let relative = object["path"]?.string, !relative.isEmpty else { return base }
        return place(of: relative, from: base)
    }

    /// `relative` joined to `base`. A path longer than a file system's (4,096 bytes: groups nested
    /// thousands deep) is outside anything readable, and is not made longer.
    private func place(of relative: String, from base: Place) -> Place {
        if relative.hasPrefix("/") { return absolute(relative) }
        switch base {
        case .inside(let folder):
            guard folder.utf8.count + relative.utf8.count < XcodeProjectReader.maxPath else { return .outside(XcodeProjectReader.tooLong) }
            return RepositoryPath.join(folder, relative).map(Place.inside) ?? .outside(folder.isEmpty ? relative : folder + "/" + relative)
        case .outside(let folder):
            guard folder.utf8.count + relative.utf8.count < XcodeProjectReader.maxPath else { return .outside(XcodeProjectReader.tooLong) }
            return .outside(folder.hasSuffix("/") ? folder + relative : folder + "/" + relative)
        case .elsewhere:
            return .elsewhere
        }
    }

    /// The longest path a group or file may have (Linux's `PATH_MAX`).
    static let maxPath = 4096
    static let tooLong = "a path longer than 4096 bytes"

    /// An absolute path: inside when it names the repository's own folder, else outside.
    private func absolute(_ path: String) -> Place {
        let root = files.root.hasSuffix("/") ? String(files.root.dropLast()) : files.root
        if path.hasPrefix(root + "/"), let inside = RepositoryPath.join("", String(path.dropFirst(root.count + 1))) {
            return .inside(inside)
        }
        return .outside(path)
    }

    /// The place of the object `id`: from the group walk, or, for an object no group lists, from
    /// the project's folder.
    private mutating func place(ofObject id: String, _ object: PropertyList.Dictionary) -> Place {
        if let known = places[id] { return known }
        let place = place(of: object, parent: .inside(RepositoryPath.folder(of: path)))
        places[id] = place
        return place
    }

    // MARK: Resources

    /// The resources a `PBXBuildFile` of a Resources phase copies.
    private mutating func buildFileResources(_ reference: PropertyList, target: String) -> [ProjectResource] {
        guard let id = reference.string, let buildFile = object(id, referencedAt: reference, as: "a build file") else { return [] }
        guard buildFile["isa"]?.string == "PBXBuildFile" else {
            unexpected(buildFile, id: id, at: reference, expected: "a build file")
            return []
        }
        // A build file of a Swift package product has `productRef` and no file.
        guard let fileReference = buildFile["fileRef"], let fileID = fileReference.string,
              let file = object(fileID, referencedAt: fileReference, as: "a file") else { return [] }
        switch file["isa"]?.string {
        case "PBXFileReference":
            return fileResources(fileID, file)
        case "PBXVariantGroup":
            var resources: [ProjectResource] = []
            for child in file["children"]?.array ?? [] {
                guard let childID = child.string, let childObject = object(childID, referencedAt: child, as: "a localized file") else { continue }
                guard childObject["isa"]?.string == "PBXFileReference" else {
                    unexpected(childObject, id: childID, at: child, expected: "a localized file")
                    continue
                }
                if places[childID] == nil {
                    places[childID] = place(of: childObject, parent: place(ofObject: fileID, file))
                }
                resources += fileResources(childID, childObject)
            }
            return resources
        case "XCVersionGroup", "PBXReferenceProxy":
            // A Core Data model, another project's product: nothing SceneLoader reads.
            return []
        default:
            unexpected(file, id: fileID, at: fileReference, expected: "a file or variant group")
            return []
        }
    }

    /// The resources of one file reference: the file itself, or every file under a folder reference.
    private mutating func fileResources(_ id: String, _ file: PropertyList.Dictionary) -> [ProjectResource] {
        let found = place(ofObject: id, file)
        let type = file["lastKnownFileType"]?.string ?? file["explicitFileType"]?.string ?? ""
        let name = file["path"]?.string.map(RepositoryPath.name(of:)) ?? file["name"]?.string ?? ""
        let kind = ProjectResource.Kind(fileName: name)
        let isFolder = kind == nil && (type == "folder" || type.hasPrefix("folder."))
        guard kind != nil || isFolder else { return [] }
        let objects = self.objects
        switch found {
        case .elsewhere:
            return []
        case .outside(let written):
            report(id, code: .projectPathOutside, severity: .warning,
                   "\(XcodeProjectReader.label(id, in: objects)) is at '\(Quote.path(written))', outside the repository; it is not read")
            return []
        case .inside(let resolved):
            if let kind {
                let exists = kind == .assetCatalog ? files.isFolder(resolved) : files.isFile(resolved)
                guard exists else {
                    report(id, code: .projectMissingFile, severity: .warning,
                           "\(XcodeProjectReader.label(id, in: objects)) names '\(Quote.path(resolved))', which does not exist: the build fails to copy it")
                    return []
                }
                return [ProjectResource(path: resolved, kind: kind)]
            }
            return files.entries(under: resolved).compactMap { path in
                ProjectResource.Kind(fileName: RepositoryPath.name(of: path)).map { ProjectResource(path: path, kind: $0) }
            }
        }
    }

    // MARK: Xcode 16 folders

    /// Which files of each synchronized folder belong to which target: every file under a folder
    /// a target lists, except those an exception set for that target names; and, for a target
    /// that does not list the folder, exactly those its exception set names. A localized exception
    /// (`/Localized/PATH/NAME`) names every `PATH/X.lproj/NAME` of the folder.
    struct SynchronizedMembership {
        struct Folder {
            let id: String
            let object: PropertyList.Dictionary
            /// Paths relative to the folder, by target id.
            var exceptions: [String: [String]] = [:]
        }
        var folders: [String: Folder] = [:]
        var listed: [String: [String]] = [:]

        func resources(of target: String, reader: inout XcodeProjectReader) -> [ProjectResource] {
            var result: [ProjectResource] = []
            for folder in folders.values.sorted(by: { $0.id < $1.id }) {
                let isListed = listed[target]?.contains(folder.id) ?? false
                let exceptions = folder.exceptions[target] ?? []
                guard isListed || !exceptions.isEmpty else { continue }
                guard case .inside(let root) = reader.place(ofObject: folder.id, folder.object) else { continue }
                for entry in reader.files.entries(under: root) {
                    guard let kind = ProjectResource.Kind(fileName: RepositoryPath.name(of: entry)) else { continue }
                    let relative = root.isEmpty ? entry : String(entry.dropFirst(root.count + 1))
                    let variant = SynchronizedMembership.variantPath(of: relative)
                    let excepted = exceptions.contains { exception in
                        if let localized = SynchronizedMembership.localizedPath(exception) {
                            return variant.map { SynchronizedMembership.isVariant($0, of: localized) } ?? false
                        }
                        return RepositoryPath.isInside(relative, exception)
                    }
                    if isListed != excepted { result.append(ProjectResource(path: entry, kind: kind)) }
                }
            }
            return result
        }

        /// The file a localized exception names, relative to the folder: Xcode writes a localized
        /// file (every `X.lproj/NAME` of one folder, a variant group) as `/Localized/PATH/NAME` or
        /// `/Localized: PATH/NAME`, where `PATH` is the folder holding the `.lproj` folders. Nil for
        /// any other exception.
        static func localizedPath(_ exception: String) -> String? {
            for prefix in ["/Localized/", "/Localized: "] where exception.hasPrefix(prefix) {
                return String(exception.dropFirst(prefix.count))
            }
            return nil
        }

        /// Whether a file of a variant group, `variant` (as ``variantPath(of:)`` writes it), is one of
        /// the group a localized exception names: the same file in another `.lproj` folder, or the
        /// strings table of an Interface Builder file (`ShareViewController.strings` beside
        /// `ShareViewController.xib`), which Xcode keeps in that file's group.
        static func isVariant(_ variant: String, of localized: String) -> Bool {
            guard variant != localized else { return true }
            guard variant.hasSuffix(".strings"), localized.hasSuffix(".xib") || localized.hasSuffix(".storyboard") else { return false }
            func stem(_ path: String) -> Substring { path.lastIndex(of: ".").map { path[..<$0] } ?? path[...] }
            return stem(variant) == stem(localized)
        }

        /// The variant group a file relative to the folder belongs to, written as a localized
        /// exception names it: `Share/ShareViewController.xib` for
        /// `Share/Base.lproj/ShareViewController.xib`; nil for a file not directly in a `.lproj` folder.
        static func variantPath(of relative: String) -> String? {
            let folder = RepositoryPath.folder(of: relative)
            let lproj = RepositoryPath.name(of: folder)
            guard lproj.hasSuffix(".lproj") else { return nil }
            let parent = RepositoryPath.folder(of: folder)
            let name = RepositoryPath.name(of: relative)
            return parent.isEmpty ? name : parent + "/" + name
        }
    }

    private mutating func synchronizedMembership() -> SynchronizedMembership {
        var membership = SynchronizedMembership()
        for entry in objects.entries {
            guard let object = entry.value.dictionary else { continue }
            switch object["isa"]?.string {
            case "PBXFileSystemSynchronizedRootGroup":
                var folder = SynchronizedMembership.Folder(id: entry.key, object: object)
                for exceptionReference in object["exceptions"]?.array ?? [] {
                    guard let exceptionID = exceptionReference.string,
                          let exception = self.object(exceptionID, referencedAt: exceptionReference, as: "an exception set"),
                          exception["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                          let target = exception["target"]?.string else { continue }
                    folder.exceptions[target, default: []] += exception["membershipExceptions"]?.array?.compactMap(\.string) ?? []
                }
                membership.folders[entry.key] = folder
            case "PBXNativeTarget":
                membership.listed[entry.key] = object["fileSystemSynchronizedGroups"]?.array?.compactMap(\.string) ?? []
            default:
                continue
            }
        }
        return membership
    }

    // MARK: Build configurations

    /// The build settings of the configuration list at `reference`: the configuration called
    /// `name`, else Release, else the list's default, else the first; its own settings, then its
    /// configuration file's (`baseConfigurationReference`, or Xcode 16's
    /// `baseConfigurationReferenceAnchor` and `baseConfigurationReferenceRelativePath`).
    private mutating func configuration(_ reference: PropertyList?, named name: String? = nil) -> (name: String?, levels: [[String: String]]) {
        guard let reference, let id = reference.string,
              let list = object(id, referencedAt: reference, as: "a configuration list") else { return (nil, []) }
        var configurations: [(name: String, object: PropertyList.Dictionary)] = []
        for configurationReference in list["buildConfigurations"]?.array ?? [] {
            guard let configurationID = configurationReference.string,
                  let configuration = object(configurationID, referencedAt: configurationReference, as: "a build configuration") else { continue }
            configurations.append((configuration["name"]?.string ?? "", configuration))
        }
        let preferred = [name, "Release", list["defaultConfigurationName"]?.string].compactMap { $0 }
        guard let chosen = preferred.lazy.compactMap({ wanted in configurations.first { $0.name == wanted } }).first ?? configurations.first else {
            return (nil, [])
        }
        var levels = [BuildSettings.level(chosen.object["buildSettings"]?.dictionary)]
        if let base = chosen.object["baseConfigurationReference"]?.string, let file = objects[base]?.dictionary,
           case .inside(let path) = place(ofObject: base, file) {
            levels.append(configurationFiles.settings(of: path))
        } else if let anchor = chosen.object["baseConfigurationReferenceAnchor"]?.string, let folder = objects[anchor]?.dictionary,
                  let relative = chosen.object["baseConfigurationReferenceRelativePath"]?.string,
                  case .inside(let path) = place(of: relative, from: place(ofObject: anchor, folder)) {
            // Xcode 16: a configuration file inside a synchronized folder.
            levels.append(configurationFiles.settings(of: path))
        }
        return (chosen.name, levels)
    }

    // MARK: Objects and diagnostics

    /// The object `id`, or nil after reporting that `objects` lacks it (once per id).
    private mutating func object(_ id: String, referencedAt reference: PropertyList, as what: String) -> PropertyList.Dictionary? {
        if let found = objects[id] {
            guard let dictionary = found.dictionary else {
                if reported.insert(id).inserted { invalidValue(found, "object \(Quote.value(id)) is not a dictionary") }
                return nil
            }
            return dictionary
        }
        if reported.insert("missing " + id).inserted {
            append(Diagnostic(
                severity: .warning, code: .projectMissingObject,
                message: "\(what) with id '\(Quote.value(id))' is referenced here but is not in 'objects'",
                location: location(of: reference)))
        }
        return nil
    }

    private mutating func unexpected(_ object: PropertyList.Dictionary, id: String, at reference: PropertyList, expected: String) {
        guard reported.insert("isa " + id).inserted else { return }
        let isa = object["isa"]?.string
        append(Diagnostic(
            severity: .warning, code: .projectUnexpectedObject,
            message: "object '\(Quote.value(id))' is \(isa.map { "a '\(Quote.value($0))'" } ?? "an object without 'isa'") where \(expected) is expected; it is passed over",
            location: objectLocation(id) ?? location(of: reference)))
    }

    private mutating func invalidValue(_ value: PropertyList, _ message: String) {
        append(Diagnostic(severity: .warning, code: .projectInvalid, message: message, location: location(of: value)))
    }

    /// Reports a problem of the object `id` once; the message is made only when it is listed.
    private mutating func report(_ id: String, code: DiagnosticCode, severity: Diagnostic.Severity, _ message: @autoclosure () -> String) {
        guard reported.insert(code.rawValue + " " + id).inserted else { return }
        guard diagnostics.count < XcodeProjectReader.maxDiagnostics else {
            unlisted += 1
            return
        }
        append(Diagnostic(severity: severity, code: code, message: message(),
                          location: objectLocation(id) ?? SourceLocation(file: shown, line: 0, column: 0)))
    }

    /// How messages name an object: its path or name and its id.
    private func label(_ id: String) -> String {
        XcodeProjectReader.label(id, in: objects)
    }

    /// How messages name the object `id` of `objects`.
    private static func label(_ id: String, in objects: PropertyList.Dictionary) -> String {
        let object = objects[id]?.dictionary
        let name = object?["name"]?.string ?? object?["path"]?.string
        return name.map { "'\(Quote.value($0))' (\(Quote.value(id)))" } ?? "'\(Quote.value(id))'"
    }

    private func objectLocation(_ id: String) -> SourceLocation? {
        objects.entry(id).map { SourceLocation(file: shown, line: Int($0.keyLine), column: Int($0.keyColumn)) }
    }

    private func location(of value: PropertyList) -> SourceLocation {
        SourceLocation(file: shown, line: Int(value.line), column: Int(value.column))
    }

    private func invalid(_ message: String, at value: PropertyList) -> ProjectError {
        ProjectError(code: .projectInvalid, message: message, location: location(of: value))
    }
}
