// The model is its presenter's renderer: each frame's plan becomes the poses SwiftUI draws.

extension KolodaStackModel: DeckRenderer {
    /// Records the cards of the frame the presenter has just made (`poses`, each with its item), the front card's
    /// actions when the front card changed, and where VoiceOver's focus should go. SwiftUI draws the poses; the
    /// events of the frame are delivered after this.
    package func apply(_ plan: DeckViewPlan) {
        let cards = presenter.lastFrame.scene.cards
        var shown: [CardID: (item: ID, version: Int)] = [:]
        var drawn: [StackCardPose<ID>] = []
        drawn.reserveCapacity(cards.count)
        for card in cards {
            guard let item = item(of: card) else { continue }  // the list shrank behind the deck's back
            shown[card.id] = (item, card.contentVersion)
            drawn.append(
                StackCardPose(
                    id: card.id, item: item, index: card.index, contentVersion: card.contentVersion,
                    size: card.bounds, transform: card.transform, alpha: card.alpha,
                    overlay: card.overlay, isFront: card.isInteractive, isLeaving: card.isLeaving,
                    zIndex: Double(drawn.count)))
        }
        cardItems = shown
        poses = drawn
        let front = cards.last(where: \.isInteractive)
        let key = FrontCardActionsKey(
            card: front?.id, contentVersion: front?.contentVersion ?? 0,
            index: front?.index ?? -1, canRevert: !deck.history.isEmpty)
        if key != frontCardActionsKey {
            // Not every frame: a drag asks nothing more of the app than the engine does.
            frontCardActions = deck.availableActions.filter { $0 != .select }
            frontCardActionsKey = key
        }
        posesChanged = true
        followFrontWithVoiceOverFocus()
    }

    /// SwiftUI has no card views to drop: the next frame's poses follow the deck.
    package func removeAllCardViews() {}

    /// A display refresh's frame is over (its events delivered): the view layer publishes it.
    package func frameDidEnd() { onFrame?() }
}
