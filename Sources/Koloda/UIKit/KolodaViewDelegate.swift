#if os(iOS)
@_spi(Fronts) import KolodaCore
import UIKit

/// Hears a `KolodaView`'s events and tunes its behaviour: Koloda 5's 16 delegate methods with their signatures (the
/// view as the first argument, `CGFloat` percentages), plus what the engine adds: the pan callbacks by data index,
/// threshold crossing, undo-history eviction, diagnostics and every notification as one event.
///
/// The methods are the engine's `KolodaDelegate`'s, which documents each; every one has the default of
/// `KolodaDefaults`. A plain protocol, as in Koloda 5, with no associated types, so a conforming class keeps its own
/// names and the type can be written bare; the view adapts it to the engine. Main-actor isolated, `@preconcurrency`
/// as UIKit's own protocols are.
@preconcurrency @MainActor
public protocol KolodaViewDelegate: AnyObject {
    /// Directions the card at `index` may be swiped in; order breaks ties (default `[.left, .right]`).
    func koloda(_ koloda: KolodaView, allowedDirectionsForIndex index: Int) -> [SwipeResultDirection]
    /// Whether the card may be swiped in `direction` (default true). Asked before a swipe commits.
    func koloda(_ koloda: KolodaView, shouldSwipeCardAt index: Int, in direction: SwipeResultDirection) -> Bool
    /// How a release that would swipe is decided (default `.swipe`); `.decideLater(timeout:)` leaves the card
    /// waiting until `confirmSwipe(_:)` or `rejectSwipe(_:)` is called with `swipe`.
    func koloda(_ koloda: KolodaView, decideSwipe swipe: PendingSwipe) -> SwipeDecision
    /// A swipe was committed.
    func koloda(_ koloda: KolodaView, didSwipeCardAt index: Int, in direction: SwipeResultDirection)
    /// The swipe just reported went toward an exact `angle` (rad, 0 right, π/2 down): `swipe(toward:force:)` or
    /// `swipe(along:force:)`; `direction` is the nearest of the eight, as reported.
    func koloda(_ koloda: KolodaView, didSwipeCardAt index: Int, in direction: SwipeResultDirection, angle: Double)
    /// The last card was swiped.
    func kolodaDidRunOutOfCards(_ koloda: KolodaView)
    /// A card was tapped (or activated with VoiceOver or the keyboard).
    func koloda(_ koloda: KolodaView, didSelectCardAt index: Int)
    /// Whether `applyAppearAnimationIfNeeded()` animates (default true).
    func kolodaShouldApplyAppearAnimation(_ koloda: KolodaView) -> Bool
    /// Whether background cards follow the drag toward the next slot (default true).
    func kolodaShouldMoveBackgroundCard(_ koloda: KolodaView) -> Bool
    /// Whether background cards are drawn at `alphaValueSemiTransparent` (default true).
    func kolodaShouldTransparentizeNextCard(_ koloda: KolodaView) -> Bool
    /// A drag moved; `finishPercentage` is 0…100 toward `direction`.
    func koloda(
        _ koloda: KolodaView, draggedCardWithPercentage finishPercentage: CGFloat, in direction: SwipeResultDirection)
    /// A drag ended without a swipe.
    func kolodaDidResetCard(_ koloda: KolodaView)
    /// The swipe threshold as a ratio of the centre-to-edge distance (default nil, meaning 1.0).
    func kolodaSwipeThresholdRatioMargin(_ koloda: KolodaView) -> CGFloat?
    /// A card is in front and settled.
    func koloda(_ koloda: KolodaView, didShowCardAt index: Int)
    /// An undone card is back.
    func koloda(_ koloda: KolodaView, didRewindTo index: Int)
    /// Whether the card may be dragged (default true); taps still work when false.
    func koloda(_ koloda: KolodaView, shouldDragCardAt index: Int) -> Bool
    /// A drag began on the front card, as Koloda 5 said it, with the card's view; called after
    /// `kolodaPanBegan(_:cardAt:)`.
    func kolodaPanBegan(_ koloda: KolodaView, card: DraggableCardView)
    /// A drag ended (not cancelled), after the decision, with the card's view; called after
    /// `kolodaPanFinished(_:cardAt:)`.
    func kolodaPanFinished(_ koloda: KolodaView, card: DraggableCardView)
    /// A drag began on the card with data index `index`.
    func kolodaPanBegan(_ koloda: KolodaView, cardAt index: Int)
    /// A drag ended (not cancelled), after the decision, on the card with data index `index`.
    func kolodaPanFinished(_ koloda: KolodaView, cardAt index: Int)
    /// The drag crossed the swipe threshold toward `direction` (once per crossing each way); the hook for haptics.
    func koloda(
        _ koloda: KolodaView, cardAt index: Int, didCrossThresholdIn direction: SwipeResultDirection,
        isPastThreshold: Bool)
    /// A swipe left the undo history without being undone; it is final now.
    func koloda(_ koloda: KolodaView, didEvict record: SwipeRecord, reason: HistoryEvictionReason)
    /// A problem the deck worked around (see `KolodaDiagnostic`).
    func koloda(_ koloda: KolodaView, didReport diagnostic: KolodaDiagnostic)
    /// Every notification above, as an event, in delivery order; the view calls no other notification method. The
    /// default calls the method the event stands for; an implementation that also wants the methods calls
    /// `event.deliver(to: self, from: koloda)`.
    func koloda(_ koloda: KolodaView, didReceive event: KolodaEvent)
}

