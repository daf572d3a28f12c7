import SceneLoaderCore

/// Which findings of a run a report shows (``ReportLimits``), and how the grouped formats order
/// them: by file, each file's findings errors first.
struct ReportSelection {
    /// One file of the report: the files linted, in the order found, then any other file a
    /// finding names.
    struct FileGroup {
        let path: String
        /// The file linted, when it was one.
        let file: Linter.Report.File?
        /// The findings shown, errors first, then warnings, then notes, each by line.
        let shown: [Finding]
        /// Every finding of the file by severity, shown or not.
        let errors: Int
        let warnings: Int
        let notes: Int
        /// How many of the file's findings are not shown.
        var omitted: Int { errors + warnings + notes - shown.count }
    }

    /// A group of files in the HTML report's contents: a target (in a folder with an Xcode
    /// project; a file its targets copy is in each of their groups, a file in none in a last
    /// group), or, without targets, all files in one group without a title.
    struct Group {
        let title: String?
        let files: [Int]
    }

    let files: [FileGroup]
    /// Whether each finding of the run (by its position) is shown.
    let isShown: [Bool]
    /// How many findings are not shown, by severity.
    let omittedErrors: Int
    let omittedWarnings: Int
    let omittedNotes: Int
    let limits: ReportLimits

    var omitted: Int { omittedErrors + omittedWarnings + omittedNotes }
    var shownCount: Int { isShown.count - omitted }

    init(_ report: Linter.Report, limits: ReportLimits) {
        self.limits = limits
        var order: [String] = []
        var groupOf: [String: Int] = [:]
        var linted: [String: Linter.Report.File] = [:]
        for file in report.files where groupOf[file.path] == nil {
            groupOf[file.path] = order.count
            order.append(file.path)
            linted[file.path] = file
        }
        var members = [[Int]](repeating: [], count: order.count)
        for (position, finding) in report.findings.enumerated() {
            let path = finding.diagnostic.location.file
            if groupOf[path] == nil {
                groupOf[path] = order.count
                order.append(path)
                members.append([])
            }
            members[groupOf[path]!].append(position)
        }
        let findings = report.findings
        func rank(_ position: Int) -> Int {
            switch findings[position].diagnostic.severity {
            case .error: 0
            case .warning: 1
            case .note: 2
            }
        }
        // Per file, the most severe first up to the file's limit; then across files, the most
        // severe first (in file order) up to the report's.
        var candidates: [Int] = []
        for group in members {
            let sorted = group.sorted { (rank($0), $0) < (rank($1), $1) }
            candidates += sorted.prefix(max(0, limits.maxFindingsPerFile))
        }
        candidates.sort { (rank($0), $0) < (rank($1), $1) }
        var isShown = [Bool](repeating: false, count: findings.count)
        for position in candidates.prefix(max(0, limits.maxFindings)) { isShown[position] = true }
        self.isShown = isShown
        var omitted = (0, 0, 0)
        for (position, finding) in findings.enumerated() where !isShown[position] {
            switch finding.diagnostic.severity {
            case .error: omitted.0 += 1
            case .warning: omitted.1 += 1
            case .note: omitted.2 += 1
            }
        }
        (omittedErrors, omittedWarnings, omittedNotes) = omitted
        files = order.enumerated().map { index, path in
            let group = members[index]
            let shown = group.filter { isShown[$0] }.sorted { (rank($0), $0) < (rank($1), $1) }.map { findings[$0] }
            let count = { (severity: Diagnostic.Severity) in group.count { findings[$0].diagnostic.severity == severity } }
            return FileGroup(path: path, file: linted[path], shown: shown, errors: count(.error), warnings: count(.warning), notes: count(.note))
        }
    }

    /// The groups of the HTML report's contents (targets in the order first met, then the files
    /// in no target), each listing files with errors first, then with warnings, then the rest,
    /// each in path order.
    var groups: [Group] {
        let order = files.indices.sorted { a, b in
            let (x, y) = (files[a], files[b])
            let rank = { (file: FileGroup) in file.errors > 0 ? 0 : file.warnings > 0 ? 1 : file.notes > 0 ? 2 : 3 }
            if rank(x) != rank(y) { return rank(x) < rank(y) }
            return x.path.utf8.lexicographicallyPrecedes(y.path.utf8)
        }
        guard files.contains(where: { !($0.file?.targets ?? []).isEmpty }) else { return [Group(title: nil, files: order)] }
        var titles: [String] = []
        var members: [String: [Int]] = [:]
        var none: [Int] = []
        for index in order {
            let targets = files[index].file?.targets ?? []
            if targets.isEmpty { none.append(index) }
            for target in targets {
                if members[target] == nil { titles.append(target) }
                members[target, default: []].append(index)
            }
        }
        var groups = titles.map { Group(title: "Target \($0)", files: members[$0] ?? []) }
        if !none.isEmpty { groups.append(Group(title: "In no target", files: none)) }
        return groups
    }

    /// One sentence on what was left out (empty when nothing was): the counts and the limits.
    var omissionSentence: String {
        guard omitted > 0 else { return "" }
        var parts: [String] = []
        if omittedErrors > 0 { parts.append("\(omittedErrors) error\(omittedErrors == 1 ? "" : "s")") }
        if omittedWarnings > 0 { parts.append("\(omittedWarnings) warning\(omittedWarnings == 1 ? "" : "s")") }
        if omittedNotes > 0 { parts.append("\(omittedNotes) note\(omittedNotes == 1 ? "" : "s")") }
        return "\(omitted) more finding\(omitted == 1 ? " is" : "s are") not in this report (\(parts.joined(separator: ", "))): "
            + "it shows at most \(limits.maxFindingsPerFile) a file and \(limits.maxFindings) in all (--max-findings)"
    }
}
