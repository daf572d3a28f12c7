// swift-tools-version:6.0
// A package that lints its storyboards as it builds: `swift build` here shows the error in
// Sources/DemoApp/Main.storyboard at its line, and fails. CI (.ci/steps/47-plugin-demo.sh) checks both.
import PackageDescription

let package = Package(
    name: "PluginDemo",
    dependencies: [.package(name: "SceneLoader", path: "../..")],
    targets: [
        .target(
            name: "DemoApp",
            resources: [.copy("Main.storyboard")],
            plugins: [.plugin(name: "SceneLintPlugin", package: "SceneLoader")]
        ),
    ]
)
