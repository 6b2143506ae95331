#if os(iOS)
import KolodaCore
import UIKit

extension KolodaView {
    // MARK: Time

    /// One display frame: advances the engine to the frame's target time and shows the scene. The link pauses
    /// when nothing moves and no finger is on a card.
    @objc func step(_ link: CADisplayLink) {
        updateDepth += 1
        let frame = try? deck.tick(now: link.targetTimestamp)
        updateDepth -= 1
        // The tick's scene is built after its events were delivered, so it is the one to draw: building another
        // would ask the delegate everything a second time.
        let scene = frame?.scene ?? deck.scene
        applyScene(scene)
        let tracking = panRecognizer.map { $0.state == .began || $0.state == .changed } ?? false
        if !scene.isAnimating && !tracking { link.isPaused = true }
    }

    /// Shows the deck's current scene and wakes the display link (it pauses itself once nothing moves).
    func deckDidChange() {
        applyScene(deck.scene)
        if displayLink == nil, window != nil {
            let link = CADisplayLink(target: self, selector: #selector(step(_:)))
            if #available(iOS 15.0, *) {
                // Up to 120 Hz on ProMotion displays (an iPhone app also needs CADisableMinimumFrameDurationOnPhone
                // in its Info.plist); the deck's motion is frame-rate independent.
                link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120)
            }
            link.add(to: .main, forMode: .common)
            displayLink = link
        }
        displayLink?.isPaused = false
    }

    /// Starts the display link on screen; invalidates it off screen (the link retains the view).
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil {
            displayLink?.invalidate()
            displayLink = nil
        } else {
            deckDidChange()
        }
    }

    // MARK: Scene → views

    /// Brings the card views up to date with `scene` by the rules the Linux view follows too (`SceneApplication`,
    /// checked by the view layer's random tests on a model of this view tree): asks the data source for new (or
    /// reloaded) cards, front first as Koloda does; places, orders and fades every card; updates overlays; drops the
    /// views of cards gone.
    func applyScene(_ scene: DeckScene) {
        let moving = scene.isMoving
        let loaded: [CardID: Int?] = cardViews.mapValues { Optional($0.contentVersion) }
        let plan = SceneApplication(scene: scene, loaded: loaded, countOfCards: deck.countOfCards)
        for card in scene.cards where cardViews[card.id] == nil {
            cardViews[card.id] = DraggableCardView(owner: self)
        }
        if let dataSource {
            for request in plan.contentRequests {
                guard let view = cardViews[request.id] else { continue }
                view.setContent(dataSource.koloda(self, viewForCardAt: request.index),
                                overlay: dataSource.koloda(self, viewForCardOverlayAt: request.index))
                view.contentVersion = request.contentVersion
            }
        }
        for placement in plan.placements {
            guard let view = cardViews[placement.id] else { continue }
            place(view, placement, moving: moving)
        }
        for id in plan.removals {
            cardViews[id]?.removeFromSuperview()
            cardViews[id] = nil
        }
        for (z, placement) in plan.placements.enumerated() {  // back to front
            guard let view = cardViews[placement.id] else { continue }
            if z >= subviews.count || subviews[z] !== view { insertSubview(view, at: z) }
        }
        let front = scene.cards.last { $0.isInteractive }
        if front?.id != frontCardID {
            frontCardID = front?.id
            if UIAccessibility.isVoiceOverRunning, let front, let view = cardViews[front.id] {
                UIAccessibility.post(notification: .layoutChanged, argument: view)
            }
        }
    }

    /// Applies one card's placement: the centre is the image of the bounds' midpoint and the view's transform is the
    /// linear part of the engine's transform.
    private func place(_ view: DraggableCardView, _ card: SceneApplication.Placement, moving: Bool) {
        let bounds = CGRect(x: 0, y: 0, width: card.bounds.width, height: card.bounds.height)
        if view.bounds != bounds { view.bounds = bounds }
        view.center = CGPoint(x: card.center.x, y: card.center.y)
        let t = card.linear
        view.transform = CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: 0, ty: 0)
        view.alpha = CGFloat(card.alpha)
        view.isUserInteractionEnabled = card.isInteractive
        view.isFront = card.isInteractive
        view.index = card.index
        view.accessibilityElementsHidden = card.isLeaving
        // Only the content is rasterized while moving: the overlay's alpha changes every drag frame, and inside a
        // rasterized layer that would rebuild the raster every frame.
        if let content = view.contentView {
            content.layer.shouldRasterize = moving
            content.layer.rasterizationScale = traitCollection.displayScale
        }
        for sub in [view.contentView, view.overlayView].compactMap({ $0 }) where sub.frame != bounds { sub.frame = bounds }
        view.overlayView?.show(card.overlay)
    }
}
#endif
