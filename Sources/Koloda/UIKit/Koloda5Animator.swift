#if os(iOS)
@_spi(Fronts) import KolodaCore
import UIKit

/// Chooses the curve of every animation the deck runs: the engine's animator (`KolodaCore.KolodaViewAnimator`) with
/// Koloda 5's UIKit-typed surface, so that a Koloda 5 subclass builds. Override the curve methods
/// (`backgroundCardAnimation(duration:)` and its siblings) to change an animation.
///
/// Koloda 5's `apply…Animation` methods and `animateAppearance(_:completion:)` are here with Koloda 5's signatures,
/// deprecated, and the deck never calls them: it animates every card itself, one pose per frame, so an animation an
/// override started on a card's view would be overwritten at the next frame, and a completion block it forgot to call
/// could no longer hold the deck up. Swift reports a deprecation where a declaration is used, not where it is
/// overridden: an override is flagged through `AnimationCompletionBlock`, which Koloda 5's overrides name.
@preconcurrency @MainActor
open class KolodaViewAnimator: KolodaCore.KolodaViewAnimator {
    /// Koloda 5's completion type for its animation methods; here completion is a delegate event
    /// (`didShowCardAt`, `didRewindTo`), never a closure.
    @available(
        *, deprecated,
        message:
            "Koloda 5's animator methods that take a completion are never called; override the curve methods instead"
    )
    public typealias AnimationCompletionBlock = ((Bool) -> Void)?

    /// Creates the default animator.
    public override init() {
        super.init()
    }

    /// Koloda 5's initializer (`BackgroundKolodaAnimator(koloda: kolodaView)`); a subclass may override it. The
    /// animator keeps no reference to the view: the deck passes it the durations it needs.
    public init(koloda: KolodaView) {
        super.init()
    }

    /// Koloda 5's appear animation. Never called here; calls `completion` with true at once.
    @available(
        *, deprecated,
        message: "never called: the deck runs the appear animation; override appearAnimation(duration:) for its curve"
    )
    open func animateAppearance(_ duration: TimeInterval, completion: AnimationCompletionBlock = nil) {
        completion?(true)
    }

    /// Koloda 5's undo animation. Never called here; calls `completion` with true at once.
    @available(
        *, deprecated,
        message: "never called: the deck brings an undone card back; override reverseAnimation(duration:) for its curve"
    )
    open func applyReverseAnimation(
        _ card: DraggableCardView, direction: SwipeResultDirection?, duration: TimeInterval,
        completion: AnimationCompletionBlock = nil
    ) {
        completion?(true)
    }

    /// Koloda 5's move of a background card to its slot. Never called here; calls `completion` with true at once.
    @available(
        *, deprecated,
        message:
            "never called: the deck moves background cards; override backgroundCardAnimation(duration:) for the curve"
    )
    open func applyScaleAnimation(
        _ card: DraggableCardView, scale: CGSize, frame: CGRect, duration: TimeInterval,
        completion: AnimationCompletionBlock = nil
    ) {
        completion?(true)
    }

    /// Koloda 5's fade of the new front card. Never called here; calls `completion` with true at once.
    @available(
        *, deprecated,
        message: "never called: alpha moves with the slot; override backgroundCardAnimation(duration:) for the curve"
    )
    open func applyAlphaAnimation(
        _ card: DraggableCardView, alpha: CGFloat, duration: TimeInterval = 0.2,
        completion: AnimationCompletionBlock = nil
    ) {
        completion?(true)
    }

    /// Koloda 5's fade-in of inserted cards. Never called here; calls `completion` with true at once.
    @available(
        *, deprecated,
        message:
            "never called: the deck fades inserted cards in itself; override insertionAnimation() to choose the curve"
    )
    open func applyInsertionAnimation(_ cards: [DraggableCardView], completion: AnimationCompletionBlock = nil) {
        completion?(true)
    }

    /// Koloda 5's fade-out of removed cards. Never called here; calls `completion` with true at once.
    @available(
        *, deprecated,
        message:
            "never called: the deck fades removed cards out itself; override removalAnimation() to choose the curve"
    )
    open func applyRemovalAnimation(_ cards: [DraggableCardView], completion: AnimationCompletionBlock = nil) {
        completion?(true)
    }
}
#endif
