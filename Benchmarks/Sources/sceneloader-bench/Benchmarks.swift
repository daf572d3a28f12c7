#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneLoader

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
    }

    /// Instantiates the scene repeatedly on one core for about a second.
    ///
    /// A descriptor is one controller made from a scene: a tab bar controller with 5 navigation
    /// children, each with a root, is 11 descriptors per call.
    static func instantiate(path: String, identifier: String) throws {
        let storyboard = try Storyboard(contentsOf: URL(fileURLWithPath: path), options: options)
        let perCall = descriptorCount(try storyboard.instantiateViewController(withIdentifier: identifier))
        let clock = ContinuousClock()
        var calls = 0
        var checksum = 0
        var batch = 16
        let start = clock.now
        var elapsed = Duration.zero
        // Batches double until a second has passed, so the clock is read rarely.
        while elapsed < .seconds(1) {
            for _ in 0..<batch {
                let controller = try storyboard.instantiateViewController(withIdentifier: identifier)
                checksum &+= ObjectIdentifier(controller).hashValue // uses the result
            }
            calls += batch
            batch = min(batch * 2, 1 << 16)
            elapsed = clock.now - start
        }
        let seconds = elapsed.seconds
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
        let results = bundle.loadAll(jobs: jobs)
        let elapsed = clock.now - start
        let scenes = try results.reduce(0) { $0 + (try $1.get().scenes.count) }
        print("seconds=\(elapsed.seconds) files=\(bundle.files.count) scenes=\(scenes) jobs=\(jobs)")
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
