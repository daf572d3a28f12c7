/// Writes a storyboard shaped like the ones Xcode writes: scenes of view controllers with view
/// trees (subviews, frames, colours, fonts, constraints, safe areas), table view controllers with
/// prototype cells, navigation and tab bar controllers joined by relationship segues, tab bar and
/// navigation items, outlets, actions, show and presentation segues, and the `<resources>` they use.
///
/// Two shapes:
/// - ``Shape/app(scenes:)``: an app's storyboard. Scene 0 is the initial tab bar controller
///   (storyboard identifier `MainTabs`) with 5 navigation children, each with its own root; the rest
///   is a mix of about 2% tab bar, 10% navigation, 25% table view and 63% plain view controllers.
///   About 85% of scenes have a storyboard identifier. Roughly 5 KB per scene.
/// - ``Shape/tabConfiguration(tabs:)``: a server-driven tab configuration, one tab bar controller
///   (identifier `Tabs`, initial) with `tabs` navigation children, each with a root view controller.
///
/// With `bare`, content controllers get an empty view (no subviews, cells or constraints): the
/// small configuration a server sends per request.
///
/// About 3% of texts are localized (non-ASCII) and a few carry `&amp;`, `&quot;` or `&#10;`, so the
/// parser's UTF-8 and reference paths are exercised. The same shape and seed give the same bytes.
struct StoryboardGenerator {
    enum Shape {
        case app(scenes: Int)
        case tabConfiguration(tabs: Int)
    }

    private enum Kind: String {
        case viewController, tableViewController, navigationController, tabBarController

        /// The suffix Xcode users give identifiers of this kind.
        var suffix: String {
            switch self {
            case .viewController: "ViewController"
            case .tableViewController: "TableViewController"
            case .navigationController: "NavigationController"
            case .tabBarController: "TabBarController"
            }
        }
    }

    private struct Planned {
        let kind: Kind
        let controllerID: String
        let sceneID: String
        var storyboardIdentifier: String?
        var children: [Int] = []
    }

    private var random: SeededRandom
    private var ids: ObjectIDs
    private var scenes: [Planned] = []
    private var contentScenes: [Int] = []
    private var systemImages: Set<String> = []
    private var assetImages: Set<String> = []
    private var systemColors: Set<String> = []
    private var namedColors: Set<String> = []
    private let bare: Bool

    init(shape: Shape, seed: UInt64, bare: Bool = false) {
        self.bare = bare
        random = SeededRandom(seed: seed)
        ids = ObjectIDs(seed: seed)
        plan(shape)
    }

    // MARK: - Plan

    private mutating func plan(_ shape: Shape) {
        var kinds: [Kind] = []
        var identifiers: [Int: String] = [:]
        switch shape {
        case .tabConfiguration(let tabs):
            kinds = [.tabBarController] + Array(repeating: .navigationController, count: tabs)
            for _ in 0..<tabs { kinds.append(random.chance(0.7) ? .viewController : .tableViewController) }
            identifiers[0] = "Tabs"
        case .app(let count):
            kinds = [.tabBarController] + Array(repeating: .navigationController, count: 5)
            for _ in 0..<5 { kinds.append(random.chance(0.6) ? .viewController : .tableViewController) }
            while kinds.count < max(count, 11) {
                let x = random.unit()
                kinds.append(x < 0.02 ? .tabBarController : x < 0.12 ? .navigationController
                             : x < 0.37 ? .tableViewController : .viewController)
            }
            identifiers[0] = "MainTabs"
        }
        var used = Set(identifiers.values)
        for (index, kind) in kinds.enumerated() {
            let controllerID = ids.next()
            var identifier = identifiers[index]
            if identifier == nil, random.chance(0.85) {
                let base = random.pick(Vocabulary.words) + random.pick(Vocabulary.words) + kind.suffix
                identifier = used.contains(base) ? "\(base)\(index)" : base
            }
            if let identifier { used.insert(identifier) }
            scenes.append(Planned(kind: kind, controllerID: controllerID, sceneID: ids.next(), storyboardIdentifier: identifier))
        }
        contentScenes = kinds.indices.filter { kinds[$0] == .viewController || kinds[$0] == .tableViewController }
        let navigations = kinds.indices.filter { kinds[$0] == .navigationController }

        // The fixed head: the initial tab bar controller, its navigation children and their roots.
        let headTabs: Int
        switch shape {
        case .tabConfiguration(let tabs): headTabs = tabs
        case .app: headTabs = 5
        }
        scenes[0].children = Array(1...headTabs)
        for tab in 1...headTabs { scenes[tab].children = [headTabs + tab] }
        for index in (2 * headTabs + 1)..<scenes.count {
            switch kinds[index] {
            case .navigationController:
                scenes[index].children = [random.pick(contentScenes)]
            case .tabBarController:
                let pool = navigations.count >= 2 ? navigations : contentScenes
                scenes[index].children = (0..<random.int(in: 2...5)).map { _ in random.pick(pool) }
            default:
                break
            }
        }
    }

