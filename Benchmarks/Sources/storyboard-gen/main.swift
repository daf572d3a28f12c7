#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// storyboard-gen: writes a deterministic storyboard shaped like the ones Xcode writes.
//   storyboard-gen --scenes N [--seed S] OUT      an app's storyboard, about 5 KB per scene
//   storyboard-gen --tabs N [--seed S] OUT        a tab configuration: one tab bar, N navigation children
//   storyboard-gen --project N [--seed S] DIR     a whole app: an Xcode project of N storyboards and
//                                                 xibs, strings tables and an asset catalog
//   --bare                                        content controllers with empty views (a small file)
// OUT may be `-` for standard output. The same arguments give the same bytes.

let usage = "usage: storyboard-gen (--scenes N | --tabs N | --project N) [--seed S] [--bare] OUT"
var shape: StoryboardGenerator.Shape?
var seed: UInt64 = 1
var output: String?
var bare = false
var projectFiles: Int?
var arguments = CommandLine.arguments.dropFirst()
func fail(_ message: String) -> Never {
    let text = Array("storyboard-gen: \(message)\n\(usage)\n".utf8)
    _ = text.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(2)
}
while let argument = arguments.popFirst() {
    switch argument {
    case "--scenes", "--tabs", "--seed", "--project":
        guard let value = arguments.popFirst().flatMap({ Int($0) }), value >= 0 else { fail("\(argument) needs a number") }
        if argument == "--seed" {
            seed = UInt64(value)
        } else if argument == "--project" {
            guard value >= 1 else { fail("--project needs at least 1") }
            projectFiles = value
        } else if argument == "--scenes" {
            shape = .app(scenes: value)
        } else {
            guard value >= 1 else { fail("--tabs needs at least 1") }
            shape = .tabConfiguration(tabs: value)
        }
    case "--bare":
        bare = true
    default:
        guard output == nil, !argument.hasPrefix("--") else { fail("unexpected argument '\(argument)'") }
        output = argument
    }
}
if let projectFiles, let output {
    var generator = ProjectGenerator(files: projectFiles, seed: seed)
    guard generator.write(to: output) else { fail("error writing '\(output)'") }
    exit(0)
}
guard let shape, let output else { fail("missing --scenes/--tabs/--project or OUT") }
guard let sink = OutputSink(path: output) else { fail("cannot write '\(output)'") }
var generator = StoryboardGenerator(shape: shape, seed: seed, bare: bare)
generator.write(to: sink)
guard sink.close() else { fail("error writing '\(output)'") }
