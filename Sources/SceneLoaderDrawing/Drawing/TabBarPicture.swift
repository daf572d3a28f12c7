#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneLoaderCore
public import SceneLoaderRuntime
public import SceneLoaderBundle

/// A tab bar drawn as SVG: the system bar (equal slots, icon above title, hairline on top) or the
/// custom bar (``CustomTabBarLayout``).
///
/// Icons come from the asset catalog as PNG, embedded in the SVG: a template image (in a tab bar,
/// ``Image/RenderingMode/automatic`` unless the catalog says "Original Image") is recoloured from its
/// alpha to the tint colour when selected and to the unselected tint otherwise; an original image is
/// embedded as the file is. An SF Symbol (the system's, or a catalog's symbol set), or an image no
/// catalog has or that cannot be read, is a labelled placeholder box: a dashed one for a symbol, a
/// crossed one for a missing image. Badges are
/// red pills with white text. A tvOS bar (``TabBarContent/Position/top``) is drawn as tvOS draws it
/// across the top of the screen (``TopTabBarLayout``): titles in a centred row, the focused
/// (selected) item's title dark on a white pill, the others grey. The drawing depends only on its
/// inputs, so it can be a golden file.
public struct TabBarPicture: Sendable {
    /// Which bar to draw.
    public enum Style: String, Sendable, Hashable {
        /// UIKit's own bar.
        case system
        /// The custom bar of ``CustomTabBarLayout``.
        case custom
    }

    /// How to draw.
    public struct Options: Sendable, Hashable {
        /// The bar's width in points.
        public var width: Double = 390
        /// The bar's height in points.
        public var height: Double = 49
        /// Pixels per point: picks the `@Nx` icon files and sizes the SVG.
        public var scale: Int = 2
        /// System or custom bar.
        public var style: Style = .system
        /// Colours of the system bar.
        public var appearance = TabBarAppearance()
        /// Geometry and colours of the custom bar.
        public var custom = CustomTabBarLayout.Settings()
        /// Geometry of the system bar.
        public var layout = SystemTabBarLayout.Settings()
        /// Geometry of a tvOS bar at the top.
        public var top = TopTabBarLayout.Settings()
        /// What every element id of the picture starts with: pictures inlined in one page (the HTML
        /// lint report) must not share ids, or one picture's `url(#button0)` clips another's tabs.
        public var idPrefix = ""

        /// The defaults: a 390 × 49 pt system bar at 2×.
        public init() {}
    }

    /// The SVG document.
    public let svg: String
    /// Icons that could not be drawn and became placeholders (missing or unreadable files), one line each.
    public let problems: [String]

    /// Draws `content` with icons from `catalog`.
    public init(_ content: TabBarContent, catalog: AssetCatalog?, options: Options = Options()) {
        var painter = Painter(catalog: catalog, options: options)
        svg = painter.draw(content)
        problems = painter.problems
    }

    /// The most pixels one drawing decodes, over all its images (four images at ``PNG/maxPixels``):
    /// images past it are placeholders, each a line of ``problems``.
    public static let maxDecodedPixels = 4 * PNG.maxPixels
    /// The most bytes of embedded (base64) images one SVG holds; images past it are placeholders.
    /// Icons are embedded only as large as they are drawn, so real tab bars use a few kilobytes.
    public static let maxEmbeddedBytes = 2 << 20

    static let fontFamily = "-apple-system, 'SF Pro Text', 'Helvetica Neue', Helvetica, Arial, sans-serif"

    /// Does the drawing.
    private struct Painter {
        let catalog: AssetCatalog?
        let options: Options
        var problems: [String] = []
        var decoded: [URL: Result<Bitmap, PNG.DecodingError>] = [:]
        /// Each visible part of an image, recoloured and encoded once, however many tabs draw it.
        var encoded: [String: String] = [:]
        var decodedPixelsLeft = TabBarPicture.maxDecodedPixels
        var embeddedBytesLeft = TabBarPicture.maxEmbeddedBytes

        init(catalog: AssetCatalog?, options: Options) {
            self.catalog = catalog
            self.options = options
        }

