/// What the validator's rules read of a document, gathered in one pass over its scenes into
/// contiguous lists.
///
/// Each scene's fields lie in its own storage and each list of segues in its own buffer, anywhere in
/// the heap, and by the time a large file has been parsed none of it is in the cache: a rule that
/// walks the scenes, or probes a table whose keys it reads from them, misses the cache at nearly
/// every step, and many rules would. Here one pass visits every scene once, in order; the rules
/// read these lists and go back to the model only for what they report.
struct ValidationDigest {
    /// Per scene, its object id ("" when it has none): the keys of ``StoryboardIndex/sceneByID``,
    /// position for position what ``StoryboardIndex/SceneIDs`` gives.
    let sceneIDs: ListedKeys
    /// Per scene, how many relationships it has.
    let relationshipCounts: [UInt32]
    /// The relationships of every scene together.
    var relationshipCount: Int { relationshipCounts.reduce(0) { $0 + Int($1) } }
    /// How many scenes have a storyboard identifier (an empty one counts): the size of
    /// ``StoryboardIndex/sceneByIdentifier``.
    let identifierCount: Int
    /// Every segue's destination (segues without one left out), in document order; emptied once
    /// checked, to keep the peak of memory down. (Where each is written is found again, in one
    /// pass, only for those a rule reports.)
    var segueDestinations: [String]
    /// One word per kept object with a non-empty id, in ``StoryboardValidator``'s object order: the
    /// id's fingerprint in the upper 32 bits, the object's ordinal in the lower.
    var objectEntries: [UInt64]
    /// How many kept objects have an id (their ordinals are below this).
    let objectCount: Int
    /// The ordinals, ascending, of the objects a rule reports on whatever the others say: those
    /// whose id is empty or not ASCII (which may look like another).
    let unusualObjects: [Int]

    /// One pass over `document`'s scenes and objects.
    init(_ document: StoryboardDocument) {
        let sceneCount = document.scenes.count
        var ids: [String] = [], counts: [UInt32] = []
        ids.reserveCapacity(sceneCount)
        counts.reserveCapacity(sceneCount)
        var destinations: [String] = [], entries: [UInt64] = [], unusual: [Int] = []
        entries.reserveCapacity(sceneCount * 4)
        var identifiers = 0, objects = 0
        ValidationDigest.forEachObject(in: document, scene: { _, scene in
            ids.append(scene.id ?? "")
            if scene.storyboardIdentifier != nil { identifiers += 1 }
            counts.append(UInt32(truncatingIfNeeded: scene.relationships.count))
            let segues = scene.segues
            for position in segues.indices {
                if let destination = segues[position].destination { destinations.append(destination) }
            }
        }) { ordinal, id, _ in
            objects = ordinal + 1
            guard !id.isEmpty else { return unusual.append(ordinal) }
            let fingerprint = ByteKey.fingerprint(of: id)
            entries.append(fingerprint.hash & ~0xFFFF_FFFF | UInt64(UInt32(truncatingIfNeeded: ordinal)))
            if !fingerprint.isASCII { unusual.append(ordinal) }
        }
        sceneIDs = ListedKeys(keys: ids)
        relationshipCounts = counts
        identifierCount = identifiers
        segueDestinations = destinations
        objectEntries = entries
        objectCount = objects
        unusualObjects = unusual
    }

    /// The scene and segue index of each of ``segueDestinations`` at `positions` (ascending), in one
    /// pass over the segues.
    static func segues(withDestinationsAt positions: [Int], in document: StoryboardDocument) -> [(scene: Int, segue: Int)] {
        var found: [(scene: Int, segue: Int)] = []
        var next = 0, position = 0
        for sceneIndex in document.scenes.indices where next < positions.count {
            let segues = document.scenes[sceneIndex].segues
            for index in segues.indices where segues[index].destination != nil {
                if next < positions.count && positions[next] == position {
                    found.append((sceneIndex, index))
                    next += 1
                }
                position += 1
            }
        }
        return found
    }

    /// Where a kept object is: the scene it belongs to (nil for a scene object), which of the
    /// scene's lists holds it and where. Its location and controller id are found from it only
    /// for a diagnostic: copying them out for every object retained the file's name and the id.
    struct ObjectPlace {
        enum List { case scene, tabBarItem, relationships, segues, sceneObjects }
        let scene: Int?
        let list: List
        let index: Int
    }

    /// Calls `visitScene` with each scene and then `body` with the ordinal, id and place of each of
    /// its kept objects that has an id (the scene's controller, its tab bar item, relationships and
    /// segues), and last with each scene object's: the one order of kept objects.
    static func forEachObject(in document: StoryboardDocument, scene visitScene: (Int, Scene) -> Void = { _, _ in },
                              _ body: (Int, String, ObjectPlace) -> Void) {
        var ordinal = 0
        func visit(_ id: String?, _ place: ObjectPlace) {
            guard let id else { return }
            body(ordinal, id, place)
            ordinal += 1
        }
        // Fields are read in place (`list[index].id`): binding each relationship or segue to a
        // variable would copy every one of its strings.
        for sceneIndex in document.scenes.indices {
            let scene = document.scenes[sceneIndex]
            visitScene(sceneIndex, scene)
            visit(scene.id, ObjectPlace(scene: sceneIndex, list: .scene, index: 0))
            // Through its box: `scene.tabBarItem` would copy the item, and every string in it.
            if let item = scene.tabBarItemBox { visit(item.value.id, ObjectPlace(scene: sceneIndex, list: .tabBarItem, index: 0)) }
            let relationships = scene.relationships
            for index in relationships.indices {
                visit(relationships[index].id, ObjectPlace(scene: sceneIndex, list: .relationships, index: index))
            }
            let segues = scene.segues
            for index in segues.indices { visit(segues[index].id, ObjectPlace(scene: sceneIndex, list: .segues, index: index)) }
        }
        let objects = document.sceneObjects
        for index in objects.indices { visit(objects[index].id, ObjectPlace(scene: nil, list: .sceneObjects, index: index)) }
    }
}
