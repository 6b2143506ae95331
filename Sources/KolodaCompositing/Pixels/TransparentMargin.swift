import CCairo

/// The box of an ARGB32 surface's pixels that are not fully transparent, to crop prepared rasters to: an overlay
/// the size of its card with a small stamp in a corner is otherwise sampled pixel by pixel over the whole card.
enum TransparentMargin {
    /// The smallest box (px, `x0..<x1` × `y0..<y1`) holding every pixel that is not 0 (premultiplied: not fully
    /// transparent) of the `width` × `height` px at the top left of `pixels` (at most its size); `nil` when all are 0.
    static func opaqueBounds(of pixels: PixelMemory, width: Int, height: Int) -> PixelRect? {
        let width = min(width, pixels.width)
        let height = min(height, pixels.height)
        var x0 = width
        var x1 = 0
        var y0 = height
        var y1 = 0
        for y in 0..<height {
            let row = y * pixels.stride
            var first = -1
            var last = -1
            for x in 0..<width where pixels[row + x] != 0 {
                first = x
                break
            }
            guard first >= 0 else { continue }
            for x in stride(from: width - 1, through: first, by: -1) where pixels[row + x] != 0 {
                last = x
                break
            }
            x0 = min(x0, first)
            x1 = max(x1, last + 1)
            if y0 == height { y0 = y }
            y1 = y + 1
        }
        return x1 > x0 && y1 > y0 ? PixelRect(x0: x0, y0: y0, x1: x1, y1: y1) : nil
    }

    /// A copy of `box` of `surface` inside a 1 px transparent border (so sampling still fades the edges out).
    static func crop(_ surface: OpaquePointer, to box: PixelRect) -> OpaquePointer? {
        guard let cropped = makeARGBSurface(width: box.x1 - box.x0 + 2, height: box.y1 - box.y0 + 2) else { return nil }
        guard let cr = cairo_create(cropped) else {
            cairo_surface_destroy(cropped)
            return nil
        }
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, surface, Double(1 - box.x0), Double(1 - box.y0))
        cairo_rectangle(cr, 1, 1, Double(box.x1 - box.x0), Double(box.y1 - box.y0))
        cairo_fill(cr)
        cairo_destroy(cr)
        cairo_surface_flush(cropped)
        return cropped
    }
}
