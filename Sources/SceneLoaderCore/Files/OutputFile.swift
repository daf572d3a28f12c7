#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file the tool writes (`--output`, `--write-baseline`, `render --svg`), replaced only when its
/// new content is complete.
///
/// Before anything is written, the path is checked with `lstat`, which does not follow links: it
/// must be absent or a regular file (never a symbolic link, a device, a FIFO or a folder), and not
/// one of the files the run read (``Identity``). The content goes to a new file in the same
/// folder (created exclusively, never through a link), which ``commit()`` renames over the path
/// once every byte is written; a run that fails, or a write that fails, removes it and leaves the
/// previous file as it was. The file gets the replaced file's permissions, or those `umask` gives.
package final class OutputFile {
    /// A file's identity: the device and inode `stat` reports, which no path spelling changes.
    package struct Identity: Hashable, Sendable {
        let device: UInt64
        let inode: UInt64

        init(device: UInt64, inode: UInt64) {
            self.device = device
            self.inode = inode
        }

        /// The identity of the file at `path` (following links, as reading it does), or nil when
        /// there is none.
        package init?(path: String) {
            var status = stat()
            guard stat(path, &status) == 0 else { return nil }
            device = UInt64(status.st_dev)
            inode = UInt64(status.st_ino)
        }
    }

    /// The path as given.
    package let path: String
    /// The new file beside it, which ``commit()`` renames over it: for a program that writes the
    /// content itself (`rsvg-convert --output`).
    package var temporaryPath: String { temporary }
    private let temporary: String
    private var descriptor: Int32
    private var buffer: [UInt8] = []
    /// Whether the temporary file is renamed or removed.
    private var finished = false
    private static let bufferSize = 64 << 10

    /// Checks `path` and opens a temporary file beside it; `inputs` are the files the run read,
    /// which it must not be. `path` is how messages name it.
    /// - Throws: ``FileIssue`` with ``DiagnosticCode/fileUnwritable`` saying why.
    package init(path: String, inputs: () -> Set<Identity> = { [] }) throws(FileIssue) {
        self.path = path
        let quoted = "'\(Quote.path(path))'"
        var status = stat()
        var mode: mode_t = 0o666
        var replaced = false
        if lstat(path, &status) == 0 {
            let type = status.st_mode & S_IFMT
            guard type == S_IFREG else {
                let what = switch type {
                case S_IFLNK: "a symbolic link (never written through)"
                case S_IFDIR: "a directory"
                case S_IFIFO: "a FIFO"
                case S_IFCHR, S_IFBLK: "a device"
                case S_IFSOCK: "a socket"
                default: "not a regular file"
                }
                throw FileIssue(code: .fileUnwritable, message: "cannot write \(quoted): it is \(what)")
            }
            if inputs().contains(Identity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))) {
                throw FileIssue(code: .fileUnwritable, message: "cannot write \(quoted): it is a file this run reads")
            }
            mode = status.st_mode & 0o777
            replaced = true
        } else if errno != ENOENT {
            throw OutputFile.issue(errno, quoted)
        }
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var attempt = 0
        var opened: (descriptor: Int32, path: String)?
        while opened == nil {
            let candidate = "\(folder).\(name).\(String(UInt32.random(in: 0...UInt32.max), radix: 36)).tmp"
            let fd = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW | O_NOCTTY, 0o600)
            if fd >= 0 {
                opened = (fd, candidate)
                continue
            }
            attempt += 1
            guard errno == EEXIST, attempt < 16 else { throw OutputFile.issue(errno, quoted) }
        }
        descriptor = opened!.descriptor
        temporary = opened!.path
        // A new file gets what umask leaves of rw-rw-rw-; a replaced one keeps its permissions.
        if !replaced {
            let mask = umask(0)
            umask(mask)
            mode = 0o666 & ~mask
        }
        if fchmod(descriptor, mode) != 0 {
            let code = errno
            discard()
            throw OutputFile.issue(code, quoted)
        }
    }

    deinit { if !finished { discard() } }

    /// Appends `bytes` (buffered).
    package func write(_ bytes: some Sequence<UInt8>) throws(FileIssue) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= OutputFile.bufferSize { try flush() }
    }

    /// Appends `text`'s UTF-8.
    package func write(_ text: String) throws(FileIssue) {
        try write(text.utf8)
    }

    /// Writes what is buffered, makes it durable (`fsync`), closes the temporary file and renames
    /// it over ``path``.
    package func commit() throws(FileIssue) {
        try flush()
        guard fsync(descriptor) == 0 else {
            let code = errno
            discard()
            throw OutputFile.issue(code, "'\(Quote.path(path))'")
        }
        guard close(descriptor) == 0 else {
            let code = errno
            descriptor = -1
            discard()
            throw OutputFile.issue(code, "'\(Quote.path(path))'")
        }
        descriptor = -1
        guard rename(temporary, path) == 0 else {
            let code = errno
            discard()
            throw OutputFile.issue(code, "'\(Quote.path(path))'")
        }
        finished = true
    }

    private func flush() throws(FileIssue) {
        let failure: Int32? = buffer.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return written < 0 ? errno : EIO }
                offset += written
            }
            return nil
        }
        buffer.removeAll(keepingCapacity: true)
        if let failure {
            discard()
            throw OutputFile.issue(failure, "'\(Quote.path(path))'")
        }
    }

    /// Closes and removes the temporary file.
    private func discard() {
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
        unlink(temporary)
        finished = true
    }

    private static func issue(_ code: Int32, _ quoted: String) -> FileIssue {
        FileIssue(code: .fileUnwritable, message: "cannot write \(quoted): \(String(cString: strerror(code)).lowercased())")
    }
}

extension OutputFile {
    /// Writes `bytes` to `path` through an ``OutputFile``, unless the file there already holds
    /// exactly them (so that a build depending on a generated file does not rebuild): the old file
    /// is read only when its size is the new content's, and never through a link.
    package static func replace(_ path: String, with bytes: [UInt8], inputs: () -> Set<Identity> = { [] }) throws(FileIssue) {
        var status = stat()
        if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) == bytes.count,
           case .success(let existing) = SecureFile.contents(of: path, shown: path, limit: bytes.count, followingLinks: false),
           existing == bytes {
            return
        }
        let file = try OutputFile(path: path, inputs: inputs)
        try file.write(bytes)
        try file.commit()
    }
}

/// `write(2)`, which the methods named `write` hide.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
    #else
    Darwin.write(descriptor, bytes, count)
    #endif
}
