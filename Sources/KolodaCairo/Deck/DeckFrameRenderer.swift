import KolodaCompositing
import KolodaCore

/// Draws a `KolodaView`'s last frame (the one `tick(now:)`, or a window host's loop, made) into pixels: the one owner
/// of the compositor, the frame buffer drawn into and the frame-to-frame cache between them.
///
/// Drawing again into the same frame buffer redraws only the region that changed since the previous frame (nothing
/// at all when nothing did) and reuses a pre-composited backdrop of resting back cards, so the frame buffer must keep
/// its pixels between calls: if anything else draws into it, call ``setNeedsFullRedraw()``. Another frame buffer is
/// drawn in full. The pixels are the same as a full redraw's.
@MainActor
public final class DeckFrameRenderer {
    /// Draws the layers. Its `filter` is set by each render (the view's `filterWhileMoving` or `filterAtRest`); its
    /// other settings (background, shadows, culling, threads) are the app's.
    public let compositor: Compositor
    /// The frame buffer ``render(_:width:height:scale:origin:clip:underlay:overlay:)`` draws into and keeps: nil
    /// before its first drawable frame; replaced (and drawn in full) when the size or scale changes.
    public private(set) var target: FrameBuffer?
    /// When true (the default), a frame drawn into the previous frame's buffer redraws only what changed; when false,
    /// every frame is composited in full. The pixels are the same either way (within resampling noise).
    public var cachesFrames: Bool = true {
        didSet { cache.invalidate() }
    }
    private let cache = DeckRenderCache()

    /// A renderer drawing with `compositor`.
    public init(compositor: Compositor) {
        self.compositor = compositor
    }

    /// A renderer drawing with a new compositor that clears to `backgroundColor` (default: white).
    public convenience init(backgroundColor: CairoColor = .white) {
        self.init(compositor: Compositor(backgroundColor: backgroundColor))
    }

    /// Draws `koloda`'s last frame into ``target``, made `width` × `height` px at `scale` px per pt, with the deck's
    /// origin at `origin` (pt) and, around it, an app's own layers as
    /// ``render(_:into:origin:clip:underlay:overlay:)`` draws them.
    /// - Returns: what was redrawn; nil when the size or scale is not drawable (nothing is drawn).
    @discardableResult
    public func render(
        _ koloda: KolodaView, width: Int, height: Int, scale: Double, origin: Point = .zero, clip: Rect? = nil,
        underlay: [CompositeLayer] = [], overlay: [CompositeLayer] = []
    ) -> DeckRenderInfo? {
        guard width > 0, height > 0, scale.isFinite, scale > 0 else { return nil }
        if target.map({ $0.width != width || $0.height != height || $0.scale != scale }) ?? true {
            target = FrameBuffer(width: width, height: height, scale: scale)
        }
        guard let target else { return nil }
        return render(koloda, into: target, origin: origin, clip: clip, underlay: underlay, overlay: overlay)
    }

    /// Draws `koloda`'s last frame into `target` (e.g. an array of the app's own, `FrameBuffer.wrapping(…)`), with the
    /// deck's origin at `origin` (pt), between an app's own layers: `underlay` first and `overlay` last (target pt,
    /// back to front); the deck's layers are cut off at `clip` (target pt) when given. The cache covers every layer:
    /// a changed underlay or overlay layer (another raster image, transform or alpha) redraws only its region.
    @discardableResult
    public func render(
        _ koloda: KolodaView, into target: FrameBuffer, origin: Point = .zero, clip: Rect? = nil,
        underlay: [CompositeLayer] = [], overlay: [CompositeLayer] = []
    ) -> DeckRenderInfo {
        let deck = koloda.lastFrameLook(scale: target.scale, origin: origin, clip: clip)
        return draw(underlay + deck.layers + overlay, into: target, filter: deck.filter)
    }

    /// Makes the next frame redraw every pixel (e.g. after something else drew into its frame buffer).
    public func setNeedsFullRedraw() {
        cache.invalidate()
    }

    /// Draws `layers` with `filter` into `target` through the cache (or in full without it).
    func draw(_ layers: [CompositeLayer], into target: FrameBuffer, filter: CompositingFilter) -> DeckRenderInfo {
        guard cachesFrames else { return Self.drawInFull(layers, into: target, compositor: compositor, filter: filter) }
        compositor.filter = filter
        return cache.render(layers: layers, into: target, compositor: compositor)
    }

    /// Draws `layers` in full into `target` with `compositor` and `filter`, with no frame-to-frame state: stills
    /// (export, recording) and the view's deprecated drawing paths.
    static func drawInFull(
        _ layers: [CompositeLayer], into target: FrameBuffer, compositor: Compositor, filter: CompositingFilter
    ) -> DeckRenderInfo {
        compositor.filter = filter
        compositor.render(layers: layers, into: target)
        return DeckRenderInfo(damage: nil, isSkipped: false, cachedLayerCount: 0, filter: filter)
    }
}
