import SceneLoaderCore

/// The walk behind ``DocumentDiff``: both documents' elements matched by key (the merge's keys),
/// compared from the root down with an explicit stack, each difference recorded once in the
/// document's terms.
struct DiffWalk {
    private let trees: [MarkupTree]
    private let indexes: [DocumentIndex]
    private let names: [ElementDescription]
    private(set) var changes: [DocumentChange] = []
    /// Constraint changes by the view that holds them: counts, and the first line in each version.
    private var constraints: [String: (added: Int, removed: Int, changed: Int, oldLine: Int, newLine: Int, order: Int)] = [:]
    /// Additions and removals of elements with an id the other version has elsewhere: moves.
    private var addedIDs: [String: Int] = [:]
    private var removedIDs: [String: Int] = [:]
    private var pairs: [(Int, Int)] = []

    /// The attributes a localization extracts (`ibtool --export-strings-file`).
    static let localizable: Set<String> = [
        "text", "title", "placeholder", "headerTitle", "footerTitle", "prompt", "label", "paletteLabel", "toolTip",
        "backButtonTitle", "normalTitle", "selectedTitle", "highlightedTitle", "disabledTitle", "alternateTitle", "hint",
    ]

    init(old: InterfaceDocument, new: InterfaceDocument) {
        trees = [old.tree, new.tree]
        indexes = [old.index, new.index]
        names = [ElementDescription(tree: old.tree), ElementDescription(tree: new.tree)]
    }

    mutating func run() {
        pairs.append((0, 0))
        while true {
            while let pair = pairs.popLast() { compare(pair.0, pair.1) }
            // Elements with an id that one parent lost and another gained: moved, and compared.
            let moved = addedIDs.keys.filter { removedIDs[$0] != nil }.sorted()
            for id in moved {
                let (old, new) = (removedIDs.removeValue(forKey: id)!, addedIDs.removeValue(forKey: id)!)
                let from = names[0].path(trees[0].elements[old].parent)
                let to = names[1].path(trees[1].elements[new].parent)
                record(category(1, new), .moved, names[1].path(new), "from \(from) to \(to)", old: old, new: new)
                pairs.append((old, new))
            }
            if pairs.isEmpty { break }
        }
        for entry in removedIDs.sorted(by: { $0.key < $1.key }) { recordElement(.removed, side: 0, entry.value) }
        for entry in addedIDs.sorted(by: { $0.key < $1.key }) { recordElement(.added, side: 1, entry.value) }
        for (owner, tally) in constraints.sorted(by: { $0.value.order < $1.value.order }) {
            var parts: [String] = []
            if tally.added > 0 { parts.append("\(tally.added) added") }
            if tally.removed > 0 { parts.append("\(tally.removed) removed") }
            if tally.changed > 0 { parts.append("\(tally.changed) changed") }
            changes.append(DocumentChange(category: .constraint, kind: .changed, subject: owner, detail: parts.joined(separator: ", "),
                                          element: "constraint", id: nil, oldLine: tally.oldLine, newLine: tally.newLine))
        }
    }

    // MARK: - Comparing

    private mutating func compare(_ old: Int, _ new: Int) {
        let oldSource = trees[0].source(of: old), newSource = trees[1].source(of: new)
        if oldSource.count == newSource.count && oldSource.elementsEqual(newSource) { return }
        if let kind = indexes[0].noise[old] ?? indexes[1].noise[new] {
            return recordNoise(DiffWalk.category(kind), old: old, new: new, detail: noiseDetail(old, new))
        }
        if indexes[0].fingerprints[old] == indexes[1].fingerprints[new] {
            return noiseOnly(old, new)
        }
        let oldElement = trees[0].elements[old], newElement = trees[1].elements[new]
        if indexes[0].isUnit[old] || indexes[1].isUnit[new] || oldElement.name != newElement.name {
            compareAttributes(old, new)
            if oldElement.name != newElement.name {
                record(category(1, new), .changed, names[1].path(new), "\(oldElement.name) → \(newElement.name)", old: old, new: new)
            } else if oldElement.hasText || newElement.hasText {
                let before = trees[0].text(of: old), after = trees[1].text(of: new)
                if before != after {
                    let isString = DiffWalk.localizable.contains(trees[1].value("key", of: new) ?? "")
                    record(isString ? .string : category(1, new), .changed, names[1].path(new),
                           "\"\(Quote.value(before, limit: 60))\" → \"\(Quote.value(after, limit: 60))\"", old: old, new: new)
                }
            } else if !sameChildren(old, new) {
                record(category(1, new), .changed, names[1].path(new), "its contents changed", old: old, new: new)
            }
            return
        }
        compareAttributes(old, new)
        compareChildren(old, new)
    }