extension KolodaViewDelegate {
    public func koloda(_ koloda: KolodaView, allowedDirectionsForIndex index: Int) -> [SwipeResultDirection] {
        KolodaDefaults.allowedDirections
    }
    public func koloda(_ koloda: KolodaView, shouldSwipeCardAt index: Int, in direction: SwipeResultDirection) -> Bool {
        KolodaDefaults.shouldSwipeCard
    }
    public func koloda(_ koloda: KolodaView, decideSwipe swipe: PendingSwipe) -> SwipeDecision {
        KolodaDefaults.swipeDecision
    }
    public func koloda(_ koloda: KolodaView, didSwipeCardAt index: Int, in direction: SwipeResultDirection) {}
    public func koloda(
        _ koloda: KolodaView, didSwipeCardAt index: Int, in direction: SwipeResultDirection, angle: Double
    ) {}
    public func kolodaDidRunOutOfCards(_ koloda: KolodaView) {}
    public func koloda(_ koloda: KolodaView, didSelectCardAt index: Int) {}
    public func kolodaShouldApplyAppearAnimation(_ koloda: KolodaView) -> Bool {
        KolodaDefaults.shouldApplyAppearAnimation
    }
    public func kolodaShouldMoveBackgroundCard(_ koloda: KolodaView) -> Bool { KolodaDefaults.shouldMoveBackgroundCard }
    public func kolodaShouldTransparentizeNextCard(_ koloda: KolodaView) -> Bool {
        KolodaDefaults.shouldTransparentizeNextCard
    }
    public func koloda(
        _ koloda: KolodaView, draggedCardWithPercentage finishPercentage: CGFloat, in direction: SwipeResultDirection
    ) {}
    public func kolodaDidResetCard(_ koloda: KolodaView) {}
    public func kolodaSwipeThresholdRatioMargin(_ koloda: KolodaView) -> CGFloat? { nil }
    public func koloda(_ koloda: KolodaView, didShowCardAt index: Int) {}
    public func koloda(_ koloda: KolodaView, didRewindTo index: Int) {}
    public func koloda(_ koloda: KolodaView, shouldDragCardAt index: Int) -> Bool { KolodaDefaults.shouldDragCard }
    public func kolodaPanBegan(_ koloda: KolodaView, card: DraggableCardView) {}
    public func kolodaPanFinished(_ koloda: KolodaView, card: DraggableCardView) {}
    public func kolodaPanBegan(_ koloda: KolodaView, cardAt index: Int) {}
    public func kolodaPanFinished(_ koloda: KolodaView, cardAt index: Int) {}
    public func koloda(
        _ koloda: KolodaView, cardAt index: Int, didCrossThresholdIn direction: SwipeResultDirection,
        isPastThreshold: Bool
    ) {}
    public func koloda(_ koloda: KolodaView, didEvict record: SwipeRecord, reason: HistoryEvictionReason) {}
    public func koloda(_ koloda: KolodaView, didReport diagnostic: KolodaDiagnostic) {}
    public func koloda(_ koloda: KolodaView, didReceive event: KolodaEvent) { event.deliver(to: self, from: koloda) }
}

extension KolodaEvent {
    /// Calls the `KolodaViewDelegate` method this event stands for on `delegate`, with `koloda` as the first argument
    /// and the drag percentage as `CGFloat` (the engine's `deliver(to:from:)` for a UIKit delegate).
    @MainActor
    public func deliver(to delegate: any KolodaViewDelegate, from koloda: KolodaView) {
        deliver(to: KolodaViewDelegateBridge(delegate), from: koloda)
    }
}
#endif
