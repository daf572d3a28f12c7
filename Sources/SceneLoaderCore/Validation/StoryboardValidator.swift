/// Checks the meaning of a read storyboard and builds its indexes.
///
/// Every rule reports every finding, each with a stable code; none stops loading. A scene that an
/// error touches is marked, so that instantiating it (or a container holding it) throws.
struct StoryboardValidator {
    private let document: StoryboardDocument
    private var result = StoryboardIndex()
    /// What suggestions may still cost, for the whole file: the first diagnostics get one until it runs out.
    private var suggestions = NearestMatch.Budget()
    /// What the rules read, gathered in one pass over the scenes.
    private var digest: ValidationDigest

    init(_ document: StoryboardDocument) {
        self.document = document
        digest = ValidationDigest(document)
    }

    /// Runs every rule.
    static func validate(_ document: StoryboardDocument) -> StoryboardIndex {
        var validator = StoryboardValidator(document)
        validator.run()
        return validator.result
    }

    private mutating func run() {
        result.diagnostics = document.diagnostics
        // The segues first, so that their list is gone before the duplicate check's sort: the
        // order of the rules is not the order of the diagnostics, which are sorted below.
        indexScenes()
        checkSegueDestinations()
        indexObjects()
        indexIdentifiers()
        resolveRelationships()
        checkInitialController()
        checkMultipleParents()
        checkCycles()
        checkTabBarControllersAreRoots()
        result.diagnostics.sort { ($0.location, $0.code.rawValue) < ($1.location, $1.code.rawValue) }
        result.invalid = Array(repeating: false, count: document.scenes.count)
        for diagnostic in result.diagnostics where diagnostic.severity == .error && diagnostic.code != .duplicateStoryboardIdentifier {
            for id in diagnostic.sceneIDs {
                if let index = scene(withID: id) { result.invalid[index] = true }
            }
        }
    }

    /// The controller with object id `id`, looked up among the listed ids.
    private func scene(withID id: String) -> Int? {
        result.sceneByID.position(of: id, keys: digest.sceneIDs)
    }

    // MARK: - Rules

    /// Controllers by object id, the first of each id (duplicates are reported by ``indexObjects()``).
    private mutating func indexScenes() {
        let ids = digest.sceneIDs
        result.sceneByID.reserveCapacity(ids.keys.count, keys: ids)
        for index in ids.keys.indices {
            // An empty id is not indexed: a segue or relationship to "" must not find a nameless controller.
            if !ids.keys[index].isEmpty { result.sceneByID.keepFirst(index, keys: ids) }
        }
    }

    /// Object ids are unique in the file (checked across the objects the loader keeps:
    /// controllers, scene members, segues and items).
    ///
    /// Streaming keeps memory near the model's size, so this does not build a dictionary of every
    /// id: it sorts one word per object, a 32-bit fingerprint of the id's bytes above the object's
    /// ordinal, and compares the bytes of equal fingerprints only. The fingerprint is not keyed: a
    /// file made to collide costs a sort and then one (keyed) dictionary of its colliding ids.
    private mutating func indexObjects() {
        if !digest.unusualObjects.isEmpty { checkUnusualObjectIDs() }
        var entries = digest.objectEntries
        digest.objectEntries = []   // sorted in place, not copied
        StoryboardValidator.sortByHighHalf(&entries)
        var isCandidate: [Bool] = []
        for index in entries.indices.dropFirst() where entries[index] >> 32 == entries[index - 1] >> 32 {
            if isCandidate.isEmpty { isCandidate = Array(repeating: false, count: digest.objectCount) }
            isCandidate[Int(entries[index] & 0xFFFF_FFFF)] = true
            isCandidate[Int(entries[index - 1] & 0xFFFF_FFFF)] = true
        }
        guard !isCandidate.isEmpty else { return }
        // Only objects whose fingerprint collides: compare their bytes, in document order.
        var first: [ByteKey: (location: SourceLocation, scene: String?)] = [:]
        ValidationDigest.forEachObject(in: document) { ordinal, id, place in
            guard isCandidate[ordinal] else { return }
            let key = ByteKey(id)
            let location = location(of: place), scene = sceneID(of: place)
            guard let earlier = first[key] else {
                first[key] = (location, scene)
                return
            }
            result.diagnostics.append(Diagnostic(
                severity: .error, code: .duplicateObjectID, message: "duplicate object id '\(Quote.value(id))'",
                location: location, notes: [.init(message: "'\(Quote.value(id))' first used here", location: earlier.location)],
                sceneIDs: [earlier.scene, scene].compactMap { $0 }))
        }
    }

