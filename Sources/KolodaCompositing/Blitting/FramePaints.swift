import CCairo
import KolodaCore

/// One frame's paints, worked out by the `Compositor` on its thread and then drawn: the region's clear or backdrop
/// copy, then each layer's one paint. Every paint but pixman's places each pixel by its own position, so when a frame
/// has no pixman paint it is drawn in bands of rows, each band cleared and painted back to front on its own, on
/// several threads at once: the picture is the same, byte for byte, for any number of bands, and a band's pixels
/// stay in the cache from one paint to the next. A frame with a pixman paint (a card at rest) is cleared and sampled
/// in bands, and pixman paints its layers whole, in order, on the calling thread.
///
/// The pixels are `PixelMemory` handles: the sources are only read, each band writes disjoint rows of the target, and
/// the compositor keeps every surface alive until all bands are drawn.
struct FramePaints: Sendable {
    /// Rows per band when the whole frame is drawn band by band: a 1080 px band of 32 rows is 135 KB, well inside a
    /// core's cache, and a frame of a few hundred rows still has enough bands to share out.
    static let bandHeight = 32

    /// What the cleared pixels get: a pixel value (premultiplied ARGB32, as Cairo writes the background colour), or a
    /// copy of a backdrop of the target's size.
    enum Fill {
        case pixel(UInt32)
        case copy(PixelMemory)
    }

    /// How a layer's raster is resampled.
    enum Sampling {
        /// Through `AffineBlitter`, bilinear (rotated layers, and layers at a fraction of a pixel with `.good`).
        case blitter
        /// Through `NearestBlitter`: unrotated, unflipped layers while they move (`.fast`), scaled or at 1:1.
        case nearest
        /// Through pixman (layers at rest, and flipped ones): a pixel copy when `snapped` (whole-pixel translation at
        /// 1:1), else scaled with its nearest-pixel filter when `nearest`, else its good filter.
        case pixman(snapped: Bool, nearest: Bool)
    }

    /// One layer's paint: its prepared raster through `device` (raster px → target px) at `alpha` (0…1), inside the
    /// `clip` boxes (target px).
    struct Layer: Sendable {
        var raster: PixelMemory
        var device: AffineTransform
        var alpha: Double
        var clip: [PixelRect]
        var sampling: Sampling

        var isPixman: Bool {
            if case .pixman = sampling { return true }
            return false
        }
    }

    /// The frame buffer drawn into.
    var target: PixelMemory
    /// What the cleared boxes get.
    var fill: Fill
    /// The target boxes cleared (or copied from the backdrop) before the layers: disjoint.
    var cleared: [PixelRect]
    /// The layers, back to front.
    var layers: [Layer]

    /// Draws the frame inside `region` on up to `threads` threads (see the type's summary).
    func draw(in region: PixelRect, target surface: OpaquePointer, threads: Int) {
        // The bands draw straight into the target's memory: Cairo's pending drawing first, and Cairo is told
        // afterwards that its pixels changed.
        cairo_surface_flush(surface)
        if !layers.contains(where: \.isPixman) {
            let height = region.y1 - region.y0
            let bands = (height + Self.bandHeight - 1) / Self.bandHeight
            @Sendable func band(_ k: Int) -> PixelRect {
                PixelRect(
                    x0: region.x0, y0: region.y0 + k * Self.bandHeight, x1: region.x1,
                    y1: min(region.y1, region.y0 + (k + 1) * Self.bandHeight))
            }
            let drawBand = { (k: Int) in
                let box = band(k)
                clear(band: box)
                for layer in layers {
                    for piece in layer.clip {
                        let part = piece.intersection(box)
                        if !part.isEmpty { sample(layer, box: part) }
                    }
                }
            }
            if threads > 1 {
                BandWorkers.shared.run(drawBand, count: bands)
            } else {
                for k in 0..<bands { drawBand(k) }
            }
            markDirty(region, on: surface)
            return
        }
        RowBands.draw(region, threads: threads) { clear(band: $0) }
        markDirty(region, on: surface)
        for layer in layers {
            if case .pixman(let snapped, let nearest) = layer.sampling {
                // On the target's own surface with the layer's whole clip, on this thread: pixman sets its
                // fixed-point origin from each paint's extents, so a card scaled with its nearest filter and painted
                // in bands came out different at a few edge pixels from the one-band frame.
                paint(layer, snapped: snapped, nearest: nearest, on: surface)
                continue
            }
            cairo_surface_flush(surface)
            // Many small boxes (a damage region in bands of rows) are shared out whole; large ones in bands.
            let pieces = layer.clip.flatMap { RowBands.split($0, into: threads) }
            if threads > 1 {
                BandWorkers.shared.run({ sample(layer, box: pieces[$0]) }, count: pieces.count)
            } else {
                for piece in pieces { sample(layer, box: piece) }
            }
            for box in layer.clip { markDirty(box, on: surface) }
        }
    }

    /// Clears (or copies from the backdrop) the cleared boxes' pixels inside `band`, and touches no other pixel.
    private func clear(band: PixelRect) {
        for box in cleared {
            let part = box.intersection(band)
            guard !part.isEmpty else { continue }
            // `cleared` lies inside the target, and a backdrop has the target's size.
            let count = part.x1 - part.x0
            for y in part.y0..<part.y1 {
                switch fill {
                case .pixel(let value): target.fill(value, at: y * target.stride + part.x0, count: count)
                case .copy(let backdrop):
                    target.copy(
                        count, from: backdrop, at: y * backdrop.stride + part.x0, to: y * target.stride + part.x0)
                }
            }
        }
    }

    /// Samples and blends a layer's pixels inside `box` ourselves (`AffineBlitter` or `NearestBlitter`).
    private func sample(_ layer: Layer, box: PixelRect) {
        guard let inverse = layer.device.inverted else { return }
        switch layer.sampling {
        case .blitter:
            AffineBlitter.composite(
                source: layer.raster, into: target,
                inverse: (inverse.a, inverse.b, inverse.c, inverse.d, inverse.tx, inverse.ty),
                clip: box, alpha: layer.alpha)
        case .nearest:
            // The fixed-point columns count from the layer's middle column, the same for every box and band (pixman
            // counts from the middle of each paint).
            let middle = layer.device.tx + layer.device.a * Double(layer.raster.width) / 2
            let anchor = Int(max(-1e9, min(1e9, middle.rounded(.down))))
            NearestBlitter.composite(
                source: layer.raster, into: target,
                mapping: NearestBlitter.Mapping(
                    a: inverse.a, tx: inverse.tx, d: inverse.d, ty: inverse.ty, anchorX: anchor),
                clip: box, alpha: layer.alpha)
        case .pixman:
            return
        }
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
    private func markDirty(_ box: PixelRect, on surface: OpaquePointer) {
        cairo_surface_mark_dirty_rectangle(
            surface, Int32(box.x0), Int32(box.y0), Int32(box.x1 - box.x0),
            Int32(box.y1 - box.y0))
    }

    /// Clips `cr` to the union of `boxes` (pixel-aligned: Cairo's fast path).
    private func clip(_ cr: OpaquePointer, to boxes: [PixelRect]) {
        for box in boxes {
            cairo_rectangle(cr, Double(box.x0), Double(box.y0), Double(box.x1 - box.x0), Double(box.y1 - box.y0))
        }
        cairo_clip(cr)
    }
}
