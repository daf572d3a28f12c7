#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a whole app as Xcode lays one out, for the benchmark's whole-app runs: an Xcode project
/// with one application target whose resources are storyboards (each in `Base.lproj`, with a German
/// strings table of its titles in `de.lproj`), xibs of table view cells, collection view cells and
/// views with their File's Owner, and an asset catalog holding every image and colour they name.
///
/// Of `files` Interface Builder documents, two in five are storyboards (5 to 25 scenes each) and
/// the rest xibs, as in real apps, where xibs outnumber storyboards. The same count and seed give
/// the same bytes.
struct ProjectGenerator {
    private let files: Int
    private let seed: UInt64
    private var random: SeededRandom
    private var projectIDs = 0

    init(files: Int, seed: UInt64) {
        self.files = max(1, files)
        self.seed = seed
        random = SeededRandom(seed: seed &+ 0x5EED)
    }

    /// Writes the app into `root` (made if missing); false when a file could not be written.
    mutating func write(to root: String) -> Bool {
        let app = root + "/App"
        for folder in [root, app, app + "/Base.lproj", app + "/de.lproj", app + "/Views", root + "/App.xcodeproj",
                       app + "/Assets.xcassets"] {
            guard makeFolder(folder) else { return false }
        }
        let storyboards = max(1, files * 2 / 5)
        var storyboardNames: [String] = []
        var xibNames: [String] = []
        for index in 1...storyboards {
            let name = "Screen\(index)"
            var generator = StoryboardGenerator(shape: .app(scenes: 5 + index % 21), seed: seed &* 1000 &+ UInt64(index))
            let text = generator.document()
            guard save(text, to: "\(app)/Base.lproj/\(name).storyboard"),
                  save(ProjectGenerator.stringsTable(of: text), to: "\(app)/de.lproj/\(name).strings") else { return false }
            storyboardNames.append(name)
        }
        for index in 0..<(files - storyboards) {
            let kind = XibKind.allCases[index % XibKind.allCases.count]
            let name = "\(random.pick(Vocabulary.words))\(kind.suffix)\(index + 1)"
            guard save(xib(kind, name: name, seed: seed &* 7919 &+ UInt64(index)), to: "\(app)/Views/\(name).xib") else { return false }
            xibNames.append(name)
        }
        guard writeAssets(in: app + "/Assets.xcassets") else { return false }
        return save(project(storyboards: storyboardNames, xibs: xibNames), to: root + "/App.xcodeproj/project.pbxproj")
    }

    // MARK: - Strings

    /// A German table of the titles a storyboard holds (`"ID.title" = "…";`), as Xcode exports one.
    static func stringsTable(of storyboard: String) -> String {
        var table = ""
        for line in storyboard.split(separator: "\n") {
            guard let title = value(of: " title=\"", in: line), let id = value(of: " id=\"", in: line) else { continue }
            let element = line.drop { $0 == " " || $0 == "<" }.prefix { $0 != " " }
            table += "/* Class = \"\(element)\"; title = \"\(title)\"; ObjectID = \"\(id)\"; */\n"
            table += "\"\(id).title\" = \"\(title) (de)\";\n\n"
        }
        return table
    }

    private static func value(of prefix: String, in line: Substring) -> Substring? {
        guard let start = line.firstRange(of: prefix)?.upperBound else { return nil }
        return line[start...].prefix { $0 != "\"" }
    }

    // MARK: - Xibs

    enum XibKind: CaseIterable {
        case tableCell, collectionCell, view

        var suffix: String {
            switch self {
            case .tableCell: "Cell"
            case .collectionCell: "CollectionCell"
            case .view: "View"
            }
        }
    }