    /// Object ids that are empty (nothing can refer to them) or that look like another one.
    private mutating func checkUnusualObjectIDs() {
        var found: [(id: String, place: ValidationDigest.ObjectPlace)] = []
        var next = 0   // into the ascending ordinals
        let unusual = digest.unusualObjects
        ValidationDigest.forEachObject(in: document) { ordinal, id, place in
            guard next < unusual.count, unusual[next] == ordinal else { return }
            next += 1
            found.append((id, place))
        }
        var lookalikes: [String: String]?
        for (id, place) in found {
            if id.isEmpty {
                result.diagnostics.append(Diagnostic(
                    severity: .warning, code: .emptyIdentifier, message: "object id is empty; nothing can refer to it",
                    location: location(of: place)))
                continue
            }
            let here = location(of: place)
            StoryboardValidator.checkLookalike(id, what: "object id", at: here, among: &lookalikes, diagnostics: &result.diagnostics)
        }
    }

    /// Sorts `words[start..<end]` in place: for the few hundred words of a small storyboard, and
    /// for the small buckets of ``sortByHighHalf(_:)``.
    private static func insertionSort(_ words: UnsafeMutableBufferPointer<UInt64>, _ start: Int, _ end: Int) {
        guard end - start > 1 else { return }
        for index in (start + 1)..<end {
            let word = words[index]
            var place = index
            while place > start && words[place - 1] > word {
                words[place] = words[place - 1]
                place -= 1
            }
            words[place] = word
        }
    }

    /// Sorts `words` by their upper 32 bits (the lower halves of equal upper halves in any order),
    /// in place: a most-significant-digit radix sort, one byte of the upper half a level (four
    /// levels, so the pending buckets are at most 4 × 255, whatever the values), each bucket's
    /// words moved into place by swaps, buckets of a few dozen words finished by insertion sort.
    /// Linear in the count; it needs neither a second buffer as large as the words nor the
    /// standard sort, whose first use in a process makes the metadata of its array of runs at run
    /// time.
    static func sortByHighHalf(_ words: inout [UInt64]) {
        words.withUnsafeMutableBufferPointer { words in
            guard words.count > 256 else { return insertionSort(words, 0, words.count) }
            var counts = [Int](repeating: 0, count: 256)
            var next = [Int](repeating: 0, count: 256)
            // Buckets still to sort, as (start, end, shift) triples.
            var pending: [Int] = [0, words.count, 56]
            counts.withUnsafeMutableBufferPointer { counts in
                next.withUnsafeMutableBufferPointer { next in
                    while !pending.isEmpty {
                        let shift = UInt64(pending.removeLast())
                        let end = pending.removeLast()
                        let start = pending.removeLast()
                        if end - start <= 48 {
                            insertionSort(words, start, end)
                            continue
                        }
                        counts.update(repeating: 0)
                        for index in start..<end { counts[Int(truncatingIfNeeded: words[index] >> shift & 0xFF)] += 1 }
                        var bucketStart = start
                        for digit in 0..<256 {
                            next[digit] = bucketStart
                            bucketStart += counts[digit]
                        }
                        // Each word is swapped into the next free place of its bucket until the
                        // place being filled gets a word of its own bucket.
                        var bucketEnd = start
                        for digit in 0..<256 {
                            bucketEnd += counts[digit]
                            while next[digit] < bucketEnd {
                                var word = words[next[digit]]
                                var wordDigit = Int(truncatingIfNeeded: word >> shift & 0xFF)
                                while wordDigit != digit {
                                    swap(&word, &words[next[wordDigit]])
                                    next[wordDigit] += 1
                                    wordDigit = Int(truncatingIfNeeded: word >> shift & 0xFF)
                                }
                                words[next[digit]] = word
                                next[digit] += 1
                            }
                        }
                        guard shift > 32 else { continue }
                        var from = start
                        for digit in 0..<256 {
                            let count = counts[digit]
                            if count > 1 {
                                pending.append(from)
                                pending.append(from + count)
                                pending.append(Int(shift) - 8)
                            }
                            from += count
                        }
                    }
                }
            }
        }
    }

