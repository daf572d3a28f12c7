import SceneLoader

/// Loads many files on all cores, handing the results back in the order the files were given.
///
/// Parsing is the cost (reading is a few percent of it), so one file per core is how a project of
/// many storyboards goes faster. Files are loaded a window at a time, so memory holds at most a
/// window's worth of storyboards however many files are named. The last window is not freed: the
/// process ends soon after, and its exit frees them at no cost (freeing a large storyboard's model
/// object by object is work of its own), as compilers leave their syntax trees to exit.
enum ParallelLoader {
    /// What loading one file gave. Not a `Result<Storyboard, StoryboardError>`: that type's
    /// metadata is made at run time on first use, by looking `StoryboardError: Error` up through
    /// every conformance record of the program.
    enum Loaded {
        case storyboard(Storyboard)
        case nib(Nib)
        case failure(StoryboardError)
    }

    /// Calls `body` with each path's result, in order, loading up to `jobs` files at once.
    static func forEach(_ paths: [String], jobs: Int, options: LoadOptions,
                        _ body: (Int, String, Loaded) -> Void) {
        let jobs = max(1, jobs)
        let window = jobs == 1 ? 1 : jobs * 4
        var start = 0
        while start < paths.count {
            let batch = Array(paths[start..<min(paths.count, start + window)])
            let results = Results(count: batch.count)
            // At most `jobs` at once (`concurrentPerform` alone would run one per core).
            Workers.forEach(count: batch.count, jobs: jobs) { index in
                results.store(load(batch[index], options: options), at: index)
            }
            for index in batch.indices { body(start + index, batch[index], results.result(at: index)) }
            start += batch.count
            if start == paths.count { lastWindow.withLock { $0 = results.loaded() } }
        }
    }

    /// The storyboards of the last window loaded, reachable until the process exits.
    private static let lastWindow = Locked<[Storyboard]>([])

    private static func load(_ path: String, options: LoadOptions) -> Loaded {
        do {
            switch try StandardInput.loadDocument(path, options: options) {
            case .storyboard(let storyboard): return .storyboard(storyboard)
            case .nib(let nib): return .nib(nib)
            }
        } catch {
            return .failure(error)
        }
    }

    /// The results of one window, filled in by the workers, as two arrays of concrete types.
    private final class Results: Sendable {
        private let storyboards: Locked<[Storyboard?]>
        private let nibs: Locked<[Nib?]>
        private let errors: Locked<[StoryboardError?]>

        init(count: Int) {
            storyboards = Locked(Array(repeating: nil, count: count))
            nibs = Locked(Array(repeating: nil, count: count))
            errors = Locked(Array(repeating: nil, count: count))
        }

        func store(_ result: Loaded, at index: Int) {
            switch result {
            case .storyboard(let storyboard): storyboards.withLock { $0[index] = storyboard }
            case .nib(let nib): nibs.withLock { $0[index] = nib }
            case .failure(let error): errors.withLock { $0[index] = error }
            }
        }

        /// What loading the file at `index` gave.
        func result(at index: Int) -> Loaded {
            if let storyboard = storyboards.withLock({ $0[index] }) { return .storyboard(storyboard) }
            if let nib = nibs.withLock({ $0[index] }) { return .nib(nib) }
            return .failure(errors.withLock { $0[index]! })
        }

        /// The storyboards that loaded.
        func loaded() -> [Storyboard] { storyboards.withLock { $0.compactMap { $0 } } }
    }
}
