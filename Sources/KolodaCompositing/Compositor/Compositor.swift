import CCairo
import KolodaCore

/// Composites rasterized cards, back to front, onto a `FrameBuffer`: a background fill, then for each
/// layer one paint of the card over its soft shadow (drawn once per card size from a pre-blurred rounded-rect mask,
/// then copied under each card's raster), with its transform and alpha; edges are anti-aliased by the sampling. Can
/// redraw only a damaged region. A large frame is drawn on several threads at once (``threadCount``), in bands of rows.
@MainActor
public final class Compositor {
    private struct ShadowKey: Hashable {
        var width: Double, height: Double, radius: Double, blur: Double, scale: Double, color: CairoColor
        var fullResolution: Bool
    }

    /// The colour the frame is cleared to before the cards (may be translucent or clear).
    public var backgroundColor: CairoColor
    /// Resampling of scaled cards: `.fast` (nearest) while cards move, `.good` at rest. Rotated cards are bilinear.
    public var filter: CompositingFilter
    /// When false, layer shadows are skipped.
    public var drawsShadows: Bool = true
    /// When true (the default), what opaque cards hide is not drawn: covered cards and shadows are skipped and the
    /// covered part of partly hidden cards is cut out (every fully opaque card's interior hides the layers behind
    /// it, not only the frontmost card's). The pixels are the same either way.
    public var cullsOccludedLayers: Bool = true
    /// How many threads a large frame (or damaged region) is drawn on, in bands of rows: the calling thread draws
    /// bands too and waits for the others. The picture is the same for any count. Default: the online processors, at
    /// most 4; 1 draws on the calling thread only. Values below 1 count as 1.
    public var threadCount: Int = RowBands.defaultThreadCount {
        didSet { threadCount = max(1, threadCount) }
    }
    private var shadowCache: [ShadowKey: ShadowMask] = [:]
    /// The background colour and its pixel as Cairo writes it (premultiplied ARGB32).
    private var backgroundPixelCache: (color: CairoColor, pixel: UInt32)?
    private var bakeCache: [ShadowBake.Key: ShadowBake] = [:]

    /// Creates a compositor with a background colour and a filter.
    public init(backgroundColor: CairoColor = .white, filter: CompositingFilter = .good) {
        self.backgroundColor = backgroundColor
        self.filter = filter
    }

    /// The number of cached shadow masks (one per distinct card size, radius, blur and scale).
    public var cachedShadowCount: Int { shadowCache.count }

    /// How many times a card's shadow has been drawn at full resolution (cache misses) since creation: once per
    /// distinct card size, corner radius, shadow and scale while it stays cached, not once per card.
    public private(set) var shadowBakeCount = 0

    /// Drops the cached shadow masks and the shadows drawn from them.
    public func removeCachedShadows() {
        shadowCache.removeAll()
        bakeCache.removeAll()
    }

    /// Draws `layers` (back to front) into `target`. With `damage` (deck pt) only that region, grown to
    /// whole pixels, is cleared and redrawn and layers outside it are skipped; `nil` redraws everything.
    /// With a `backdrop` (a frame buffer of the target's pixel size, e.g. pre-composited resting cards) the region is
    /// first copied from it instead of being cleared to `backgroundColor`.
    ///
    /// Each layer is drawn with one paint of its prepared raster (the card over its baked shadow, see
    /// `PreparedRaster`): through `AffineBlitter` (bilinear) when it is rotated, or moved by a fraction of a pixel with
    /// the good filter; through `NearestBlitter` when it is not turned and the filter is the fast one (cards in
    /// motion); through pixman otherwise (at rest: a copy at 1:1, else its good filter; and flipped cards).
    public func render(
        layers: [CompositeLayer], into target: FrameBuffer, damage: Rect? = nil, backdrop: FrameBuffer? = nil
    ) {
        render(layers: layers, into: target, damage: damage, damageBoxes: nil, backdrop: backdrop)
    }