    /// Where the object at `place` is written.
    private func location(of place: ValidationDigest.ObjectPlace) -> SourceLocation {
        guard let sceneIndex = place.scene else { return document.sceneObjects[place.index].location }
        let scene = document.scenes[sceneIndex]
        return switch place.list {
        case .scene: scene.location
        case .tabBarItem: scene.tabBarItemBox?.value.location ?? scene.location
        case .relationships: scene.relationships[place.index].location
        case .segues: scene.segues[place.index].location
        case .sceneObjects: document.sceneObjects[place.index].location
        }
    }

    /// The id of the controller whose scene holds the object at `place` (nil for a scene object).
    private func sceneID(of place: ValidationDigest.ObjectPlace) -> String? {
        place.scene.flatMap { document.scenes[$0].id }
    }

    /// Storyboard identifiers are unique: the index of scenes by storyboard identifier, the first
    /// of each; an identifier used twice is an error and ambiguous.
    private mutating func indexIdentifiers() {
        var lookalikes: [String: String]?
        let scenes = document.scenes
        let identifiers = StoryboardIndex.SceneIdentifiers(scenes: scenes)
        result.sceneByIdentifier.reserveCapacity(digest.identifierCount, keys: identifiers)
        for index in scenes.indices {
            guard let identifier = scenes[index].storyboardIdentifier else { continue }
            if let first = result.sceneByIdentifier.keepFirst(index, keys: identifiers) {
                let scene = scenes[index], other = scenes[first]
                result.diagnostics.append(Diagnostic(
                    severity: .error, code: .duplicateStoryboardIdentifier,
                    message: "storyboard identifier '\(Quote.value(identifier))' is used by two controllers (lines \(other.location.line) and \(scene.location.line))",
                    location: scene.location,
                    notes: [.init(message: "'\(Quote.value(identifier))' first used here", location: other.location)],
                    sceneIDs: [other.id, scene.id].compactMap { $0 }))
                result.ambiguousIdentifiers.insert(ByteKey(identifier))
                continue
            }
            StoryboardValidator.checkLookalike(identifier, what: "storyboard identifier", at: scenes[index].location,
                                               among: &lookalikes, diagnostics: &result.diagnostics)
        }
    }

    /// Relationship destinations are controllers in the file.
    private mutating func resolveRelationships() {
        let ids = document.scenes.lazy.compactMap(\.id)
        result.children.reserveCapacity(scenes: document.scenes.count, destinations: digest.relationshipCount)
        var destinations: [Int?] = [] // one buffer for every scene
        for sceneIndex in document.scenes.indices {
            destinations.removeAll(keepingCapacity: true)
            // Only a container's scene is read: most have no relationships.
            guard digest.relationshipCounts[sceneIndex] > 0 else {
                result.children.append(destinations)
                continue
            }
            let scene = document.scenes[sceneIndex]
            for relationship in scene.relationships {
                if let index = self.scene(withID: relationship.destination) {
                    destinations.append(index)
                    continue
                }
                destinations.append(nil)
                result.diagnostics.append(Diagnostic(
                    severity: .error, code: .relationshipDestinationNotFound,
                    message: "\(relationship.kind) destination '\(Quote.value(relationship.destination))' is not a controller in this storyboard\(hint(for: relationship.destination, among: ids))",
                    location: relationship.location, sceneIDs: scene.id.map { [$0] } ?? []))
            }
            result.children.append(destinations)
        }
    }

