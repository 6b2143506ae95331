/// Hears the deck's events and tunes its behaviour: Koloda's 16 delegate methods, view-agnostic
/// (cards are named by data index), plus undo-history eviction (B3), threshold crossing (B7) and diagnostics.
///
/// Every method has a default, and the defaults are the same with or without a delegate (decision D14).
/// Notification methods may call back into the deck; the calls apply at once and the events they cause are
/// delivered after the current one, in order (D13). Query methods (those returning a value) must not mutate
/// the deck: such calls are rejected (`KolodaError.calledDuringQuery`) or ignored with a diagnostic.
@MainActor
public protocol KolodaDeckDelegate: AnyObject {
    /// Directions the card at `index` may be swiped in; order breaks ties (default `[.left, .right]`).
    func koloda(_ koloda: KolodaDeck, allowedDirectionsForIndex index: Int) -> [SwipeResultDirection]
    /// Whether the card may be swiped in `direction` (default true). Asked before a swipe commits.
    func koloda(_ koloda: KolodaDeck, shouldSwipeCardAt index: Int, in direction: SwipeResultDirection) -> Bool
    /// A swipe was committed.
    func koloda(_ koloda: KolodaDeck, didSwipeCardAt index: Int, in direction: SwipeResultDirection)
    /// The last card was swiped.
    func kolodaDidRunOutOfCards(_ koloda: KolodaDeck)
    /// A card was tapped.
    func koloda(_ koloda: KolodaDeck, didSelectCardAt index: Int)
    /// Whether `applyAppearAnimationIfNeeded()` animates (default true).
    func kolodaShouldApplyAppearAnimation(_ koloda: KolodaDeck) -> Bool
    /// Whether background cards follow the drag toward the next slot (default true).
    func kolodaShouldMoveBackgroundCard(_ koloda: KolodaDeck) -> Bool
    /// Whether background cards are drawn at `alphaValueSemiTransparent` (default true).
    func kolodaShouldTransparentizeNextCard(_ koloda: KolodaDeck) -> Bool
    /// A drag moved; percentage 0…100 toward `direction`.
    func koloda(_ koloda: KolodaDeck, draggedCardWithPercentage percentage: Double, in direction: SwipeResultDirection)
    /// A drag ended without a swipe.
    func kolodaDidResetCard(_ koloda: KolodaDeck)
    /// The swipe threshold as a ratio of the centre-to-edge distance (default nil, meaning 1.0).
    func kolodaSwipeThresholdRatioMargin(_ koloda: KolodaDeck) -> Double?
    /// A card is in front and settled.
    func koloda(_ koloda: KolodaDeck, didShowCardAt index: Int)
    /// An undone card is back.
    func koloda(_ koloda: KolodaDeck, didRewindTo index: Int)
    /// Whether the card may be dragged (default true); taps still work when false.
    func koloda(_ koloda: KolodaDeck, shouldDragCardAt index: Int) -> Bool
    /// A drag began on the card.
    func kolodaPanBegan(_ koloda: KolodaDeck, cardAt index: Int)
    /// A drag ended (not cancelled), after the decision.
    func kolodaPanFinished(_ koloda: KolodaDeck, cardAt index: Int)

    /// B7: the drag crossed the swipe threshold toward `direction` (once per crossing each way); the hook for haptics.
    func koloda(_ koloda: KolodaDeck, cardAt index: Int, didCrossThresholdIn direction: SwipeResultDirection, isPastThreshold: Bool)
    /// B3: a swipe left the undo history without being undone; it is final now.
    func koloda(_ koloda: KolodaDeck, didEvict record: SwipeRecord, reason: HistoryEvictionReason)
    /// A problem the deck worked around (see `KolodaDiagnostic`).
    func koloda(_ koloda: KolodaDeck, didReport diagnostic: KolodaDiagnostic)
}

/// The defaults, in one place so that "no delegate" and "a delegate that does not implement it" agree (D14).
public enum KolodaDefaults {
    /// `[.left, .right]`.
    public static let allowedDirections: [SwipeResultDirection] = [.left, .right]
    /// 1.0: the card's edge distance.
    public static let swipeThresholdRatioMargin = 1.0
}

extension KolodaDeckDelegate {
    public func koloda(_ koloda: KolodaDeck, allowedDirectionsForIndex index: Int) -> [SwipeResultDirection] { KolodaDefaults.allowedDirections }
    public func koloda(_ koloda: KolodaDeck, shouldSwipeCardAt index: Int, in direction: SwipeResultDirection) -> Bool { true }
    public func koloda(_ koloda: KolodaDeck, didSwipeCardAt index: Int, in direction: SwipeResultDirection) {}
    public func kolodaDidRunOutOfCards(_ koloda: KolodaDeck) {}
    public func koloda(_ koloda: KolodaDeck, didSelectCardAt index: Int) {}
    public func kolodaShouldApplyAppearAnimation(_ koloda: KolodaDeck) -> Bool { true }
    public func kolodaShouldMoveBackgroundCard(_ koloda: KolodaDeck) -> Bool { true }
    public func kolodaShouldTransparentizeNextCard(_ koloda: KolodaDeck) -> Bool { true }
    public func koloda(_ koloda: KolodaDeck, draggedCardWithPercentage percentage: Double, in direction: SwipeResultDirection) {}
    public func kolodaDidResetCard(_ koloda: KolodaDeck) {}
    public func kolodaSwipeThresholdRatioMargin(_ koloda: KolodaDeck) -> Double? { nil }
    public func koloda(_ koloda: KolodaDeck, didShowCardAt index: Int) {}
    public func koloda(_ koloda: KolodaDeck, didRewindTo index: Int) {}
    public func koloda(_ koloda: KolodaDeck, shouldDragCardAt index: Int) -> Bool { true }
    public func kolodaPanBegan(_ koloda: KolodaDeck, cardAt index: Int) {}
    public func kolodaPanFinished(_ koloda: KolodaDeck, cardAt index: Int) {}
    public func koloda(_ koloda: KolodaDeck, cardAt index: Int, didCrossThresholdIn direction: SwipeResultDirection, isPastThreshold: Bool) {}
    public func koloda(_ koloda: KolodaDeck, didEvict record: SwipeRecord, reason: HistoryEvictionReason) {}
    public func koloda(_ koloda: KolodaDeck, didReport diagnostic: KolodaDiagnostic) {}
}
