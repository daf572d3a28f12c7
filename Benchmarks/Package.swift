// swift-tools-version:6.2
import PackageDescription

// The benchmark's own executables, kept out of the main package's products and out of `swift test`.
// `Benchmarks/run.sh` builds them in release and runs them; see docs/PERFORMANCE.md.
let package = Package(
    name: "SceneLoaderBenchmarks",
    dependencies: [
        .package(name: "SceneLoader", path: ".."),
    ],
    targets: [
        // Deterministic storyboard generator: realistic files and tab configurations of any size.
        .executableTarget(name: "storyboard-gen"),
        // The peer to beat: Foundation's XMLParser collecting the same registry.
        .executableTarget(name: "xmlparser-peer"),
        // In-process timings of SceneLoader: load, instantiation throughput, many files.
        .executableTarget(
            name: "sceneloader-bench",
            dependencies: [.product(name: "SceneLoader", package: "SceneLoader")]),
    ],
    swiftLanguageModes: [.v6]
)
