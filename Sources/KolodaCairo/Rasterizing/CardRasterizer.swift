import CCairo
import KolodaCompositing
import KolodaCore

/// Rasterizes view trees (cards) into cached `RasterImage`s at a device scale factor — Koloda's
/// `shouldRasterize`, always on.
///
/// A tree is re-rasterized only when its root's `contentVersion`, its size or `scale` changes. The raster
/// covers the root's bounds; the root's frame origin, alpha and shadow are not baked in (the compositor
/// applies the layer transform, alpha and `RasterImage.shadow`).
@MainActor
public final class CardRasterizer {
    private struct Entry {
        weak var view: CairoView?
        var version: Int
        var size: Size
        var scale: Double
        var image: RasterImage
    }

    /// Device pixels per point of the rasters (1, 2, …). Changing it makes every cached raster stale.
    public var scale: Double {
        didSet { if !(scale > 0 && scale.isFinite) { scale = 1 } }
    }
    /// What a shared raster (`CairoView.sharedRasterKey`) depends on.
    private struct SharedKey: Hashable {
        var type: ObjectIdentifier
        var key: AnyHashable
        var size: Size
        var cornerRadius: Double
        var shadow: CairoShadow?
        var scale: Double
    }

    /// How many times a view tree has been rasterized (cache misses) since creation. A view whose raster is shared
    /// (see `CairoView.sharedRasterKey`) and already made does not count.
    public private(set) var rasterizationCount = 0
    private var cache: [ObjectIdentifier: Entry] = [:]
    /// Rasters of views with a `sharedRasterKey`, kept when their views go (the next card's view reuses them).
    private var shared: [SharedKey: RasterImage] = [:]

    /// Creates a rasterizer at `scale` px per pt.
    public init(scale: Double = 1) {
        self.scale = scale > 0 && scale.isFinite ? scale : 1
    }

    /// The number of cached rasters (including ones whose view has been released but not purged).
    public var cachedCount: Int { cache.count }

    /// True when `view` has a cached raster matching its current content, size and `scale`.
    public func isUpToDate(_ view: CairoView) -> Bool {
        guard let e = cache[ObjectIdentifier(view)], e.view === view else { return false }
        return e.version == view.contentVersion && e.size == view.frame.size && e.scale == scale
    }

    /// The raster of the tree rooted at `view`: the cached one when up to date, otherwise a fresh one
    /// (which replaces the cached one). An empty view gives a 1×1 px transparent raster.
    public func raster(for view: CairoView) -> RasterImage {
        let key = ObjectIdentifier(view)
        if isUpToDate(view), let e = cache[key] { return e.image }
        let image: RasterImage
        if let sharedKey = view.sharedRasterKey {
            let k = SharedKey(
                type: ObjectIdentifier(type(of: view)), key: sharedKey, size: view.frame.size,
                cornerRadius: view.cornerRadius, shadow: view.shadow, scale: scale)
            if let made = shared[k] {
                image = made
            } else {
                image = rasterize(view)
                rasterizationCount += 1
                // A few looks (an overlay's directions) at one size and scale; start over when the size or scale
                // changes.
                if shared.count >= 8 || shared.keys.contains(where: { $0.scale != scale || $0.size != k.size }) {
                    shared.removeAll()
                }
                shared[k] = image
            }
        } else {
            image = rasterize(view)
            rasterizationCount += 1
        }
        cache[key] = Entry(view: view, version: view.contentVersion, size: view.frame.size, scale: scale, image: image)
        if rasterizationCount % 32 == 0 { purgeReleasedViews() }
        return image
    }

    /// Drops the cached raster of `view`, if any.
    public func evict(_ view: CairoView) {
        cache[ObjectIdentifier(view)] = nil
    }

    /// Drops every cached raster, shared ones included.
    public func removeAll() {
        cache.removeAll()
        shared.removeAll()
    }

    /// Drops the rasters of views that no longer exist.
    public func purgeReleasedViews() {
        cache = cache.filter { $0.value.view != nil }
    }

    private func rasterize(_ view: CairoView) -> RasterImage {
        let size = view.frame.size
        let pw = size.isDrawable ? Int((size.width * scale).rounded(.up)) : 1
        let ph = size.isDrawable ? Int((size.height * scale).rounded(.up)) : 1
        guard let surface = makeARGBSurface(width: pw, height: ph) else {
            fatalError("CardRasterizer: cannot allocate a \(pw)×\(ph) px surface")
        }
        if size.isDrawable, let cr = cairo_create(surface) {
            cairo_scale(cr, scale, scale)
            view.renderContent(in: DrawingContext(cairo: cr, scale: scale))
            cairo_destroy(cr)
        }
        cairo_surface_flush(surface)
        return RasterImage(
            adopting: surface, scale: scale, size: size,
            cornerRadius: view.cornerRadius, shadow: view.shadow)
    }
}
