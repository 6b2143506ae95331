import CCairo
import KolodaCore

/// Composites rasterized cards, back to front, onto a `FrameBuffer`: a background fill, then for each
/// layer a soft shadow (a pre-blurred rounded-rect mask cached per card size) and the card itself with
/// its transform and alpha, with anti-aliased edges. Can redraw only a damaged region.
@MainActor
public final class Compositor {
    private struct ShadowKey: Hashable {
        var width: Double, height: Double, radius: Double, blur: Double, scale: Double, color: Color
        var fullResolution: Bool
    }

    /// The colour the frame is cleared to before the cards (may be translucent or clear).
    public var backgroundColor: Color
    /// Resampling quality of transformed cards: `.fast` while cards move, `.good` at rest.
    public var filter: CompositingFilter
    /// When false, layer shadows are skipped.
    public var drawsShadows: Bool = true
    /// When true (the default), what the frontmost opaque card hides is not drawn: covered cards and shadows are
    /// skipped and the covered part of partly hidden cards is cut out. The pixels are the same either way.
    public var cullsOccludedLayers: Bool = true
    private var shadowCache: [ShadowKey: ShadowMask] = [:]

    /// Creates a compositor with a background colour and a filter.
    public init(backgroundColor: Color = .white, filter: CompositingFilter = .good) {
        self.backgroundColor = backgroundColor
        self.filter = filter
    }

    /// The number of cached shadow masks (one per distinct card size, radius, blur and scale).
    public var cachedShadowCount: Int { shadowCache.count }

    /// Drops the cached shadow masks.
    public func removeCachedShadows() { shadowCache.removeAll() }

    /// Draws `layers` (back to front) into `target`. With `damage` (deck pt) only that region, grown to
    /// whole pixels, is cleared and redrawn and layers outside it are skipped; `nil` redraws everything.
    /// With a `backdrop` (a frame buffer of the target's pixel size, e.g. pre-composited resting cards) the region is
    /// first copied from it instead of being cleared to `backgroundColor`.
    public func render(layers: [CompositeLayer], into target: FrameBuffer, damage: Rect? = nil, backdrop: FrameBuffer? = nil) {
        guard let cr = cairo_create(target.surface) else { return }
        defer {
            cairo_destroy(cr)
            cairo_surface_flush(target.surface)
        }
        let s = target.scale
        var region: Rect? = nil
        if let damage {
            // Snap outwards to device pixels so the clip is a pixel-aligned box (Cairo's fast path).
            let x0 = (damage.minX * s).rounded(.down), y0 = (damage.minY * s).rounded(.down)
            let x1 = (damage.maxX * s).rounded(.up), y1 = (damage.maxY * s).rounded(.up)
            guard x1 > x0, y1 > y0 else { return }
            cairo_rectangle(cr, x0, y0, x1 - x0, y1 - y0)
            cairo_clip(cr)
            region = Rect(x: x0 / s, y: y0 / s, width: (x1 - x0) / s, height: (y1 - y0) / s)
        }
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        if let backdrop, backdrop.width == target.width, backdrop.height == target.height {
            cairo_surface_flush(backdrop.surface)
            cairo_set_source_surface(cr, backdrop.surface, 0, 0)
        } else {
            cairo_set_source_rgba(cr, backgroundColor.r, backgroundColor.g, backgroundColor.b, backgroundColor.a)
        }
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_scale(cr, s, s)
        let occluder = cullsOccludedLayers ? frontmostOccluder(in: layers) : nil
        for (i, layer) in layers.enumerated() {
            guard layer.alpha > 0, layer.transform.isFinite, layer.transform.determinant != 0 else { continue }
            if let region, !bounds(of: layer).intersects(region) { continue }
            // Parts hidden under the frontmost opaque card are not drawn: whole cards or shadows when fully covered,
            // otherwise the covered part is cut out of the card's fill.
            var hole: [Point]? = nil
            if let occluder, i < occluder.index {
                let card = ConvexPolygon.quad(Rect(origin: .zero, size: layer.image.size), layer.transform)
                let shadowCovered = layer.shadow.map { ConvexPolygon.contains(occluder.quad, all: shadowQuad($0, of: layer)) } ?? true
                if drawsShadows, let shadow = layer.shadow, !shadowCovered { drawShadow(shadow, of: layer, in: cr, scale: s) }
                if ConvexPolygon.contains(occluder.quad, all: card) { continue }
                let covered = ConvexPolygon.intersection(card, occluder.quad)
                if ConvexPolygon.area(covered) > 0.1 * ConvexPolygon.area(card) { hole = covered }
            } else if drawsShadows, let shadow = layer.shadow {
                drawShadow(shadow, of: layer, in: cr, scale: s)
            }
            drawCard(layer, in: cr, hole: hole)
        }
    }

    /// The frontmost fully opaque card (alpha 1, opaque inside its rounded corners) and its opaque interior (deck pt).
    private func frontmostOccluder(in layers: [CompositeLayer]) -> (index: Int, quad: [Point])? {
        for i in layers.indices.reversed() {
            let layer = layers[i]
            guard layer.alpha >= 1, layer.transform.isFinite, layer.transform.determinant != 0,
                  let interior = layer.image.opaqueInterior else { continue }
            // A further 3 pt inset keeps the cut's anti-aliased edge under pixels that stay opaque after resampling.
            let safe = Rect(x: interior.minX + 3, y: interior.minY + 3, width: interior.width - 6, height: interior.height - 6)
            guard safe.width > 0, safe.height > 0 else { continue }
            return (i, ConvexPolygon.quad(safe, layer.transform))
        }
        return nil
    }

