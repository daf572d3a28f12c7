import Foundation
import SceneLoader
import Testing
import TestSupport

/// The command line's own surface, as an adversary would use it: numbers at the edges of `Int`,
/// output that cannot be written, paths that look like options, standard input where `-` says so,
/// and output too large to hold.
@Suite struct CLISurfaceTests {
    static let storyboard = "Fixtures/storyboards/tab-configuration.xml"
    static let tabs = "Fixtures/render/tabs.storyboard"

    /// Every numeric option, with the words that reach it.
    static let numericOptions: [(words: [String], option: String)] = {
        var options: [([String], String)] = [([storyboard], "--jobs")]
        for limit in ["--max-file-size", "--max-depth", "--max-elements", "--max-objects", "--max-attributes",
                      "--max-namespaces", "--max-name-length", "--max-attribute-length", "--max-text-length",
                      "--max-identifier-length"] {
            options.append(([storyboard], limit))
            options.append((["graph", storyboard], limit))
        }
        for option in ["--select", "--scale", "--width", "--height"] {
            options.append((["render", tabs, "--svg", "-"], option))
        }
        let merge = ["base", "ours", "theirs"].map { "Fixtures/merge/xib-conflict/\($0).xib" }
        options.append((["merge"] + merge, "--marker-size"))
        return options
    }()

    @Test(arguments: ["18446744073709551616", "-9223372036854775809", "99999999999999999999999", "1x", ""])
    func everyNumericOptionRefusesValuesOutOfRange(_ value: String) throws {
        for (words, option) in CLISurfaceTests.numericOptions {
            for form in [[option, value], ["\(option)=\(value)"]] {
                let result = try CLI.run(words + form)
                #expect(result.reason == .exit && result.status == 2, "\(form) exits \(result.status)")
                #expect(result.stderr.hasPrefix("scene-inspect: option \(option) takes "), "\(form): \(result.stderr)")
                #expect(result.stderr.contains("'\(value)'"), "\(form) does not quote the value")
            }
        }
    }

    @Test func jobsNearIntMaxIsAUsageErrorNotATrap() throws {
        for value in ["9223372036854775807", "4611686018427387904", "1025", "0"] {
            let result = try CLI.run(["--jobs", value, CLISurfaceTests.storyboard, CLISurfaceTests.storyboard])
            #expect(result.reason == .exit && result.status == 2, "--jobs \(value)")
            #expect(result.stderr.contains("from 1 to 1024, not '\(value)'"))
        }
        #expect(try CLI.run(["--quiet", "--jobs", "1024", CLISurfaceTests.storyboard, CLISurfaceTests.storyboard]).status == 0)
    }

    // MARK: Output that cannot be written