    /// Whether the children of two units are the same, noise aside.
    private func sameChildren(_ old: Int, _ new: Int) -> Bool {
        let a = trees[0].elements[old].children.filter { indexes[0].noise[$0] == nil }.map { indexes[0].fingerprints[$0] }
        let b = trees[1].elements[new].children.filter { indexes[1].noise[$0] == nil }.map { indexes[1].fingerprints[$0] }
        return a == b
    }

    /// Two elements that mean the same: what noise makes them differ.
    private mutating func noiseOnly(_ old: Int, _ new: Int) {
        var stack = [(old, new)]
        while let (o, n) = stack.popLast() {
            let a = trees[0].source(of: o), b = trees[1].source(of: n)
            if a.count == b.count && a.elementsEqual(b) { continue }
            if let kind = indexes[0].noise[o] ?? indexes[1].noise[n] {
                recordNoise(DiffWalk.category(kind), old: o, new: n, detail: noiseDetail(o, n))
                continue
            }
            compareAttributes(o, n)
            guard !indexes[0].isUnit[o] && !indexes[1].isUnit[n] else { continue }
            compareChildren(o, n, into: &stack)
        }
    }

    private func noiseDetail(_ old: Int, _ new: Int) -> String {
        let before = attributesText(0, old), after = attributesText(1, new)
        return before == after ? "" : "\(before) → \(after)"
    }

    /// `x=0 y=44 width=320 height=387`: an element's attributes other than `key`, for noise lines.
    private func attributesText(_ side: Int, _ element: Int) -> String {
        let tree = trees[side]
        var parts: [String] = []
        for attribute in tree.elements[element].attributes where tree.attributes[attribute].name != "key" {
            parts.append("\(tree.attributes[attribute].name)=\(MarkupText.decode(tree.raw(attribute: attribute)))")
        }
        if tree.elements[element].hasText { parts.append(tree.text(of: element)) }
        return Quote.line(parts.joined(separator: " "), limit: 100)
    }

    private mutating func compareAttributes(_ old: Int, _ new: Int) {
        let tree0 = trees[0], tree1 = trees[1]
        var oldValues: [(String, ArraySlice<UInt8>)] = []
        for attribute in tree0.elements[old].attributes { oldValues.append((tree0.attributes[attribute].name, tree0.raw(attribute: attribute))) }
        var newValues: [(String, ArraySlice<UInt8>)] = []
        for attribute in tree1.elements[new].attributes { newValues.append((tree1.attributes[attribute].name, tree1.raw(attribute: attribute))) }
        let elementName = tree1.elements[new].name
        var order = newValues.map(\.0)
        for (name, _) in oldValues where !order.contains(name) { order.append(name) }
        var details: [String] = []
        var strings: [String] = []
        var renamed = false
        for name in order {
            let before = oldValues.first { $0.0 == name }?.1
            let after = newValues.first { $0.0 == name }?.1
            if let before, let after, before.elementsEqual(after) { continue }
            let text = DiffWalk.describe(name, before.map(MarkupText.decode), after.map(MarkupText.decode))
            if Noise.isStamp(element: elementName, attribute: name) {
                recordNoise(.versionStamps, old: old, new: new, detail: text)
            } else if Noise.isGeometry(attribute: name) {
                recordNoise(.geometry, old: old, new: new, detail: text)
            } else if DiffWalk.localizable.contains(name) {
                strings.append(text)
            } else {
                if names[1].isController(new) && (name == "storyboardIdentifier" || name == "customClass") { renamed = true }
                details.append(text)
            }
        }
        if details.isEmpty && strings.isEmpty && oldValues.count == newValues.count
            && oldValues.map(\.0) != newValues.map(\.0) && Set(oldValues.map(\.0)) == Set(newValues.map(\.0)) {
            let same = oldValues.allSatisfy { pair in newValues.contains { $0.0 == pair.0 && $0.1.elementsEqual(pair.1) } }
            if same { recordNoise(.attributeOrder, old: old, new: new, detail: "") }
        }
        let subject = names[1].path(new)
        if !details.isEmpty {
            record(category(1, new), renamed ? .renamed : .changed, subject, details.joined(separator: ", "), old: old, new: new)
        }
        if !strings.isEmpty { record(.string, .changed, subject, strings.joined(separator: ", "), old: old, new: new) }
    }