        mutating func draw(_ content: TabBarContent) -> String {
            if content.position == .top { return drawTop(content) }
            let size = Size(width: options.width, height: options.height)
            var svg = SVGWriter(width: size.width, height: size.height, scale: Double(max(1, options.scale)))
            let custom = options.style == .custom
            let frames = custom
                ? CustomTabBarLayout(itemCount: content.items.count, size: size, settings: options.custom).buttons
                : SystemTabBarLayout(itemCount: content.items.count, size: size, settings: options.layout).buttons
            let titles = content.items.map { $0.title ?? "" }.joined(separator: ", ")
            guard !content.isHidden else {
                // UIKit draws no bar while a pushed controller hides it: the picture is empty.
                svg.title("\(custom ? "Custom" : "System") tab bar, hidden (hidesBottomBarWhenPushed): \(titles)")
                return svg.finished()
            }
            svg.title("\(custom ? "Custom" : "System") tab bar: \(titles)")
            svg.open("defs")
            for (index, frame) in frames.enumerated() {
                svg.open("clipPath", [("id", "\(options.idPrefix)button\(index)")])
                svg.element("rect", rect(frame.frame))
                svg.close("clipPath")
            }
            svg.close("defs")
            let background = custom ? options.custom.backgroundColor : options.appearance.backgroundColor
            svg.element("rect", rect(Rect(x: 0, y: 0, width: size.width, height: size.height)) + fill(background))
            if !custom {
                svg.element("rect", rect(Rect(x: 0, y: 0, width: size.width, height: 0.5)) + fill(options.appearance.separatorColor))
            }
            for (index, item) in content.items.enumerated() {
                let selected = index == content.selectedIndex
                let colour = custom
                    ? (selected ? options.custom.selectedColor : options.custom.normalColor)
                    : (selected ? options.appearance.tintColor : options.appearance.unselectedItemTintColor)
                let frame = frames[index]
                var attributes: [(String, String)] = [("id", "\(options.idPrefix)tab\(index)"), ("clip-path", "url(#\(options.idPrefix)button\(index))")]
                if selected { attributes.append(("class", "selected")) }
                if item.isMore { attributes.append(("data-more", "true")) }
                svg.open("g", attributes)
                let iconBox = custom ? frame.imageFrame.centred(width: min(25, frame.imageFrame.width), height: min(25, frame.imageFrame.height)) : frame.imageFrame
                if let image = selected ? item.selectedImage : item.image {
                    drawIcon(image, in: iconBox, area: frame.imageFrame, clip: frame.frame, colour: colour, into: &svg)
                }
                if let title = item.title, !title.isEmpty {
                    let fontSize = custom ? options.custom.titleFontSize : options.layout.titleFontSize
                    svg.text(title, [
                        ("x", n(frame.titleFrame.midX)), ("y", n(frame.titleFrame.midY + fontSize * 0.35)),
                        ("font-family", TabBarPicture.fontFamily), ("font-size", n(fontSize)), ("font-weight", "500"),
                        ("text-anchor", "middle"),
                    ] + fill(colour))
                }
                if let badge = item.badgeValue {
                    drawBadge(badge, colour: item.badgeColor ?? options.appearance.badgeColor, iconBox: iconBox, into: &svg)
                }
                svg.close("g")
            }
            return svg.finished()
        }

