import CCairo
import KolodaCore

/// A card's raster ready to composite in one paint: the card over its soft shadow (baked once, in card-local space),
/// inside a transparent 1 px border so that bilinear sampling fades the outline out smoothly, cropped to its pixels
/// that are not fully transparent when that saves a quarter or more of its area. Internal; cached on the
/// `RasterImage` by the `Compositor`.
final class PreparedRaster {
    /// The ARGB32 `cairo_surface_t *` (premultiplied).
    let surface: OpaquePointer
    /// The shadow baked in (`nil` for none).
    let shadow: CairoShadow?
    /// Where the surface's pixel (0, 0) lies in the card's raster pixels (≤ 0: the shadow and border reach beyond it).
    let originX: Int, originY: Int
    /// The surface's size (px).
    let width: Int, height: Int
    /// Pixels per point (the card raster's scale).
    let scale: Double
    /// Bytes from one row of `surface` to the next.
    let stride: Int

    /// Bakes `image` over `shadow`'s `bake` (the shadow drawn in the card's pixel frame, shared by every card of the
    /// same size), or just pads `image` when `bake` is nil.
    init?(image: RasterImage, shadow: CairoShadow?, bake: ShadowBake?) {
        let f =
            bake.map {
                PixelRect(x0: $0.originX, y0: $0.originY, x1: $0.originX + $0.width, y1: $0.originY + $0.height)
            }
            ?? ShadowBake.frame(
                pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight, scale: image.scale,
                mask: nil, offset: Vector(dx: 0, dy: 0))
        var x0 = f.x0
        var y0 = f.y0
        var x1 = f.x1
        var y1 = f.y1
        let s = image.scale
        guard var surface = makeARGBSurface(width: x1 - x0, height: y1 - y0) else { return nil }
        if let cr = cairo_create(surface) {
            if let bake {
                // The shadow's pixels as they are (a plain copy), then the card over them.
                cairo_surface_flush(bake.surface)
                cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
                cairo_set_source_surface(cr, bake.surface, 0, 0)
                cairo_paint(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            }
            cairo_translate(cr, Double(-x0), Double(-y0))
            cairo_surface_flush(image.surface)
            cairo_set_source_surface(cr, image.surface, 0, 0)
            cairo_paint(cr)
            cairo_destroy(cr)
        }
        cairo_surface_flush(surface)
        // Transparent margins (an overlay's stamp in one corner of its card) are cropped: they would be sampled anyway.
        if let pixels = PixelMemory(surface),
            let box = TransparentMargin.opaqueBounds(of: pixels, width: x1 - x0, height: y1 - y0),
            (box.x1 - box.x0 + 2) * (box.y1 - box.y0 + 2) * 4 < (x1 - x0) * (y1 - y0) * 3,
            let cropped = TransparentMargin.crop(surface, to: box)
        {
            cairo_surface_destroy(surface)
            surface = cropped
            x0 += box.x0 - 1
            y0 += box.y0 - 1
            x1 = x0 + box.x1 - box.x0 + 2
            y1 = y0 + box.y1 - box.y0 + 2
        }
        self.surface = surface
        self.shadow = bake == nil ? nil : shadow
        self.originX = x0
        self.originY = y0
        self.width = x1 - x0
        self.height = y1 - y0
        self.scale = s
        self.stride = Int(cairo_image_surface_get_stride(surface))
    }

    /// The surface's extent in card-local pt.
    var localBounds: Rect {
        Rect(
            x: Double(originX) / scale, y: Double(originY) / scale, width: Double(width) / scale,
            height: Double(height) / scale)
    }

    deinit { cairo_surface_destroy(surface) }
}