    /// `text "Hi" → "Hello"`, `+hidden "YES"`, `-hidden "YES"`; a controller's Storyboard ID by that name.
    static func describe(_ name: String, _ before: String?, _ after: String?) -> String {
        let shown = name == "storyboardIdentifier" ? "Storyboard ID" : (name == "customClass" ? "class" : name)
        switch (before, after) {
        case (let before?, let after?):
            return "\(shown) \"\(Quote.value(before, limit: 60))\" → \"\(Quote.value(after, limit: 60))\""
        case (nil, let after?):
            return "+\(shown) \"\(Quote.value(after, limit: 60))\""
        case (let before?, nil):
            return "-\(shown) \"\(Quote.value(before, limit: 60))\""
        case (nil, nil):
            return shown
        }
    }

    private mutating func compareChildren(_ old: Int, _ new: Int) {
        var stack = pairs
        pairs = []
        compareChildren(old, new, into: &stack)
        pairs = stack
    }

    /// Matches the children by key: removals and additions recorded, pairs pushed onto `stack`,
    /// and a change of order recorded (noise in a list whose order means nothing).
    private mutating func compareChildren(_ old: Int, _ new: Int, into stack: inout [(Int, Int)]) {
        let oldChildren = trees[0].elements[old].children, newChildren = trees[1].elements[new].children
        var newByKey: [String: Int] = [:]
        for child in newChildren { newByKey[indexes[1].keys[child]] = child }
        var oldByKey: [String: Int] = [:]
        for child in oldChildren { oldByKey[indexes[0].keys[child]] = child }
        var matched: [(Int, Int)] = []
        for child in oldChildren {
            if let counterpart = newByKey[indexes[0].keys[child]] {
                matched.append((child, counterpart))
            } else {
                removed(child)
            }
        }
        for child in newChildren where oldByKey[indexes[1].keys[child]] == nil { added(child) }
        let newOrder = matched.map(\.1)
        if newOrder != newOrder.sorted() {
            let name = trees[1].elements[new].name
            if Noise.isOrderInsensitive(name) {
                recordNoise(.listOrder, old: old, new: new, detail: "")
            } else {
                record(category(1, new), .changed, names[1].path(new), "its \(name) are in another order", old: old, new: new)
            }
        }
        for pair in matched.reversed() { stack.append(pair) }
    }

    private mutating func removed(_ element: Int) {
        if let kind = indexes[0].noise[element] {
            return recordNoise(DiffWalk.category(kind), old: element, new: nil, detail: "removed")
        }
        if let id = trees[0].raw("id", of: element).map({ String(decoding: $0, as: UTF8.self) }), indexes[1].ids[id] != nil {
            removedIDs[id] = element
            return
        }
        recordElement(.removed, side: 0, element)
    }

