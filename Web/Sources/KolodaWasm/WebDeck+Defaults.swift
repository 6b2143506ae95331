@_spi(Fronts) import KolodaCore

// The delegate requirements the page has no say in, each answering the engine's default (`KolodaDefaults`) or doing
// nothing: the notifications all arrive through `koloda(_:didReceive:)`, which the deck calls instead of them.
// Written out rather than inherited from the protocol's extension: in Embedded Swift, a conformance that uses those
// default implementations crashes the compiler (docs/embedded.md, "A compiler crash").
extension WebDeck {
    func koloda(_ koloda: KolodaDeck, decideSwipe swipe: PendingSwipe) -> SwipeDecision { KolodaDefaults.swipeDecision }
    func koloda(_ koloda: KolodaDeck, didSwipeCardAt index: Int, in direction: SwipeResultDirection) {}
    func koloda(_ koloda: KolodaDeck, didSwipeCardAt index: Int, in direction: SwipeResultDirection, angle: Double) {}
    func kolodaDidRunOutOfCards(_ koloda: KolodaDeck) {}
    func koloda(_ koloda: KolodaDeck, didSelectCardAt index: Int) {}
    func kolodaShouldApplyAppearAnimation(_ koloda: KolodaDeck) -> Bool { KolodaDefaults.shouldApplyAppearAnimation }
    func kolodaShouldMoveBackgroundCard(_ koloda: KolodaDeck) -> Bool { KolodaDefaults.shouldMoveBackgroundCard }
    func kolodaShouldTransparentizeNextCard(_ koloda: KolodaDeck) -> Bool {
        KolodaDefaults.shouldTransparentizeNextCard
    }
    func koloda(_ koloda: KolodaDeck, draggedCardWithPercentage percentage: Double, in direction: SwipeResultDirection)
    {}
    func kolodaDidResetCard(_ koloda: KolodaDeck) {}
    func koloda(_ koloda: KolodaDeck, didShowCardAt index: Int) {}
    func koloda(_ koloda: KolodaDeck, didRewindTo index: Int) {}
    func koloda(_ koloda: KolodaDeck, shouldDragCardAt index: Int) -> Bool { KolodaDefaults.shouldDragCard }
    func kolodaPanBegan(_ koloda: KolodaDeck, cardAt index: Int) {}
    func kolodaPanFinished(_ koloda: KolodaDeck, cardAt index: Int) {}
    func koloda(
        _ koloda: KolodaDeck, cardAt index: Int, didCrossThresholdIn direction: SwipeResultDirection,
        isPastThreshold: Bool
    ) {}
    func koloda(_ koloda: KolodaDeck, didEvict record: SwipeRecord, reason: HistoryEvictionReason) {}
    func koloda(_ koloda: KolodaDeck, didReport diagnostic: KolodaDiagnostic) {}
    func kolodaSpeedThatCardShouldDrag(_ koloda: KolodaDeck) -> DragSpeed { .default }
}