    /// Segue destinations are controllers or scene objects (an unwind segue's exit) in the file.
    private mutating func checkSegueDestinations() {
        // The scene objects' own list is contiguous: its keys are read in place.
        let objectIDs = StoryboardIndex.SceneObjectIDs(objects: document.sceneObjects)
        result.sceneObjectByID.reserveCapacity(document.sceneObjects.count, keys: objectIDs)
        for position in document.sceneObjects.indices { result.sceneObjectByID.keepFirst(position, keys: objectIDs) }
        var missing: [Int] = []
        for (position, destination) in digest.segueDestinations.enumerated()
        where scene(withID: destination) == nil && result.sceneObjectByID.position(of: destination, keys: objectIDs) == nil {
            missing.append(position)
        }
        guard !missing.isEmpty else { return digest.segueDestinations = [] }
        // Every target's id, for suggestions: made for the first segue that goes nowhere.
        var targets: Set<ByteKey>?
        for (sceneIndex, segueIndex) in ValidationDigest.segues(withDestinationsAt: missing, in: document) {
            let scene = document.scenes[sceneIndex], segue = scene.segues[segueIndex]
            let destination = segue.destination ?? ""
            let ids = digest.sceneIDs
            let candidates = targets ?? Set(result.sceneByID.positions.lazy.map { ByteKey(ids.key(at: Int($0))) })
                .union(document.sceneObjects.lazy.map { ByteKey($0.id) })
            targets = candidates
            result.diagnostics.append(Diagnostic(
                severity: .error, code: .segueDestinationNotFound,
                message: "\(segue.kind) segue\(segue.identifier.map { " '\(Quote.value($0))'" } ?? "") goes to '\(Quote.value(destination))', which is not in this storyboard\(hint(for: destination, among: candidates.lazy.map(\.string)))",
                location: segue.location, sceneIDs: scene.id.map { [$0] } ?? []))
        }
        digest.segueDestinations = []
    }

    /// `initialViewController` names a controller.
    private mutating func checkInitialController() {
        guard let initial = document.initialViewController else { return }
        if let index = scene(withID: initial) {
            result.initial = index
            return
        }
        result.diagnostics.append(Diagnostic(
            severity: .error, code: .initialControllerNotFound,
            message: "initialViewController '\(Quote.value(initial))' is not a controller in this storyboard\(hint(for: initial, among: document.scenes.compactMap(\.id)))",
            location: document.documentLocation))
    }

    /// A controller is the child of one container: a relationship from a second container makes a
    /// second instance when both are instantiated, which is rarely what was meant. Reported once
    /// for each further container, at its relationship.
    private mutating func checkMultipleParents() {
        // Per scene, its first parent and that relationship's index (32 bits each: 8 bytes a scene).
        var firstParent = [(scene: UInt32, position: UInt32)](repeating: (.max, 0), count: document.scenes.count)
        for index in document.scenes.indices {
            for position in 0..<result.children.count(ofSceneAt: index) {
                guard let child = result.children.destination(ofSceneAt: index, position) else { continue }
                guard firstParent[child].scene != .max else {
                    firstParent[child] = (UInt32(index), UInt32(position))
                    continue
                }
                let first = (scene: Int(firstParent[child].scene), position: Int(firstParent[child].position))
                guard first.scene != index else { continue }   // the same container twice: not two parents
                let scenes = document.scenes
                let label = { (scene: Scene) in "'\(Quote.value(scene.storyboardIdentifier ?? scene.id ?? scene.kind.rawValue))'" }
                let firstRelationship = scenes[first.scene].relationships[first.position]
                let relationship = scenes[index].relationships[position]
                result.diagnostics.append(Diagnostic(
                    severity: .warning, code: .multipleParents,
                    message: "controller \(label(scenes[child])) is the \(relationship.kind) of \(label(scenes[index])) and already the \(firstRelationship.kind) of \(label(scenes[first.scene])); each container makes its own instance",
                    location: relationship.location,
                    notes: [.init(message: "first relationship to \(label(scenes[child])) here", location: firstRelationship.location)]))
            }
        }
    }

    /// No controller is its own child, directly or through other relationships.
    private mutating func checkCycles() {
        // Iterative depth-first search; colours: 0 unvisited, 1 on the current path, 2 done.
        var colour = [UInt8](repeating: 0, count: document.scenes.count)
        // One path for every search (emptied by each): most scenes have no children.
        var path: [(scene: Int, next: Int)] = []
        for start in document.scenes.indices where colour[start] == 0 {
            path.append((start, 0))
            colour[start] = 1
            while let top = path.last {
                guard top.next < result.children.count(ofSceneAt: top.scene) else {
                    colour[top.scene] = 2
                    path.removeLast()
                    continue
                }
                path[path.count - 1].next += 1
                guard let child = result.children.destination(ofSceneAt: top.scene, top.next) else { continue }
                if colour[child] == 0 {
                    colour[child] = 1
                    path.append((child, 0))
                } else if colour[child] == 1 {
                    reportCycle(Array(path.map(\.scene).drop(while: { $0 != child })) + [child],
                                at: document.scenes[top.scene].relationships[top.next])
                }
            }
        }
    }