    /// A xib as Xcode writes one: a cell (with its reuse identifier) or a view owned by a view
    /// controller, labels, an image and a button with constraints, outlets to them.
    private mutating func xib(_ kind: XibKind, name: String, seed: UInt64) -> String {
        var ids = ObjectIDs(seed: seed)
        let root = ids.next()
        let labels = (0..<random.int(in: 1...3)).map { _ in (ids.next(), random.pick(Vocabulary.words)) }
        let image = ids.next(), button = ids.next()
        let owner = kind == .view ? " customClass=\"\(name)Controller\" customModule=\"App\" customModuleProvider=\"target\"" : ""
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <dependencies>
                    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
                    <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                    <capability name="System colors in document resources" minToolsVersion="11.0"/>
                    <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
                </dependencies>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"\(owner)>

            """
        if kind == .view {
            text += """
                            <connections>
                                <outlet property="view" destination="\(root)" id="\(ids.next())"/>
                            </connections>

                """
        }
        text += "            </placeholder>\n"
        text += "            <placeholder placeholderIdentifier=\"IBFirstResponder\" id=\"-2\" customClass=\"UIResponder\"/>\n"
        let content: String
        switch kind {
        case .tableCell:
            content = ids.next()
            text += "            <tableViewCell contentMode=\"scaleToFill\" selectionStyle=\"default\" indentationWidth=\"10\" reuseIdentifier=\"\(name)\" rowHeight=\"64\" id=\"\(root)\" customClass=\"\(name)\" customModule=\"App\" customModuleProvider=\"target\">\n"
            text += "                <rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"393\" height=\"64\"/>\n"
            text += "                <autoresizingMask key=\"autoresizingMask\" flexibleMaxX=\"YES\" flexibleMaxY=\"YES\"/>\n"
            text += "                <tableViewCellContentView key=\"contentView\" opaque=\"NO\" clipsSubviews=\"YES\" multipleTouchEnabled=\"YES\" contentMode=\"center\" tableViewCell=\"\(root)\" id=\"\(content)\">\n"
        case .collectionCell:
            content = ids.next()
            text += "            <collectionViewCell opaque=\"NO\" clipsSubviews=\"YES\" multipleTouchEnabled=\"YES\" contentMode=\"center\" reuseIdentifier=\"\(name)\" id=\"\(root)\" customClass=\"\(name)\" customModule=\"App\" customModuleProvider=\"target\">\n"
            text += "                <rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"160\" height=\"200\"/>\n"
            text += "                <autoresizingMask key=\"autoresizingMask\" flexibleMaxX=\"YES\" flexibleMaxY=\"YES\"/>\n"
            text += "                <view key=\"contentView\" opaque=\"NO\" clipsSubviews=\"YES\" multipleTouchEnabled=\"YES\" contentMode=\"center\" id=\"\(content)\">\n"
        case .view:
            content = root
            text += "            <view contentMode=\"scaleToFill\" id=\"\(root)\">\n"
        }
        text += "                    <rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"393\" height=\"64\"/>\n"
        text += "                    <autoresizingMask key=\"autoresizingMask\"/>\n"
        text += "                    <subviews>\n"
        text += "                        <imageView clipsSubviews=\"YES\" userInteractionEnabled=\"NO\" contentMode=\"scaleAspectFit\" horizontalHuggingPriority=\"251\" verticalHuggingPriority=\"251\" image=\"\(random.pick(Vocabulary.assets))\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(image)\">\n"
        text += "                            <rect key=\"frame\" x=\"16\" y=\"12\" width=\"40\" height=\"40\"/>\n"
        text += "                        </imageView>\n"
        for (index, label) in labels.enumerated() {
            let title = random.chance(0.03) ? random.pick(Vocabulary.localized) : "\(label.1) \(index + 1)"
            text += "                        <label opaque=\"NO\" userInteractionEnabled=\"NO\" contentMode=\"left\" horizontalHuggingPriority=\"251\" verticalHuggingPriority=\"251\" text=\"\(title)\" textAlignment=\"natural\" lineBreakMode=\"tailTruncation\" baselineAdjustment=\"alignBaselines\" adjustsFontSizeToFit=\"NO\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(label.0)\">\n"
            text += "                            <rect key=\"frame\" x=\"72\" y=\"\(12 + index * 16)\" width=\"240\" height=\"16\"/>\n"
            text += "                            <fontDescription key=\"fontDescription\" style=\"UICTFontTextStyleBody\"/>\n"
            text += "                            <color key=\"textColor\" systemColor=\"\(random.pick(Vocabulary.systemColors))\"/>\n"
            text += "                            <nil key=\"highlightedColor\"/>\n"
            text += "                        </label>\n"
        }
        text += "                        <button opaque=\"NO\" contentMode=\"scaleToFill\" contentHorizontalAlignment=\"center\" contentVerticalAlignment=\"center\" buttonType=\"system\" lineBreakMode=\"middleTruncation\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(button)\">\n"
        text += "                            <rect key=\"frame\" x=\"329\" y=\"16\" width=\"48\" height=\"32\"/>\n"
        text += "                            <state key=\"normal\" title=\"\(random.pick(Vocabulary.words))\"/>\n"
        text += "                        </button>\n"
        text += "                    </subviews>\n"
        text += "                    <color key=\"backgroundColor\" name=\"\(random.pick(Vocabulary.namedColors))\"/>\n"
        text += "                    <constraints>\n"
        for (first, second) in [(image, content), (button, content)] + labels.map({ ($0.0, image) }) {
            let attribute = random.pick(Vocabulary.layoutAttributes)
            text += "                        <constraint firstItem=\"\(first)\" firstAttribute=\"\(attribute)\" secondItem=\"\(second)\" secondAttribute=\"\(attribute)\" constant=\"16\" id=\"\(ids.next())\"/>\n"
        }
        text += "                    </constraints>\n"
        switch kind {
        case .tableCell:
            text += "                </tableViewCellContentView>\n"
        case .collectionCell:
            text += "                </view>\n"
        case .view:
            break
        }
        text += "                <connections>\n"
        text += "                    <outlet property=\"iconView\" destination=\"\(image)\" id=\"\(ids.next())\"/>\n"
        for (index, label) in labels.enumerated() {
            text += "                    <outlet property=\"label\(index)\" destination=\"\(label.0)\" id=\"\(ids.next())\"/>\n"
        }
        text += "                    <action selector=\"tapped:\" destination=\"\(kind == .view ? "-1" : root)\" eventType=\"touchUpInside\" id=\"\(ids.next())\"/>\n"
        text += "                </connections>\n"
        text += "                <point key=\"canvasLocation\" x=\"137\" y=\"20\"/>\n"
        switch kind {
        case .tableCell: text += "            </tableViewCell>\n"
        case .collectionCell: text += "            </collectionViewCell>\n"
        case .view: text += "            </view>\n"
        }
        text += "        </objects>\n"
        text += "    </document>\n"
        // The document's lines are indented four spaces less than written above.
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : String($0) }
            .joined(separator: "\n")
    }

    // MARK: - Assets

    /// An asset catalog with an image set for every image name and a colour set for every named
    /// colour the generator draws from (no pixels: the catalog says what exists).
    private func writeAssets(in catalog: String) -> Bool {
        let info = "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"
        guard save(info, to: catalog + "/Contents.json") else { return false }
        for image in Vocabulary.assets {
            let folder = "\(catalog)/\(image).imageset"
            let contents = "{\n  \"images\" : [\n    { \"idiom\" : \"universal\", \"scale\" : \"1x\" },\n    { \"idiom\" : \"universal\", \"scale\" : \"2x\" },\n    { \"idiom\" : \"universal\", \"scale\" : \"3x\" }\n  ],\n  \"info\" : { \"author\" : \"xcode\", \"version\" : 1 }\n}\n"
            guard makeFolder(folder), save(contents, to: folder + "/Contents.json") else { return false }
        }
        for color in Vocabulary.namedColors {
            let folder = "\(catalog)/\(color).colorset"
            let contents = "{\n  \"colors\" : [\n    { \"idiom\" : \"universal\", \"color\" : { \"color-space\" : \"srgb\", \"components\" : { \"red\" : \"0.2\", \"green\" : \"0.4\", \"blue\" : \"0.8\", \"alpha\" : \"1.000\" } } }\n  ],\n  \"info\" : { \"author\" : \"xcode\", \"version\" : 1 }\n}\n"
            guard makeFolder(folder), save(contents, to: folder + "/Contents.json") else { return false }
        }
        return true
    }

    // MARK: - The project file

    /// The next object id of the project file: 24 hexadecimal digits, as Xcode makes them.
    private mutating func nextID() -> String {
        projectIDs += 1
        let value = String(projectIDs, radix: 16, uppercase: true)
        return "5EED" + String(repeating: "0", count: 20 - value.count) + value
    }

    /// `project.pbxproj`: one application target whose Resources phase copies every storyboard (a
    /// variant group of its base and its German table), every xib and the asset catalog.
    private mutating func project(storyboards: [String], xibs: [String]) -> String {
        let projectID = nextID(), mainGroup = nextID(), appGroup = nextID(), productsGroup = nextID()
        let target = nextID(), resources = nextID(), product = nextID(), assets = nextID(), assetsBuild = nextID()
        let projectConfigurations = nextID(), targetConfigurations = nextID()
        let projectDebug = nextID(), targetDebug = nextID()
        var objects: [String] = []
        var appChildren: [String] = []
        var buildFiles: [String] = []
        for name in storyboards {
            let group = nextID(), base = nextID(), german = nextID(), build = nextID()
            objects.append("\t\t\(group) /* \(name).storyboard */ = {isa = PBXVariantGroup; children = (\(base) /* Base */, \(german) /* de */, ); name = \(name).storyboard; sourceTree = \"<group>\"; };")
            objects.append("\t\t\(base) /* Base */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/\(name).storyboard; sourceTree = \"<group>\"; };")
            objects.append("\t\t\(german) /* de */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = de; path = de.lproj/\(name).strings; sourceTree = \"<group>\"; };")
            objects.append("\t\t\(build) /* \(name).storyboard in Resources */ = {isa = PBXBuildFile; fileRef = \(group) /* \(name).storyboard */; };")
            appChildren.append("\(group) /* \(name).storyboard */")
            buildFiles.append("\(build) /* \(name).storyboard in Resources */")
        }
        for name in xibs {
            let file = nextID(), build = nextID()
            objects.append("\t\t\(file) /* \(name).xib */ = {isa = PBXFileReference; lastKnownFileType = file.xib; path = Views/\(name).xib; sourceTree = \"<group>\"; };")
            objects.append("\t\t\(build) /* \(name).xib in Resources */ = {isa = PBXBuildFile; fileRef = \(file) /* \(name).xib */; };")
            appChildren.append("\(file) /* \(name).xib */")
            buildFiles.append("\(build) /* \(name).xib in Resources */")
        }
        objects.append("\t\t\(assets) /* Assets.xcassets */ = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = \"<group>\"; };")
        objects.append("\t\t\(assetsBuild) /* Assets.xcassets in Resources */ = {isa = PBXBuildFile; fileRef = \(assets) /* Assets.xcassets */; };")
        appChildren.append("\(assets) /* Assets.xcassets */")
        buildFiles.append("\(assetsBuild) /* Assets.xcassets in Resources */")
        objects.append("\t\t\(product) /* App.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };")
        objects.append("\t\t\(mainGroup) = {isa = PBXGroup; children = (\(appGroup) /* App */, \(productsGroup) /* Products */, ); sourceTree = \"<group>\"; };")
        objects.append("\t\t\(appGroup) /* App */ = {isa = PBXGroup; children = (\(appChildren.joined(separator: ", ")), ); path = App; sourceTree = \"<group>\"; };")
        objects.append("\t\t\(productsGroup) /* Products */ = {isa = PBXGroup; children = (\(product) /* App.app */, ); name = Products; sourceTree = \"<group>\"; };")
        objects.append("\t\t\(resources) /* Resources */ = {isa = PBXResourcesBuildPhase; buildActionMask = 2147483647; files = (\(buildFiles.joined(separator: ", ")), ); runOnlyForDeploymentPostprocessing = 0; };")
        objects.append("\t\t\(target) /* App */ = {isa = PBXNativeTarget; buildConfigurationList = \(targetConfigurations); buildPhases = (\(resources) /* Resources */, ); buildRules = ( ); dependencies = ( ); name = App; productName = App; productReference = \(product) /* App.app */; productType = \"com.apple.product-type.application\"; };")
        objects.append("\t\t\(projectDebug) /* Debug */ = {isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 16.0; SDKROOT = iphoneos; }; name = Debug; };")
        objects.append("\t\t\(targetDebug) /* Debug */ = {isa = XCBuildConfiguration; buildSettings = { PRODUCT_BUNDLE_IDENTIFIER = com.example.App; PRODUCT_NAME = \"$(TARGET_NAME)\"; }; name = Debug; };")
        objects.append("\t\t\(projectConfigurations) = {isa = XCConfigurationList; buildConfigurations = (\(projectDebug) /* Debug */, ); defaultConfigurationName = Debug; };")
        objects.append("\t\t\(targetConfigurations) = {isa = XCConfigurationList; buildConfigurations = (\(targetDebug) /* Debug */, ); defaultConfigurationName = Debug; };")
        objects.append("\t\t\(projectID) /* Project object */ = {isa = PBXProject; buildConfigurationList = \(projectConfigurations); compatibilityVersion = \"Xcode 14.0\"; developmentRegion = en; hasScannedForEncodings = 0; knownRegions = (en, Base, de, ); mainGroup = \(mainGroup); productRefGroup = \(productsGroup) /* Products */; projectDirPath = \"\"; projectRoot = \"\"; targets = (\(target) /* App */, ); };")
        return "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 56;\n\tobjects = {\n\n"
            + objects.joined(separator: "\n") + "\n\t};\n\trootObject = \(projectID) /* Project object */;\n}\n"
    }

    // MARK: - Files

    private func makeFolder(_ path: String) -> Bool {
        mkdir(path, 0o755) == 0 || errno == EEXIST
    }

    private func save(_ text: String, to path: String) -> Bool {
        guard let sink = OutputSink(path: path) else { return false }
        sink.write(text)
        return sink.close()
    }
}