        /// A tvOS tab bar: every item in a centred row, the focused one on a white pill.
        private mutating func drawTop(_ content: TabBarContent) -> String {
            let size = Size(width: options.width, height: options.height)
            var svg = SVGWriter(width: size.width, height: size.height, scale: Double(max(1, options.scale)))
            let layout = TopTabBarLayout(titles: content.items.map(\.title), size: size, settings: options.top)
            let titles = content.items.map { $0.title ?? "" }.joined(separator: ", ")
            guard !content.isHidden else {
                svg.title("tvOS tab bar, hidden: \(titles)")
                return svg.finished()
            }
            svg.title("tvOS tab bar: \(titles)")
            svg.element("rect", rect(Rect(x: 0, y: 0, width: size.width, height: size.height)) + fill(options.appearance.backgroundColor))
            for (index, item) in content.items.enumerated() {
                let frame = layout.buttons[index]
                let selected = index == content.selectedIndex
                var attributes: [(String, String)] = [("id", "\(options.idPrefix)tab\(index)")]
                if selected { attributes.append(("class", "selected")) }
                svg.open("g", attributes)
                let colour = selected ? Color.black : options.appearance.unselectedItemTintColor
                if selected {
                    svg.element("rect", rect(frame.frame) + [("rx", n(frame.frame.height / 2))] + fill(.white))
                }
                if let title = item.title, !title.isEmpty {
                    let fontSize = options.top.titleFontSize * layout.scale
                    svg.text(title, [
                        ("x", n(frame.titleFrame.midX)), ("y", n(frame.titleFrame.midY + fontSize * 0.35)),
                        ("font-family", TabBarPicture.fontFamily), ("font-size", n(fontSize)), ("font-weight", "500"),
                        ("text-anchor", "middle"),
                    ] + fill(colour))
                } else if let image = selected ? item.selectedImage : item.image {
                    drawIcon(image, in: frame.imageFrame, area: frame.imageFrame, clip: frame.frame, colour: colour, into: &svg)
                }
                if let badge = item.badgeValue {
                    let box = Rect(x: frame.frame.maxX - 24, y: frame.frame.minY, width: 0, height: 0)
                    drawBadge(badge, colour: item.badgeColor ?? options.appearance.badgeColor, iconBox: box, into: &svg)
                }
                svg.close("g")
            }
            return svg.finished()
        }

        private mutating func drawIcon(_ image: Image, in box: Rect, area: Rect, clip: Rect, colour: Color, into svg: inout SVGWriter) {
            // An SF Symbol, the system's or the app's own (a catalog's symbol set), is not drawn.
            if image.isSymbolImage || catalog?.symbolSetNames.contains(image.name) == true {
                placeholder(image.name, in: box, colour: colour, crossed: false, into: &svg)
                return
            }
            guard let set = catalog?.imageSet(named: image.name), let file = set.file(forScale: options.scale) else {
                placeholder(image.name, in: box, colour: colour, crossed: true, into: &svg)
                return
            }
            let bitmap: Bitmap
            switch load(file, of: set) {
            case .success(let read): bitmap = read
            case .failure(let error):
                problems.append("\(Quote.line(file.url.path)): \(Quote.line(error.message))")
                placeholder(image.name, in: box, colour: colour, crossed: true, into: &svg)
                return
            }
            let scale = Double(file.scale ?? 1)
            let target = area.centred(width: Double(bitmap.width) / scale, height: Double(bitmap.height) / scale)
            // Only what the button's clip shows is embedded, at the picture's pixels per point: a
            // huge image costs its visible part, never more.
            let left = max(target.minX, clip.minX), right = min(target.maxX, clip.maxX)
            let top = max(target.minY, clip.minY), bottom = min(target.maxY, clip.maxY)
            guard right > left, bottom > top else { return }
            let sx = max(0, Int(((left - target.minX) * scale).rounded(.down)))
            let sy = max(0, Int(((top - target.minY) * scale).rounded(.down)))
            let sw = min(bitmap.width - sx, Int(((right - target.minX) * scale).rounded(.up)) - sx)
            let sh = min(bitmap.height - sy, Int(((bottom - target.minY) * scale).rounded(.up)) - sy)
            guard sw > 0, sh > 0 else { return }
            let pixelsPerPoint = Double(max(1, options.scale))
            let pixelsWide = Int((Double(sw) / scale * pixelsPerPoint).rounded(.up))
            let pixelsHigh = Int((Double(sh) / scale * pixelsPerPoint).rounded(.up))
            let drawn = Rect(x: target.minX + Double(sx) / scale, y: target.minY + Double(sy) / scale,
                             width: Double(sw) / scale, height: Double(sh) / scale)
            let rendering = image.resolvedRendering(in: .tabBar, catalogIntent: set.templateRenderingIntent)
            let key = "\(file.url.path)|\(rendering.rawValue)|\(colour.hex)|\(sx),\(sy),\(sw),\(sh)|\(pixelsWide)x\(pixelsHigh)"
            let data: String
            if let known = encoded[key] {
                data = known
            } else {
                let visible = bitmap.resampled(x: sx, y: sy, width: sw, height: sh, toWidth: pixelsWide, height: pixelsHigh)
                let png: [UInt8]
                switch rendering {
                case .template: png = PNG.encode(visible.templated(with: colour))
                case .original: png = PNG.encode(visible)
                }
                data = "data:image/png;base64," + Data(png).base64EncodedString()
                encoded[key] = data
            }
            guard data.utf8.count <= embeddedBytesLeft else {
                problems.append("\(file.url.path): the drawing's budget of \(TabBarPicture.maxEmbeddedBytes) bytes of embedded images is spent; drawn as a placeholder")
                placeholder(image.name, in: box, colour: colour, crossed: true, into: &svg)
                return
            }
            embeddedBytesLeft -= data.utf8.count
            svg.element("image", rect(drawn) + [
                ("preserveAspectRatio", "none"), ("data-name", image.name), ("data-rendering", rendering.rawValue),
                ("xlink:href", data),
            ])
        }

