#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

// libFuzzer entry point for every fuzz target. Compiled by Fuzz/run.sh together with the sources of
// every library target into one module (SwiftPM executables bring their own `main`, libFuzzer brings
// another), so it may use internal API. One binary serves all targets: FUZZ_TARGET names the one
// to run (see `FuzzTarget`), so the slow sanitizer build is done once.

/// The targets, by the name FUZZ_TARGET gives.
enum FuzzTarget: String {
    /// `Storyboard(bytes:)` on the input as it is.
    case storyboard
    /// The loader fed the input in every encoding libxml2 accepts (the first byte picks one).
    case encodings
    /// `PNG.decode`, and on success the resampling and encoding the drawing does.
    case png
    /// An asset catalog made of the input (a `Contents.json` and a PNG), read and drawn.
    case assets
    /// The `simulate` script parser.
    case script
    /// `InterfaceBuilderDocument(bytes:)` as a xib: shown, checked, linted, graphed, instantiated,
    /// its cells registered and dequeued, its code generated.
    case xib
    /// `diff` and `merge`: three documents (base, ours, theirs) separated by NUL bytes, which XML
    /// cannot hold. A clean merge must re-read.
    case merge
    /// A strings table: a `.strings` file (the first byte even) or a String Catalog (odd), parsed
    /// and looked up.
    case strings
    /// The `.scene-inspect.json` reader, and a configuration that reads matched against paths.
    case config
    /// The lint baseline reader, and a baseline that reads matched against findings.
    case baseline

    static let current = FuzzTarget(rawValue: ProcessInfo.processInfo.environment["FUZZ_TARGET"] ?? "storyboard") ?? .storyboard
}

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    switch FuzzTarget.current {
    case .storyboard: fuzzStoryboard(bytes)
    case .encodings: fuzzEncodings(bytes)
    case .png: fuzzPNG(bytes)
    case .assets: fuzzAssets(bytes)
    case .script: fuzzScript(bytes)
    case .xib: fuzzXib(bytes)
    case .merge: fuzzMerge(bytes)
    case .strings: fuzzStrings(bytes)
    case .config: fuzzConfiguration(bytes)
    case .baseline: fuzzBaseline(bytes)
    }
    return 0
}

/// Loads the input as a storyboard and, when it loads, does everything a client does with one:
/// print it, serialise it, instantiate every scene. The first byte picks the chunk size, so chunk
/// boundaries move through the input too; the second switches to small limits.
func fuzzStoryboard(_ bytes: [UInt8]) {
    let chunkSize = 64 + Int(bytes.first ?? 0) * 7
    var limits = ParserLimits()
    // Small limits reach the limit paths with inputs of fuzzing size.
    if bytes.count > 1 && bytes[1] & 1 == 1 {
        limits.maxDepth = 16
        limits.maxElements = 200
        limits.maxObjects = 20
        limits.maxAttributes = 8
        limits.maxNamespaceDeclarations = 2
        limits.maxNameLength = 32
        limits.maxAttributeLength = 64
        limits.maxTextLength = 64
        limits.maxIdentifierLength = 16
    }
    let options = LoadOptions(limits: limits, chunkSize: chunkSize)
    guard let storyboard = try? Storyboard(bytes: bytes, name: "fuzz", options: options) else { return }
    _ = storyboard.treeDescription(file: "fuzz")
    _ = storyboard.jsonValue(file: "fuzz").serialized()
    _ = storyboard.diagnostics.map(\.description)
    _ = try? storyboard.instantiateInitialViewController()?.treeDescription()
    for identifier in storyboard.identifiers {
        _ = try? storyboard.instantiateViewController(withIdentifier: identifier).treeDescription()
    }
    for scene in storyboard.scenes {
        if let id = scene.id { _ = try? storyboard.instantiateViewController(withID: id) }
    }
}

