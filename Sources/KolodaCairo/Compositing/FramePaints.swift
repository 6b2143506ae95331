import CCairo
import KolodaCore

/// One frame's paints, worked out by the `Compositor` on its thread and then drawn in bands of rows on several
/// threads at once (``RowBands``): the region's clear or backdrop copy, then each layer's one paint. Internal.
///
/// Each band draws through Cairo surfaces of its own made over the same pixel memory (the target's, the backdrop's,
/// the prepared rasters'), so no two threads share a Cairo or pixman object, and it writes only the pixels of its own
/// rows. A band's clip moves no sample (pixman and `AffineBlitter` both place samples by target pixel), so the
/// picture is the same, byte for byte, for any number of bands.
///
/// Unchecked `Sendable`: the sources are only read, each band writes disjoint rows of the target, and the compositor
/// keeps every surface alive until all bands are drawn.
struct FramePaints: @unchecked Sendable {
    /// ARGB32 pixel memory (premultiplied): a frame buffer's or a prepared raster's.
    struct Pixels {
        var data: UnsafeMutablePointer<UInt8>
        /// Size (px) and bytes from one row to the next.
        var width: Int, height: Int, bytesPerRow: Int

        /// The pixels of an ARGB32 image surface; `nil` when it has none.
        init?(_ surface: OpaquePointer) {
            guard let data = cairo_image_surface_get_data(surface) else { return nil }
            self.data = data
            width = Int(cairo_image_surface_get_width(surface))
            height = Int(cairo_image_surface_get_height(surface))
            bytesPerRow = Int(cairo_image_surface_get_stride(surface))
        }

        /// A Cairo surface of this thread's own over the memory; the caller destroys it.
        func makeSurface() -> OpaquePointer? {
            guard let s = cairo_image_surface_create_for_data(data, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height),
                                                              Int32(bytesPerRow)) else { return nil }
            guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
                cairo_surface_destroy(s)
                return nil
            }
            return s
        }
    }

    /// What the cleared pixels get: a colour, or a copy of a backdrop of the target's size.
    enum Fill {
        case color(Color)
        case copy(Pixels)
    }

    /// How a layer's raster is resampled.
    enum Sampling {
        /// Through `AffineBlitter`, bilinear (rotated layers, and layers at a fraction of a pixel with `.good`).
        case blitter
        /// Through pixman: a pixel copy when `snapped` (whole-pixel translation at 1:1), else scaled with its
        /// nearest-pixel filter when `nearest`, else its good filter.
        case pixman(snapped: Bool, nearest: Bool)
    }

    /// One layer's paint: its prepared raster through `device` (raster px → target px) at `alpha` (0…1), inside the
    /// `clip` boxes (target px).
    struct Layer {
        var raster: Pixels
        var device: AffineTransform
        var alpha: Double
        var clip: [AffineBlitter.Box]
        var sampling: Sampling
    }

    /// The frame buffer drawn into.
    var target: Pixels
    /// What the cleared boxes get.
    var fill: Fill
    /// The target boxes cleared (or copied from the backdrop) before the layers: disjoint.
    var cleared: [AffineBlitter.Box]
    /// The layers, back to front.
    var layers: [Layer]

    /// Draws every paint's pixels inside `band` (target px) and touches no other pixel.
    func draw(band: AffineBlitter.Box) {
        guard let surface = target.makeSurface() else { return }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return }
        defer {
            cairo_destroy(cr)
            cairo_surface_flush(surface)
        }
        let fillBoxes = cleared.map { $0.intersection(band) }.filter { !$0.isEmpty }
        if !fillBoxes.isEmpty {
            cairo_save(cr)
            clip(cr, to: fillBoxes)
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            switch fill {
            case .color(let c):
                cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a)
                cairo_paint(cr)
            case .copy(let backdrop):
                if let source = backdrop.makeSurface() {
                    cairo_set_source_surface(cr, source, 0, 0)
                    cairo_paint(cr)
                    cairo_surface_destroy(source)
                }
            }
            cairo_restore(cr)
        }
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        for layer in layers {
            let boxes = layer.clip.map { $0.intersection(band) }.filter { !$0.isEmpty }
            guard !boxes.isEmpty else { continue }
            switch layer.sampling {
            case .blitter:
                blit(layer, boxes: boxes, into: surface)
            case .pixman(let snapped, let nearest):
                paint(layer, boxes: boxes, snapped: snapped, nearest: nearest, in: cr)
            }
        }
    }

    /// Samples and blends a layer ourselves (pixman's generic path is slow for rotated sources).
    private func blit(_ layer: Layer, boxes: [AffineBlitter.Box], into surface: OpaquePointer) {
        guard let inverse = layer.device.inverted else { return }
        cairo_surface_flush(surface)
        let src = UnsafeRawPointer(layer.raster.data).assumingMemoryBound(to: UInt32.self)
        let out = UnsafeMutableRawPointer(target.data).assumingMemoryBound(to: UInt32.self)
        for box in boxes {
            AffineBlitter.composite(source: src, sourceWidth: layer.raster.width, sourceHeight: layer.raster.height,
                                    sourceStride: layer.raster.bytesPerRow / 4, into: out,
                                    destinationStride: target.bytesPerRow / 4,
                                    inverse: (inverse.a, inverse.b, inverse.c, inverse.d, inverse.tx, inverse.ty),
                                    clip: box, alpha: layer.alpha)
            cairo_surface_mark_dirty_rectangle(surface, Int32(box.x0), Int32(box.y0), Int32(box.x1 - box.x0),
                                               Int32(box.y1 - box.y0))
        }
    }

    /// Paints a layer through pixman.
    private func paint(_ layer: Layer, boxes: [AffineBlitter.Box], snapped: Bool, nearest: Bool, in cr: OpaquePointer) {
        guard let source = layer.raster.makeSurface() else { return }
        defer { cairo_surface_destroy(source) }
        cairo_save(cr)
        clip(cr, to: boxes)
        // Whole-pixel translations at 1:1 are plain copies; otherwise resample (the raster's transparent border
        // makes the outline fade out smoothly).
        let m = layer.device
        var pm = cairo_matrix_t(xx: m.a, yx: m.b, xy: m.c, yy: m.d, x0: m.tx, y0: m.ty)
        if snapped { pm.x0 = m.tx.rounded(); pm.y0 = m.ty.rounded() }
        cairo_transform(cr, &pm)
        cairo_set_source_surface(cr, source, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), snapped || nearest ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
        if layer.alpha >= 1 { cairo_paint(cr) } else { cairo_paint_with_alpha(cr, layer.alpha) }
        cairo_restore(cr)
    }

    /// Clips `cr` to the union of `boxes` (pixel-aligned: Cairo's fast path).
    private func clip(_ cr: OpaquePointer, to boxes: [AffineBlitter.Box]) {
        for box in boxes {
            cairo_rectangle(cr, Double(box.x0), Double(box.y0), Double(box.x1 - box.x0), Double(box.y1 - box.y0))
        }
        cairo_clip(cr)
    }
}
