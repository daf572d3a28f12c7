#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneLoaderCore
import SceneLoaderRuntime
import SceneLoaderBundle
import SceneLoaderDrawing

/// A lint report as one self-contained HTML page: no script, no network, no external file. For each
/// file: its findings, each with the source lines around it; then, for each storyboard, its scene
/// graph (as Mermaid text, which renders in GitHub and most wikis when pasted) and a picture of
/// each tab bar controller's bar (``TabBarPicture``'s SVG, inline). Every value from the input is
/// escaped.
struct HTMLReport {
    let report: Linter.Report
    let tool: LintTool

    /// Lines shown before and after a finding's line.
    static let context = 2
    /// The most bytes of a source line shown.
    static let maxLineLength = 400
    /// The largest source file read for excerpts.
    static let maxSourceSize = 32 << 20

    var text: String {
        var html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(e(tool.name)) lint report</title>
        <style>
        body { font: 14px/1.45 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; margin: 2em; color: #1d1d1f; }
        h1 { font-size: 1.6em; } h2 { font-size: 1.2em; border-bottom: 1px solid #ddd; padding-bottom: .2em; margin-top: 2em; }
        .summary span { margin-right: 1.5em; }
        .finding { border-left: 4px solid #999; margin: 1em 0; padding: .3em .8em; background: #fafafa; }
        .finding.error { border-color: #d1242f; } .finding.warning { border-color: #bf8700; } .finding.note { border-color: #0969da; }
        .severity { font-weight: 600; text-transform: uppercase; font-size: .8em; }
        .rule, .object { font-family: ui-monospace, Menlo, monospace; font-size: .9em; color: #57606a; }
        pre { background: #f6f8fa; padding: .5em; overflow-x: auto; font: 12px/1.4 ui-monospace, Menlo, monospace; }
        pre .hit { background: #fff8c5; display: block; }
        .clean { color: #1a7f37; }
        figure { margin: 1em 0; } figcaption { color: #57606a; font-size: .9em; }
        </style>
        </head>
        <body>
        <h1>\(e(tool.name)) \(e(tool.version)) lint report</h1>

        """
        let findings = report.findings
        let count = { (severity: Diagnostic.Severity) in findings.count { $0.diagnostic.severity == severity } }
        html += "<p class=\"summary\" id=\"summary\"><span>\(report.files.count) files</span><span>\(count(.error)) errors</span><span>\(count(.warning)) warnings</span><span>\(count(.note)) notes</span></p>\n"
        var order: [String] = []
        var byFile: [String: [Finding]] = [:]
        var storyboards: [String: Linter.Report.File] = [:]
        for file in report.files where storyboards[file.path] == nil {
            order.append(file.path)
            storyboards[file.path] = file
        }
        for finding in findings {
            let file = finding.diagnostic.location.file
            if storyboards[file] == nil && byFile[file] == nil { order.append(file) }
            byFile[file, default: []].append(finding)
        }
        for (index, path) in order.enumerated() {
            html += "<section class=\"file\" id=\"file-\(index + 1)\">\n<h2>\(e(path))</h2>\n"
            let here = byFile[path] ?? []
            if here.isEmpty {
                html += "<p class=\"clean\">No findings.</p>\n"
            } else {
                let lines = HTMLReport.sourceLines(storyboards[path], needed: here)
                for finding in here { html += HTMLReport.finding(finding, lines: lines) }
            }
            if let storyboard = storyboards[path]?.storyboard, let file = storyboards[path] {
                html += HTMLReport.pictures(storyboard, catalogs: file.assetCatalogFolders)
            }
            html += "</section>\n"
        }
        html += "</body>\n</html>\n"
        return html
    }

    private func e(_ text: String) -> String { XMLText.escaped(text) }

    private static func finding(_ finding: Finding, lines: [Int: String]) -> String {
        let diagnostic = finding.diagnostic
        let severity = diagnostic.severity.rawValue
        var html = "<div class=\"finding \(severity)\">\n"
        html += "<p><span class=\"severity\">\(severity)</span> \(XMLText.escaped(diagnostic.message)) "
        html += "<span class=\"rule\">[\(XMLText.escaped(finding.ruleID))]</span><br>\n"
        html += "<span class=\"object\">\(XMLText.escaped(diagnostic.location.description))"
        if let object = finding.objectID { html += " · object \(XMLText.escaped(object))" }
        html += "</span></p>\n"
        let line = diagnostic.location.line
        if line > 0 {
            let shown = (max(1, line - context)...(line + context)).filter { lines[$0] != nil }
            if !shown.isEmpty {
                html += "<pre>"
                for number in shown {
                    let digits = String(number)
                    let text = String(repeating: " ", count: max(0, 5 - digits.count)) + digits + "  " + XMLText.escaped(lines[number] ?? "")
                    html += number == line ? "<span class=\"hit\">\(text)</span>" : text + "\n"
                }
                html += "</pre>\n"
            }
        }
        for note in diagnostic.notes {
            html += "<p class=\"object\">note: \(XMLText.escaped(note.location.description)): \(XMLText.escaped(note.message))</p>\n"
        }
        return html + "</div>\n"
    }

    /// The lines the findings need (their own and the context around them), by number.
    private static func sourceLines(_ file: Linter.Report.File?, needed findings: [Finding]) -> [Int: String] {
        guard let url = file?.storyboard?.url ?? file?.nib?.url else { return [:] }
        var wanted: Set<Int> = []
        for finding in findings where finding.diagnostic.location.line > 0 {
            let line = finding.diagnostic.location.line
            for number in max(1, line - context)...(line + context) { wanted.insert(number) }
        }
        guard !wanted.isEmpty, case .success(let bytes) = SecureFile.contents(of: url.path, shown: url.path, limit: maxSourceSize) else { return [:] }
        var lines: [Int: String] = [:]
        var number = 1
        var start = 0
        let last = wanted.max() ?? 0
        for index in 0...bytes.count where index == bytes.count || bytes[index] == 0x0A {
            if wanted.contains(number) {
                var end = index
                if end > start && bytes[end - 1] == 0x0D { end -= 1 }
                let text = String(decoding: bytes[start..<min(end, start + maxLineLength)], as: UTF8.self)
                lines[number] = end - start > maxLineLength ? text + "…" : text
            }
            number += 1
            start = index + 1
            if number > last { break }
        }
        return lines
    }

    /// The scene graph as Mermaid text and a picture of each tab bar controller's bar.
    private static func pictures(_ storyboard: Storyboard, catalogs: [URL]) -> String {
        guard !storyboard.scenes.isEmpty else { return "" }
        var html = "<details class=\"graph\"><summary>Scene graph (\(storyboard.scenes.count) scenes, Mermaid)</summary>\n"
        // The graph's own line breaks stay line breaks; each line is escaped.
        let mermaid = storyboard.sceneGraph().mermaid().split(separator: "\n", omittingEmptySubsequences: false)
        html += "<pre>" + mermaid.map { XMLText.escaped(String($0)) }.joined(separator: "\n") + "</pre>\n</details>\n"
        let catalog = AssetCatalog(folders: catalogs)
        for scene in storyboard.scenes where scene.kind == .tabBarController {
            // What the runtime shows (its More rule and More item), as `render` draws it. A tab that
            // is a broken reference (a finding of the report) must not take the picture with it: the
            // storyboard on its own keeps references into other files as placeholders. A scene that
            // cannot be instantiated even so has no picture.
            guard let id = scene.id,
                  let tabs = (try? storyboard.instantiateViewController(withID: id) as? TabBarController)
                      ?? (try? storyboard.resolving(through: nil).instantiateViewController(withID: id) as? TabBarController),
                  !(tabs.viewControllers ?? []).isEmpty else { continue }
            let picture = TabBarPicture(TabBarContent(tabBarController: tabs), catalog: catalog)
            var caption = "Tab bar of tabBarController"
            if let id = scene.id { caption += " " + id }
            if let identifier = scene.storyboardIdentifier { caption += " (\(identifier))" }
            html += "<figure class=\"tab-bar\">\n\(inlineSVG(picture.svg))\n<figcaption>\(XMLText.escaped(caption))</figcaption>\n</figure>\n"
        }
        return html
    }

    /// An SVG document as inline markup: without its XML declaration.
    private static func inlineSVG(_ svg: String) -> String {
        guard svg.hasPrefix("<?xml"), let start = svg.firstIndex(of: "\n") else { return svg }
        return String(svg[svg.index(after: start)...].drop { $0.isWhitespace })
    }
}
