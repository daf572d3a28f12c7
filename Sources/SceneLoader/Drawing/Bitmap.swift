/// An image's pixels: 8-bit RGBA, not premultiplied, rows top to bottom.
public struct Bitmap: Sendable, Hashable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height × 4` bytes: red, green, blue, alpha per pixel.
    public var pixels: [UInt8]

    /// Creates a bitmap from its pixels; `pixels.count` must be `width × height × 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4, "pixel count does not match the size")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A bitmap filled with one colour.
    public init(width: Int, height: Int, fill: Color) {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for index in stride(from: 0, to: pixels.count, by: 4) {
            pixels[index] = fill.red
            pixels[index + 1] = fill.green
            pixels[index + 2] = fill.blue
            pixels[index + 3] = fill.alpha
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// The colour at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> Color {
        get {
            let index = (y * width + x) * 4
            return Color(red: pixels[index], green: pixels[index + 1], blue: pixels[index + 2], alpha: pixels[index + 3])
        }
        set {
            let index = (y * width + x) * 4
            pixels[index] = newValue.red
            pixels[index + 1] = newValue.green
            pixels[index + 2] = newValue.blue
            pixels[index + 3] = newValue.alpha
        }
    }

    /// The image drawn as a template: every pixel `color`, with the image's alpha scaled by the
    /// colour's. The image's own colours are ignored, as UIKit ignores them for a template image.
    public func templated(with color: Color) -> Bitmap {
        var result = pixels
        for index in stride(from: 0, to: result.count, by: 4) {
            result[index] = color.red
            result[index + 1] = color.green
            result[index + 2] = color.blue
            result[index + 3] = UInt8((Int(pixels[index + 3]) * Int(color.alpha) + 127) / 255)
        }
        return Bitmap(width: width, height: height, pixels: result)
    }
}
