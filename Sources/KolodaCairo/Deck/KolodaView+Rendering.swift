import KolodaCompositing
@_spi(Fronts) import KolodaCore

extension KolodaView {
    /// Makes the frame at `now` (s, monotonic): moves the deck's clock, builds the frame's one scene, brings the card
    /// views up to date with it, then delivers the frame's events (`DeckPresenter`), so that inside them
    /// `viewForCard(at:)` finds the views. Draw it with a `DeckFrameRenderer`, or read its layers with
    /// `lastFrameLayers(scale:origin:clip:)`; `viewForCard(at:)` and `isSceneMoving` read it until the next frame.
    /// - Throws: `KolodaError.invalidTime` for a non-finite time.
    @discardableResult
    public func tick(now: Double) throws(KolodaError) -> DeckFrame {
        guard now.isFinite else { throw .invalidTime(now) }
        presenter.makeFrame(at: now)
        return presenter.lastFrame
    }

    /// The frame at the deck's current time, for the stills (export, `DeckRecorder`) and the deprecated drawing
    /// paths, which show the deck as it is now: the last frame when it is current (made at the deck's time, and
    /// nothing changed since), as it is right after `tick(now:)`; a frame made now otherwise.
    func currentFrameScene() -> DeckScene {
        // A still that follows a tick draws that tick's frame: making another would build a second scene in the same
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
    /// What the last frame looks like, as layers: the card views of the last frame the presenter made (by
    /// `tick(now:)` or a window host's loop), rasterized at `scale` px per pt (non-finite or non-positive: 1), back
    /// to front, in coordinates offset by `origin` (pt), each cut off at `clip` (pt, the same coordinates) when given.
    /// Reading makes no frame.
    public func lastFrameLayers(scale: Double, origin: Point = .zero, clip: Rect? = nil) -> [CompositeLayer] {
        layers(of: presenter.lastFrame.scene, scale: scale, origin: origin, clip: clip)
    }

    /// What the last frame looks like, in one answer: its layers (as `lastFrameLayers(scale:origin:clip:)`) and the
    /// filter its cards are drawn with, `filterWhileMoving` while its scene moves, else `filterAtRest`.
    func lastFrameLook(scale: Double, origin: Point, clip: Rect?) -> (
        layers: [CompositeLayer], filter: CompositingFilter
    ) {
        let scene = presenter.lastFrame.scene
        return (layers(of: scene, scale: scale, origin: origin, clip: clip), filter(for: scene))
    }

    /// The filter `scene`'s cards are drawn with: `filterWhileMoving` while it moves, else `filterAtRest`.
    func filter(for scene: DeckScene) -> CompositingFilter {
        scene.isMoving ? filterWhileMoving : filterAtRest
    }

    /// True while anything on screen moves in the last frame: an animation runs, a card is dragged away from its place
    /// or is leaving.
    public var isSceneMoving: Bool { presenter.isMoving }

    /// The layers of `scene` (a frame of this view's: its card views are the ones that frame brought up to date) at
    /// `scale` px per pt. The one writer of `rasterizer.scale`: the rasters match the pixels they are drawn into.
    func layers(of scene: DeckScene, scale: Double, origin: Point, clip: Rect?) -> [CompositeLayer] {
        rasterizer.scale = scale
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

    /// Draws the deck as it is now in full into `target`, every card with `filter` (the stills: export, recording).
    @discardableResult
    func renderStill(
        into target: FrameBuffer, compositor: Compositor, origin: Point, filter: CompositingFilter
    ) -> DeckRenderInfo {
        let layers = layers(of: currentFrameScene(), scale: target.scale, origin: origin, clip: nil)
        return DeckFrameRenderer.drawInFull(layers, into: target, compositor: compositor, filter: filter)
    }
}
