/// An estimate of how wide text is in the system font, without a font engine: an average advance
/// per character (0.55 em, rounded to the quarter point). Good enough to size a badge; the drawing
/// leaves the real text to the SVG renderer.
enum TextMetrics {
    static func width(of text: String, fontSize: Double) -> Double {
        let raw = Double(text.count) * fontSize * 0.55
        return (raw * 4).rounded() / 4
    }
}
