// libFuzzer entry point for the storyboard loader. Compiled by Fuzz/run.sh together with the
// sources of Sources/SceneLoader into one module (SwiftPM executables bring their own `main`,
// libFuzzer brings another), so it may use internal API; it uses only what a client would.

/// Loads the input as a storyboard and, when it loads, does everything a client does with one:
/// print it, serialise it, instantiate every scene. The first byte picks the chunk size, so chunk
/// boundaries move through the input too.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
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
    guard let storyboard = try? Storyboard(bytes: bytes, name: "fuzz", options: options) else { return 0 }
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
    return 0
}
