// swift-tools-version:6.2
import PackageDescription

// The library is built in layers, one target each; a target names only the layers below it, so the
// compiler refuses a lower layer that names a higher one's type (docs/ARCHITECTURE.md).
//
//   CXML (libxml2, zlib), CCrypto (libcrypto: SHA-256 for lint baselines)
//   └─ SceneLoaderCore        files, XML, reading, model, validation: the Storyboard registry
//      ├─ SceneLoaderRuntime  images and colours, tab bar layout, controllers with identity
//      ├─ SceneLoaderMerge    semantic diff and three-way merge of storyboards and xibs
//      ├─ SceneLoaderProject  Xcode projects, workspaces, packages: targets and their resources
//      │  └─ SceneLoaderBundle   bundles per target or folder, localizations, references, asset catalogs
//      │     ├─ SceneLoaderInspect     tree and JSON (with the runtime)
//      │     ├─ SceneLoaderDrawing     SVG, PNG, DOT and Mermaid (with the runtime; links zlib)
//      │     ├─ SceneLoaderCodeGen     typed Swift (with the runtime)
//      │     ├─ SceneLoaderLint        rules, configuration, lint, reports (with inspect, drawing, CCrypto)
//      │     └─ SceneLoaderSimulation  simulate scripts (with inspect)
//      └─ SceneLoader         every layer, re-exported: what `import SceneLoader` gives
let package = Package(
    name: "SceneLoader",
    products: [
        // Everything: load, instantiate, bundles, pictures, lint, code generation, simulation.
        .library(name: "SceneLoader", targets: ["SceneLoader"]),
        // Loading and validating storyboards alone (a server reading tab configurations).
        .library(name: "SceneLoaderCore", targets: ["SceneLoaderCore"]),
        // Loading and instantiating controllers, without bundles, pictures or lint.
        .library(name: "SceneLoaderRuntime", targets: ["SceneLoaderRuntime"]),
        .executable(name: "scene-inspect", targets: ["scene-inspect"]),
        // `swift build` lints a target's storyboards: each finding a build diagnostic at its line.
        .plugin(name: "SceneLintPlugin", targets: ["SceneLintPlugin"]),
    ],
    targets: [
        // libxml2 (module CXML) and zlib (module CZlib, in the same module map), as the system
        // provides them. Only SceneLoaderCore imports CXML (its XML folder); only SceneLoaderDrawing,
        // CZlib.
        .systemLibrary(
            name: "CXML",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev", "zlib1g-dev"]), .brew(["libxml2", "zlib"])]
        ),
        // The system's libcrypto (OpenSSL), for SHA-256: only SceneLoaderLint imports it (baselines'
        // fingerprints), in Lint/SHA256.swift.
        .systemLibrary(
            name: "CCrypto",
            pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"]), .brew(["openssl"])]
        ),
        .target(name: "SceneLoaderCore", dependencies: ["CXML"]),
        .target(name: "SceneLoaderRuntime", dependencies: ["SceneLoaderCore"]),
        .target(name: "SceneLoaderMerge", dependencies: ["SceneLoaderCore"]),
        .target(name: "SceneLoaderProject", dependencies: ["SceneLoaderCore"]),
        .target(name: "SceneLoaderBundle", dependencies: ["SceneLoaderProject"]),
        .target(name: "SceneLoaderInspect", dependencies: ["SceneLoaderBundle", "SceneLoaderRuntime"]),
        .target(name: "SceneLoaderDrawing", dependencies: ["SceneLoaderBundle", "SceneLoaderRuntime", "CXML"]),
        .target(name: "SceneLoaderCodeGen", dependencies: ["SceneLoaderBundle", "SceneLoaderRuntime"]),
        .target(name: "SceneLoaderLint", dependencies: ["SceneLoaderInspect", "SceneLoaderDrawing", "CCrypto"]),
        .target(name: "SceneLoaderSimulation", dependencies: ["SceneLoaderInspect"]),
        .target(name: "SceneLoader", dependencies: [
            "SceneLoaderCore", "SceneLoaderRuntime", "SceneLoaderProject", "SceneLoaderBundle", "SceneLoaderInspect", "SceneLoaderDrawing",
            "SceneLoaderCodeGen", "SceneLoaderLint", "SceneLoaderSimulation", "SceneLoaderMerge",
        ]),
        .executableTarget(name: "scene-inspect", dependencies: ["SceneLoader"]),
        // What several test targets share: the package's paths, goldens, running scene-inspect.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "SceneLoaderCoreTests", dependencies: ["SceneLoaderCore", "TestSupport"]),
        // Each layer's tests may observe it through a higher layer (a tree description, the simulator's
        // delegate), so that the tests and the CLI see the same thing.
        .testTarget(name: "SceneLoaderRuntimeTests", dependencies: ["SceneLoaderRuntime", "SceneLoaderSimulation", "TestSupport"]),
        .testTarget(name: "SceneLoaderProjectTests", dependencies: ["SceneLoaderProject", "TestSupport"]),
        .testTarget(name: "SceneLoaderBundleTests", dependencies: ["SceneLoaderBundle", "SceneLoaderRuntime", "TestSupport"]),
        .testTarget(name: "SceneLoaderDrawingTests", dependencies: ["SceneLoaderDrawing", "TestSupport"]),
        .testTarget(name: "SceneLoaderLintTests", dependencies: ["SceneLoaderLint", "TestSupport"]),
        .testTarget(name: "SceneLoaderCodeGenTests", dependencies: ["SceneLoaderCodeGen", "TestSupport"]),
        .testTarget(name: "SceneLoaderMergeTests", dependencies: ["SceneLoaderMerge", "TestSupport"]),
        // The CLI as users run it, the README's examples through `import SceneLoader`, whole inputs.
        .testTarget(name: "SceneInspectTests", dependencies: ["SceneLoader", "TestSupport"]),
        .plugin(name: "SceneLintPlugin", capability: .buildTool(), dependencies: ["scene-inspect"]),
    ],
    swiftLanguageModes: [.v6]
)

// The same strictness for every Swift target: explicit `any`, imports that say what they expose.
for target in package.targets where target.type != .system && target.type != .plugin {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("InternalImportsByDefault"),
        .enableUpcomingFeature("MemberImportVisibility"),
    ]
}
