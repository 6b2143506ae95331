#if os(iOS)
import KolodaCore
import UIKit

/// Supplies a `KolodaView`'s cards: Koloda's four data-source methods.
@MainActor
public protocol KolodaViewDataSource: AnyObject {
    /// The number of cards (required).
    func kolodaNumberOfCards(_ koloda: KolodaView) -> Int
    /// The card's content view (required); sized to the card. Asked again when its content is reloaded.
    func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> UIView
    /// An overlay above the content ("LIKE"/"NOPE"); default nil.
    func koloda(_ koloda: KolodaView, viewForCardOverlayAt index: Int) -> OverlayView?
    /// How long a swiped card takes to leave (default `.default`, 0.8 s).
    func kolodaSpeedThatCardShouldDrag(_ koloda: KolodaView) -> DragSpeed
}

extension KolodaViewDataSource {
    public func koloda(_ koloda: KolodaView, viewForCardOverlayAt index: Int) -> OverlayView? { nil }
    public func kolodaSpeedThatCardShouldDrag(_ koloda: KolodaView) -> DragSpeed { .default }
}

/// Hears a `KolodaView`'s events and tunes its behaviour: Koloda's 16 delegate methods, plus undo-history eviction
/// (B3), threshold crossing (B7), diagnostics, and pan callbacks that name the card by index. The same defaults apply with or without a delegate (D14); see
/// `KolodaDeckDelegate` for the semantics of each method.
@MainActor
public protocol KolodaViewDelegate: AnyObject {
    /// Directions the card at `index` may be swiped in; order breaks ties (default `[.left, .right]`).
    func koloda(_ koloda: KolodaView, allowedDirectionsForIndex index: Int) -> [SwipeResultDirection]
    /// Whether the card may be swiped in `direction` (default true). Asked before a swipe commits.
    func koloda(_ koloda: KolodaView, shouldSwipeCardAt index: Int, in direction: SwipeResultDirection) -> Bool
    /// A swipe was committed.
    func koloda(_ koloda: KolodaView, didSwipeCardAt index: Int, in direction: SwipeResultDirection)
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
    /// A drag moved; percentage 0…100 toward `direction`.
    func koloda(_ koloda: KolodaView, draggedCardWithPercentage percentage: CGFloat, in direction: SwipeResultDirection)
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
    /// A drag began on the card.
    func kolodaPanBegan(_ koloda: KolodaView, cardAt index: Int)
    /// A drag ended (not cancelled), after the decision.
    func kolodaPanFinished(_ koloda: KolodaView, cardAt index: Int)
    /// Koloda 5's form of `kolodaPanBegan(_:cardAt:)`, with the card's view; both are called.
    func kolodaPanBegan(_ koloda: KolodaView, card: DraggableCardView)
    /// Koloda 5's form of `kolodaPanFinished(_:cardAt:)`, with the card's view; both are called.
    func kolodaPanFinished(_ koloda: KolodaView, card: DraggableCardView)
    /// B7: the drag crossed the swipe threshold toward `direction` (once per crossing each way). The view also
    /// plays a haptic tap unless `isHapticFeedbackEnabled` is false.
    func koloda(_ koloda: KolodaView, cardAt index: Int, didCrossThresholdIn direction: SwipeResultDirection, isPastThreshold: Bool)
    /// B3: a swipe left the undo history without being undone; it is final now.
    func koloda(_ koloda: KolodaView, didEvict record: SwipeRecord, reason: HistoryEvictionReason)
    /// A problem the deck worked around (see `KolodaDiagnostic`).
    func koloda(_ koloda: KolodaView, didReport diagnostic: KolodaDiagnostic)
}

extension KolodaViewDelegate {
    public func koloda(_ koloda: KolodaView, allowedDirectionsForIndex index: Int) -> [SwipeResultDirection] { KolodaDefaults.allowedDirections }
    public func koloda(_ koloda: KolodaView, shouldSwipeCardAt index: Int, in direction: SwipeResultDirection) -> Bool { true }
    public func koloda(_ koloda: KolodaView, didSwipeCardAt index: Int, in direction: SwipeResultDirection) {}
    public func kolodaDidRunOutOfCards(_ koloda: KolodaView) {}
    public func koloda(_ koloda: KolodaView, didSelectCardAt index: Int) {}
    public func kolodaShouldApplyAppearAnimation(_ koloda: KolodaView) -> Bool { true }
    public func kolodaShouldMoveBackgroundCard(_ koloda: KolodaView) -> Bool { true }
    public func kolodaShouldTransparentizeNextCard(_ koloda: KolodaView) -> Bool { true }
    public func koloda(_ koloda: KolodaView, draggedCardWithPercentage percentage: CGFloat, in direction: SwipeResultDirection) {}
    public func kolodaDidResetCard(_ koloda: KolodaView) {}
    public func kolodaSwipeThresholdRatioMargin(_ koloda: KolodaView) -> CGFloat? { nil }
    public func koloda(_ koloda: KolodaView, didShowCardAt index: Int) {}
    public func koloda(_ koloda: KolodaView, didRewindTo index: Int) {}
    public func koloda(_ koloda: KolodaView, shouldDragCardAt index: Int) -> Bool { true }
    public func kolodaPanBegan(_ koloda: KolodaView, cardAt index: Int) {}
    public func kolodaPanFinished(_ koloda: KolodaView, cardAt index: Int) {}
    public func kolodaPanBegan(_ koloda: KolodaView, card: DraggableCardView) {}
    public func kolodaPanFinished(_ koloda: KolodaView, card: DraggableCardView) {}
    public func koloda(_ koloda: KolodaView, cardAt index: Int, didCrossThresholdIn direction: SwipeResultDirection, isPastThreshold: Bool) {}
    public func koloda(_ koloda: KolodaView, didEvict record: SwipeRecord, reason: HistoryEvictionReason) {}
    public func koloda(_ koloda: KolodaView, didReport diagnostic: KolodaDiagnostic) {}
}

/// A view above a card's content showing where the card is heading, e.g. a "LIKE" or "NOPE" stamp (Koloda's).
open class OverlayView: UIView {
    /// The direction the card is heading, or nil. Set by the deck; react in a subclass's `didSet`.
    open var overlayState: SwipeResultDirection?

    /// Called with the progress toward `overlayState` (0…1, 1 at the swipe threshold) as the card moves.
    /// The default sets `alpha` to it.
    open func update(progress: CGFloat) {
        alpha = progress
    }
}
#endif
