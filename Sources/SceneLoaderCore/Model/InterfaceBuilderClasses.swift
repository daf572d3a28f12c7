/// The class each Interface Builder element stands for when it has no custom class, on each
/// platform: what a xib's objects are (`tableViewCell` is a `UITableViewCell`, `customView` an
/// `NSView`). Controllers come from ``ControllerKind/defaultClassName(on:)``.
public enum InterfaceBuilderClasses {
    /// The class `element` stands for on `platform`: a controller's from ``ControllerKind``, a
    /// view's or another object's from the platform's table, else the element's name capitalised
    /// with the platform's prefix (`UI` for iOS and tvOS, `NS` for macOS, `WKInterface` for watchOS),
    /// which is how Interface Builder names the elements it adds.
    public static func className(of element: String, on platform: DocumentInfo.Platform) -> String {
        if let controller = ControllerKind.defaultClasses(on: platform)[element] { return controller }
        if let known = objectClasses(on: platform)[element] { return known }
        let prefix = switch platform {
        case .iOS, .tvOS: "UI"
        case .macOS: "NS"
        case .watchOS: "WKInterface"
        }
        return prefix + element.prefix(1).uppercased() + element.dropFirst()
    }

    /// The elements a table or collection view registers a nib for.
    public static let reusableViewElements: Set<String> = [
        "tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView",
    ]

    /// Whether `element` is a controller element (one of ``ControllerKind``'s elements, or a name
    /// ending in `ViewController`), as a hand-written storyboard's scene is recognised.
    public static func isController(_ element: String) -> Bool {
        element.hasSuffix("ViewController") || ControllerKind.knownElements.contains(element)
    }

    private static func objectClasses(on platform: DocumentInfo.Platform) -> [String: String] {
        switch platform {
        case .iOS, .tvOS, .watchOS: uiKit
        case .macOS: appKit
        }
    }

    /// UIKit's elements whose class is not the capitalised name with `UI` before it.
    private static let uiKit: [String: String] = [
        "customObject": "NSObject",
        "placeholder": "NSObject",
        "pongPressGestureRecognizer": "UILongPressGestureRecognizer",
        "constraint": "NSLayoutConstraint",
        "viewLayoutGuide": "UILayoutGuide",
        "collectionViewCellContentView": "UIView",
        "mapView": "MKMapView",
        "wkWebView": "WKWebView",
        "mtkView": "MTKView",
        "glkView": "GLKView",
        "sceneKitView": "SCNView",
        "skView": "SKView",
        "arscnView": "ARSCNView",
        "arskView": "ARSKView",
        "avPlayerView": "AVPlayerView",
        "imageView": "UIImageView",
        "switch": "UISwitch",
    ]

    /// AppKit's elements whose class is not the capitalised name with `NS` before it.
    private static let appKit: [String: String] = [
        "customObject": "NSObject",
        "customView": "NSView",
        "constraint": "NSLayoutConstraint",
        "placeholder": "NSObject",
        "mapView": "MKMapView",
        "wkWebView": "WKWebView",
        "sceneView": "SCNView",
        "avPlayerView": "AVPlayerView",
        "pdfView": "PDFView",
        "textView": "NSTextView",
        "collectionViewItem": "NSCollectionViewItem",
    ]
}