    @Test func aFullDiskIsReportedWithStatus3() throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        for words in [[CLISurfaceTests.storyboard], ["graph", CLISurfaceTests.storyboard], ["--help"], ["--version"]] {
            let result = try CLI.run(words, output: full)
            #expect(result.status == 3, "\(words) exits \(result.status)")
            #expect(result.stderr.hasSuffix("<stdout>: error: cannot write standard output: No space left on device [io.unwritable]\n"))
        }
    }

    @Test func aClosedPipeIsReportedNotASilentSignal() throws {
        // Far more output than a pipe holds, so the tool writes after the reader has gone.
        let files = Array(repeating: "Fixtures/storyboards/xcode-ios.storyboard", count: 200)
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        let result = try CLI.run(["--jobs", "1"] + files, output: pipe.fileHandleForWriting)
        #expect(result.reason == .exit, "killed by signal \(result.status)")
        #expect(result.status == 3)
        #expect(result.stderr.hasSuffix("cannot write standard output: Broken pipe [io.unwritable]\n"))
    }

    // MARK: Paths that look like options

    /// A stand-in `rsvg-convert` on `PATH` records the words it was given.
    @Test func renderNeverHandsAUserPathToRsvgConvertAsAnOption() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let fake = directory.appendingPathComponent("rsvg-convert")
        try Data("#!/bin/sh\nfor word in \"$@\"; do printf '%s\\n' \"$word\"; done > \"$(dirname \"$0\")/words\"\n".utf8).write(to: fake)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        let path = directory.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let storyboard = Paths.packageRoot.appendingPathComponent(CLISurfaceTests.tabs).path
        let result = try CLI.run(["render", storyboard, "--svg", "-bar.svg", "--png", "-bar.png"], in: directory, environment: ["PATH": path])
        #expect(result.status == 0, "\(result.stderr)")
        let words = try String(contentsOf: directory.appendingPathComponent("words"), encoding: .utf8).split(separator: "\n")
        // The PNG goes to a new file beside `-bar.png` (renamed over it once complete), named so that
        // it cannot be read as an option either.
        #expect(words.count == 5 && Array(words.prefix(3)) == ["--format", "png", "--output"] && words[4] == "./-bar.svg")
        #expect(words.count == 5 && words[3].hasPrefix(".-bar.png.") && words[3].hasSuffix(".tmp"))
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("-bar.svg").path))
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("-bar.png").path))
        // `--png -`: rsvg-convert writes to standard output, so it gets no --output at all.
        let piped = try CLI.run(["render", storyboard, "--svg", "-bar.svg", "--png", "-"], in: directory, environment: ["PATH": path])
        #expect(piped.status == 0, "\(piped.stderr)")
        let pipedWords = try String(contentsOf: directory.appendingPathComponent("words"), encoding: .utf8).split(separator: "\n")
        #expect(pipedWords == ["--format", "png", "./-bar.svg"])
    }

    @Test(.enabled(if: Paths.hasExecutable("rsvg-convert"))) func rsvgConvertMakesAPNGOfADashPath() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let storyboard = Paths.packageRoot.appendingPathComponent(CLISurfaceTests.tabs).path
        let result = try CLI.run(["render", storyboard, "--svg", "-bar.svg", "--png", "-bar.png"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        let png = try Data(contentsOf: directory.appendingPathComponent("-bar.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    // MARK: Standard input where '-' says so

    @Test func renderReadsTheStoryboardFromStandardInput() throws {
        let text = try String(contentsOf: Paths.packageRoot.appendingPathComponent(CLISurfaceTests.tabs), encoding: .utf8)
        let piped = try CLI.run(["render", "-", "--assets", "Fixtures/render", "--svg", "-"], input: text)
        let named = try CLI.run(["render", CLISurfaceTests.tabs, "--svg", "-"])
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(piped.stdout == named.stdout)
        #expect(piped.stderr.hasPrefix("<stdin>:87:21: warning: "))
        let small = try CLI.run(["render", "-", "--max-file-size", "1000", "--svg", "-"], input: text)
        #expect(small.status == 1)
        #expect(small.stderr.contains("[io.too-large]"))
    }

    @Test func graphAndSimulateReadStandardInputWithinTheLimit() throws {
        let text = try String(contentsOf: Paths.packageRoot.appendingPathComponent(CLISurfaceTests.tabs), encoding: .utf8)
        #expect(try CLI.run(["graph", "-"], input: text).stdout == (try CLI.run(["graph", CLISurfaceTests.tabs])).stdout.replacing("digraph \"tabs\"", with: "digraph \"<stdin>\""))
        let graph = try CLI.run(["graph", "--max-file-size", "1000", "-"], input: text)
        #expect(graph.status == 1 && graph.stderr.contains("<stdin>: error: ") && graph.stderr.contains("[io.too-large]"))
        // A script is a file: the same limit holds for it, from standard input or a path.
        let script = String(repeating: "state\n", count: 1000)
        let simulate = try CLI.run(["simulate", "--max-file-size", "5000", "Fixtures/hostile/control-valid-minimal.storyboard", "-"], input: script)
        #expect(simulate.status == 1 && simulate.stdout.isEmpty && simulate.stderr.contains("[io.too-large]"))
    }

    /// A script is parsed whole before it runs (about 21 bytes of memory per byte), so whatever
    /// `--max-file-size` says, a script is read up to `SimulationScript.maxSize`: memory stays bounded.
    @Test func aScriptIsReadUpToItsOwnCap() throws {
        let script = String(repeating: "state\n", count: SimulationScript.maxSize / 6 + 1)
        let simulate = try CLI.run(["simulate", "Fixtures/hostile/control-valid-minimal.storyboard", "-"], input: script)
        #expect(simulate.status == 1 && simulate.stdout.isEmpty)
        #expect(simulate.stderr.contains("over the \(SimulationScript.maxSize)-byte limit") && simulate.stderr.contains("[io.too-large]"))
    }

    // MARK: Output too large to hold

    @Test func simulatorHandsOnEveryLineAsItIsMade() throws {
        let script = try SimulationScript(text: "make a\nmake b\nstate\nmake c\n", path: "t")
        var lines: [String] = []
        let error = Simulator(storyboard: nil).run(script) { lines.append($0) }
        #expect(error == nil)
        #expect(lines.map { $0 + "\n" }.joined() == Simulator(storyboard: nil).run(script).output)
        #expect(lines.filter { $0 == "= state" }.count == 2)
    }

    /// 30,000 `state` steps of six tab bar controllers print 95 MB; the tool's peak memory stays far
    /// below that, because it writes as it goes rather than holding every line until the end.
    @Test(.enabled(if: BoundedRun.timeTool != nil && ProcessInfo.processInfo.environment["SCENELOADER_BOUNDS_KB"] == nil))
    func simulateStreamsItsOutput() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stream-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("states.scenario")
        let controllers = (1...6).map { "instantiate \($0.isMultiple(of: 2) ? "ThreeTabs" : "Tabs") as t\($0)\n" }.joined()
        try Data((controllers + "show t1\n" + String(repeating: "state\n", count: 30_000)).utf8).write(to: script)
        let report = directory.appendingPathComponent("time")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: BoundedRun.timeTool!)
        process.arguments = ["-f", "%M", "-o", report.path, Paths.sceneInspect.path,
                             "simulate", Paths.packageRoot.appendingPathComponent("Fixtures/scenarios/app.storyboard").path, script.path]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        var bytes = 0
        while true {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            bytes += chunk.count
        }
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let text = try String(contentsOf: report, encoding: .utf8)
        let residentKB = try #require(text.split(separator: "\n").last.flatMap { Int($0) })
        #expect(bytes > 80_000_000)
        #expect(residentKB * 1024 < bytes / 2, "peak \(residentKB) KB for \(bytes) bytes of output")
    }

    // MARK: One declaration

    /// Each command's usage line names only options its help lists, and the help lists `--help`.
    @Test(arguments: ["", "instantiate", "simulate", "graph", "render"])
    func usageAndHelpComeFromOneDeclaration(_ command: String) throws {
        let help = try CLI.run((command.isEmpty ? [] : [command]) + ["--help"])
        #expect(help.status == 0)
        let lines = help.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let usage = try #require(lines.first { $0.hasPrefix("usage: scene-inspect") })
        let listed = Set(lines.filter { $0.hasPrefix("  -") }.flatMap { line in
            line.split(separator: " ").prefix { $0.hasPrefix("-") }.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ",")) }
        })
        #expect(listed.contains("--help") && listed.contains("-h"))
        for word in usage.split(whereSeparator: { " []()|".contains($0) }) where word.hasPrefix("--") {
            #expect(listed.contains(String(word)), "\(command) usage names \(word), which its help does not list")
        }
        // An unknown option is answered from the same list.
        let unknown = try CLI.run((command.isEmpty ? [] : [command]) + ["--max-dept", "1", "x"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("unknown option '--max-dept' (did you mean '--max-depth'?)"))
        #expect(unknown.stderr.contains(String(usage)))
    }
}
