public import SceneLoaderRuntime

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

    /// The pixels of the region `x..<x+width`, `y..<y+height` (clamped to the image) shrunk to
    /// `targetWidth × targetHeight` by averaging each target pixel's source pixels, colours weighted
    /// by their alpha. Costs one visit per source pixel of the region. Returns the region as it is
    /// when it is no larger than the target.
    func resampled(x: Int, y: Int, width: Int, height: Int, toWidth targetWidth: Int, height targetHeight: Int) -> Bitmap {
        let x0 = max(0, min(self.width, x)), y0 = max(0, min(self.height, y))
        let w = max(0, min(self.width - x0, width)), h = max(0, min(self.height - y0, height))
        let tw = max(1, min(w, targetWidth)), th = max(1, min(h, targetHeight))
        guard w > 0, h > 0 else { return Bitmap(width: 0, height: 0, pixels: []) }
        if x0 == 0, y0 == 0, w == self.width, h == self.height, tw == w, th == h { return self }
        var result = [UInt8](repeating: 0, count: tw * th * 4)
        for ty in 0..<th {
            let sy0 = y0 + ty * h / th, sy1 = max(sy0 + 1, y0 + (ty + 1) * h / th)
            for tx in 0..<tw {
                let sx0 = x0 + tx * w / tw, sx1 = max(sx0 + 1, x0 + (tx + 1) * w / tw)
                var r = 0, g = 0, b = 0, a = 0
                for sy in sy0..<sy1 {
                    var index = (sy * self.width + sx0) * 4
                    for _ in sx0..<sx1 {
                        let alpha = Int(pixels[index + 3])
                        r += Int(pixels[index]) * alpha
                        g += Int(pixels[index + 1]) * alpha
                        b += Int(pixels[index + 2]) * alpha
                        a += alpha
                        index += 4
                    }
                }
                let count = (sy1 - sy0) * (sx1 - sx0)
                let out = (ty * tw + tx) * 4
                if a > 0 {
                    result[out] = UInt8((r + a / 2) / a)
                    result[out + 1] = UInt8((g + a / 2) / a)
                    result[out + 2] = UInt8((b + a / 2) / a)
                }
                result[out + 3] = UInt8((a + count / 2) / count)
            }
        }
        return Bitmap(width: tw, height: th, pixels: result)
    }
}
