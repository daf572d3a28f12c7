#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SceneLoader

// sceneloader-bench: in-process timings of SceneLoader, one measurement per process (run.sh repeats
// processes, so every method is measured the same way). Each prints `key=value` pairs on one line.
//   sceneloader-bench load FILE                   Storyboard(contentsOf:) once: seconds, scenes
//   sceneloader-bench parse FILE                  the parser alone, keeping nothing (LoadPhases)
//   sceneloader-bench read FILE                   the parse into the document, no validation
//   sceneloader-bench loop FILE [N]               load the file's bytes from memory N times, or for
//                                                 about a second: loads per second
//   sceneloader-bench instantiate FILE IDENTIFIER instantiateViewController(withIdentifier:) in a loop
//                                                 for about a second: descriptors per second
//   sceneloader-bench many [--jobs N] FILE...     load every file, N at a time (default: all cores)
//   sceneloader-bench bundle [--jobs N] DIR        discover a project and load every storyboard
//                                                 through StoryboardBundle.loadAll(jobs:)
//   sceneloader-bench lint [--jobs N] DIR          lint the project with every rule on (Linter)

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    switch arguments.first {
    case "load" where arguments.count == 2:
        try Benchmarks.load(path: arguments[1])
    case "parse" where arguments.count == 2, "read" where arguments.count == 2:
        try Benchmarks.phase(arguments[0], path: arguments[1])
    case "loop" where arguments.count == 2 || arguments.count == 3:
        try Benchmarks.loop(path: arguments[1], count: arguments.count == 3 ? Int(arguments[2]).map { max(1, $0) } : nil)
    case "instantiate" where arguments.count == 3:
        try Benchmarks.instantiate(path: arguments[1], identifier: arguments[2])
    case "many" where arguments.count >= 2:
        var files = Array(arguments.dropFirst())
        var jobs = ProcessInfo.processInfo.activeProcessorCount
        if files.first == "--jobs", files.count >= 2, let value = Int(files[1]), value > 0 {
            jobs = value
            files.removeFirst(2)
        }
        try await Benchmarks.many(paths: files, jobs: jobs)
    case "bundle" where arguments.count == 2 || (arguments.count == 4 && arguments[1] == "--jobs"):
        let jobs = arguments.count == 4 ? max(1, Int(arguments[2]) ?? 1) : ProcessInfo.processInfo.activeProcessorCount
        try Benchmarks.bundle(path: arguments.last!, jobs: jobs)
    case "lint" where arguments.count == 2 || (arguments.count == 4 && arguments[1] == "--jobs"):
        let jobs = arguments.count == 4 ? max(1, Int(arguments[2]) ?? 1) : ProcessInfo.processInfo.activeProcessorCount
        Benchmarks.lint(path: arguments.last!, jobs: jobs)
    default:
        print("usage: sceneloader-bench (load FILE | parse FILE | read FILE | loop FILE [N] | instantiate FILE IDENTIFIER | many [--jobs N] FILE... | bundle [--jobs N] DIR | lint [--jobs N] DIR)")
        exit(2)
    }
} catch {
    print("error: \(error)")
    exit(1)
}
