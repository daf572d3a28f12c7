import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An independent reading of a storyboard with Foundation's `XMLParser`, used only by the tests to
/// check the loader against a second implementation: scenes, kinds, identifiers, classes,
/// relationships and the initial controller, in document order.
final class StoryboardOracle: NSObject, XMLParserDelegate {
    struct SceneFacts: Equatable, CustomStringConvertible {
        var id: String?
        var kind: String
        var storyboardIdentifier: String?
        var customClass: String?
        var relationships: [String] = []
        var description: String { "\(kind) \(id ?? "-") \(storyboardIdentifier ?? "-") \(customClass ?? "-") \(relationships)" }
    }

    private(set) var scenes: [SceneFacts] = []
    private(set) var initialViewController: String?
    private var stack: [String] = []
    private var controllerDepth: Int?

    static func read(_ url: URL) -> StoryboardOracle? {
        guard let parser = XMLParser(contentsOf: url) else { return nil }
        let oracle = StoryboardOracle()
        parser.delegate = oracle
        return parser.parse() ? oracle : nil
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        stack.append(name)
        if stack.count == 1 { initialViewController = attributes["initialViewController"] }
        if let depth = controllerDepth {
            // Relationship segues in the controller's own <connections>.
            if name == "segue", stack.count == depth + 2, stack[depth] == "connections",
               attributes["kind"] == "relationship", let relationship = attributes["relationship"],
               let destination = attributes["destination"] {
                scenes[scenes.count - 1].relationships.append("\(relationship)→\(destination)")
            }
            return
        }
        let parent = stack.count >= 2 ? stack[stack.count - 2] : ""
        let isController = attributes["sceneMemberID"] == "viewController" || (name == "controller" && parent == "objects")
        guard isController else { return }
        controllerDepth = stack.count
        let identifier = attributes["storyboardIdentifier"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (name == "controller" ? attributes["identifier"] : nil)
        scenes.append(SceneFacts(id: attributes["id"], kind: name, storyboardIdentifier: identifier,
                                 customClass: attributes["customClass"]))
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if stack.count == controllerDepth { controllerDepth = nil }
        stack.removeLast()
    }
}
