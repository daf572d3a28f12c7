#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
@_spi(Benchmarks) import SceneLoader
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The in-process measurements.
enum Benchmarks {
    /// The default limits with the file size and element count raised, so that the 100 MB file
    /// loads whatever the defaults are (`run.sh` reports separately whether the defaults admit it).
    static let options: LoadOptions = {
        var limits = ParserLimits()
        limits.maxFileSize = max(limits.maxFileSize, 1 << 30)
        limits.maxElements = max(limits.maxElements, 50_000_000)
        return LoadOptions(limits: limits)
    }()

    /// Loads the file into the registry once.
    static func load(path: String) throws {
        let clock = ContinuousClock()
        let start = clock.now
        let storyboard = try Storyboard(contentsOf: URL(fileURLWithPath: path), options: options)
        let elapsed = clock.now - start
        print("seconds=\(elapsed.seconds) scenes=\(storyboard.scenes.count) identifiers=\(storyboard.identifiers.count) diagnostics=\(storyboard.diagnostics.count)")
        // The measure is the load: the process ends here, and its exit frees the model, as
        // `scene-inspect` leaves its last storyboards to exit (the C floor keeps no model to free).
        withExtendedLifetime(storyboard) { exit(0) }
    }

    /// One part of a load of the file, timed as ``load(path:)`` is: `parse`, the parser alone with
    /// a reader that keeps nothing inside the root; `read`, the parse into the document without
    /// validation or registry (``LoadPhases``). With the whole load, they say where its time goes.
    /// The read's document is kept to the end, as the load's storyboard is: its teardown is timed
    /// in neither.
    static func phase(_ phase: String, path: String) throws {
        let clock = ContinuousClock()
        let start = clock.now
        if phase == "parse" {
            try LoadPhases.parse(path: path, options: options)
            print("seconds=\((clock.now - start).seconds) scenes=0")
            exit(0)
        }
        let document = try LoadPhases.read(path: path, options: options)
        let elapsed = clock.now - start
        print("seconds=\(elapsed.seconds) scenes=\(document.sceneCount)")
        withExtendedLifetime(document) { exit(0) }
    }

    /// Reads the file once, then loads its bytes from memory again and again on one core, as a
    /// server that reads a small configuration per request would: `count` times, or for about a
    /// second when `count` is nil (the C floor's `--loop` does the same with empty callbacks).
    static func loop(path: String, count: Int?) throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let name = URL(fileURLWithPath: path).lastPathComponent
        var scenes = 0
        let (loads, seconds) = try repeatedly(count: count) {
            scenes &+= try Storyboard(bytes: bytes, name: name, options: options).scenes.count
        }
        print("loads_per_second=\(Int(Double(loads) / seconds)) loads=\(loads) seconds=\(seconds) scenes=\(scenes / max(loads, 1))")
    }

    /// Instantiates the scene repeatedly on one core for about a second.
    ///
    /// A descriptor is one controller made from a scene: a tab bar controller with 5 navigation
    /// children, each with a root, is 11 descriptors per call.
    static func instantiate(path: String, identifier: String) throws {
        let storyboard = try Storyboard(contentsOf: URL(fileURLWithPath: path), options: options)
        let perCall = descriptorCount(try storyboard.instantiateViewController(withIdentifier: identifier))
        var checksum = 0
        let (calls, seconds) = try repeatedly(count: nil) {
            let controller = try storyboard.instantiateViewController(withIdentifier: identifier)
            checksum &+= ObjectIdentifier(controller).hashValue // uses the result
        }
        let rate = Double(calls * perCall) / seconds
        print("descriptors_per_second=\(Int(rate)) calls=\(calls) descriptors_per_call=\(perCall) seconds=\(seconds) checksum=\(checksum & 0xFF)")
    }

    /// Loads every file, at most `jobs` at a time, in a task group.
    static func many(paths: [String], jobs: Int) async throws {
        let clock = ContinuousClock()
        let start = clock.now
        let scenes = try await withThrowingTaskGroup(of: Int.self) { group in
            var pending = paths.makeIterator()
            var running = 0
            var total = 0
            while running < jobs, let path = pending.next() {
                group.addTask { try Storyboard(contentsOf: URL(fileURLWithPath: path), options: options).scenes.count }
                running += 1
            }
            while let count = try await group.next() {
                total += count
                if let path = pending.next() {
                    group.addTask { try Storyboard(contentsOf: URL(fileURLWithPath: path), options: options).scenes.count }
                }
            }
            return total
        }
        let elapsed = clock.now - start
        print("seconds=\(elapsed.seconds) files=\(paths.count) scenes=\(scenes) jobs=\(jobs)")
    }

    /// Discovers the project under `path` and loads every storyboard through the bundle, `jobs` at a time.
    static func bundle(path: String, jobs: Int) throws {
        let clock = ContinuousClock()
        let start = clock.now
        var bundleOptions = StoryboardBundle.Options()
        bundleOptions.load = options
        let bundle = try StoryboardBundle(url: URL(fileURLWithPath: path), options: bundleOptions)
        let discovered = clock.now - start
        let results = bundle.loadAll(jobs: jobs)
        let elapsed = clock.now - start
        let scenes = try results.reduce(0) { $0 + (try $1.get().scenes.count) }
        print("seconds=\(elapsed.seconds) discovery=\(discovered.seconds) files=\(bundle.files.count) scenes=\(scenes) jobs=\(jobs)")
    }

    /// Lints the project under `path` with every rule on (the opt-in ones too), `jobs` files at a
    /// time: discovery, loading, cross-file and asset checks, every lint check, fingerprints.
    static func lint(path: String, jobs: Int) {
        let everyRule = Dictionary(uniqueKeysWithValues: Rule.all.map { ($0.id, LintConfiguration.Setting(severity: $0.severity)) })
        let linter = Linter(configuration: LintConfiguration(settings: everyRule),
                            workingDirectory: FileManager.default.currentDirectoryPath, jobs: jobs, load: options)
        let clock = ContinuousClock()
        let start = clock.now
        let report = linter.lint([path])
        let elapsed = clock.now - start
        print("seconds=\(elapsed.seconds) files=\(report.files.count) findings=\(report.findings.count) jobs=\(jobs)")
    }

    /// Runs `body` `count` times, or for about a second when `count` is nil, in batches that
    /// double so that the clock is read rarely; the number of runs and the seconds they took.
    @inline(__always)
    private static func repeatedly(count: Int?, _ body: () throws -> Void) rethrows -> (runs: Int, seconds: Double) {
        let clock = ContinuousClock()
        var runs = 0
        var batch = 16
        let start = clock.now
        var elapsed = Duration.zero
        while count.map({ runs < $0 }) ?? (elapsed < .seconds(1)) {
            for _ in 0..<(count ?? batch) { try body() }
            runs += count ?? batch
            batch = min(batch * 2, 1 << 16)
            elapsed = clock.now - start
        }
        return (runs, elapsed.seconds)
    }

    private static func descriptorCount(_ controller: ViewController) -> Int {
        1 + controller.children.reduce(0) { $0 + descriptorCount($1) }
    }
}

extension Duration {
    var seconds: Double {
        let (whole, attoseconds) = components
        return Double(whole) + Double(attoseconds) / 1e18
    }
}
