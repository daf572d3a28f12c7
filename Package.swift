// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "SceneLoader",
    products: [
        .library(name: "SceneLoader", targets: ["SceneLoader"]),
        .executable(name: "scene-inspect", targets: ["scene-inspect"]),
        // `swift build` lints a target's storyboards: each finding a build diagnostic at its line.
        .plugin(name: "SceneLintPlugin", targets: ["SceneLintPlugin"]),
    ],
    targets: [
        // libxml2, as the system provides it. Only Sources/SceneLoader/XML imports it.
        .systemLibrary(
            name: "CXML",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        .target(name: "SceneLoader", dependencies: ["CXML"]),
        .executableTarget(name: "scene-inspect", dependencies: ["SceneLoader"]),
        .testTarget(name: "SceneLoaderTests", dependencies: ["SceneLoader"]),
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