        private mutating func load(_ file: ImageSet.File, of set: ImageSet) -> Result<Bitmap, PNG.DecodingError> {
            let url = file.url
            if let known = decoded[url] { return known }
            let result: Result<Bitmap, PNG.DecodingError>
            switch set.contents(of: file) {
            case .failure(let issue): result = .failure(PNG.DecodingError(message: issue.message))
            case .success(let bytes):
                do {
                    let bitmap = try PNG.decode(bytes, maxPixels: decodedPixelsLeft)
                    decodedPixelsLeft -= bitmap.width * bitmap.height
                    result = .success(bitmap)
                } catch {
                    result = .failure(error)
                }
            }
            decoded[url] = result
            return result
        }

        private func placeholder(_ name: String, in box: Rect, colour: Color, crossed: Bool, into svg: inout SVGWriter) {
            svg.element("rect", rect(box) + [
                ("rx", "4"), ("fill", "none"), ("stroke", colour.hex), ("stroke-width", "1"),
            ] + (crossed ? [] : [("stroke-dasharray", "2 1.5")]) + [("data-placeholder", crossed ? "missing" : "symbol")])
            if crossed {
                svg.element("path", [
                    ("d", "M\(n(box.minX)) \(n(box.minY))L\(n(box.maxX)) \(n(box.maxY))M\(n(box.maxX)) \(n(box.minY))L\(n(box.minX)) \(n(box.maxY))"),
                    ("stroke", colour.hex), ("stroke-width", "0.5"), ("stroke-opacity", "0.5"),
                ])
            }
            let fontSize = min(6, max(2.5, (box.width - 2) / (Double(max(1, name.count)) * 0.55)))
            svg.text(name, [
                ("x", n(box.midX)), ("y", n(box.midY + fontSize * 0.35)), ("font-family", TabBarPicture.fontFamily),
                ("font-size", n(fontSize)), ("text-anchor", "middle"),
            ] + fill(colour))
        }

        private func drawBadge(_ text: String, colour: Color, iconBox: Rect, into svg: inout SVGWriter) {
            let frame = SystemTabBarLayout.badgeFrame(for: text, iconBox: iconBox, settings: options.layout)
            svg.element("rect", rect(frame) + [("rx", n(frame.height / 2))] + fill(colour))
            svg.text(text, [
                ("x", n(frame.midX)), ("y", n(frame.midY + options.layout.badgeFontSize * 0.35)),
                ("font-family", TabBarPicture.fontFamily), ("font-size", n(options.layout.badgeFontSize)),
                ("text-anchor", "middle"),
            ] + fill(options.appearance.badgeTextColor))
        }

        private func rect(_ rect: Rect) -> [(String, String)] {
            [("x", n(rect.x)), ("y", n(rect.y)), ("width", n(rect.width)), ("height", n(rect.height))]
        }

        private func fill(_ colour: Color) -> [(String, String)] {
            colour.alpha == 255 ? [("fill", colour.hex)] : [("fill", colour.hex), ("fill-opacity", n(colour.opacity))]
        }

        private func n(_ value: Double) -> String { SVGWriter.number(value) }
    }
}
