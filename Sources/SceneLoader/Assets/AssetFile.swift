#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a small file of an asset catalog (a `Contents.json`, a PNG) with the loader's checks:
/// regular files only, never blocking on a FIFO, and a size cap.
enum AssetFile {
    /// The largest `Contents.json` read.
    static let maxJSONSize = 1 << 20
    /// The largest image file read.
    static let maxImageSize = 16 << 20

    /// Whether `path` is a directory (following symbolic links).
    static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// The file's bytes, or the problem as a message.
    static func read(path: String, limit: Int) -> Result<[UInt8], AssetIssue> {
        do throws(FileIssue) {
            var file = try SecureFile(path: path, shown: path, limit: limit)
            var bytes: [UInt8] = []
            bytes.reserveCapacity(file.size)
            var chunk = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let result = chunk.withUnsafeMutableBytes { buffer -> Result<Int, FileIssue> in
                    do throws(FileIssue) { return .success(try file.read(into: buffer)) } catch { return .failure(error) }
                }
                let count = try result.get()
                if count == 0 { break }
                bytes += chunk[0..<count]
            }
            return .success(bytes)
        } catch {
            return .failure(AssetIssue(path: path, message: error.message))
        }
    }
}
