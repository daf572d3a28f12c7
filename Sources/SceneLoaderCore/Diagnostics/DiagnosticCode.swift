/// A stable code naming a kind of problem, printed in brackets after a diagnostic
/// (`[scene.duplicate-identifier]`).
///
/// Codes never change once published, while messages may be reworded: tests and tools should match
/// codes. The set is open: libxml2's errors map to `xml.N`, where N is libxml2's error number.
public struct DiagnosticCode: RawRepresentable, Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The code's text.
    public let rawValue: String

    /// Creates a code from its text.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates a code from a literal.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// The code's text.
    public var description: String { rawValue }

    /// libxml2's well-formedness or encoding error number `number`.
    public static func xml(_ number: Int) -> DiagnosticCode { DiagnosticCode(rawValue: "xml.\(number)") }

    // MARK: Reading the file

    /// The file does not exist.
    public static let fileNotFound: DiagnosticCode = "io.not-found"
    /// The file exists but cannot be read.
    public static let fileUnreadable: DiagnosticCode = "io.unreadable"
    /// The process may not read the file.
    public static let permissionDenied: DiagnosticCode = "io.permission-denied"
    /// The path is a directory, FIFO, device or socket, not a regular file.
    public static let notRegularFile: DiagnosticCode = "io.not-regular"
    /// The path is a chain of symbolic links that never ends.
    public static let symlinkLoop: DiagnosticCode = "io.symlink-loop"
    /// The file is larger than ``ParserLimits/maxFileSize``.
    public static let fileTooLarge: DiagnosticCode = "io.too-large"
    /// No storyboard of that name in the bundle directory.
    public static let storyboardNotFound: DiagnosticCode = "io.storyboard-not-found"

    // MARK: What the bytes are

    /// The file is empty or holds only white space.
    public static let emptyInput: DiagnosticCode = "input.empty"
    /// The file is gzip-compressed; compressed input is refused, never inflated.
    public static let gzipInput: DiagnosticCode = "input.gzip"
    /// The file is an archive or binary format (ZIP, bzip2, xz, binary plist, compiled nib, git-crypt).
    public static let binaryInput: DiagnosticCode = "input.binary"
    /// The file is in an encoding the loader does not read (UTF-16, UCS-4, EBCDIC, UTF-7 and any
    /// other that is not UTF-8, US-ASCII or ISO-8859-1 to -16), or its byte-order mark and
    /// declaration disagree.
    public static let unsupportedEncoding: DiagnosticCode = "input.encoding"
    /// The file has a `<!DOCTYPE>`; DTDs and entities are refused.
    public static let doctype: DiagnosticCode = "input.doctype"
    /// The root element is not a storyboard `document`.
    public static let notAStoryboard: DiagnosticCode = "input.not-storyboard"
    /// A line starts with a merge-conflict marker (`<<<<<<<`): a conflict was committed unresolved.
    public static let mergeConflict: DiagnosticCode = "input.merge-conflict"

    // MARK: Limits

    /// Elements nest deeper than ``ParserLimits/maxDepth``.
    public static let depthLimit: DiagnosticCode = "limit.depth"
    /// More elements than ``ParserLimits/maxElements``.
    public static let elementLimit: DiagnosticCode = "limit.elements"
    /// More kept objects (controllers, segues, scene members, images) than ``ParserLimits/maxObjects``.
    public static let objectLimit: DiagnosticCode = "limit.objects"
    /// An element with more attributes than ``ParserLimits/maxAttributes``.
    public static let attributeLimit: DiagnosticCode = "limit.attributes"
    /// More namespace declarations than ``ParserLimits/maxNamespaceDeclarations``.
    public static let namespaceLimit: DiagnosticCode = "limit.namespaces"
    /// A name longer than ``ParserLimits/maxNameLength``.
    public static let nameLimit: DiagnosticCode = "limit.name"
    /// An attribute value longer than ``ParserLimits/maxAttributeLength``.
    public static let attributeLengthLimit: DiagnosticCode = "limit.attribute-length"
    /// Text longer than ``ParserLimits/maxTextLength``.
    public static let textLimit: DiagnosticCode = "limit.text"
    /// An identifier longer than ``ParserLimits/maxIdentifierLength``.
    public static let identifierLimit: DiagnosticCode = "limit.identifier"

    // MARK: Meaning

    /// Two controllers share a `storyboardIdentifier`.
    public static let duplicateStoryboardIdentifier: DiagnosticCode = "scene.duplicate-identifier"
    /// Two objects share an `id`.
    public static let duplicateObjectID: DiagnosticCode = "scene.duplicate-id"
    /// An identifier or id is the empty string.
    public static let emptyIdentifier: DiagnosticCode = "scene.empty-identifier"
    /// Two identifiers differ in their bytes but are canonically equal Unicode, so they look the same.
    public static let equivalentIdentifiers: DiagnosticCode = "scene.equivalent-identifiers"
    /// A relationship segue names a destination that is not a controller in the file.
    public static let relationshipDestinationNotFound: DiagnosticCode = "relationship.destination-not-found"
    /// A relationship segue without a `relationship` or `destination` attribute.
    public static let incompleteRelationship: DiagnosticCode = "relationship.incomplete"
    /// A controller is its own child, or relationships form a cycle.
    public static let relationshipCycle: DiagnosticCode = "relationship.cycle"
    /// A controller is the destination of more than one relationship: each container makes its
    /// own instance of it.
    public static let multipleParents: DiagnosticCode = "relationship.multiple-parents"
    /// A tab bar controller is inside another container; Apple's documentation says it should be
    /// the window's root (UIKit installs it anyway).
    public static let tabBarControllerNotRoot: DiagnosticCode = "relationship.tab-bar-not-root"
    /// A segue names a destination that is not an object in the file.
    public static let segueDestinationNotFound: DiagnosticCode = "segue.destination-not-found"
    /// `initialViewController` names no controller in the file.
    public static let initialControllerNotFound: DiagnosticCode = "document.initial-not-found"
    /// A tab bar item or image names an image that no asset catalog has.
    public static let imageNotFound: DiagnosticCode = "image.not-found"

    // MARK: Instantiation

    /// No controller has the identifier given to `instantiateViewController(withIdentifier:)`.
    public static let unknownIdentifier: DiagnosticCode = "instantiate.unknown-identifier"
    /// The scene, or a controller it contains, has an error diagnostic.
    public static let invalidScene: DiagnosticCode = "instantiate.invalid-scene"
    /// The controller tree would nest containers deeper than ``Storyboard/maxInstantiationDepth``,
    /// or reach a controller through more relationships than the storyboard has controllers.
    public static let instantiationTooLarge: DiagnosticCode = "instantiate.too-large"
    /// The class registered for a scene's custom class (``ViewControllerClasses``), or the
    /// controller a creator returned, does not fit the scene: not its kind's class, or not made
    /// for the scene.
    public static let customClassMismatch: DiagnosticCode = "instantiate.class-mismatch"

    // MARK: Generating Swift

    /// A storyboard or scene gets no generated code: another platform's storyboard, or a scene
    /// that does not instantiate (a note; its own diagnostics say why).
    public static let codegenSkipped: DiagnosticCode = "codegen.skipped"
    /// A custom class or module name is not a Swift identifier: the generated code uses the
    /// platform's class, or the unqualified name (a warning).
    public static let codegenInvalidName: DiagnosticCode = "codegen.invalid-name"

    // MARK: Bundles and references across files

    /// A bundle holds two storyboards with the same name and localization (a warning; the first
    /// by path is the one loaded).
    public static let duplicateStoryboard: DiagnosticCode = "bundle.duplicate-storyboard"
    /// A compiled `.storyboardc` was found and passed over (a note).
    public static let compiledStoryboard: DiagnosticCode = "bundle.compiled-storyboard"
    /// The bundle's folder tree is larger or deeper than the discovery limits.
    public static let bundleTooLarge: DiagnosticCode = "bundle.too-large"
    /// A file or folder of the bundle's tree whose name is not UTF-8: it cannot be named in a
    /// path the package reads, so it is reported and not read (a warning).
    public static let unreadableName: DiagnosticCode = "bundle.unreadable-name"
    /// A storyboard reference names a storyboard the bundle does not have.
    public static let referencedStoryboardNotFound: DiagnosticCode = "reference.storyboard-not-found"
    /// A storyboard reference names an identifier the referenced storyboard does not have.
    public static let referencedIdentifierNotFound: DiagnosticCode = "reference.identifier-not-found"
    /// A storyboard reference names no identifier and the referenced storyboard has no initial controller.
    public static let referencedInitialNotFound: DiagnosticCode = "reference.no-initial"
    /// Storyboard references and containment loop across files (A's initial contains a reference
    /// to B's initial, which contains one back to A): instantiating would never end.
    public static let referenceCycle: DiagnosticCode = "reference.cycle"
    /// A chain of storyboard references longer than instantiation follows
    /// (64 storyboards): instantiating it fails.
    public static let referenceChainTooLong: DiagnosticCode = "reference.chain-too-long"
    /// A storyboard reference names a bundle identifier that no bundle on the search path has (a
    /// warning: the reference is not checked).
    public static let unknownBundle: DiagnosticCode = "reference.unknown-bundle"

    // MARK: Localizations

    /// A localized variant's initial controller differs from the base storyboard's.
    public static let localizedInitialDiffers: DiagnosticCode = "localization.initial-differs"
    /// A localized variant lacks a storyboard identifier the base storyboard has, or has one it lacks.
    public static let localizedIdentifiersDiffer: DiagnosticCode = "localization.identifiers-differ"
    /// A localized variant lacks a segue identifier the base storyboard has, or has one it lacks.
    public static let localizedSegueIdentifiersDiffer: DiagnosticCode = "localization.segue-identifiers-differ"
    /// A storyboard's strings table has a key whose object id no object of the storyboard has (a
    /// translation of something deleted or replaced).
    public static let staleLocalizationKey: DiagnosticCode = "localization.stale-key"
    /// An object's localizable string has no translation in a language the storyboard is
    /// translated into: users of that language see the base text.
    public static let missingTranslation: DiagnosticCode = "localization.missing-translation"
    /// A language the project declares (an `xx.lproj` folder beside the storyboard's) has no strings
    /// table for a storyboard that other languages translate.
    public static let missingStringsTable: DiagnosticCode = "localization.missing-table"

    // MARK: Strings tables

    /// A `.strings` or `.xcstrings` file cannot be read as one: a syntax error (an unterminated
    /// string or comment, a missing `;`), bytes in no encoding it may have, or a String Catalog
    /// that is not the JSON Xcode writes; at its line and column.
    public static let stringsSyntax: DiagnosticCode = "strings.syntax"
    /// A strings file is larger, or holds more or longer strings, than ``StringsTable/Limits`` allow.
    public static let stringsLimit: DiagnosticCode = "strings.limit"
    /// A `.strings` file gives one key twice (a warning: the later value is used).
    public static let stringsDuplicateKey: DiagnosticCode = "strings.duplicate-key"

    // MARK: scene-inspect

    // The command-line tool reports these itself; the library never does.

    /// An output file, or standard output, cannot be written (for standard output `scene-inspect`
    /// exits with status 3).
    public static let fileUnwritable: DiagnosticCode = "io.unwritable"
    /// An operand inside the working directory that symbolic links lead outside it: refused unless
    /// `--allow-outside` says to follow it.
    public static let outsideWorkingDirectory: DiagnosticCode = "io.outside-working-directory"
    /// `instantiate --initial` on a storyboard without an initial view controller.
    public static let noInitialController: DiagnosticCode = "instantiate.no-initial"
    /// `render` names a controller that is not a tab bar controller, or the storyboard has none.
    public static let renderNotTabBar: DiagnosticCode = "render.not-tab-bar"
    /// `render --png` finds no `rsvg-convert` on `PATH`.
    public static let renderNoRasterizer: DiagnosticCode = "render.no-rasterizer"
    /// `rsvg-convert` failed, or could not be started, making `render --png`'s picture.
    public static let renderRasterizerFailed: DiagnosticCode = "render.rasterizer-failed"
    /// A file or folder of an asset catalog cannot be read (an ``AssetIssue``).
    public static let assetUnreadable: DiagnosticCode = "asset.unreadable"
    /// An image of an asset catalog cannot be decoded for drawing (a ``TabBarPicture/problems`` entry).
    public static let imageUnreadable: DiagnosticCode = "image.unreadable"

    // MARK: Lint checks

    // Passes over a loaded storyboard that `scene-inspect lint` runs when their rule is on.

    /// A custom class name that is not a valid Swift type name (`My-Controller`, `1stScreen`).
    public static let invalidClassName: DiagnosticCode = "class.invalid-name"
    /// A controller's Storyboard ID differs from its class name (opt-in).
    public static let identifierDiffersFromClass: DiagnosticCode = "scene.identifier-differs-from-class"
    /// The storyboard has no initial view controller (opt-in).
    public static let noInitialViewController: DiagnosticCode = "document.no-initial"
    /// A segue of a kind deprecated since iOS 8 (`push`, `modal`, `popover`, `replace`).
    public static let deprecatedSegueKind: DiagnosticCode = "segue.deprecated-kind"
    /// A tab bar controller has more tabs than its bar shows: UIKit adds a More tab (a note).
    public static let moreTabs: DiagnosticCode = "tab-bar.more"
    /// A named colour that no asset catalog of the bundle has.
    public static let colorNotFound: DiagnosticCode = "color.not-found"
    /// A prototype cell's or reusable view's reuse identifier differs from its class (opt-in).
    public static let reuseIdentifierDiffersFromClass: DiagnosticCode = "cell.reuse-identifier-differs-from-class"
    /// A view Interface Builder marked `misplaced`: its frame in the file is not the one its
    /// constraints give.
    public static let misplacedView: DiagnosticCode = "view.misplaced"
    /// A view Interface Builder marked `ambiguous`: its constraints allow more than one frame.
    public static let ambiguousLayout: DiagnosticCode = "view.ambiguous"
    /// The storyboard has Auto Layout turned off (`useAutolayout` is not `YES`).
    public static let autoLayoutOff: DiagnosticCode = "document.autolayout-off"
    /// An iOS or tvOS storyboard has trait collections (size classes) turned off.
    public static let traitCollectionsOff: DiagnosticCode = "document.trait-collections-off"
    /// An iOS or tvOS storyboard has safe-area layout guides turned off.
    public static let safeAreasOff: DiagnosticCode = "document.safe-areas-off"

    // MARK: Lint configuration and baseline

    /// The configuration file is not valid JSON, or larger or deeper than its limits.
    public static let configSyntax: DiagnosticCode = "config.syntax"
    /// The configuration has a key it does not know (the nearest is suggested).
    public static let configUnknownKey: DiagnosticCode = "config.unknown-key"
    /// The configuration names a rule that does not exist (the nearest is suggested).
    public static let configUnknownRule: DiagnosticCode = "config.unknown-rule"
    /// A configuration value has the wrong type or is out of range.
    public static let configInvalidValue: DiagnosticCode = "config.invalid-value"
    /// A baseline file is not one `scene-inspect lint --write-baseline` wrote.
    public static let baselineInvalid: DiagnosticCode = "baseline.invalid"
    /// A version 1 baseline: read, but its 64-bit fingerprints can be forged (a warning).
    public static let baselineLegacy: DiagnosticCode = "baseline.legacy"
    /// A `.scene-inspect.json` found by the lookup is a symbolic link: never read through it.
    public static let configSymlink: DiagnosticCode = "config.symlink"

    // MARK: Xibs

    /// The file is an `<archive>` xib, the format of Xcode 3 and 4, which is not read (saving it in
    /// a current Xcode writes a `<document>`).
    public static let archiveXib: DiagnosticCode = "input.archive-xib"
    /// The root element is not a xib `document`: a storyboard, or another root, loaded as a nib.
    public static let notANib: DiagnosticCode = "input.not-nib"
    /// No xib of that name in the bundle directory (`Nib(nibName:bundle:)`).
    public static let nibNotFound: DiagnosticCode = "io.nib-not-found"
    /// An outlet, outlet collection or action names a destination that is not an object in the
    /// xib, or names none.
    public static let outletDestinationNotFound: DiagnosticCode = "outlet.destination-not-found"
    /// A xib holds no top-level object: instantiating it makes nothing.
    public static let emptyNib: DiagnosticCode = "nib.empty"
    /// A xib holds a table or collection view cell (or a reusable view) and other top-level
    /// objects: UIKit refuses it as a cell's nib ("nib must contain exactly one top level object").
    public static let cellNotAlone: DiagnosticCode = "nib.cell-not-alone"
    /// File's Owner has no class, yet outlets are connected to or from it.
    public static let ownerWithoutClass: DiagnosticCode = "nib.owner-without-class"
    /// A view controller's own nib (named after its File's Owner's class) whose owner has no
    /// `view` outlet connected: UIKit raises when the controller loads its view ("loaded the nib
    /// but the view outlet was not set").
    public static let viewOutletNotSet: DiagnosticCode = "nib.view-outlet-not-set"
    /// A storyboard scene's controller names a nib (`nibName`) that the bundle does not have.
    public static let sceneNibNotFound: DiagnosticCode = "reference.nib-not-found"
}