    /// ``render(layers:into:damage:backdrop:)`` with the damage narrowed to `damageBoxes` (target px, disjoint) when
    /// given: only their pixels inside `damage` are cleared and redrawn.
    package func render(
        layers: [CompositeLayer], into target: FrameBuffer, damage: Rect?, damageBoxes: [PixelRect]?,
        backdrop: FrameBuffer?
    ) {
        let s = target.scale
        guard let (region, regions) = Self.redrawn(damage: damage, damageBoxes: damageBoxes, in: target) else { return }
        guard let targetPixels = PixelMemory(target.surface) else { return }
        let covers = cullsOccludedLayers ? opaqueCovers(of: layers, within: region, scale: s) : []
        // What an opaque card covers is not cleared either: its pixels replace whatever is there.
        let cleared = OpaqueCover.uncovered(regions, by: covers)
        var fill = FramePaints.Fill.pixel(backgroundPixel())
        if let backdrop, backdrop.width == target.width, backdrop.height == target.height,
            let pixels = PixelMemory(backdrop.surface)
        {
            cairo_surface_flush(backdrop.surface)
            fill = .copy(pixels)
        }
        var paints = FramePaints(target: targetPixels, fill: fill, cleared: cleared, layers: [])
        var kept: [PreparedRaster] = []  // alive until every band is drawn
        for (i, layer) in layers.enumerated() {
            guard layer.alpha > 0, layer.transform.isFinite, layer.transform.determinant != 0,
                let prepared = prepared(layer), let raster = PixelMemory(prepared.surface)
            else { continue }
            let device = deviceTransform(of: layer, prepared: prepared, scale: s)
            guard
                let box = pixelBox(
                    device.boundingBox(
                        of: Rect(x: 0, y: 0, width: Double(prepared.width), height: Double(prepared.height))))
            else { continue }
            var extent = box
            if let clip = layer.clip {
                guard let clipBox = pixelBox(clip, scale: s) else { continue }
                extent = extent.intersection(clipBox)
            }
            let visible = regions.map { $0.intersection(extent) }.filter { !$0.isEmpty }
            guard !visible.isEmpty else { continue }
            // What the opaque cards in front of it hide is not drawn: their covered pixels are cut out of the layer's
            // clip. (An opaque card's own clip keeps its covered pixels where no card in front covers them.)
            let boxes = OpaqueCover.uncovered(visible, by: covers.lazy.filter { $0.index > i })
            guard !boxes.isEmpty, let sampling = sampling(of: device) else { continue }
            kept.append(prepared)
            paints.layers.append(
                FramePaints.Layer(
                    raster: raster, device: device, alpha: layer.alpha, clip: boxes,
                    sampling: sampling))
        }
        paints.draw(in: region, target: target.surface, threads: threadCount)
        withExtendedLifetime(kept) {}
    }

    /// The pixels a frame redraws in `target`: `damage` (pt) snapped outwards to whole pixels (the whole target when
    /// nil), narrowed to `damageBoxes` when given, as the boxes to redraw and the box that bounds them; `nil` when no
    /// pixel is left (or the damage is not finite).
    private static func redrawn(damage: Rect?, damageBoxes: [PixelRect]?, in target: FrameBuffer)
        -> (bounds: PixelRect, boxes: [PixelRect])?
    {
        let s = target.scale
        var region = PixelRect(x0: 0, y0: 0, x1: target.width, y1: target.height)
        if let damage {
            // Snap outwards to device pixels so the clip is a pixel-aligned box (Cairo's fast path).
            let x0 = (damage.minX * s).rounded(.down)
            let y0 = (damage.minY * s).rounded(.down)
            let x1 = (damage.maxX * s).rounded(.up)
            let y1 = (damage.maxY * s).rounded(.up)
            guard x1 > x0, y1 > y0, x1.isFinite, y1.isFinite, x0.isFinite, y0.isFinite else { return nil }
            region = region.intersection(
                PixelRect(
                    x0: Int(max(-1, min(x0, 1e9))), y0: Int(max(-1, min(y0, 1e9))),
                    x1: Int(max(-1, min(x1, 1e9))), y1: Int(max(-1, min(y1, 1e9)))))
            guard !region.isEmpty else { return nil }
        }
        guard let damageBoxes else { return (region, [region]) }
        let regions = damageBoxes.map { $0.intersection(region) }.filter { !$0.isEmpty }
        guard let first = regions.first else { return nil }
        let bounds = regions.reduce(first) {
            PixelRect(x0: min($0.x0, $1.x0), y0: min($0.y0, $1.y0), x1: max($0.x1, $1.x1), y1: max($0.y1, $1.y1))
        }
        return (bounds, regions)
    }

