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
    public let shadow: Shadow?

    /// Adopts an ARGB32 image surface (takes over the caller's reference).
    init(adopting surface: OpaquePointer, scale: Double, size: Size, cornerRadius: Double, shadow: Shadow?) {
        self.surface = surface
        self.pixelWidth = Int(cairo_image_surface_get_width(surface))
        self.pixelHeight = Int(cairo_image_surface_get_height(surface))
        self.scale = scale
        self.size = size
        self.cornerRadius = cornerRadius
        self.shadow = shadow
    }

    /// Wraps an `Image` (sharing its pixels) so it can be composited as a layer, e.g. a static backdrop.
    public convenience init(image: Image, cornerRadius: Double = 0, shadow: Shadow? = nil) {
        self.init(adopting: cairo_surface_reference(image.surface), scale: image.scale, size: image.size,
                  cornerRadius: cornerRadius, shadow: shadow)
    }

    /// The premultiplied `0xAARRGGBB` value of pixel (x, y) (px); 0 outside.
    public func premultipliedPixel(x: Int, y: Int) -> UInt32 { premultipliedARGB(of: surface, x: x, y: y) }

    /// The straight-alpha colour of pixel (x, y) (px); clear outside.
    public func color(x: Int, y: Int) -> Color { unpremultipliedColor(premultipliedPixel(x: x, y: y)) }

    deinit { cairo_surface_destroy(surface) }
}
