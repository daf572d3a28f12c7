import SceneLoaderCore

/// Writes an SVG document one element a line, with numbers printed the same way every time (at most
/// three decimals, no trailing zeros), so the output can be a golden file.
struct SVGWriter {
    private(set) var lines: [String] = []
    private var depth = 1

    /// Starts a document `width × height` user units (points) drawn at `scale` pixels per point.
    init(width: Double, height: Double, scale: Double) {
        lines.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        lines.append("<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" "
            + "width=\"\(SVGWriter.number(width * scale))\" height=\"\(SVGWriter.number(height * scale))\" "
            + "viewBox=\"0 0 \(SVGWriter.number(width)) \(SVGWriter.number(height))\">")
    }

    /// The document's `<title>`.
    mutating func title(_ content: String) {
        add("<title>\(XMLText.escaped(content))</title>")
    }

    /// An element with no content.
    mutating func element(_ name: String, _ attributes: [(String, String)]) {
        add("<\(name)\(SVGWriter.attributes(attributes))/>")
    }

    /// An element with text content.
    mutating func text(_ content: String, _ attributes: [(String, String)]) {
        add("<text\(SVGWriter.attributes(attributes))>\(XMLText.escaped(content))</text>")
    }

    /// Opens an element whose children follow, until ``close(_:)``.
    mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
        add("<\(name)\(SVGWriter.attributes(attributes))>")
        depth += 1
    }

    /// Closes the element ``open(_:_:)`` opened.
    mutating func close(_ name: String) {
        depth -= 1
        add("</\(name)>")
    }

    /// The document.
    func finished() -> String {
        (lines + ["</svg>"]).joined(separator: "\n") + "\n"
    }

    private mutating func add(_ line: String) {
        lines.append(String(repeating: "  ", count: depth) + line)
    }

    private static func attributes(_ attributes: [(String, String)]) -> String {
        attributes.map { " \($0.0)=\"\(XMLText.escaped($0.1))\"" }.joined()
    }

    /// A number with at most three decimals and no trailing zeros (`93.75`, `49`, `-0.5`).
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let thousandths = Int((value * 1000).rounded())
        let sign = thousandths < 0 ? "-" : ""
        let magnitude = abs(thousandths)
        let whole = magnitude / 1000
        var fraction = magnitude % 1000
        guard fraction != 0 else { return sign + String(whole) }
        var digits = 3
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let text = String(fraction)
        return sign + String(whole) + "." + String(repeating: "0", count: digits - text.count) + text
    }
}
