import CCairo
import KolodaCompositing
import KolodaCore

/// A bitmap: a Cairo ARGB32 image surface, loaded from PNG or drawn procedurally.
///
/// Immutable once created. Not `Sendable`: keep it in one isolation domain (normally the main actor).
public final class CairoImage {
    /// The `cairo_surface_t *` (an image surface). Owned by the image: do not destroy it.
    public let surface: OpaquePointer
    /// Width (px).
    public let pixelWidth: Int
    /// Height (px).
    public let pixelHeight: Int
    /// Pixels per point: 2 for a @2x bitmap.
    public let scale: Double

    /// Size (pt): the pixel size divided by `scale`.
    public var size: Size { Size(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale) }

    init(adopting surface: OpaquePointer, scale: Double) {
        self.surface = surface
        self.pixelWidth = Int(cairo_image_surface_get_width(surface))
        self.pixelHeight = Int(cairo_image_surface_get_height(surface))
        self.scale = scale > 0 && scale.isFinite ? scale : 1
    }

    /// Loads a PNG file; `nil` if it is missing or not a PNG. `scale` is its pixels per point.
    public convenience init?(contentsOfFile path: String, scale: Double = 1) {
        guard let s = surfaceFromPNG(path: path) else { return nil }
        self.init(adopting: s, scale: scale)
    }

    /// Decodes PNG bytes; `nil` if they are not a PNG. `scale` is the bitmap's pixels per point.
    public convenience init?(pngData: [UInt8], scale: Double = 1) {
        guard let s = surfaceFromPNG(bytes: pngData) else { return nil }
        self.init(adopting: s, scale: scale)
    }

    /// Draws a new transparent bitmap of `width` × `height` (pt) at `scale` px per pt
    /// (pixel size rounded up, at least 1×1 px); `draw` works in pt.
    public convenience init(width: Double, height: Double, scale: Double = 1, draw: (DrawingContext) -> Void) {
        let sc = scale > 0 && scale.isFinite ? scale : 1
        let pw = Int((max(0, width) * sc).rounded(.up))
        let ph = Int((max(0, height) * sc).rounded(.up))
        guard let s = makeARGBSurface(width: pw, height: ph) else {
            fatalError("Image: cannot allocate a \(pw)×\(ph) px surface")
        }
        if let cr = cairo_create(s) {
            cairo_scale(cr, sc, sc)
            draw(DrawingContext(cairo: cr, scale: sc))
            cairo_destroy(cr)
        }
        cairo_surface_flush(s)
        self.init(adopting: s, scale: sc)
    }

    /// The premultiplied `0xAARRGGBB` value of pixel (x, y) (px); 0 outside the bitmap.
    public func premultipliedPixel(x: Int, y: Int) -> UInt32 { premultipliedARGB(of: surface, x: x, y: y) }

    /// The straight-alpha colour of pixel (x, y) (px); clear outside the bitmap.
    public func color(x: Int, y: Int) -> CairoColor { unpremultipliedColor(premultipliedPixel(x: x, y: y)) }

    /// PNG-encoded bytes of the bitmap; `nil` on a Cairo error.
    public func pngData() -> [UInt8]? { pngBytes(of: surface) }

    deinit { cairo_surface_destroy(surface) }
}
