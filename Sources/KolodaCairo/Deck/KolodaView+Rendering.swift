import KolodaCompositing
@_spi(Fronts) import KolodaCore

extension KolodaView {
    /// Makes the frame at `now` (s, monotonic): moves the deck's clock, builds the frame's one scene, brings the card
    /// views up to date with it, then delivers the frame's events (`DeckPresenter`), so that inside them
    /// `viewForCard(at:)` finds the views. Draw the returned frame's scene with `render(_:into:compositor:origin:)`;
    /// `viewForCard(at:)` and `isSceneMoving` read it until the next frame.
    /// - Throws: `KolodaError.invalidTime` for a non-finite time.
    @discardableResult
    public func tick(now: Double) throws(KolodaError) -> DeckFrame {
        guard now.isFinite else { throw .invalidTime(now) }
        presenter.makeFrame(at: now)
        return presenter.lastFrame
    }

    /// The frame at the deck's current time: what the still-image paths (`render(into:…)`,
    /// `compositeLayers(origin:)`, export) draw. The last frame when it is current (made at the deck's time, and
    /// nothing changed since), as it is right after `tick(now:)`; a frame made now otherwise.
    func frameNow() -> DeckScene {
        // A read that follows a tick draws that tick's frame: making another would build a second scene in the same
        // refresh and take the events from the frame loop.
        if presenter.needsFrame || presenter.lastFrame.scene.time != deck.now { presenter.makeFrame(at: deck.now) }
        return presenter.lastFrame.scene
    }
}

extension KolodaView: DeckRenderer {
    /// Applies a frame's view plan (the presenter calls it, before the frame's events): asks the data source for the
    /// views of cards new to the scene (or whose content was reloaded), front first as Koloda does, lays them out at
    /// the card size, updates overlays, and forgets the views of cards that left (`SceneApplication`, the rules the
    /// UIKit view follows too).
    package func apply(_ plan: DeckViewPlan) {
        for id in plan.cards.removals {
            guard let views = cardViews[id] else { continue }
            evictRasters(of: views)
            cardViews[id] = nil
        }
        if let dataSource {
            for request in plan.cards.contentRequests {  // front first, the order Koloda asks in
                let content = dataSource.koloda(self, viewForCardAt: request.index)
                let overlay = dataSource.koloda(self, viewForCardOverlayAt: request.index)
                if let old = cardViews[request.id] { evictRasters(of: old) }
                cardViews[request.id] = CardViews(
                    content: content, overlay: overlay, contentVersion: request.contentVersion)
            }
        }
        for placement in plan.cards.placements {
            guard let views = cardViews[placement.id] else { continue }
            let bounds = Rect(origin: .zero, size: placement.bounds)
            if views.content.frame != bounds { views.content.frame = bounds }
            if let overlay = views.overlay {
                if overlay.frame != bounds { overlay.frame = bounds }
                overlay.show(placement.overlay)
            }
        }
    }

    /// Drops every card view (a new data source); their rasters go with them, as before.
    package func removeAllCardViews() {
        cardViews.removeAll()
    }

    /// Forgets the rasters of a card's content and overlay.
    private func evictRasters(of views: CardViews) {
        rasterizer.evict(views.content)
        if let overlay = views.overlay { rasterizer.evict(overlay) }
    }
}

extension KolodaView {

    /// The layers to composite for the deck at its current time (a frame made now), back to front, in coordinates
    /// offset by `origin` (pt). A frame loop passes the scene its `tick(now:)` returned to
    /// `compositeLayers(for:origin:clip:)`.
    public func compositeLayers(origin: Point = .zero) -> [CompositeLayer] {
        compositeLayers(for: frameNow(), origin: origin)
    }

    /// The layers to composite for `scene` (the one `tick(now:)` returned: its card views are the ones that frame
    /// brought up to date), back to front, in coordinates offset by `origin` (pt), each cut off at `clip` (pt, the
    /// same coordinates) when given.
    public func compositeLayers(for scene: DeckScene, origin: Point = .zero, clip: Rect? = nil) -> [CompositeLayer] {
        let shift = AffineTransform.translation(Vector(dx: origin.x, dy: origin.y))
        var layers: [CompositeLayer] = []
        layers.reserveCapacity(scene.cards.count * 2)
        for card in scene.cards where card.alpha > 0 {
            guard let views = cardViews[card.id] else { continue }
            let transform = card.transform.then(shift)
            var layer = CompositeLayer(
                image: rasterizer.raster(for: views.content), transform: transform, alpha: card.alpha)
            layer.clip = clip
            layers.append(layer)
            if let overlay = views.overlay, overlay.alpha > 0, !overlay.isHidden {
                var layer = CompositeLayer(
                    image: rasterizer.raster(for: overlay), transform: transform,
                    alpha: card.alpha * overlay.alpha, shadow: nil)
                layer.clip = clip
                layers.append(layer)
            }
        }
        return layers
    }