/// Declared names libxml2 knows (built in or through iconv), for the `encodings` target.
let fuzzEncodingNames = ["UTF-8", "UTF-16", "UTF-16LE", "UTF-16BE", "UCS-4", "UCS-2", "UTF-7", "ISO-8859-1",
                         "ISO-8859-2", "ISO-8859-15", "US-ASCII", "EBCDIC", "IBM037", "SHIFT_JIS", "EUC-JP",
                         "ISO-2022-JP", "UTF-32", "WINDOWS-1252", "KOI8-R", "GB18030", "HZ", "X-NONE"]

/// The first byte picks how the rest is presented: raw, behind a declaration of one of
/// ``fuzzEncodingNames``, transcoded to UTF-16 or UCS-4 (either order, with or without a
/// byte-order mark), or with a UTF-8 mark. Whatever the bytes, the loader must refuse or load
/// within its limits; an attribute flood that reaches libxml2 would show as a timeout.
func fuzzEncodings(_ bytes: [UInt8]) {
    guard let selector = bytes.first else { return }
    let rest = Array(bytes.dropFirst())
    let text = String(decoding: rest, as: UTF8.self)
    var input: [UInt8]
    switch selector % 8 {
    case 0: input = rest
    case 1:
        let name = fuzzEncodingNames[Int(selector / 8) % fuzzEncodingNames.count]
        input = Array("<?xml version=\"1.0\" encoding=\"\(name)\"?>".utf8) + rest
    case 2, 3:
        let big = selector % 8 == 3, mark = selector & 0x80 != 0
        input = (mark ? (big ? [0xFE, 0xFF] : [0xFF, 0xFE]) : [])
        for unit in text.utf16 { input += big ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    case 4, 5:
        let big = selector % 8 == 5, mark = selector & 0x80 != 0
        input = mark ? (big ? [0, 0, 0xFE, 0xFF] : [0xFF, 0xFE, 0, 0]) : []
        for scalar in text.unicodeScalars {
            let v = scalar.value
            let units = [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 24)]
            input += big ? units.reversed() : units
        }
    case 6: input = [0xEF, 0xBB, 0xBF] + rest
    default: input = [0x4C, 0x6F, 0xA7, 0x94] + rest
    }
    let options = LoadOptions(chunkSize: 1 + Int(selector) * 3)
    _ = try? Storyboard(bytes: input, name: "fuzz", options: options)
}

/// Decodes the input as a PNG; a decoded image must survive the drawing's resampling, and its
/// encoding must decode to the same pixels.
func fuzzPNG(_ bytes: [UInt8]) {
    guard let bitmap = try? PNG.decode(bytes) else { return }
    let half = bitmap.resampled(x: bitmap.width / 4, y: bitmap.height / 4, width: bitmap.width / 2 + 1,
                                height: bitmap.height / 2 + 1, toWidth: max(1, bitmap.width / 3), height: max(1, bitmap.height / 3))
    _ = half.templated(with: .systemBlue)
    guard bitmap.width * bitmap.height <= 256 * 256 else { return }
    guard (try? PNG.decode(PNG.encode(bitmap))) == bitmap else { fatalError("PNG round trip changed the pixels") }
}

/// A scratch catalog, one per process, rewritten for every input; in memory (/dev/shm) when it can be.
let fuzzCatalog: URL = {
    let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : "/tmp"
    let folder = URL(fileURLWithPath: "\(base)/sceneloader-fuzz-\(getpid())/Fuzz.xcassets")
    try? FileManager.default.createDirectory(at: folder.appendingPathComponent("icon.imageset"), withIntermediateDirectories: true)
    return folder
}()

