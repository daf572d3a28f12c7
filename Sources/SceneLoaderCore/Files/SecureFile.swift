#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A regular file opened for reading, with the checks that keep hostile paths harmless.
///
/// Opens without blocking (a FIFO would otherwise wait forever), refuses anything but a regular
/// file (directories, FIFOs, devices, sockets), refuses a file larger than the limit before reading
/// a byte (a sparse 10 GB file fails at once), and keeps enforcing the limit while reading, in case
/// the file grows.
package struct SecureFile: ~Copyable {
    private let descriptor: Int32
    private let limit: Int
    private var bytesRead = 0
    /// The size `fstat` reported when the file was opened.
    let size: Int

    /// Opens `path`, or reports why it cannot be read, naming it as `shown` (the path as the user gave it).
    /// With `followingLinks` false, a symbolic link as the last component is refused (a file found
    /// inside a tree, which must not lead out of it); the folders above it are the caller's to check.
    init(path: String, shown: String, limit: Int, followingLinks: Bool = true) throws(FileIssue) {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY | (followingLinks ? 0 : O_NOFOLLOW))
        guard fd >= 0 else {
            let code = errno
            if code == ELOOP && !followingLinks {
                throw FileIssue(code: .notRegularFile, message: "'\(Quote.path(shown))' is a symbolic link, which is not followed inside a tree")
            }
            throw FileIssue.from(errno: code, path: shown)
        }
        var status = stat()
        guard fstat(fd, &status) == 0 else {
            let code = errno
            close(fd)
            throw FileIssue.from(errno: code, path: shown)
        }
        let type = status.st_mode & S_IFMT
        guard type == S_IFREG else {
            close(fd)
            let what = switch type {
            case S_IFDIR: "a directory (a compiled .storyboardc?)"
            case S_IFIFO: "a FIFO"
            case S_IFCHR: "a character device"
            case S_IFBLK: "a block device"
            case S_IFSOCK: "a socket"
            default: "not a regular file"
            }
            throw FileIssue(code: .notRegularFile, message: "'\(Quote.path(shown))' is \(what), not a storyboard file")
        }
        guard Int(status.st_size) <= limit else {
            close(fd)
            throw FileIssue(code: .fileTooLarge, message: "file is \(status.st_size) bytes, over the \(limit)-byte limit (raise maxFileSize to load it)")
        }
        descriptor = fd
        self.limit = limit
        size = Int(status.st_size)
    }

    deinit { close(descriptor) }

    /// Reads up to `buffer.count` bytes; 0 at the end of the file.
    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(FileIssue) -> Int {
        while true {
            #if canImport(Glibc)
            let count = Glibc.read(descriptor, buffer.baseAddress, buffer.count)
            #else
            let count = Darwin.read(descriptor, buffer.baseAddress, buffer.count)
            #endif
            if count >= 0 {
                bytesRead += count
                guard bytesRead <= limit else {
                    throw FileIssue(code: .fileTooLarge, message: "file grew past the \(limit)-byte limit while it was read")
                }
                return count
            }
            if errno == EINTR { continue }
            throw FileIssue.from(errno: errno, path: "")
        }
    }
}

extension SecureFile {
    /// The whole of a small file (a configuration, a baseline, a `Contents.json`, a PNG), with the
    /// same checks: regular files only, never blocking, at most `limit` bytes.
    /// - Parameters:
    ///   - path: the file to open.
    ///   - shown: the path as messages name it.
    ///   - limit: the most bytes accepted.
    ///   - followingLinks: false to refuse a symbolic link as the last component (a file found in a tree).
    package static func contents(of path: String, shown: String, limit: Int, followingLinks: Bool = true) -> Result<[UInt8], FileIssue> {
        do throws(FileIssue) {
            var file = try SecureFile(path: path, shown: shown, limit: limit, followingLinks: followingLinks)
            var bytes: [UInt8] = []
            bytes.reserveCapacity(file.size)
            let chunk = UnsafeMutableRawBufferPointer.allocateForReading(count: 64 * 1024)
            defer { chunk.deallocate() }
            while true {
                let count = try file.read(into: chunk)
                if count == 0 { break }
                bytes += UnsafeRawBufferPointer(rebasing: chunk[..<count])
            }
            return .success(bytes)
        } catch {
            return .failure(error)
        }
    }
}
