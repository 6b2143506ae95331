import CCairo
import KolodaCore

/// A rasterized card: an ARGB32 (premultiplied) surface at a device scale factor, with the card's size (pt),
/// corner radius and shadow, ready for the `Compositor`. Immutable; produced by `CardRasterizer`.
public final class RasterImage {
    /// The `cairo_surface_t *`. Owned (referenced) by this object: do not destroy it.
    public let surface: OpaquePointer
    /// Width (px).
    public let pixelWidth: Int
    /// Height (px).
    public let pixelHeight: Int
    /// Pixels per point.
    public let scale: Double
    /// The card's size (pt); the pixel size is this times `scale`, rounded up.
    public let size: Size
    /// Corner radius (pt) of the card's outline, used for its shadow.
    public let cornerRadius: Double
    /// The shadow the compositor draws under the card by default (the root view's `shadow`).
    public let shadow: CairoShadow?

    /// A rectangle (card-local pt) in which every pixel is fully opaque: the bounds inset by the corner radius plus
    /// 1 pt, when that region has alpha 255 throughout; `nil` otherwise. Scanned once, on first use; the compositor
    /// skips drawing what it hides.
    lazy var opaqueInterior: Rect? = scanOpaqueInterior()
    /// The pixels (`x0..<x1` × `y0..<y1`) of ``opaqueInterior``: every pixel the rectangle touches, all fully opaque.
    var opaqueInteriorPixels: PixelRect? { opaqueInterior.map(pixels(of:)) }
    /// The raster over its baked shadow, as the `Compositor` last prepared it (made on first use).
    var prepared: PreparedRaster?

    /// Adopts an ARGB32 image surface (takes over the caller's reference).
    package init(adopting surface: OpaquePointer, scale: Double, size: Size, cornerRadius: Double, shadow: CairoShadow?)
    {
        self.surface = surface
        self.pixelWidth = Int(cairo_image_surface_get_width(surface))
        self.pixelHeight = Int(cairo_image_surface_get_height(surface))
        self.scale = scale
        self.size = size
        self.cornerRadius = cornerRadius
        self.shadow = shadow
    }

    /// The premultiplied `0xAARRGGBB` value of pixel (x, y) (px); 0 outside.
    public func premultipliedPixel(x: Int, y: Int) -> UInt32 { premultipliedARGB(of: surface, x: x, y: y) }

    /// The straight-alpha colour of pixel (x, y) (px); clear outside.
    public func color(x: Int, y: Int) -> CairoColor { unpremultipliedColor(premultipliedPixel(x: x, y: y)) }

    /// The pixels a rectangle (card-local pt) touches, within the raster.
    private func pixels(of r: Rect) -> PixelRect {
        PixelRect(
            x0: max(0, Int((r.minX * scale).rounded(.down))), y0: max(0, Int((r.minY * scale).rounded(.down))),
            x1: min(pixelWidth, Int((r.maxX * scale).rounded(.up))),
            y1: min(pixelHeight, Int((r.maxY * scale).rounded(.up))))
    }

    private func scanOpaqueInterior() -> Rect? {
        let inset = max(0, cornerRadius) + 1
        let r = Rect(x: inset, y: inset, width: size.width - 2 * inset, height: size.height - 2 * inset)
        guard r.width > 0, r.height > 0, cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 else {
            return nil
        }
        cairo_surface_flush(surface)
        guard let memory = PixelMemory(surface) else { return nil }
        let box = pixels(of: r)  // inside the surface
        guard !box.isEmpty else { return nil }
        for y in box.y0..<box.y1 {
            var all: UInt32 = 0xFF00_0000
            for x in box.x0..<box.x1 { all &= memory[y * memory.stride + x] }
            if all & 0xFF00_0000 != 0xFF00_0000 { return nil }
        }
        return r
    }

    deinit { cairo_surface_destroy(surface) }
}
