import CCairo
import KolodaCore

/// A card shadow drawn once at a raster's full resolution, in the pixel frame of the `PreparedRaster` it goes under
/// (the card's raster pixels, grown by the shadow's reach and a transparent 1 px border). It depends only on the
/// card's size, corner radius, the shadow and the scale, so every card of the same size shares it: preparing a new
/// card's raster is then a pixel copy of the bake and one paint of the card over it, instead of an upscale of the
/// blurred mask per card. Internal; cached by the `Compositor`.
final class ShadowBake {
    /// What the bake depends on.
    struct Key: Hashable {
        var width: Double, height: Double, cornerRadius: Double, scale: Double
        var shadow: CairoShadow
    }

    /// The tinted ARGB32 `cairo_surface_t *` (premultiplied), `width` × `height` px.
    let surface: OpaquePointer
    /// Where the surface's pixel (0, 0) lies in the card's raster pixels (≤ 0).
    let originX: Int, originY: Int
    /// The surface's size (px).
    let width: Int, height: Int

    /// The pixel frame (card raster px, `x0..<x1` × `y0..<y1`) of a card of `pixelWidth` × `pixelHeight` px at
    /// `scale` over `mask` drawn at `offset` (pt), with a 1 px transparent border; without a mask, the card's
    /// pixels and the border.
    static func frame(
        pixelWidth: Int, pixelHeight: Int, scale s: Double, mask: ShadowMask?,
        offset: Vector
    ) -> PixelRect {
        var x0 = 0
        var y0 = 0
        var x1 = pixelWidth
        var y1 = pixelHeight
        if let mask {
            let b = mask.bounds
            x0 = min(x0, Int(((b.minX + offset.dx) * s).rounded(.down)))
            y0 = min(y0, Int(((b.minY + offset.dy) * s).rounded(.down)))
            x1 = max(x1, Int(((b.maxX + offset.dx) * s).rounded(.up)))
            y1 = max(y1, Int(((b.maxY + offset.dy) * s).rounded(.up)))
        }
        return PixelRect(x0: x0 - 1, y0: y0 - 1, x1: x1 + 1, y1: y1 + 1)
    }

    /// Draws `mask` (the shadow's blurred, tinted outline) at `shadow.offset` into the frame of a card of
    /// `pixelWidth` × `pixelHeight` px at `scale` px per pt. `nil` when the surface cannot be made.
    init?(mask: ShadowMask, shadow: CairoShadow, pixelWidth: Int, pixelHeight: Int, scale s: Double) {
        let f = Self.frame(
            pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: s, mask: mask, offset: shadow.offset)
        guard let surface = makeARGBSurface(width: f.x1 - f.x0, height: f.y1 - f.y0) else { return nil }
        if let cr = cairo_create(surface) {
            cairo_translate(cr, Double(-f.x0), Double(-f.y0))
            cairo_scale(cr, s, s)
            cairo_translate(cr, shadow.offset.dx, shadow.offset.dy)
            mask.paint(in: cr, opacity: 1)
            cairo_destroy(cr)
        }
        cairo_surface_flush(surface)
        self.surface = surface
        originX = f.x0
        originY = f.y0
        width = f.x1 - f.x0
        height = f.y1 - f.y0
    }

    deinit { cairo_surface_destroy(surface) }
}
