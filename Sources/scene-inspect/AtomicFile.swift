#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file whole or not at all: the bytes go to a new file beside it, which replaces it only
/// once complete (`rename`), so a reader (git, an editor, a build) never sees half a file and a
/// failure leaves the old file as it was. A path that is a symbolic link is refused rather than
/// written through or replaced.
enum AtomicFile {
    /// Writes `bytes` to `path`; returns why it could not, or nil. A file that exists keeps its
    /// permissions; a new one gets 0644 less the umask.
    static func write(_ bytes: [UInt8], to path: String) -> String? {
        var status = stat()
        var mode: mode_t = 0o644
        if lstat(path, &status) == 0 {
            if status.st_mode & S_IFMT == S_IFLNK { return "it is a symbolic link (not written through)" }
            guard status.st_mode & S_IFMT == S_IFREG else { return "it is not a regular file" }
            mode = status.st_mode & 0o7777
        } else {
            let mask = umask(0)
            umask(mask)
            mode &= ~mask
        }
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var template = Array("\(directory).\(name).XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var failure: String?
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                #if canImport(Glibc)
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #else
                let written = Darwin.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #endif
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else {
                    failure = String(cString: strerror(written < 0 ? errno : EIO))
                    return
                }
                offset += written
            }
        }
        if failure == nil && fchmod(descriptor, mode) != 0 { failure = String(cString: strerror(errno)) }
        if failure == nil && fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
        if close(descriptor) != 0 && failure == nil { failure = String(cString: strerror(errno)) }
        if failure == nil && rename(temporary, path) != 0 { failure = String(cString: strerror(errno)) }
        if failure != nil { unlink(temporary) }
        return failure
    }
}
