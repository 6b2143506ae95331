import CCairo
import KolodaCore

/// One frame's paints, worked out by the `Compositor` on its thread and then drawn: the region's clear or backdrop
/// copy, then each layer's one paint. The clear and the layers `AffineBlitter` samples are drawn in bands of rows on
/// several threads at once (``RowBands``); they place every pixel by its position alone, so the picture is the same,
/// byte for byte, for any number of bands. Internal.
///
/// A band's clear draws through Cairo surfaces of its own made over the same pixel memory (the target's, the
/// backdrop's), so no two threads share a Cairo or pixman object, and each writes only the pixels of its own rows.
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
            guard
                let s = cairo_image_surface_create_for_data(
                    data, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height),
                    Int32(bytesPerRow))
            else { return nil }
            guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
                cairo_surface_destroy(s)
                return nil
            }
            return s
        }
    }

    /// What the cleared pixels get: a colour, or a copy of a backdrop of the target's size.
    enum Fill {
        case color(CairoColor)
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
    /// `clip` boxes (target px). Unchecked `Sendable` as the frame's paints are.
    struct Layer: @unchecked Sendable {
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
    /// The layer (index in ``layers``, sampled by `AffineBlitter`) whose pixels inside `boxes` replace whatever lies
    /// beneath (see `OpaqueCover`): nothing is cleared or drawn there before it, so it draws them at the same time as
    /// the clear and the layers behind, on another thread. Its ``Layer/clip`` then leaves them out.
    var cover: (layer: Int, boxes: [AffineBlitter.Box])? = nil

    /// Draws the frame: the clear in bands of rows on up to `threads` threads, then the layers back to front, those
    /// sampled by `AffineBlitter` in bands too and those through pixman on the calling thread.
    func draw(in region: AffineBlitter.Box, target surface: OpaquePointer, threads: Int) {
        // The bands draw through surfaces of their own over the target's memory: the target's pending drawing
        // first, and Cairo is told afterwards that its pixels changed.
        cairo_surface_flush(surface)
        var first = 0
        if let cover, threads > 1 {
            // The covered pixels of the front card, in bands, while the calling thread clears and paints the layers
            // behind it: they touch disjoint pixels.
            let front = layers[cover.layer]
            let bands = cover.boxes.flatMap { RowBands.split($0, into: threads * 3) }
            BandWorkers.shared.run(
                { k in
                    if k == 0 {
                        clear(band: region)
                        // Cairo must know before the next paint: on a surface it takes for clear it paints OVER as
                        // SOURCE.
                        markDirty(region, on: surface)
                        for layer in layers[..<cover.layer] { draw(layer, on: surface, threads: 1) }
                    } else {
                        blit(front, box: bands[k - 1])
                    }
                }, count: bands.count + 1)
            first = cover.layer
        } else {
            RowBands.draw(region, threads: threads) { clear(band: $0) }
            if let cover {
                for box in cover.boxes { blit(layers[cover.layer], box: box) }
            }
        }
        markDirty(region, on: surface)
        for layer in layers[first...] { draw(layer, on: surface, threads: threads) }
    }

    /// Draws one layer inside its clip: sampled by `AffineBlitter` in bands on up to `threads` threads, or through
    /// pixman on the calling thread.
    private func draw(_ layer: Layer, on surface: OpaquePointer, threads: Int) {
        switch layer.sampling {
        case .blitter:
            cairo_surface_flush(surface)
            // Many small boxes (a damage region in bands of rows) are shared out whole; large ones in bands.
            let pieces = layer.clip.flatMap { RowBands.split($0, into: threads) }
            if threads > 1 {
                BandWorkers.shared.run({ blit(layer, box: pieces[$0]) }, count: pieces.count)
            } else {
                for piece in pieces { blit(layer, box: piece) }
            }
            for box in layer.clip { markDirty(box, on: surface) }
        case .pixman(let snapped, let nearest):
            // On the target's own surface with the layer's whole clip, on this thread: painted in bands of rows
            // (each through Cairo surfaces of its own), a few edge pixels of a card scaled with the nearest filter
            // came out different from the one-band frame, as if sampled one pixel over; why was not pinned down.
            paint(layer, snapped: snapped, nearest: nearest, on: surface)
        }
    }

    /// Clears (or copies from the backdrop) the cleared boxes' pixels inside `band`, and touches no other pixel.
    private func clear(band: AffineBlitter.Box) {
        let boxes = cleared.map { $0.intersection(band) }.filter { !$0.isEmpty }
        guard !boxes.isEmpty, let surface = target.makeSurface() else { return }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return }
        clip(cr, to: boxes)
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
        cairo_destroy(cr)
        cairo_surface_flush(surface)
    }

    /// Samples and blends a layer's pixels inside `box` ourselves (pixman's generic path is slow for rotated sources).
    private func blit(_ layer: Layer, box: AffineBlitter.Box) {
        guard let inverse = layer.device.inverted else { return }
        let src = UnsafeRawPointer(layer.raster.data).assumingMemoryBound(to: UInt32.self)
        let out = UnsafeMutableRawPointer(target.data).assumingMemoryBound(to: UInt32.self)
        AffineBlitter.composite(
            source: src, sourceWidth: layer.raster.width, sourceHeight: layer.raster.height,
            sourceStride: layer.raster.bytesPerRow / 4, into: out,
            destinationStride: target.bytesPerRow / 4,
            inverse: (inverse.a, inverse.b, inverse.c, inverse.d, inverse.tx, inverse.ty),
            clip: box, alpha: layer.alpha)
    }

    /// Paints a layer through pixman, inside its clip boxes.
    private func paint(_ layer: Layer, snapped: Bool, nearest: Bool, on surface: OpaquePointer) {
        guard let source = layer.raster.makeSurface() else { return }
        defer { cairo_surface_destroy(source) }
        guard let cr = cairo_create(surface) else { return }
        defer { cairo_destroy(cr) }
        clip(cr, to: layer.clip)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        // Whole-pixel translations at 1:1 are plain copies; otherwise resample (the raster's transparent border
        // makes the outline fade out smoothly).
        let m = layer.device
        var pm = cairo_matrix_t(xx: m.a, yx: m.b, xy: m.c, yy: m.d, x0: m.tx, y0: m.ty)
        if snapped {
            pm.x0 = m.tx.rounded()
            pm.y0 = m.ty.rounded()
        }
        cairo_transform(cr, &pm)
        cairo_set_source_surface(cr, source, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), snapped || nearest ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
        if layer.alpha >= 1 { cairo_paint(cr) } else { cairo_paint_with_alpha(cr, layer.alpha) }
    }

    /// Tells Cairo that the pixels of `box` changed behind its back.
    private func markDirty(_ box: AffineBlitter.Box, on surface: OpaquePointer) {
        cairo_surface_mark_dirty_rectangle(
            surface, Int32(box.x0), Int32(box.y0), Int32(box.x1 - box.x0),
            Int32(box.y1 - box.y0))
    }

    /// Clips `cr` to the union of `boxes` (pixel-aligned: Cairo's fast path).
    private func clip(_ cr: OpaquePointer, to boxes: [AffineBlitter.Box]) {
        for box in boxes {
            cairo_rectangle(cr, Double(box.x0), Double(box.y0), Double(box.x1 - box.x0), Double(box.y1 - box.y0))
        }
        cairo_clip(cr)
    }
}