/// The input is a `Contents.json` and a PNG (the first two bytes give the JSON's length): the
/// catalog is read, and its `icon` image drawn in a tab bar at the scale the third byte picks.
func fuzzAssets(_ bytes: [UInt8]) {
    guard bytes.count >= 3 else { return }
    let jsonLength = min(bytes.count - 3, Int(bytes[0]) << 8 | Int(bytes[1]))
    let json = bytes[3..<(3 + jsonLength)]
    let png = bytes[(3 + jsonLength)...]
    let set = fuzzCatalog.appendingPathComponent("icon.imageset")
    for name in (try? FileManager.default.contentsOfDirectory(atPath: set.path)) ?? [] {
        try? FileManager.default.removeItem(at: set.appendingPathComponent(name))
    }
    fuzzWrite(Array(json), to: set.appendingPathComponent("Contents.json").path)
    // The PNG under every name a Contents.json is likely to give.
    for name in ["icon.png", "icon@1x.png", "icon@2x.png", "icon@3x.png", "a.png"] {
        fuzzWrite(Array(png), to: set.appendingPathComponent(name).path)
    }
    let catalog = AssetCatalog(folders: [fuzzCatalog])
    _ = catalog.issues.map(\.description)
    var options = TabBarPicture.Options()
    options.scale = 1 + Int(bytes[2]) % 4
    let content = TabBarContent(items: [
        .init(title: "One", image: Image(named: "icon"), selectedImage: Image(named: "icon")),
        .init(title: "Two", image: Image(named: "icon").withRenderingMode(.alwaysTemplate)),
    ], selectedIndex: Int(bytes[2]) % 2)
    _ = TabBarPicture(content, catalog: catalog, options: options).svg
}

/// Writes a file with plain `write(2)`: Foundation's `Data.write` syncs to disk, on every input.
func fuzzWrite(_ bytes: [UInt8], to path: String) {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard fd >= 0 else { return }
    defer { close(fd) }
    _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
}

/// Parses the input as a `simulate` script.
func fuzzScript(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    do {
        let script = try SimulationScript(text: text, path: "fuzz.txt")
        _ = script.count
    } catch {
        _ = error.description
    }
}

/// Loads the input as a storyboard or a xib (its root decides) and, for a xib, does everything a
/// client does with one: print it, serialise it, lint it, graph it, instantiate it with an owner
/// that takes every outlet, register it for a cell's reuse identifier and dequeue it, generate its
/// code. The first byte picks the chunk size; the second switches to small limits.
func fuzzXib(_ bytes: [UInt8]) {
    let chunkSize = 64 + Int(bytes.first ?? 0) * 7
    var limits = ParserLimits()
    if bytes.count > 1 && bytes[1] & 1 == 1 {
        limits.maxDepth = 16
        limits.maxElements = 200
        limits.maxObjects = 20
        limits.maxIdentifierLength = 16
    }
    guard let document = try? InterfaceBuilderDocument(bytes: bytes, name: "fuzz", options: LoadOptions(limits: limits, chunkSize: chunkSize)),
          case .nib(let nib) = document else { return }
    _ = nib.treeDescription(file: "fuzz")
    _ = nib.jsonValue(file: "fuzz").serialized()
    _ = nib.diagnostics.map(\.description)
    _ = nib.lintDiagnostics(LintConfiguration()).map(\.description)
    _ = nib.graph().dot(name: "fuzz")
    _ = nib.graph().mermaid()
    _ = try? nib.instantiationDescription()
    let controller = ViewController(title: nil)
    for object in nib.topLevelObjects where object.isReusableView {
        let identifier = object.reuseIdentifier ?? "cell"
        if (try? controller.register(nib, forCellReuseIdentifier: identifier)) != nil {
            _ = try? controller.dequeueReusableCell(withIdentifier: identifier)
        }
        if (try? controller.register(nib, forCellWithReuseIdentifier: identifier)) != nil {
            _ = try? controller.dequeueReusableCell(withReuseIdentifier: identifier)
        }
    }
    for platform in SwiftCodeGenerator.Platform.allCases {
        _ = SwiftCodeGenerator(platform: platform).generate([.nib(nib)]).source
    }
}

