import KolodaCore

extension KolodaView {
    /// Advances the deck to `now` (s, monotonic) and brings the card views up to date with the scene.
    /// - Throws: `KolodaError.invalidTime` for a non-finite time.
    @discardableResult
    public func tick(now: Double) throws(KolodaError) -> DeckFrame {
        let frame = try deck.tick(now: now)
        updateCardViews(for: frame.scene)
        return frame
    }

    /// Asks the data source for the views of cards new to the scene (or whose content was reloaded), lays them out
    /// at the card size, updates overlays, and forgets the views of cards that left.
    func updateCardViews(for scene: DeckScene) {
        var alive = Set<CardID>()
        for card in scene.cards.reversed() {  // front first, the order Koloda asks in
            alive.insert(card.id)
            if cardViews[card.id]?.contentVersion != card.contentVersion, let dataSource, card.index >= 0, card.index < deck.countOfCards {
                let content = dataSource.koloda(self, viewForCardAt: card.index)
                let overlay = dataSource.koloda(self, viewForCardOverlayAt: card.index)
                if let old = cardViews[card.id] {
                    rasterizer.evict(old.content)
                    if let o = old.overlay { rasterizer.evict(o) }
                }
                cardViews[card.id] = CardViews(content: content, overlay: overlay, contentVersion: card.contentVersion)
            }
            guard let views = cardViews[card.id] else { continue }
            let bounds = Rect(origin: .zero, size: card.bounds)
            if views.content.frame != bounds { views.content.frame = bounds }
            if let overlay = views.overlay {
                if overlay.frame != bounds { overlay.frame = bounds }
                if overlay.overlayState != card.overlay.direction { overlay.overlayState = card.overlay.direction }
                overlay.update(progress: card.overlay.progress)
            }
        }
        for (id, views) in cardViews where !alive.contains(id) {
            rasterizer.evict(views.content)
            if let o = views.overlay { rasterizer.evict(o) }
            cardViews[id] = nil
        }
    }

    /// The layers to composite for the current scene, back to front, in coordinates offset by `origin` (pt).
    public func compositeLayers(origin: Point = .zero) -> [CompositeLayer] {
        let scene = deck.scene
        updateCardViews(for: scene)
        let shift = AffineTransform.translation(Vector(dx: origin.x, dy: origin.y))
        var layers: [CompositeLayer] = []
        layers.reserveCapacity(scene.cards.count * 2)
        for card in scene.cards where card.alpha > 0 {
            guard let views = cardViews[card.id] else { continue }
            let transform = card.transform.then(shift)
            layers.append(CompositeLayer(image: rasterizer.raster(for: views.content), transform: transform, alpha: card.alpha))
            if let overlay = views.overlay, overlay.alpha > 0, !overlay.isHidden {
                layers.append(CompositeLayer(image: rasterizer.raster(for: overlay), transform: transform,
                                             alpha: card.alpha * overlay.alpha, shadow: nil))
            }
        }
        return layers
    }

    /// Draws the deck at the current time into `target`, with the deck's origin at `origin` (pt).
    public func render(into target: FrameBuffer, compositor: Compositor, origin: Point = .zero) {
        rasterizer.scale = target.scale
        compositor.render(layers: compositeLayers(origin: origin), into: target)
    }
}
