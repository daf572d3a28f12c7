import SceneLoaderCore

/// How an element is named to a person: a controller by its Storyboard ID, title or class, a view
/// by its label in the document outline (its `userLabel`, else its kind and text:
/// `Label "Title"`, `Cell "Name"`), and a readable path of the controllers and views that hold it:
/// `Settings › Table › Cell "Name"`.
struct ElementDescription {
    let tree: MarkupTree

    /// Elements that only group others, left out of paths.
    private static let groups: Set<String> = [
        "document", "scenes", "scene", "objects", "subviews", "connections", "constraints", "resources",
        "dependencies", "layoutGuides", "prototypes", "cells", "sections", "items", "toolbarItems", "gestureRecognizers",
        "userDefinedRuntimeAttributes", "variation", "mask", "array", "dictionary", "archive", "data", "tableViewCellContentView",
        "collectionViewCellContentView", "viewLayoutGuide",
    ]

    /// Kinds named shorter than their element names.
    private static let kindNames: [String: String] = [
        "tableView": "Table", "collectionView": "Collection", "tableViewCell": "Cell", "collectionViewCell": "Cell",
        "imageView": "Image", "stackView": "Stack", "scrollView": "Scroll View", "textField": "Text Field",
        "textView": "Text View", "barButtonItem": "Bar Button", "tabBarItem": "Tab Bar Item", "navigationItem": "Navigation Item",
        "navigationBar": "Navigation Bar", "tabBar": "Tab Bar", "segmentedControl": "Segmented Control",
        "viewControllerPlaceholder": "Storyboard Reference", "customObject": "Object", "customView": "Custom View",
        "tableViewSection": "Section", "collectionReusableView": "Reusable View",
    ]

    /// Whether the element is a controller: a `…Controller` element, or a storyboard reference.
    func isController(_ element: Int) -> Bool {
        let name = tree.elements[element].name
        return name.hasSuffix("Controller") || name == "viewControllerPlaceholder"
    }

    /// The kind in words: `tableViewCell` → `Cell`, `pageControl` → `Page Control`.
    static func kindName(_ name: String) -> String {
        if let short = kindNames[name] { return short }
        var words = ""
        for character in name {
            if character.isUppercase && !words.isEmpty { words.append(" ") }
            words.append(words.isEmpty ? Character(character.uppercased()) : character)
        }
        return words
    }

    /// The element's own label.
    func label(_ element: Int) -> String {
        let e = tree.elements[element]
        if let label = tree.value("userLabel", of: element), !label.isEmpty { return Quote.value(label, limit: 60) }
        if e.name == "placeholder", let placeholder = tree.value("placeholderIdentifier", of: element) {
            switch placeholder {
            case "IBFilesOwner": return "File's Owner"
            case "IBFirstResponder": return "First Responder"
            default: return Quote.value(placeholder, limit: 40)
            }
        }
        if isController(element) {
            for attribute in ["storyboardIdentifier", "title", "customClass"] {
                if let value = tree.value(attribute, of: element), !value.isEmpty { return Quote.value(value, limit: 60) }
            }
            if e.name == "viewControllerPlaceholder", let name = tree.value("storyboardName", of: element) {
                return "Storyboard Reference \"\(Quote.value(name, limit: 40))\""
            }
            return ElementDescription.kindName(e.name)
        }
        if e.name == "scene", let controller = controller(inScene: element) { return label(controller) }
        switch e.name {
        case "outlet", "outletCollection": return "\(e.name) \(tree.value("property", of: element) ?? "?")"
        case "action": return "action \(tree.value("selector", of: element) ?? "?")"
        case "segue":
            if tree.value("kind", of: element) == "relationship" { return "relationship \(tree.value("relationship", of: element) ?? "?")" }
            return "segue" + (tree.value("identifier", of: element).map { " \"\(Quote.value($0, limit: 40))\"" } ?? "")
        case "constraint": return "constraint \(tree.value("firstAttribute", of: element) ?? "")"
        default: break
        }
        var kind = tree.value("customClass", of: element).map { Quote.value($0, limit: 40) } ?? ElementDescription.kindName(e.name)
        if let text = shownText(element) { kind += " \"\(Quote.value(text, limit: 40))\"" }
        return kind
    }

    /// The text a view shows or is known by: its text, title, placeholder, a button's normal
    /// title, a cell's reuse identifier, a segue's identifier.
    func shownText(_ element: Int) -> String? {
        for attribute in ["text", "title", "placeholder", "reuseIdentifier", "identifier"] {
            if let value = tree.value(attribute, of: element), !value.isEmpty { return value }
        }
        for child in tree.elements[element].children where tree.elements[child].name == "state" {
            if let title = tree.value("title", of: child), !title.isEmpty { return title }
        }
        for child in tree.elements[element].children where tree.elements[child].name == "string" && tree.value("key", of: child) == "text" {
            let text = tree.text(of: child)
            if !text.isEmpty { return text }
        }
        return nil
    }

    /// The first controller of a `<scene>`'s objects.
    func controller(inScene scene: Int) -> Int? {
        for objects in tree.elements[scene].children where tree.elements[objects].name == "objects" {
            if let controller = tree.elements[objects].children.first(where: isController) { return controller }
        }
        return nil
    }

    /// Whether the element shows in paths: a controller, or an element with an id that is not a
    /// group or a controller's root view.
    private func showsInPath(_ element: Int) -> Bool {
        let e = tree.elements[element]
        if isController(element) { return true }
        if ElementDescription.groups.contains(e.name) { return false }
        guard tree.raw("id", of: element) != nil else { return false }
        if e.name == "view", tree.value("key", of: element) == "view" { return false }
        return true
    }

    /// The controller that holds the element (itself, when it is one), if any.
    func owningController(_ element: Int) -> Int? {
        var current = element
        while current >= 0 {
            if isController(current) { return current }
            current = tree.elements[current].parent
        }
        return nil
    }

    /// The readable path of the element: its controller and the views that hold it, then itself.
    /// An element without an id is named after the nearest element with one (`Settings › Label
    /// "Title" › font`).
    func path(_ element: Int) -> String {
        let e = tree.elements[element]
        if e.name == "scene", let controller = controller(inScene: element) { return path(controller) }
        var parts: [String] = []
        if showsInPath(element) {
            parts.append(label(element))
        } else if e.name == "view", tree.value("key", of: element) == "view" {
            parts.append("View")
        } else if ElementDescription.groups.contains(e.name) {
            parts.append(e.name)
        } else {
            parts.append(noun(element))
        }
        var current = e.parent
        var named = showsInPath(element)
        while current >= 0 {
            if showsInPath(current) {
                parts.append(label(current))
                named = true
            } else if !named, tree.elements[current].name == "scene" {
                // Something of the scene itself (its canvas position): named by its controller.
                parts.append(label(current))
                named = true
            }
            current = tree.elements[current].parent
        }
        return parts.reversed().joined(separator: " › ")
    }

    /// An element without an id named by what it is: `font`, `color backgroundColor`, `state normal`.
    func noun(_ element: Int) -> String {
        let e = tree.elements[element]
        if let key = tree.value("key", of: element) { return e.name == "string" || e.name == "fontDescription" ? key : "\(e.name) \(key)" }
        for attribute in ["keyPath", "name", "identifier", "property", "selector"] {
            if let value = tree.value(attribute, of: element) { return "\(e.name) \(Quote.value(value, limit: 60))" }
        }
        return e.name
    }
}
