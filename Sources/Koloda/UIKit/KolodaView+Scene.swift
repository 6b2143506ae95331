#if os(iOS)
@_spi(Fronts) import KolodaCore
import UIKit

extension KolodaView {
    // MARK: Frames

    /// Joins or leaves a window: in one, the viewport is the new window and frames run; off screen a drag in progress
    /// is cancelled, awaited commands end, a swipe waiting for a decision is rejected, and the display link is
    /// invalidated (it retains its target), until the view is back.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        // UIKit calls `didMoveToWindow()` with `window` nil when the view is removed from its window (`UIView`'s
        // documentation of the method): no frame will come to settle a card or time a decision out.
        presenter.moveToWindow(viewport: windowViewport, at: CACurrentMediaTime())
    }

    /// With `keepsCardsAboveSubviews`, keeps the cards above a view the app adds inside the deck; otherwise the view
    /// stays on top, where `addSubview(_:)` put it, as with Koloda 5.
    open override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        if options.keepsCardsAboveSubviews, !(subview is DraggableCardView) { stackCards(presenter.lastPlan) }
    }

    /// Whether VoiceOver's focus is on the deck: on a card, an element of a card, or a view inside the deck.
    private var isVoiceOverFocusOnDeck: Bool {
        var element = UIAccessibility.focusedElement(using: .notificationVoiceOver) as AnyObject?
        while let current = element {
            if let view = current as? UIView { return view.isDescendant(of: self) }
            element = (current as? UIAccessibilityElement)?.accessibilityContainer as AnyObject?
        }
        return false
    }
}

extension KolodaView: DeckRenderer {
    // MARK: Plan → views

    /// Brings the card views up to date with a frame's plan, by the rules every front follows (`DeckViewPlan`):
    /// drops the views of cards gone, asks the data source for new (or reloaded) cards, front first as Koloda does,
    /// places and fades every card, keeps the cards above the app's own subviews, and moves VoiceOver focus only
    /// when it was on the deck. The presenter calls it before it delivers the frame's events.
    package func removeAllCardViews() {
        for view in cardViews.values { view.removeFromSuperview() }
        cardViews.removeAll()
    }

    package func apply(_ plan: DeckViewPlan) {
        for id in plan.cards.removals {
            cardViews[id]?.removeFromSuperview()
            cardViews[id] = nil
        }
        var madeViews = false
        for placement in plan.cards.placements where cardViews[placement.id] == nil {
            cardViews[placement.id] = DraggableCardView(owner: self, id: placement.id)
            madeViews = true
        }
        if let dataSource {
            for request in plan.cards.contentRequests {
                guard let view = cardViews[request.id] else { continue }
                view.setContent(
                    dataSource.koloda(self, viewForCardAt: request.index),
                    overlay: dataSource.koloda(self, viewForCardOverlayAt: request.index))
                view.contentVersion = request.contentVersion
            }
        }
        for placement in plan.cards.placements {
            guard let view = cardViews[placement.id] else { continue }
            let rasterized = placement.id == plan.rasterizedCard
            guard placement.isFresh else {
                place(view, placement, rasterized: rasterized)
                continue
            }
            // A new card (or new content) is placed as it is, even inside an animation block the app has open
            // (a deck revealed with `UIView.animate { …; layoutIfNeeded() }`): UIKit animates the animatable
            // properties changed inside such a block, and `UIView.performWithoutAnimation(_:)` runs changes without
            // animation (Apple's documentation of both), so its bounds and its content never grow from zero.
            UIView.performWithoutAnimation {
                place(view, placement, rasterized: rasterized)
                view.layoutIfNeeded()
            }
        }
        // The views are in order from the plan before unless the cards changed order or a card got a new view (not a
        // subview yet): a drag frame moves cards without restacking them. A view the app adds is handled as it comes
        // (`didAddSubview(_:)`); one the app only moves (`bringSubviewToFront(_:)`) stays where the app put it until
        // the cards next change order.
        if plan.cards.orderChanged || madeViews { stackCards(plan) }
        if plan.frontCardChanged, UIAccessibility.isVoiceOverRunning,
            let focus = plan.voiceOverFocus(focusIsOnDeck: isVoiceOverFocusOnDeck), let view = cardViews[focus]
        {
            // Posting `.layoutChanged` with an element moves VoiceOver's focus to it; focus elsewhere (the app's own
            // LIKE button) is left where the user put it.
            UIAccessibility.post(notification: .layoutChanged, argument: view)
        }
    }

    /// Puts the card views of `plan` in order, back to front, moving only those out of place (`CardStacking`): above
    /// the app's own subviews with `keepsCardsAboveSubviews`, else in Koloda 5's order, leaving the app's views where
    /// the app put them. UIKit's rules (`UIView`): `addSubview(_:)` and `bringSubviewToFront(_:)` put a view last in
    /// `subviews`, on top of its siblings; `insertSubview(_:belowSubview:)` puts it just below the sibling given, and
    /// moves it there when it is already a subview.
    func stackCards(_ plan: DeckViewPlan) {
        let order = subviews.map { ($0 as? DraggableCardView).flatMap { $0.owner === self ? $0.id : nil } }
        let cards = plan.cards.placements.map(\.id)
        guard options.keepsCardsAboveSubviews else {
            for move in CardStacking.koloda5Moves(subviews: order, cards: cards) {
                switch move {
                case .addOnTop(let id):
                    if let view = cardViews[id] { addSubview(view) }
                case .insert(let id, let below):
                    if let view = cardViews[id], let other = cardViews[below] {
                        insertSubview(view, belowSubview: other)
                    }
                }
            }
            return
        }
        for id in CardStacking.cardsToBringToFront(subviews: order, cards: cards) {
            guard let view = cardViews[id] else { continue }
            if view.superview === self { bringSubviewToFront(view) } else { addSubview(view) }
        }
    }

    /// Applies one card's placement: the centre is the image of the bounds' midpoint and the view's transform is the
    /// linear part of the engine's transform. UIKit's rule (`UIView.frame`): with a non-identity transform `frame` is
    /// undefined and must not be set, so a transformed view is placed by `bounds`, `center` and `transform` only.
    private func place(_ view: DraggableCardView, _ card: SceneApplication.Placement, rasterized: Bool) {
        let bounds = CGRect(x: 0, y: 0, width: card.bounds.width, height: card.bounds.height)
        let resized = view.bounds != bounds
        if resized { view.bounds = bounds }
        view.center = CGPoint(x: card.center.x, y: card.center.y)
        let t = card.linear
        view.transform = CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: 0, ty: 0)
        view.alpha = CGFloat(card.alpha)
        view.isUserInteractionEnabled = card.isInteractive
        view.isFront = card.isInteractive
        view.index = card.index
        view.accessibilityElementsHidden = card.isHiddenFromScreenReader
        // The content fills the card: it is sized when the card's size changes or its content is new, and a frame that
        // only moves the card (its centre and transform) leaves it as it is.
        if resized || card.isFresh { view.layOutContent(in: bounds) }
        // Only the content of the card a finger holds is cached as a bitmap, as Koloda did: its transform changes
        // every frame while its content does not. The overlay is left out (its alpha changes every frame).
        if let content = view.contentView, content.layer.shouldRasterize != rasterized {
            content.layer.shouldRasterize = rasterized
            content.layer.rasterizationScale = traitCollection.displayScale
        }
        view.overlayView?.show(card.overlay)
    }
}
#endif