    /// The outer corners of a layer's shadow (deck pt).
    private func shadowQuad(_ shadow: Shadow, of layer: CompositeLayer) -> [Point] {
        let e = shadow.extent
        let local = Rect(x: -e, y: -e, width: layer.image.size.width + 2 * e, height: layer.image.size.height + 2 * e)
        return ConvexPolygon.quad(local, layer.transform.then(.translation(shadow.offset)))
    }

    /// The region (deck pt) a layer covers, shadow included.
    public func bounds(of layer: CompositeLayer) -> Rect {
        let card = layer.transform.boundingBox(of: Rect(origin: .zero, size: layer.image.size))
        guard drawsShadows, let shadow = layer.shadow else { return card }
        let e = shadow.extent
        let local = Rect(x: -e, y: -e, width: layer.image.size.width + 2 * e, height: layer.image.size.height + 2 * e)
        let shadowBox = layer.transform.then(.translation(shadow.offset)).boundingBox(of: local)
        return card.union(shadowBox)
    }

    /// The region (deck pt) that differs between two frames' layer lists, to pass as `damage`;
    /// `nil` when nothing changed (no need to render). Layers are matched by position in the lists.
    public func changedRegion(from old: [CompositeLayer], to new: [CompositeLayer]) -> Rect? {
        var region: Rect? = nil
        func add(_ r: Rect) { region = region.map { $0.union(r) } ?? r }
        for i in 0..<max(old.count, new.count) {
            let a = i < old.count ? old[i] : nil, b = i < new.count ? new[i] : nil
            if let a, let b, a.image === b.image, a.transform == b.transform, a.alpha == b.alpha, a.shadow == b.shadow {
                continue
            }
            if let a, a.alpha > 0 { add(bounds(of: a)) }
            if let b, b.alpha > 0 { add(bounds(of: b)) }
        }
        return region
    }

    private func cairoMatrix(_ t: AffineTransform) -> cairo_matrix_t {
        cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
    }

    /// Draws the card; `hole` (deck pt, inside the card) is left out of the fill.
    private func drawCard(_ layer: CompositeLayer, in cr: OpaquePointer, hole: [Point]?) {
        let image = layer.image
        cairo_save(cr)
        var m = cairoMatrix(layer.transform)
        cairo_transform(cr, &m)
        cairo_scale(cr, 1 / image.scale, 1 / image.scale)
        cairo_set_source_surface(cr, image.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), filter == .fast ? CAIRO_FILTER_FAST : CAIRO_FILTER_GOOD)
        // The rectangle's edges are anti-aliased geometrically, whatever the filter.
        cairo_rectangle(cr, 0, 0, Double(image.pixelWidth), Double(image.pixelHeight))
        if let hole, let inverse = layer.transform.inverted {
            for (k, p) in hole.enumerated() {
                let l = inverse.apply(p)
                if k == 0 { cairo_move_to(cr, l.x * image.scale, l.y * image.scale) } else { cairo_line_to(cr, l.x * image.scale, l.y * image.scale) }
            }
            cairo_close_path(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        }
        fillCurrentPath(cr, alpha: layer.alpha)
        cairo_restore(cr)
    }

    private func drawShadow(_ shadow: Shadow, of layer: CompositeLayer, in cr: OpaquePointer, scale: Double) {
        let size = layer.image.size
        // With the fast filter the shadow is a device-resolution mask sampled by nearest pixel; otherwise a small mask
        // upscaled bilinearly.
        let fast = filter == .fast
        let key = ShadowKey(width: size.width, height: size.height, radius: layer.image.cornerRadius,
                            blur: shadow.blurRadius, scale: scale, color: shadow.color, fullResolution: fast)
        let mask: ShadowMask
        if let cached = shadowCache[key] {
            mask = cached
        } else {
            guard let made = ShadowMask(size: size, cornerRadius: layer.image.cornerRadius,
                                        blurRadius: shadow.blurRadius, color: shadow.color,
                                        maxScale: scale, fullResolution: fast) else { return }
            if shadowCache.count > 64 { shadowCache.removeAll() }
            shadowCache[key] = made
            mask = made
        }
        cairo_save(cr)
        var m = cairoMatrix(layer.transform)
        cairo_transform(cr, &m)
        // Only the ring around the card is visible (cards are opaque inside their rounded rect), so fill
        // just the ring between the shadow's extent and the card's outline inset by 1 pt.
        let inset = min(1, size.width / 4, size.height / 4)
        let hole = Rect(x: inset, y: inset, width: size.width - 2 * inset, height: size.height - 2 * inset)
        // The deck-space offset, expressed in card-local pt.
        let t = layer.transform
        let lx = (t.d * shadow.offset.dx - t.c * shadow.offset.dy) / t.determinant
        let ly = (-t.b * shadow.offset.dx + t.a * shadow.offset.dy) / t.determinant
        let b = mask.bounds
        let context = DrawingContext(cairo: cr, scale: scale)
        context.addRoundedRect(hole, radius: max(0, layer.image.cornerRadius - inset))
        cairo_rectangle(cr, b.minX + lx, b.minY + ly, b.width, b.height)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_translate(cr, lx, ly)
        cairo_pattern_set_filter(mask.pattern, fast ? CAIRO_FILTER_FAST : CAIRO_FILTER_BILINEAR)
        cairo_set_source(cr, mask.pattern)
        fillCurrentPath(cr, alpha: layer.alpha)
        cairo_restore(cr)
    }

    /// Fills the current path with the current source at `alpha` (a plain fill when opaque).
    private func fillCurrentPath(_ cr: OpaquePointer, alpha: Double) {
        if alpha >= 1 {
            cairo_fill(cr)
        } else {
            cairo_clip(cr)
            cairo_paint_with_alpha(cr, alpha)
        }
    }
}
