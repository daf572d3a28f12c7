/// Recognises inputs that are not XML text from their first bytes, for a clear message before
/// libxml2 sees them: compressed files are refused, never inflated.
enum InputSniffer {
    private static let signatures: [(bytes: [UInt8], code: DiagnosticCode, what: String)] = [
        ([0x1F, 0x8B], .gzipInput, "gzip-compressed; compressed input is refused"),
        (Array("PK\u{3}\u{4}".utf8), .binaryInput, "a ZIP archive, not a storyboard"),
        (Array("BZh".utf8), .binaryInput, "bzip2-compressed; compressed input is refused"),
        ([0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00], .binaryInput, "xz-compressed; compressed input is refused"),
        ([0x28, 0xB5, 0x2F, 0xFD], .binaryInput, "zstd-compressed; compressed input is refused"),
        (Array("bplist".utf8), .binaryInput, "a binary property list, not a storyboard"),
        (Array("NIBArchive".utf8), .binaryInput, "a compiled nib, not a storyboard source"),
        (Array("\u{0}GITCRYPT".utf8), .binaryInput, "encrypted by git-crypt; unlock the repository first"),
        (Array("\u{7F}ELF".utf8), .binaryInput, "an executable, not a storyboard"),
    ]

    /// Throws when `head`, the start of the input, is empty or a known binary format.
    static func check(_ head: UnsafeRawBufferPointer, isWholeFile: Bool) throws(XMLIssue) {
        if head.isEmpty {
            throw XMLIssue(code: .emptyInput, message: "file is empty", line: 0, column: 0)
        }
        for signature in signatures where head.starts(with: signature.bytes) {
            throw XMLIssue(code: signature.code, message: "file is \(signature.what)", line: 1, column: 1)
        }
        if isWholeFile && head.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }) {
            throw XMLIssue(code: .emptyInput, message: "file holds no XML, only white space", line: 1, column: 1)
        }
    }
}
