import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

// xmlparser-peer FILE: the peer to beat. Foundation's XMLParser, as a typical Swift developer writes
// it, collecting the registry SceneLoader builds: every scene controller with its identifiers, class,
// title, tab bar and navigation items, relationships and segues, an index by storyboard identifier,
// and the image resources. Prints `seconds=S scenes=N identifiers=N images=N` (S: in-process).

struct TabItem {
    let title: String?
    let image: String?
    let selectedImage: String?
    let badgeValue: String?
}

struct SegueInfo {
    let kind: String
    let identifier: String?
    let destination: String?
    let relationship: String?
}

struct SceneInfo {
    let kind: String
    let id: String?
    let storyboardIdentifier: String?
    let customClass: String?
    let customModule: String?
    let title: String?
    var tabBarItem: TabItem?
    var navigationTitle: String?
    var segues: [SegueInfo] = []
}

final class StoryboardParser: NSObject, XMLParserDelegate {
    private(set) var scenes: [SceneInfo] = []
    private(set) var byIdentifier: [String: Int] = [:]
    private(set) var images: [String] = []
    private var path: [String] = []
    private var current: SceneInfo?
    private var controllerDepth = 0

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes: [String: String] = [:]) {
        path.append(elementName)
        if current == nil {
            if attributes["sceneMemberID"] == "viewController" {
                current = SceneInfo(
                    kind: elementName, id: attributes["id"], storyboardIdentifier: attributes["storyboardIdentifier"],
                    customClass: attributes["customClass"], customModule: attributes["customModule"],
                    title: attributes["title"])
                controllerDepth = path.count
            } else if elementName == "image", path.dropLast().last == "resources", let name = attributes["name"] {
                images.append(name)
            }
            return
        }
        if elementName == "segue", let kind = attributes["kind"] {
            current?.segues.append(SegueInfo(kind: kind, identifier: attributes["identifier"],
                                             destination: attributes["destination"], relationship: attributes["relationship"]))
        } else if path.count == controllerDepth + 1 {
            if elementName == "tabBarItem" {
                current?.tabBarItem = TabItem(title: attributes["title"], image: attributes["image"],
                                              selectedImage: attributes["selectedImage"], badgeValue: attributes["badgeValue"])
            } else if elementName == "navigationItem" {
                current?.navigationTitle = attributes["title"]
            }
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        if path.count == controllerDepth, let scene = current {
            if let identifier = scene.storyboardIdentifier { byIdentifier[identifier] = scenes.count }
            scenes.append(scene)
            current = nil
        }
        path.removeLast()
    }
}

guard CommandLine.arguments.count == 2 else {
    print("usage: xmlparser-peer FILE")
    exit(2)
}
let start = Date()
guard let parser = XMLParser(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1])) else {
    print("error: cannot open \(CommandLine.arguments[1])")
    exit(1)
}
let delegate = StoryboardParser()
parser.delegate = delegate
let ok = parser.parse()
let seconds = Date().timeIntervalSince(start)
print("seconds=\(seconds) scenes=\(delegate.scenes.count) identifiers=\(delegate.byIdentifier.count) images=\(delegate.images.count) ok=\(ok)")
exit(ok ? 0 : 1)