    private mutating func added(_ element: Int) {
        if let kind = indexes[1].noise[element] {
            return recordNoise(DiffWalk.category(kind), old: nil, new: element, detail: "added")
        }
        if let id = trees[1].raw("id", of: element).map({ String(decoding: $0, as: UTF8.self) }), indexes[0].ids[id] != nil {
            addedIDs[id] = element
            return
        }
        recordElement(.added, side: 1, element)
    }

    // MARK: - Recording

    private static func category(_ kind: Noise.Kind) -> DocumentChange.Category {
        switch kind {
        case .versionStamps: .versionStamps
        case .geometry: .geometry
        case .canvas: .canvas
        case .attributeOrder: .attributeOrder
        case .listOrder: .listOrder
        }
    }

    /// The section an element's change belongs to.
    func category(_ side: Int, _ element: Int) -> DocumentChange.Category {
        let tree = trees[side]
        var current = element
        while current >= 0 {
            let name = tree.elements[current].name
            switch name {
            case "scene": return .scene
            case "segue": return tree.value("kind", of: current) == "relationship" ? .relationship : .segue
            case "outlet", "outletCollection": return .outlet
            case "action": return .action
            case "constraint": return .constraint
            case "document", "archive", "dependencies", "deployment", "plugIn", "capability": return .document
            case "resources": return .resource
            default: break
            }
            let parent = tree.elements[current].parent
            if parent >= 0 && tree.elements[parent].name == "resources" { return .resource }
            if names[side].isController(current) || name == "placeholder" { return .controller }
            if tree.raw("id", of: current) != nil { return .view }
            current = parent
        }
        return .document
    }

    /// Counts a constraint added, removed or changed for the view whose `<constraints>` hold it.
    private mutating func count(_ kind: DocumentChange.Kind, old: Int?, new: Int?) {
        let side = new != nil ? 1 : 0
        let element = new ?? old!
        let tree = trees[side]
        let parent = tree.elements[element].parent
        let holder = parent > 0 ? tree.elements[parent].parent : parent
        let owner = names[side].path(max(holder, 0))
        var tally = constraints[owner] ?? (0, 0, 0, 0, 0, constraints.count)
        switch kind {
        case .added: tally.added += 1
        case .removed: tally.removed += 1
        default: tally.changed += 1
        }
        if let old, tally.oldLine == 0 { tally.oldLine = trees[0].elements[old].line }
        if let new, tally.newLine == 0 { tally.newLine = trees[1].elements[new].line }
        constraints[owner] = tally
    }

    private mutating func record(_ category: DocumentChange.Category, _ kind: DocumentChange.Kind, _ subject: String, _ detail: String,
                                 old: Int?, new: Int?) {
        let tree = new != nil ? trees[1] : trees[0]
        let element = new ?? old!
        if category == .constraint, tree.elements[element].name == "constraint" {
            return count(kind, old: old, new: new)
        }
        changes.append(DocumentChange(
            category: category, kind: kind, subject: subject, detail: detail, element: tree.elements[element].name,
            id: tree.value("id", of: element), oldLine: old.map { trees[0].elements[$0].line } ?? 0,
            newLine: new.map { trees[1].elements[$0].line } ?? 0))
    }

    private mutating func recordNoise(_ category: DocumentChange.Category, old: Int?, new: Int?, detail: String) {
        let subject = new.map { names[1].path($0) } ?? names[0].path(old!)
        record(category, .changed, subject, detail, old: old, new: new)
    }

