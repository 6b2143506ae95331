import KolodaCompositing
import KolodaCore

// The drawing paths the view had before `DeckFrameRenderer` owned the compositor, the target and the cache between
// frames, kept for one release. Each forwards to what replaced it; those that drew "the deck now" still make a frame
// when the last one is stale, as they did, and all of them draw in full (the cache is the renderer's).
extension KolodaView {
    /// The layers of the deck at its current time (a frame made now when the last one is stale), back to front, in
    /// coordinates offset by `origin` (pt), at the rasterizer's scale.
    @available(
        *, deprecated,
        message: "Make the frame with tick(now:) and read it with lastFrameLayers(scale:origin:clip:)"
    )
    public func compositeLayers(origin: Point = .zero) -> [CompositeLayer] {
        layers(of: currentFrameScene(), scale: rasterizer.scale, origin: origin, clip: nil)
    }

    /// The layers of `scene`, back to front, in coordinates offset by `origin` (pt), cut off at `clip`, at the
    /// rasterizer's scale.
    @available(*, deprecated, message: "Read the last frame's layers with lastFrameLayers(scale:origin:clip:)")
    public func compositeLayers(for scene: DeckScene, origin: Point = .zero, clip: Rect? = nil) -> [CompositeLayer] {
        layers(of: scene, scale: rasterizer.scale, origin: origin, clip: clip)
    }

    /// Draws the deck at the current time (a frame made now when the last one is stale) in full into `target`.
    @available(
        *, deprecated,
        message: "Make the frame with tick(now:) and draw it with DeckFrameRenderer.render(_:into:origin:)"
    )
    @discardableResult
    public func render(into target: FrameBuffer, compositor: Compositor, origin: Point = .zero) -> DeckRenderInfo {
        let scene = currentFrameScene()
        let layers = layers(of: scene, scale: target.scale, origin: origin, clip: nil)
        return DeckFrameRenderer.drawInFull(layers, into: target, compositor: compositor, filter: filter(for: scene))
    }

    /// Draws `scene` in full into `target` between `underlay` and `overlay`, the deck's layers cut off at `clip`.
    @available(
        *, deprecated,
        message: "Draw the last frame with DeckFrameRenderer.render(_:into:origin:clip:underlay:overlay:)"
    )
    @discardableResult
    public func render(
        _ scene: DeckScene, into target: FrameBuffer, compositor: Compositor, origin: Point = .zero,
        clip: Rect? = nil, underlay: [CompositeLayer] = [], overlay: [CompositeLayer] = []
    ) -> DeckRenderInfo {
        let deck = layers(of: scene, scale: target.scale, origin: origin, clip: clip)
        return DeckFrameRenderer.drawInFull(
            underlay + deck + overlay, into: target, compositor: compositor, filter: filter(for: scene))
    }

    /// No effect: the view's deprecated drawing paths draw in full; the cache is `DeckFrameRenderer.cachesFrames`.
    @available(*, deprecated, message: "Use DeckFrameRenderer.cachesFrames")
    public var cachesFrames: Bool {
        get { false }
        set {}
    }

    /// No effect: the view's deprecated drawing paths draw in full; a renderer redraws everything after its own
    /// `setNeedsFullRedraw()`.
    @available(*, deprecated, message: "Use DeckFrameRenderer.setNeedsFullRedraw()")
    public func setNeedsFullRedraw() {}
}
