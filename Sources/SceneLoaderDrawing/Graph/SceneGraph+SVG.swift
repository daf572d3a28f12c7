import SceneLoaderCore

extension SceneGraph {
    /// The most controllers ``svg(idPrefix:)`` lays out; a larger graph is a note to draw it with
    /// `scene-inspect graph` instead.
    public static let maxDrawnNodes = 300
    /// The most edges it draws; the rest are counted in the picture's note.
    public static let maxDrawnEdges = 1_200

    /// The graph as a standalone SVG picture that needs no script to show: controllers in layers
    /// from the initial controller (and every controller nothing leads to), each layer's boxes in
    /// document order in rows of at most ``rowLength``; containment as solid arrows, segues as dashed
    /// ones, references within the file as dotted ones; an arrow to its own or an earlier layer
    /// curves around the side. Every element id starts with `idPrefix`, so that several pictures
    /// in one page (the HTML lint report) keep theirs apart. Linear in nodes and edges.
    ///
    /// Nil when the graph has more than ``maxDrawnNodes`` controllers.
    public func svg(idPrefix: String = "") -> String? {
        guard nodes.count <= SceneGraph.maxDrawnNodes else { return nil }
        var index: [String: Int] = [:]
        for (position, node) in nodes.enumerated() { index[node.key] = position }
        var outgoing = [[Int]](repeating: [], count: nodes.count)
        var incoming = [Int](repeating: 0, count: nodes.count)
        for edge in edges {
            guard let from = index[edge.from], let to = index[edge.to] else { continue }
            outgoing[from].append(to)
            incoming[to] += 1
        }
        // Layers by breadth-first distance from the roots: the initial controller, the
        // controllers nothing leads to, then (for loops) any left, in document order.
        var layer = [Int](repeating: -1, count: nodes.count)
        var queue: [Int] = []
        var head = 0
        func start(_ node: Int) {
            guard layer[node] < 0 else { return }
            layer[node] = 0
            queue.append(node)
            while head < queue.count {
                let current = queue[head]
                head += 1
                for next in outgoing[current] where layer[next] < 0 {
                    layer[next] = layer[current] + 1
                    queue.append(next)
                }
            }
        }
        if let initial = nodes.firstIndex(where: \.isInitial) { start(initial) }
        for node in nodes.indices where incoming[node] == 0 { start(node) }
        for node in nodes.indices { start(node) }
        var layers: [[Int]] = []
        for node in nodes.indices {
            while layers.count <= layer[node] { layers.append([]) }
            layers[layer[node]].append(node)
        }
        // Geometry: rows of boxes, each as tall as its tallest label.
        let width = 190.0, gap = 36.0, rowGap = 56.0, margin = 20.0, lineHeight = 14.0
        let labels = nodes.map { node in Array(labelLines(of: node).prefix(4)).map { SceneGraph.fitted($0, to: 30) } }
        var frames = [(x: Double, y: Double, height: Double)](repeating: (0, 0, 0), count: nodes.count)
        var y = margin
        var widest = 0
        for nodesOfLayer in layers {
            var row = 0
            while row * SceneGraph.rowLength < nodesOfLayer.count {
                let members = nodesOfLayer[(row * SceneGraph.rowLength)..<min(nodesOfLayer.count, (row + 1) * SceneGraph.rowLength)]
                let height = members.map { 12 + Double(labels[$0].count) * lineHeight }.max() ?? 0
                for (column, node) in members.enumerated() {
                    frames[node] = (margin + Double(column) * (width + gap), y, height)
                }
                widest = max(widest, members.count)
                y += height + rowGap
                row += 1
            }
        }
        let totalWidth = margin * 2 + Double(max(1, widest)) * (width + gap) - gap + 60
        let totalHeight = y - rowGap + margin
        var svg = SVGWriter(width: totalWidth, height: totalHeight, scale: 1)
        svg.title("Scene graph: \(nodes.count) controllers, \(edges.count) connections")
        svg.open("defs")
        svg.open("marker", [("id", idPrefix + "arrow"), ("viewBox", "0 0 10 10"), ("refX", "10"), ("refY", "5"),
                            ("markerWidth", "7"), ("markerHeight", "7"), ("orient", "auto-start-reverse")])
        svg.element("path", [("d", "M 0 0 L 10 5 L 0 10 z"), ("fill", "#57606a")])
        svg.close("marker")
        svg.close("defs")
        var drawn = 0
        for edge in edges {
            guard let from = index[edge.from], let to = index[edge.to] else { continue }
            guard drawn < SceneGraph.maxDrawnEdges else { break }
            drawn += 1
            let a = frames[from], b = frames[to]
            var attributes: [(String, String)] = [("fill", "none"), ("stroke", "#57606a"), ("marker-end", "url(#\(idPrefix)arrow)")]
            switch edge.kind {
            case .relationship: break
            case .segue: attributes.append(("stroke-dasharray", "6 4"))
            case .reference: attributes.append(("stroke-dasharray", "2 3"))
            }
            let path: String
            let labelPoint: (x: Double, y: Double)
            if b.y > a.y {
                let (x1, y1, x2, y2) = (a.x + width / 2, a.y + a.height, b.x + width / 2, b.y)
                path = "M \(n(x1)) \(n(y1)) L \(n(x2)) \(n(y2))"
                labelPoint = ((x1 + x2) / 2 + 4, (y1 + y2) / 2)
            } else {
                // Back, sideways or to itself: around the right of both boxes.
                let (x1, y1, x2, y2) = (a.x + width, a.y + a.height / 2, b.x + width, b.y + b.height / 2)
                let out = max(x1, x2) + 40
                path = "M \(n(x1)) \(n(y1)) C \(n(out)) \(n(y1)) \(n(out)) \(n(y2)) \(n(x2)) \(n(y2))"
                labelPoint = (out - 10, (y1 + y2) / 2)
            }
            svg.open("g", [("class", "edge")])
            svg.element("path", [("d", path)] + attributes)
            svg.text(SceneGraph.fitted(edge.label, to: 26), [("x", n(labelPoint.x)), ("y", n(labelPoint.y)), ("font-size", "10"),
                                                               ("font-family", "Helvetica, Arial, sans-serif"), ("fill", "#57606a")])
            svg.close("g")
        }
        for (position, node) in nodes.enumerated() {
            let frame = frames[position]
            var box: [(String, String)] = [("x", n(frame.x)), ("y", n(frame.y)), ("width", n(width)), ("height", n(frame.height)),
                                           ("rx", "6"), ("fill", node.reference != nil ? "#f6f8fa" : "#ffffff"),
                                           ("stroke", node.isInitial ? "#0969da" : "#8c959f"), ("stroke-width", node.isInitial ? "2" : "1")]
            if node.reference != nil { box.append(("stroke-dasharray", "4 3")) }
            svg.open("g", [("id", idPrefix + node.key), ("class", node.isInitial ? "scene initial" : "scene")])
            svg.element("rect", box)
            for (line, text) in labels[position].enumerated() {
                svg.text(text, [("x", n(frame.x + 8)), ("y", n(frame.y + 17 + Double(line) * lineHeight)), ("font-size", "11"),
                                ("font-family", "Helvetica, Arial, sans-serif"), ("font-weight", line == 0 ? "600" : "400"), ("fill", "#1d1d1f")])
            }
            svg.close("g")
        }
        if drawn < edges.count {
            svg.text("\(edges.count - drawn) more connections are not drawn", [("x", n(margin)), ("y", n(totalHeight - 4)), ("font-size", "10"),
                                                                              ("font-family", "Helvetica, Arial, sans-serif"), ("fill", "#57606a")])
        }
        return svg.finished()
    }

    /// The most boxes in one row of a layer.
    public static let rowLength = 6

    /// `text` cut to `limit` characters with `…`.
    static func fitted(_ text: String, to limit: Int) -> String {
        text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
    }

    private func n(_ value: Double) -> String { SVGWriter.number(value) }
}