    /// ``backgroundColor`` as the pixel Cairo clears to: one pixel painted by Cairo once per colour, so that a frame
    /// cleared here is byte for byte one cleared by Cairo.
    private func backgroundPixel() -> UInt32 {
        if let cached = backgroundPixelCache, cached.color == backgroundColor { return cached.pixel }
        var pixel: UInt32 = 0
        if let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1) {
            if let cr = cairo_create(surface) {
                let c = backgroundColor
                cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
                cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a)
                cairo_paint(cr)
                cairo_destroy(cr)
            }
            cairo_surface_flush(surface)
            if let pixels = PixelMemory(surface) { pixel = pixels[0] }
            cairo_surface_destroy(surface)
        }
        backgroundPixelCache = (backgroundColor, pixel)
        return pixel
    }

    /// The blurred mask of a card's shadow, cached by the card's size and corner radius, the shadow's blur and colour,
    /// and the scale.
    private func shadowMask(size: Size, cornerRadius: Double, shadow: CairoShadow, scale: Double) -> ShadowMask? {
        let key = ShadowKey(
            width: size.width, height: size.height, radius: cornerRadius,
            blur: shadow.blurRadius, scale: scale, color: shadow.color, fullResolution: false)
        if let cached = shadowCache[key] { return cached }
        guard
            let made = ShadowMask(
                size: size, cornerRadius: cornerRadius, blurRadius: shadow.blurRadius,
                color: shadow.color, maxScale: scale)
        else { return nil }
        if shadowCache.count > 64 { shadowCache.removeAll() }
        shadowCache[key] = made
        return made
    }

    /// The prepared raster (card over its shadow) of a layer, baked on first use and cached on its `RasterImage`.
    func prepared(_ layer: CompositeLayer) -> PreparedRaster? {
        let image = layer.image
        let shadow = drawsShadows ? layer.shadow : nil
        if let p = image.prepared, p.shadow == shadow { return p }
        var bake: ShadowBake? = nil
        if let shadow {
            let size = image.size
            let key = ShadowBake.Key(
                width: size.width, height: size.height, cornerRadius: image.cornerRadius,
                scale: image.scale, shadow: shadow)
            if let cached = bakeCache[key] {
                bake = cached
            } else if let mask = shadowMask(
                size: size, cornerRadius: image.cornerRadius, shadow: shadow, scale: image.scale),
                let made = ShadowBake(
                    mask: mask, shadow: shadow, pixelWidth: image.pixelWidth,
                    pixelHeight: image.pixelHeight, scale: image.scale)
            {
                // Each bake is as large as a card and its shadow: keep the few card sizes a deck uses.
                if bakeCache.count >= 4 { bakeCache.removeAll() }
                bakeCache[key] = made
                shadowBakeCount += 1
                bake = made
            }
        }
        let p = PreparedRaster(image: image, shadow: shadow, bake: bake)
        image.prepared = p
        return p
    }

    /// Maps the prepared raster's pixels to the target's pixels.
    func deviceTransform(of layer: CompositeLayer, prepared: PreparedRaster, scale s: Double) -> AffineTransform {
        let r = 1 / prepared.scale
        return AffineTransform(
            a: r, b: 0, c: 0, d: r, tx: Double(prepared.originX) * r, ty: Double(prepared.originY) * r
        )
        .then(layer.transform)
        .then(.scale(x: s, y: s))
    }

    /// The pixel box of `rect` (pt) at `scale` (px per pt), or nil where it is not finite.
    func pixelBox(_ rect: Rect, scale: Double) -> PixelRect? {
        pixelBox(
            Rect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale))
    }

    /// The whole device pixels touched by `rect` (device px); `nil` when it is not finite.
    private func pixelBox(_ rect: Rect) -> PixelRect? {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return nil }
        func clamp(_ v: Double) -> Int { Int(max(-1e9, min(1e9, v))) }
        return PixelRect(
            x0: clamp(rect.minX.rounded(.down)), y0: clamp(rect.minY.rounded(.down)),
            x1: clamp(rect.maxX.rounded(.up)), y1: clamp(rect.maxY.rounded(.up)))
    }

    /// How a raster drawn through `device` (its px → target px) is resampled; `nil` when the transform cannot be
    /// inverted.
    private func sampling(of m: AffineTransform) -> FramePaints.Sampling? {
        guard m.inverted != nil else { return nil }
        let axisAligned = abs(m.b) < 1e-9 && abs(m.c) < 1e-9
        let snapped =
            abs(m.a - 1) < 1e-9 && abs(m.d - 1) < 1e-9
            && abs(m.tx - m.tx.rounded()) < 1e-3 && abs(m.ty - m.ty.rounded()) < 1e-3
        // A card at rest at a fractional pixel offset (scale 1, the good filter) takes pixman's generic bilinear path
        // (20–35 ms for a card at 1080×1920); the same loop as for rotated cards samples it several times faster.
        // Cards scaled with the good filter stay with pixman, which has a fast path for them.
        let resampled = !snapped && filter == .good && abs(abs(m.a) - 1) < 1e-9 && abs(abs(m.d) - 1) < 1e-9
        if !axisAligned || resampled { return .blitter }
        // While moving (`.fast`), scaled cards are sampled by nearest pixel; their outline is the baked shadow's fade,
        // so no hard edge shows. Cards moved by whole pixels at 1:1 are copied the same way then; at rest pixman's copy
        // is a little faster, and the frame is drawn layer by layer anyway for the cards scaled with its good filter.
        if m.a > 0, m.d > 0, filter == .fast { return .nearest }
        return .pixman(snapped: snapped, nearest: filter == .fast)
    }
}
