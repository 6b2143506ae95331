import CCairo
import KolodaCore

/// A pre-blurred, pre-coloured rounded-rect shadow: an A8 coverage mask blurred once at reduced resolution,
/// then tinted into a small ARGB32 surface that is scaled up (bilinear) when drawn. Tinting up front lets
/// the compositor draw it as a plain source through any path. Internal; shared by `CairoView` shadows and the
/// `Compositor`'s per-card shadows.
package final class ShadowMask {
    /// The tinted ARGB32 `cairo_surface_t *`.
    package let surface: OpaquePointer
    /// A surface pattern over `surface` whose matrix maps shape-local pt to its px.
    package let pattern: OpaquePointer
    /// The mask's coverage in shape-local pt (the shape spans 0…width, 0…height).
    package let bounds: Rect

    /// Builds the shadow of a `size` (pt) rounded rect with `cornerRadius` (pt), `blurRadius` (pt) and
    /// `color`, never sampled finer than `maxScale` px per pt. `nil` for an empty shape. With `fullResolution` the mask
    /// is made at `maxScale` px per pt (larger, slower to build once) so that it can be drawn with nearest-pixel
    /// sampling, which is much cheaper per frame under rotation than bilinear upscaling of a small mask.
    package init?(
        size: Size, cornerRadius: Double, blurRadius: Double, color: CairoColor, maxScale: Double,
        fullResolution: Bool = false
    ) {
        guard size.isDrawable else { return nil }
        let blur = max(0, blurRadius)
        // σ = blur / 2 (pt); aim for σ ≈ 2.5 mask px, so the mask is small and three box passes look Gaussian.
        let res = blur > 0 && !fullResolution ? min(max(maxScale, 0.05), 5 / blur) : max(maxScale, 0.05)
        let extent = blur * 1.5
        let w = Int(((size.width + 2 * extent) * res).rounded(.up)) + 2
        let h = Int(((size.height + 2 * extent) * res).rounded(.up)) + 2
        guard let a8 = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h)),
            cairo_surface_status(a8) == CAIRO_STATUS_SUCCESS
        else { return nil }
        defer { cairo_surface_destroy(a8) }
        let s = a8
        if let cr = cairo_create(s) {
            cairo_scale(cr, res, res)
            cairo_translate(cr, extent + 1 / res, extent + 1 / res)
            addRoundedRectPath(cr, Rect(origin: .zero, size: size), radius: cornerRadius)
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            cairo_fill(cr)
            cairo_destroy(cr)
        }
        cairo_surface_flush(s)
        if blur > 0, let bytes = PixelMemory(s) {
            let sigma = blur / 2 * res
            let radius = max(1, Int((((4 * sigma * sigma + 1).squareRoot()) - 1) / 2 + 0.5))
            BoxBlur.blurA8(bytes, width: w, height: h, radius: radius, passes: 3)
            cairo_surface_mark_dirty(s)
        }
        guard let tinted = makeARGBSurface(width: w, height: h) else { return nil }
        if let cr = cairo_create(tinted) {
            cairo_set_source_rgba(cr, color.r, color.g, color.b, color.a)
            cairo_mask_surface(cr, a8, 0, 0)
            cairo_destroy(cr)
        }
        cairo_surface_flush(tinted)
        self.surface = tinted
        let p = cairo_pattern_create_for_surface(tinted)!
        var m = cairo_matrix_t()
        cairo_matrix_init_scale(&m, res, res)
        cairo_matrix_translate(&m, extent + 1 / res, extent + 1 / res)
        cairo_pattern_set_matrix(p, &m)
        cairo_pattern_set_filter(p, CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(p, CAIRO_EXTEND_NONE)
        self.pattern = p
        let o = extent + 1 / res
        self.bounds = Rect(x: -o, y: -o, width: Double(w) / res, height: Double(h) / res)
    }

    /// Paints the shadow with `opacity` (0…1), in the current user space (shape-local pt).
    package func paint(in cr: OpaquePointer, opacity: Double) {
        cairo_set_source(cr, pattern)
        cairo_paint_with_alpha(cr, opacity)
    }

    deinit {
        cairo_pattern_destroy(pattern)
        cairo_surface_destroy(surface)
    }
}