    /// An element in one version only: a scene with its controller's description, a segue, an
    /// outlet or an action with its ends, a constraint counted for its view, any other element by
    /// its path and kind.
    private mutating func recordElement(_ kind: DocumentChange.Kind, side: Int, _ element: Int) {
        let tree = trees[side]
        let describer = names[side]
        let category = self.category(side, element)
        let old = side == 0 ? element : nil, new = side == 1 ? element : nil
        switch category {
        case .constraint where tree.elements[element].name == "constraint":
            count(kind, old: old, new: new)
        case .scene where tree.elements[element].name == "scene":
            let controller = describer.controller(inScene: element)
            let subject = controller.map(describer.label) ?? "scene"
            record(.scene, kind, subject, controller.map { controllerDetail(side, $0) } ?? "", old: old, new: new)
        case .segue, .relationship:
            record(category, kind, segueText(side, element), "", old: old, new: new)
        case .outlet, .action:
            record(category, kind, connectionText(side, element), "", old: old, new: new)
        case .resource:
            record(.resource, kind, describer.noun(element), "", old: old, new: new)
        case .controller where describer.isController(element):
            record(.controller, kind, describer.label(element), controllerDetail(side, element), old: old, new: new)
        default:
            let e = tree.elements[element]
            var detail = tree.raw("id", of: element) != nil ? e.name : ""
            if !detail.isEmpty, let custom = tree.value("customClass", of: element) { detail += ", class \"\(Quote.value(custom, limit: 60))\"" }
            record(category, kind, describer.path(element), detail, old: old, new: new)
        }
    }

    /// `View Controller, class "SettingsViewController", Storyboard ID "Settings"`.
    private func controllerDetail(_ side: Int, _ controller: Int) -> String {
        let tree = trees[side]
        var parts = [ElementDescription.kindName(tree.elements[controller].name)]
        if let custom = tree.value("customClass", of: controller) { parts.append("class \"\(Quote.value(custom, limit: 60))\"") }
        if let identifier = tree.value("storyboardIdentifier", of: controller) { parts.append("Storyboard ID \"\(Quote.value(identifier, limit: 60))\"") }
        return parts.joined(separator: ", ")
    }

    /// The label of the element with `id`, or the id quoted when the document has none.
    private func target(_ side: Int, _ id: String?) -> String {
        guard let id else { return "?" }
        guard let element = indexes[side].ids[id] else { return "'\(Quote.value(id, limit: 40))' (not in the file)" }
        return names[side].isController(element) ? names[side].label(element) : names[side].path(element)
    }

    /// The element whose `<connections>` hold a connection.
    private func connectionOwner(_ side: Int, _ element: Int) -> Int {
        let parent = trees[side].elements[element].parent
        guard parent >= 0, trees[side].elements[parent].name == "connections" else { return max(parent, 0) }
        return trees[side].elements[parent].parent
    }

    /// `segue "showDetail" (show): List → Detail`, `relationship viewControllers: Tabs → Home`.
    private func segueText(_ side: Int, _ element: Int) -> String {
        let tree = trees[side]
        let owner = connectionOwner(side, element)
        let source = names[side].isController(owner) ? names[side].label(owner) : names[side].path(owner)
        let destination = target(side, tree.value("destination", of: element))
        if tree.value("kind", of: element) == "relationship" {
            return "relationship \(tree.value("relationship", of: element) ?? "?"): \(source) → \(destination)"
        }
        let identifier = tree.value("identifier", of: element).map { " \"\(Quote.value($0, limit: 40))\"" } ?? ""
        let kind = tree.value("kind", of: element) ?? "?"
        return "segue\(identifier) (\(kind)): \(source) → \(destination)"
    }

    /// `outlet tableView: Settings → Settings › Table`, `action save: (touchUpInside): Settings ›
    /// Button "Save" → Settings`.
    private func connectionText(_ side: Int, _ element: Int) -> String {
        let tree = trees[side]
        let owner = connectionOwner(side, element)
        let source = names[side].isController(owner) ? names[side].label(owner) : names[side].path(owner)
        let destination = target(side, tree.value("destination", of: element))
        if tree.elements[element].name == "action" {
            let event = tree.value("eventType", of: element).map { " (\($0))" } ?? ""
            return "action \(tree.value("selector", of: element) ?? "?")\(event): \(source) → \(destination)"
        }
        let kind = tree.elements[element].name == "outletCollection" ? "outlet collection" : "outlet"
        return "\(kind) \(tree.value("property", of: element) ?? "?"): \(source) → \(destination)"
    }
}