    // MARK: - Document

    /// The whole storyboard as text.
    mutating func document() -> String {
        let sink = OutputSink()
        write(to: sink)
        sink.flush()
        return String(decoding: sink.captured, as: UTF8.self)
    }

    mutating func write(to out: OutputSink) {
        out.write("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \
        useSafeAreas="YES" colorMatched="YES" initialViewController="\(scenes[0].controllerID)">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <deployment identifier="iOS"/>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
                <capability name="Named colors" minToolsVersion="9.0"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                <capability name="System colors in document resources" minToolsVersion="11.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <scenes>

        """)
        for index in scenes.indices {
            writeScene(index, to: out)
        }
        out.write("    </scenes>\n    <resources>\n")
        for name in systemImages.sorted() {
            out.write("        <image name=\"\(name)\" catalog=\"system\" width=\"128\" height=\"\(100 + name.utf8.count * 3 % 28)\"/>\n")
        }
        for name in assetImages.sorted() {
            out.write("        <image name=\"\(name)\" width=\"\(40 + name.utf8.count * 17 % 300)\" height=\"\(40 + name.utf8.count * 7)\"/>\n")
        }
        for name in namedColors.sorted() {
            out.write("""
                    <namedColor name="\(name)">
                        <color red="0.20000000298023224" green="0.40000000596046448" blue="0.80000001192092896" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </namedColor>

            """)
        }
        for name in systemColors.sorted() {
            out.write("""
                    <systemColor name="\(name)">
                        <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </systemColor>

            """)
        }
        out.write("    </resources>\n</document>\n")
    }

    // MARK: - Scenes

    private mutating func writeScene(_ index: Int, to out: OutputSink) {
        let scene = scenes[index]
        let title = text()
        let indent = "                "
        out.write("        <!--\(Vocabulary.plain(title))-->\n        <scene sceneID=\"\(scene.sceneID)\">\n            <objects>\n")
        var attributes = ""
        if scene.kind == .navigationController { attributes += " automaticallyAdjustsScrollViewInsets=\"NO\"" }
        if let identifier = scene.storyboardIdentifier { attributes += " storyboardIdentifier=\"\(identifier)\"" }
        let isContent = scene.kind == .viewController || scene.kind == .tableViewController
        if isContent || random.chance(0.5) { attributes += " title=\"\(title)\"" }
        attributes += " id=\"\(scene.controllerID)\""
        if isContent || random.chance(0.3) {
            let className = scene.storyboardIdentifier ?? random.pick(Vocabulary.words) + random.pick(Vocabulary.words) + "Controller"
            attributes += " customClass=\"\(className)\" customModule=\"\(random.pick(Vocabulary.modules))\" customModuleProvider=\"target\""
        }
        out.write("\(indent)<\(scene.kind.rawValue)\(attributes) sceneMemberID=\"viewController\">\n")
        let inner = indent + "    "
        var connections: [String] = []
        var hasExit = false
        switch scene.kind {
        case .viewController:
            var targets = segueTargets(random.int(in: 0...3))
            if bare {
                out.write("\(inner)<view key=\"view\" contentMode=\"scaleToFill\" id=\"\(ids.next())\"/>\n")
            } else {
                contentView(inner, controller: scene.controllerID, targets: &targets, to: out)
            }
            if random.chance(0.4) { tabBarItem(inner, to: out) }
            navigationItem(inner, title: title, controller: scene.controllerID, to: out)
            for _ in 0..<random.int(in: 0...3) {
                connections.append("<outlet property=\"\(random.pick(Vocabulary.words).lowercased())\(random.pick(Vocabulary.outletSuffixes))\" destination=\"\(ids.next())\" id=\"\(ids.next())\"/>")
            }
            for target in targets {
                connections.append("<segue destination=\"\(target)\" kind=\"show\" identifier=\"show\(random.pick(Vocabulary.words))\" id=\"\(ids.next())\"/>")
            }
            for target in segueTargets(random.int(in: 0...1)) {
                connections.append("<segue destination=\"\(target)\" kind=\"presentation\" identifier=\"present\(random.pick(Vocabulary.words))\" modalPresentationStyle=\"\(random.pick(Vocabulary.presentationStyles))\" id=\"\(ids.next())\"/>")
            }
            hasExit = random.chance(0.2)
        case .tableViewController:
            if bare {
                out.write("\(inner)<tableView key=\"view\" contentMode=\"scaleToFill\" dataMode=\"prototypes\" id=\"\(ids.next())\"/>\n")
            } else {
                tableView(inner, controller: scene.controllerID, to: out)
            }
            if random.chance(0.3) { tabBarItem(inner, to: out) }
            out.write("\(inner)<navigationItem key=\"navigationItem\" title=\"\(title)\" id=\"\(ids.next())\"/>\n")
        case .navigationController:
            tabBarItem(inner, to: out)
            out.write("""
            \(inner)<toolbarItems/>
            \(inner)<navigationBar key="navigationBar" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="\(ids.next())">
            \(inner)    \(rect(width: "393", height: "44"))
            \(inner)    <autoresizingMask key="autoresizingMask"/>

            """)
            if random.chance(0.5) {
                out.write("\(inner)    <navigationBarAppearance key=\"standardAppearance\">\n\(inner)        \(color("backgroundColor"))\n\(inner)    </navigationBarAppearance>\n")
            }
            out.write("\(inner)</navigationBar>\n\(inner)<nil name=\"viewControllers\"/>\n")
            connections = relationships(of: scene, named: "rootViewController")
        case .tabBarController:
            out.write("""
            \(inner)<tabBar key="tabBar" contentMode="scaleToFill" id="\(ids.next())">
            \(inner)    \(rect(width: "393", height: "49"))
            \(inner)    <autoresizingMask key="autoresizingMask"/>
            \(inner)    <color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            \(inner)</tabBar>

            """)
            connections = relationships(of: scene, named: "viewControllers")
        }
        if !connections.isEmpty {
            out.write("\(inner)<connections>\n")
            for line in connections { out.write("\(inner)    \(line)\n") }
            out.write("\(inner)</connections>\n")
        }
        out.write("\(indent)</\(scene.kind.rawValue)>\n")
        out.write("\(indent)<placeholder placeholderIdentifier=\"IBFirstResponder\" id=\"\(ids.next())\" userLabel=\"First Responder\" customClass=\"UIResponder\" sceneMemberID=\"firstResponder\"/>\n")
        if hasExit { out.write("\(indent)<exit id=\"\(ids.next())\" userLabel=\"Exit\" sceneMemberID=\"exit\"/>\n") }
        out.write("""
                    </objects>
                    <point key="canvasLocation" x="\(random.int(in: -2000...8000))" y="\(random.int(in: -2000...8000))"/>
                </scene>

        """)
    }

    private mutating func relationships(of scene: Planned, named relationship: String) -> [String] {
        scene.children.map {
            "<segue destination=\"\(scenes[$0].controllerID)\" kind=\"relationship\" relationship=\"\(relationship)\" id=\"\(ids.next())\"/>"
        }
    }

    private mutating func segueTargets(_ count: Int) -> [String] {
        (0..<count).map { _ in scenes[random.pick(contentScenes)].controllerID }
    }

    // MARK: - Views

    private mutating func contentView(_ indent: String, controller: String, targets: inout [String], to out: OutputSink) {
        let guide = ids.next()
        out.write("""
        \(indent)<view key="view" contentMode="scaleToFill" id="\(ids.next())">
        \(indent)    \(rect(width: "393", height: "852"))
        \(indent)    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
        \(indent)    <subviews>

        """)
        var views: [String] = []
        subviews(indent + "        ", count: random.int(in: 2...4), nested: false, controller: controller, targets: &targets, views: &views, to: out)
        out.write("""
        \(indent)    </subviews>
        \(indent)    <viewLayoutGuide key="safeArea" id="\(guide)"/>
        \(indent)    \(color("backgroundColor"))

        """)
        constraints(indent + "    ", views: views, guide: guide, to: out)
        out.write("\(indent)</view>\n")
    }

    private mutating func subviews(_ indent: String, count: Int, nested: Bool, controller: String,
                                   targets: inout [String], views: inout [String], to out: OutputSink) {
        for _ in 0..<count {
            if !nested && random.chance(0.15) {
                let id = ids.next()
                views.append(id)
                out.write("""
                \(indent)<stackView opaque="NO" contentMode="scaleToFill" axis="\(random.pick(["vertical", "horizontal"]))" spacing="\(random.pick(["8", "12", "16"]))" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                \(indent)    \(rect())
                \(indent)    <subviews>

                """)
                subviews(indent + "        ", count: random.int(in: 2...3), nested: true, controller: controller, targets: &targets, views: &views, to: out)
                out.write("\(indent)    </subviews>\n\(indent)</stackView>\n")
            } else {
                leafView(indent, controller: controller, targets: &targets, views: &views, to: out)
            }
        }
    }

    private mutating func leafView(_ indent: String, controller: String, targets: inout [String], views: inout [String], to out: OutputSink) {
        let id = ids.next()
        views.append(id)
        let x = random.below(100)
        if x < 40 {
            out.write("""
            \(indent)<label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(text())" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="\(random.below(3))" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            \(indent)    \(rect())
            \(indent)    \(font())
            \(indent)    \(random.chance(0.6) ? color("textColor") : "<nil key=\"textColor\"/>")
            \(indent)    <nil key="highlightedColor"/>
            \(indent)</label>

            """)
        } else if x < 70 {
            let title = text()
            out.write("""
            \(indent)<button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            \(indent)    \(rect())
            \(indent)    <state key="normal" title="\(title)"/>
            \(indent)    <buttonConfiguration key="configuration" style="\(random.pick(["plain", "filled", "tinted", "gray"]))" title="\(title)"/>
            \(indent)    <connections>
            \(indent)        <action selector="\(random.pick(Vocabulary.words).lowercased())Tapped:" destination="\(controller)" eventType="touchUpInside" id="\(ids.next())"/>

            """)
            if !targets.isEmpty && random.chance(0.5) {
                out.write("\(indent)        <segue destination=\"\(targets.removeLast())\" kind=\"show\" identifier=\"show\(random.pick(Vocabulary.words))\" id=\"\(ids.next())\"/>\n")
            }
            out.write("\(indent)    </connections>\n\(indent)</button>\n")
        } else if x < 85 {
            let catalog: String
            let image: String
            if random.chance(0.5) {
                image = random.pick(Vocabulary.symbols)
                systemImages.insert(image)
                catalog = " catalog=\"system\""
            } else {
                image = random.pick(Vocabulary.assets)
                assetImages.insert(image)
                catalog = ""
            }
            out.write("""
            \(indent)<imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="\(image)"\(catalog) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            \(indent)    \(rect())
            \(indent)</imageView>

            """)
        } else if x < 95 {
            out.write("""
            \(indent)<textField opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="248" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="\(text())" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            \(indent)    \(rect(height: "34"))
            \(indent)    <fontDescription key="fontDescription" type="system" pointSize="14"/>
            \(indent)    <textInputTraits key="textInputTraits" autocorrectionType="no" returnKeyType="\(random.pick(["done", "next", "go"]))"/>
            \(indent)</textField>

            """)
        } else {
            out.write("""
            \(indent)<switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            \(indent)    \(rect(width: "51", height: "31"))
            \(indent)</switch>

            """)
        }
    }

    private mutating func constraints(_ indent: String, views: [String], guide: String, to out: OutputSink) {
        guard !views.isEmpty else { return }
        out.write("\(indent)<constraints>\n")
        for view in views {
            for _ in 0..<random.int(in: 1...2) {
                let attribute = random.pick(Vocabulary.layoutAttributes)
                if (attribute == "width" || attribute == "height") && random.chance(0.5) {
                    out.write("\(indent)    <constraint firstAttribute=\"\(attribute)\" constant=\"\(random.pick(["44", "120", "200", "31"]))\" id=\"\(ids.next())\"/>\n")
                } else {
                    let other = random.chance(0.3) ? guide : random.pick(views)
                    let constant = random.pick(["", " constant=\"16\"", " constant=\"8\"", " constant=\"-16\"", " constant=\"24\""])
                    out.write("\(indent)    <constraint firstItem=\"\(view)\" firstAttribute=\"\(attribute)\" secondItem=\"\(other)\" secondAttribute=\"\(attribute)\"\(constant) id=\"\(ids.next())\"/>\n")
                }
            }
        }
        out.write("\(indent)</constraints>\n")
    }

    private mutating func tableView(_ indent: String, controller: String, to out: OutputSink) {
        out.write("""
        \(indent)<tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="\(random.pick(["plain", "insetGrouped", "grouped"]))" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="\(ids.next())">
        \(indent)    \(rect(width: "393", height: "852"))
        \(indent)    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
        \(indent)    \(color("backgroundColor"))
        \(indent)    <prototypes>

        """)
        for _ in 0..<random.int(in: 1...2) {
            let cell = ids.next(), content = ids.next(), label = ids.next()
            let p = indent + "        "
            out.write("""
            \(p)<tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" reuseIdentifier="\(random.pick(Vocabulary.words))Cell" textLabel="\(label)" style="IBUITableViewCellStyleDefault" id="\(cell)">
            \(p)    \(rect(width: "393", height: "43.666667938232422"))
            \(p)    <autoresizingMask key="autoresizingMask"/>
            \(p)    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="\(cell)" id="\(content)">
            \(p)        \(rect(width: "362.66666666666669", height: "43.666667938232422"))
            \(p)        <autoresizingMask key="autoresizingMask"/>
            \(p)        <subviews>
            \(p)            <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="\(text())" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="\(label)">
            \(p)                \(rect(width: "338.66666666666669", height: "43.666667938232422"))
            \(p)                <autoresizingMask key="autoresizingMask"/>
            \(p)                <fontDescription key="fontDescription" type="system" pointSize="0.0"/>
            \(p)                <nil key="textColor"/>
            \(p)                <nil key="highlightedColor"/>
            \(p)            </label>
            \(p)        </subviews>
            \(p)    </tableViewCellContentView>
            \(p)    <connections>
            \(p)        <segue destination="\(segueTargets(1)[0])" kind="show" identifier="show\(random.pick(Vocabulary.words))" id="\(ids.next())"/>
            \(p)    </connections>
            \(p)</tableViewCell>

            """)
        }
        out.write("""
        \(indent)    </prototypes>
        \(indent)    <connections>
        \(indent)        <outlet property="dataSource" destination="\(controller)" id="\(ids.next())"/>
        \(indent)        <outlet property="delegate" destination="\(controller)" id="\(ids.next())"/>
        \(indent)    </connections>
        \(indent)</tableView>

        """)
    }

    private mutating func tabBarItem(_ indent: String, to out: OutputSink) {
        let symbol = random.pick(Vocabulary.symbols)
        systemImages.insert(symbol)
        systemImages.insert(symbol + ".fill")
        let badge = random.chance(0.3) ? " badgeValue=\"\(random.int(in: 1...99))\"" : ""
        out.write("\(indent)<tabBarItem key=\"tabBarItem\" title=\"\(text())\" image=\"\(symbol)\" catalog=\"system\" selectedImage=\"\(symbol).fill\"\(badge) id=\"\(ids.next())\"/>\n")
    }

    private mutating func navigationItem(_ indent: String, title: String, controller: String, to out: OutputSink) {
        guard random.chance(0.4) else {
            out.write("\(indent)<navigationItem key=\"navigationItem\" title=\"\(title)\" id=\"\(ids.next())\"/>\n")
            return
        }
        out.write("""
        \(indent)<navigationItem key="navigationItem" title="\(title)" id="\(ids.next())">
        \(indent)    <barButtonItem key="rightBarButtonItem" systemItem="\(random.pick(["add", "edit", "done", "action"]))" id="\(ids.next())">
        \(indent)        <connections>
        \(indent)            <action selector="barButtonTapped:" destination="\(controller)" id="\(ids.next())"/>
        \(indent)        </connections>
        \(indent)    </barButtonItem>
        \(indent)</navigationItem>

        """)
    }

    // MARK: - Leaves

    /// A user-visible text, already escaped for an attribute value.
    private mutating func text() -> String {
        let x = random.unit()
        if x < 0.03 { return random.pick(Vocabulary.localized) }
        if x < 0.05 { return "Terms &amp; Conditions" }
        if x < 0.06 { return "Tap &quot;Continue&quot; to proceed" }
        if x < 0.07 { return "Line one&#10;Line two" }
        return (0..<random.int(in: 1...3)).map { _ in random.pick(Vocabulary.words) }.joined(separator: " ")
    }

    private mutating func rect(width: String? = nil, height: String? = nil) -> String {
        let w = width ?? random.pick(["361", "343", "393", "120", "200", "44", "240.66666666666666"])
        let h = height ?? random.pick(["21", "34.333333333333336", "44", "50", "128", "200", "20.333333333333332"])
        return "<rect key=\"frame\" x=\"\(random.pick(["0.0", "16", "20", "24"]))\" y=\"\(random.pick(["0.0", "59", "103", "211.66666666666666", "420"]))\" width=\"\(w)\" height=\"\(h)\"/>"
    }

    private mutating func font() -> String {
        if random.chance(0.5) {
            return "<fontDescription key=\"fontDescription\" style=\"UICTFontTextStyle\(random.pick(["Body", "Headline", "Caption1", "Title2", "Footnote"]))\"/>"
        }
        return "<fontDescription key=\"fontDescription\" type=\"\(random.pick(["system", "boldSystem"]))\" pointSize=\"\(random.pick(["13", "15", "17", "20", "28"]))\"/>"
    }

    private mutating func color(_ key: String) -> String {
        let x = random.unit()
        if x < 0.5 {
            let name = random.pick(Vocabulary.systemColors)
            systemColors.insert(name)
            return "<color key=\"\(key)\" systemColor=\"\(name)\"/>"
        }
        if x < 0.65 {
            let name = random.pick(Vocabulary.namedColors)
            namedColors.insert(name)
            return "<color key=\"\(key)\" name=\"\(name)\"/>"
        }
        if x < 0.8 {
            return "<color key=\"\(key)\" white=\"\(random.pick(["0.0", "1", "0.33333333333333331", "0.66666666666666663"]))\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"genericGamma22GrayColorSpace\"/>"
        }
        return "<color key=\"\(key)\" red=\"\(component())\" green=\"\(component())\" blue=\"\(component())\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>"
    }

    /// A colour component as Xcode writes one: up to 17 significant digits.
    private mutating func component() -> String {
        "0.\(100_000_000_000_000 + random.below(900_000_000_000_000))"
    }
}