    /// True while anything on screen moves in the last frame: an animation runs, a card is dragged away from its place
    /// or is leaving.
    public var isSceneMoving: Bool { presenter.isMoving }

    /// Draws the deck at the current time into `target` (a frame made now), with the deck's origin at `origin` (pt),
    /// and returns what was redrawn. Sets `compositor.filter` to `filterWhileMoving` or `filterAtRest`. A frame loop
    /// draws the scene its `tick(now:)` returned with `render(_:into:compositor:origin:)`.
    ///
    /// With `cachesFrames`, drawing again into the same frame buffer redraws only the region that changed (nothing
    /// at all when nothing did), so `target` must keep its pixels between calls: if anything else draws into it,
    /// call `setNeedsFullRedraw()`. A different frame buffer (e.g. a new one per frame) is always drawn in full.
    @discardableResult
    public func render(into target: FrameBuffer, compositor: Compositor, origin: Point = .zero) -> DeckRenderInfo {
        render(frameNow(), into: target, compositor: compositor, origin: origin)
    }

    /// Draws `scene` (the one `tick(now:)` returned) into `target` as `render(into:compositor:origin:)` does, between
    /// an app's own layers: `underlay` is drawn first and `overlay` last (target pt, back to front), and the deck's
    /// layers are cut off at `clip` (target pt) when given. The damage-region cache covers every layer: a changed
    /// underlay or overlay layer (another raster image, transform or alpha) redraws only its region, and a frame in
    /// which nothing changed touches no pixel.
    @discardableResult
    public func render(
        _ scene: DeckScene, into target: FrameBuffer, compositor: Compositor, origin: Point = .zero,
        clip: Rect? = nil, underlay: [CompositeLayer] = [], overlay: [CompositeLayer] = []
    ) -> DeckRenderInfo {
        render(
            scene, into: target, compositor: compositor, origin: origin, clip: clip, underlay: underlay,
            overlay: overlay, filter: scene.isMoving ? filterWhileMoving : filterAtRest)
    }

    /// Draws the last frame the presenter made (a window host's loop, whose clock makes the frames) as
    /// `render(_:into:compositor:origin:clip:underlay:overlay:)` draws a scene: the scene stays in the view.
    package func renderLastFrame(
        into target: FrameBuffer, compositor: Compositor, origin: Point, clip: Rect?, underlay: [CompositeLayer],
        overlay: [CompositeLayer]
    ) -> DeckRenderInfo {
        render(
            presenter.lastFrame.scene, into: target, compositor: compositor, origin: origin, clip: clip,
            underlay: underlay, overlay: overlay)
    }

    /// The layers of the last frame the presenter made, as `compositeLayers(for:origin:clip:)` makes them.
    package func compositeLayersOfLastFrame(origin: Point, clip: Rect?) -> [CompositeLayer] {
        compositeLayers(for: presenter.lastFrame.scene, origin: origin, clip: clip)
    }

    /// `render(into:compositor:origin:)` with an explicit `filter` for every card (headless stills use `filterAtRest`).
    @discardableResult
    func render(into target: FrameBuffer, compositor: Compositor, origin: Point, filter: CompositingFilter)
        -> DeckRenderInfo
    {
        render(
            frameNow(), into: target, compositor: compositor, origin: origin, clip: nil, underlay: [], overlay: [],
            filter: filter)
    }

    private func render(
        _ scene: DeckScene, into target: FrameBuffer, compositor: Compositor, origin: Point, clip: Rect?,
        underlay: [CompositeLayer], overlay: [CompositeLayer], filter: CompositingFilter
    ) -> DeckRenderInfo {
        rasterizer.scale = target.scale
        compositor.filter = filter
        let layers = underlay + compositeLayers(for: scene, origin: origin, clip: clip) + overlay
        guard cachesFrames else {
            compositor.render(layers: layers, into: target)
            return DeckRenderInfo(damage: nil, isSkipped: false, cachedLayerCount: 0, filter: compositor.filter)
        }
        return renderCache.render(layers: layers, into: target, compositor: compositor)
    }

    /// Makes the next `render(into:compositor:origin:)` redraw everything (e.g. after drawing into its frame buffer
    /// by other means).
    public func setNeedsFullRedraw() {
        renderCache.invalidate()
    }
}
