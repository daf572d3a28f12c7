import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An independent reading of a storyboard with Foundation's `XMLParser`, used only by the tests to
/// check the loader against a second implementation: scenes, kinds, identifiers, classes (and the
/// class the platform makes), relationships, segues (the controller's own, then those of the
/// objects in the scene's dock) and the initial controller, in document order.
final class StoryboardOracle: NSObject, XMLParserDelegate {
    struct SceneFacts: Equatable, CustomStringConvertible {
        var id: String?
        var kind: String
        var storyboardIdentifier: String?
        var customClass: String?
        var className: String?
        var relationships: [String] = []
        /// `kind→destination` and, for a segue from a control, ` from TRIGGER-ID`; from the dock, ` (dock)`.
        var segues: [String] = []
        var description: String { "\(kind) \(id ?? "-") \(storyboardIdentifier ?? "-") \(customClass ?? "-") \(className ?? "-") \(relationships) \(segues)" }
    }

    /// The default classes, written out again here (not taken from the loader's table).
    static func defaultClass(of element: String, targetRuntime: String) -> String? {
        let macOS = ["viewController": "NSViewController", "windowController": "NSWindowController",
                     "splitViewController": "NSSplitViewController", "tabViewController": "NSTabViewController",
                     "pagecontroller": "NSPageController", "application": "NSApplication"]
        let watchOS = ["controller": "WKInterfaceController"]
        let iOS = ["viewController": "UIViewController", "tableViewController": "UITableViewController",
                   "collectionViewController": "UICollectionViewController", "navigationController": "UINavigationController",
                   "tabBarController": "UITabBarController", "splitViewController": "UISplitViewController",
                   "pageViewController": "UIPageViewController", "hostingController": "UIHostingController",
                   "avPlayerViewController": "AVPlayerViewController", "glkViewController": "GLKViewController"]
        if targetRuntime.hasPrefix("MacOSX") { return macOS[element] }
        if targetRuntime.lowercased().hasPrefix("watch") { return watchOS[element] }
        return iOS[element]
    }

    private(set) var scenes: [SceneFacts] = []
    private(set) var initialViewController: String?
    private var stack: [String] = []
    private var controllerDepth: Int?
    private var targetRuntime = ""
    /// Depth of the dock object being read (an object beside the controller in `<objects>`).
    private var dockDepth: Int?
    /// Depth of the open segue (nested peek and pop segues are not segues).
    private var segueDepth: Int?
    /// Ids of the open elements inside a controller or dock object, by depth.
    private var ids: [Int: String] = [:]
    /// The current scene's dock segues, and where its controller is in `scenes`.
    private var dockSegues: [String] = []
    private var sceneController: Int?

    static func read(_ url: URL) -> StoryboardOracle? {
        guard let parser = XMLParser(contentsOf: url) else { return nil }
        let oracle = StoryboardOracle()
        parser.delegate = oracle
        return parser.parse() ? oracle : nil
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        stack.append(name)
        if stack.count == 1 {
            initialViewController = attributes["initialViewController"]
            targetRuntime = attributes["targetRuntime"] ?? ""
        }
        if let depth = controllerDepth ?? dockDepth {
            ids[stack.count] = attributes["id"]
            guard name == "segue", segueDepth == nil else { return }
            segueDepth = stack.count
            guard let kind = attributes["kind"] else { return }
            let destination = attributes["destination"] ?? "-"
            // The trigger: the element whose <connections> hold the segue.
            let triggerDepth = stack[stack.count - 2] == "connections" ? stack.count - 2 : stack.count - 1
            if controllerDepth != nil && triggerDepth <= depth {
                if kind == "relationship" || attributes["relationship"] != nil {
                    if let relationship = attributes["relationship"], attributes["destination"] != nil {
                        scenes[scenes.count - 1].relationships.append("\(relationship)→\(destination)")
                    }
                } else {
                    scenes[scenes.count - 1].segues.append("\(kind)→\(destination)")
                }
                return
            }
            let text = "\(kind)→\(destination) from \(ids[triggerDepth] ?? "-")"
            if controllerDepth != nil {
                scenes[scenes.count - 1].segues.append(text)
            } else {
                dockSegues.append(text + " (dock)")
            }
            return
        }
        let parent = stack.count >= 2 ? stack[stack.count - 2] : ""
        // An object with an id beside the controller, other than the first responder, is in the dock.
        if parent == "objects", attributes["sceneMemberID"] != "viewController", !(name == "controller" && parent == "objects"),
           attributes["sceneMemberID"] != "firstResponder", let id = attributes["id"] {
            dockDepth = stack.count
            ids[stack.count] = id
            return
        }
        let isController = attributes["sceneMemberID"] == "viewController" || (name == "controller" && parent == "objects")
        guard isController else { return }
        controllerDepth = stack.count
        ids = [:]
        sceneController = scenes.count
        let identifier = attributes["storyboardIdentifier"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (name == "controller" ? attributes["identifier"] : nil)
        let isReference = name == "viewControllerPlaceholder" || name == "controllerPlaceholder"
        scenes.append(SceneFacts(id: attributes["id"], kind: name, storyboardIdentifier: identifier,
                                 customClass: attributes["customClass"],
                                 className: isReference ? nil : attributes["customClass"] ?? Self.defaultClass(of: name, targetRuntime: targetRuntime)))
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if stack.count == segueDepth { segueDepth = nil }
        if stack.count == controllerDepth { controllerDepth = nil }
        if stack.count == dockDepth { dockDepth = nil }
        if name == "scene" {
            if let sceneController { scenes[sceneController].segues += dockSegues }
            dockSegues = []
            sceneController = nil
        }
        stack.removeLast()
    }
}