    private mutating func reportCycle(_ cycle: [Int], at relationship: Relationship) {
        let scenes = cycle.map { document.scenes[$0] }
        let label = { (scene: Scene) in "'\(Quote.value(scene.storyboardIdentifier ?? scene.id ?? scene.kind.rawValue))'" }
        // A hostile file can make a cycle of 100,000 controllers: the message names the first few
        // and the notes stop at a dozen, so the diagnostic stays a few lines.
        let shownLimit = 12
        var path = scenes.prefix(shownLimit).map(label).joined(separator: " → ")
        if scenes.count > shownLimit { path += " → … (\(scenes.count - 1) controllers in all)" }
        let message = cycle.count == 2
            ? "controller \(label(scenes[0])) is its own \(relationship.kind) child"
            : "relationships form a cycle: " + path
        result.diagnostics.append(Diagnostic(
            severity: .error, code: .relationshipCycle, message: message, location: relationship.location,
            notes: scenes.dropLast().prefix(shownLimit).map { .init(message: "\(label($0)) is in the cycle", location: $0.location) },
            sceneIDs: scenes.compactMap(\.id)))
    }

    /// A tab bar controller is not inside another container: Apple's documentation says it should be
    /// the window's root; UIKit installs it anyway (apps nest one as a navigation root, for a login flow).
    private mutating func checkTabBarControllersAreRoots() {
        // Through the resolved destinations: only a container's relationships are read.
        for index in document.scenes.indices {
            for position in 0..<result.children.count(ofSceneAt: index) {
                guard let child = result.children.destination(ofSceneAt: index, position), document.scenes[child].isTabBarController else { continue }
                let scene = document.scenes[index], relationship = scene.relationships[position]
                result.diagnostics.append(Diagnostic(
                    severity: .warning, code: .tabBarControllerNotRoot,
                    message: "tab bar controller '\(Quote.value(document.scenes[child].id ?? ""))' is the \(relationship.kind) of a \(scene.kind); Apple's documentation says a tab bar controller should be the window's root (UIKit installs it anyway)",
                    location: relationship.location,
                    notes: [.init(message: "tab bar controller declared here", location: document.scenes[child].location)]))
            }
        }
    }

    private mutating func hint(for value: String, among candidates: some Sequence<String>) -> String {
        NearestMatch.hint(for: value, among: candidates, budget: &suggestions)
    }

    /// Warns when `value` differs in its bytes from an earlier identifier that is canonically equal
    /// Unicode: they look identical but UIKit treats them as different.
    private static func checkLookalike(_ value: String, what: String, at location: @autoclosure () -> SourceLocation,
                                       among seen: inout [String: String]?, diagnostics: inout [Diagnostic]) {
        // ASCII has one normalization: only other strings can have look-alikes.
        let isASCII = value.utf8.withContiguousStorageIfAvailable { bytes in !bytes.contains { $0 >= 0x80 } }
            ?? value.utf8.allSatisfy { $0 < 0x80 }
        guard !isASCII else { return }
        // A `String`-keyed dictionary merges canonically equal strings; the bytes tell them apart.
        // Made for the first non-ASCII value: an ASCII file never makes one (its metadata is made
        // at run time on first use, by a lookup through every conformance record of the program).
        if seen == nil { seen = [:] }
        if let earlier = seen?[value] {
            if !earlier.utf8.elementsEqual(value.utf8) {
                diagnostics.append(Diagnostic(
                    severity: .warning, code: .equivalentIdentifiers,
                    message: "\(what) '\(Quote.value(value))' looks the same as '\(Quote.value(earlier))' but differs in its bytes (\(value.utf8.count) and \(earlier.utf8.count) UTF-8 bytes: another Unicode normalization); UIKit treats them as different",
                    location: location()))
            }
        } else {
            seen?[value] = value
        }
    }
}
