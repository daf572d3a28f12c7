import Foundation
import Testing
import TestSupport

#if canImport(Glibc)
import Glibc
#endif

/// Folder operands as a hostile pull request shapes them: a folder replaced by a symbolic link to
/// `..` or `/`, names that are not UTF-8. Each case runs the built tool, held to the bounds of
/// ``BoundedRun``.
@Suite(.serialized) struct DirectoryOperandTests {
    static func run(_ arguments: [String], in folder: URL, sourceLocation: SourceLocation = #_sourceLocation) throws -> BoundedRun.Result {
        try LintSurfaceHostileTests.run(arguments, in: folder, sourceLocation: sourceLocation)
    }

    static func write(_ text: String, to path: String, in folder: URL) throws {
        try LintSurfaceHostileTests.write(text, to: path, in: folder)
    }

    static var oneWarning: String { LintSurfaceHostileTests.oneWarning }

    static func repository() throws -> URL { try LintSurfaceHostileTests.repository() }

    @Test func aFolderOperandThatLinksLeadOutOfTheWorkingDirectoryIsRefused() throws {
        let repository = try Self.repository()
        defer { try? FileManager.default.removeItem(at: repository) }
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("lint-outside-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: outside) }
        try Self.write(Self.oneWarning.replacingOccurrences(of: "seg-a", with: "SECRET-SEGUE"), to: "Secret.storyboard", in: outside)
        let checkout = repository.appendingPathComponent("checkout")
        try FileManager.default.createDirectory(at: checkout, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: checkout.appendingPathComponent("App").path, withDestinationPath: outside.path)
        try FileManager.default.createSymbolicLink(atPath: checkout.appendingPathComponent("Root").path, withDestinationPath: "/")
        try FileManager.default.createSymbolicLink(atPath: checkout.appendingPathComponent("Up").path, withDestinationPath: "..")
        for arguments in [["lint", "App"], ["lint", "--format", "html", "Root"], ["lint", "Up"], ["--quiet", "App"], ["App"],
                          ["generate", "swift", "App"], ["graph", "Root"], ["--quiet", "--bundle-id", "x=App", "."]] {
            let result = try Self.run(arguments, in: checkout)
            #expect(result.status == 1, "\(arguments): \(result.status) \(result.stderr)")
            #expect(result.stderr.contains("[io.outside-working-directory]"), "\(arguments): \(result.stderr)")
            #expect(!(result.stdout + result.stderr).contains("SECRET-SEGUE"), "\(arguments)")
        }
        // Named as it is, or with --allow-outside, it is read.
        let named = try Self.run(["lint", "--format", "json", outside.path], in: checkout)
        #expect(named.stdout.contains("Secret.storyboard"))
        let allowed = try Self.run(["lint", "--allow-outside", "--format", "json", "App"], in: checkout)
        #expect(allowed.stdout.contains("Secret.storyboard"))
        // A link inside the working directory is fine.
        try FileManager.default.createDirectory(at: checkout.appendingPathComponent("Real"), withIntermediateDirectories: true)
        try Self.write(Self.oneWarning, to: "Real/Main.storyboard", in: checkout)
        try FileManager.default.createSymbolicLink(atPath: checkout.appendingPathComponent("Alias").path, withDestinationPath: "Real")
        let inside = try Self.run(["lint", "Alias"], in: checkout)
        #expect(inside.status == 0 && !inside.stderr.contains("[io.outside-working-directory]"))
    }

    @Test func aNameThatIsNotUTF8IsReportedNotSkippedInSilence() throws {
        let repository = try Self.repository()
        defer { try? FileManager.default.removeItem(at: repository) }
        try Self.write(Self.oneWarning, to: "App/Main.storyboard", in: repository)
        // "Caf\xE9" (Latin-1), a folder with a storyboard in it, and a storyboard of that name.
        for name in [[0x43, 0x61, 0x66, 0xE9] as [UInt8], Array("x".utf8) + [0xFF] + Array(".storyboard".utf8)] {
            let path = Array(repository.appendingPathComponent("App").path.utf8) + [UInt8(ascii: "/")] + name + [0]
            let made = path.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { name.last == 0xE9 ? mkdir($0.baseAddress!, 0o755) : creat($0.baseAddress!, 0o644) }
            }
            #expect(made >= 0)
            if made > 0 && name.last != 0xE9 { close(made) }
        }
        let quiet = try Self.run(["--quiet", "App"], in: repository)
        #expect(quiet.stderr.contains(#"App/Caf\xE9: warning:"#), "\(quiet.stderr)")
        #expect(quiet.stderr.contains(#"App/x\xFF.storyboard: warning:"#))
        #expect(quiet.stderr.split(separator: "\n").count { $0.hasSuffix("[bundle.unreadable-name]") } == 2)
        let lint = try Self.run(["lint", "App"], in: repository)
        #expect(lint.stdout.split(separator: "\n").count { $0.hasSuffix("[bundle.unreadable-name]") } == 2)
    }
}