/// Reads the three documents of the input, merges them and compares them; a merge that calls itself
/// clean must re-read (validation turns anything else into a conflict).
func fuzzMerge(_ bytes: [UInt8]) {
    let parts = bytes.split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false).map { Array($0) }
    guard parts.count == 3 else { return }
    var documents: [InterfaceDocument] = []
    for (index, part) in parts.enumerated() {
        guard let document = try? InterfaceDocument(bytes: part, name: "fuzz\(index)") else { return }
        documents.append(document)
    }
    let result = DocumentMerge.merge(base: documents[0], ours: documents[1], theirs: documents[2])
    if result.isClean && (try? InterfaceDocument(bytes: result.bytes, name: "merged")) == nil {
        fatalError("a clean merge does not re-read")
    }
    _ = result.conflicts.map { $0.diagnostic(result: "merged", files: [:]).description }
    _ = DocumentDiff(old: documents[0], new: documents[1]).text(showingNoise: true)
    _ = DocumentDiff(old: documents[1], new: documents[2]).jsonText()
    _ = documents[2].outline()
}

/// Parses the input as a strings table (the first byte picks the format) and looks keys up in it.
func fuzzStrings(_ bytes: [UInt8]) {
    guard let first = bytes.first else { return }
    let body = Array(bytes.dropFirst())
    var tables: [StringsTable] = []
    if first & 1 == 0 {
        if let table = try? StringsTable(parsing: body, file: "fuzz.strings", localization: "de") { tables.append(table) }
    } else if let catalog = try? StringCatalog(parsing: body, file: "fuzz.xcstrings") {
        tables += catalog.languages.compactMap(catalog.table(for:))
    }
    let strings = LocalizedStrings(tables: tables, device: "iphone")
    for table in tables {
        for entry in table.entries.prefix(64) { _ = strings.value(forKey: entry.key) }
    }
}

/// Paths a configuration's globs are matched against: deep, long, non-ASCII, crossing a word of the
/// matcher's bit sets.
let fuzzPaths = ["Main.storyboard", "App/Base.lproj/Main.storyboard", "App/Legacy/Old.storyboard", "./App/x/y.storyboard",
                 (0..<25).map { "folder\($0)aaaa" }.joined(separator: "/") + "/Deep.storyboard",
                 "Caf\u{E9}/e\u{301}/\u{1F600}.storyboard", String(repeating: "a", count: 63) + "/b.storyboard", ""]

/// Reads the input as a configuration; when it reads, asks it what a lint run does.
func fuzzConfiguration(_ bytes: [UInt8]) {
    do throws(ConfigurationError) {
        let configuration = try LintConfiguration(parsing: bytes, file: "fuzz.json")
        for path in fuzzPaths { _ = configuration.includes(path) }
        for rule in Rule.all {
            let code = DiagnosticCode(rawValue: rule.isFamily ? String(rule.id.dropLast()) + "1" : rule.id)
            _ = configuration.isEnabled(code)
            _ = configuration.severity(of: code, proposed: .warning)
            for option in rule.options { _ = configuration.option(option.name, of: code) }
        }
    } catch {
        _ = error.diagnostics.map(\.description)
    }
}

/// Reads the input as a baseline; when it reads, matches findings against it.
func fuzzBaseline(_ bytes: [UInt8]) {
    do throws(ConfigurationError) {
        let baseline = try Baseline(parsing: bytes, file: "fuzz.baseline")
        let diagnostic = Diagnostic(severity: .warning, code: .deprecatedSegueKind, message: "m", location: SourceLocation(file: "a", line: 1, column: 1))
        for fingerprint in Array(baseline.fingerprints.prefix(4)) + ["0123456789abcdef0123456789abcdef"] {
            _ = baseline.contains(Finding(diagnostic: diagnostic, ruleID: "segue.deprecated-kind", fingerprint: fingerprint))
        }
        _ = baseline.diagnostics.map(\.description)
    } catch {
        _ = error.diagnostics.map(\.description)
    }
}
