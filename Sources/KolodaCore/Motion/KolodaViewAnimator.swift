/// Chooses the curve of every animation the deck runs. Subclass and override any method to change one
/// (Koloda's `KolodaViewAnimator`; its example's `BackgroundKolodaAnimator` becomes an override of
/// `backgroundCardAnimation(duration:)` returning `.spring(bounciness: 9, speed: 16)`).
///
/// Durations the deck passes in come from its properties (`backgroundCardFrameAnimationDuration`,
/// `reverseAnimationDuration`, `appearanceAnimationDuration`), so the defaults follow them.
///
/// The deck asks for its curves before it changes its cards, so a method may read the deck (it should not change it).
///
/// On iOS, module `Koloda` declares its own `KolodaViewAnimator`, a subclass of this class with Koloda 5's UIKit-typed
/// initializer and methods, so that a Koloda 5 subclass builds; an app that imports `Koloda` subclasses that one.
@preconcurrency @MainActor
open class KolodaViewAnimator {
    /// Creates the default animator.
    public init() {}

    /// A card returning to the deck after a drag that did not swipe: Koloda's reset spring,
    /// bounciness 10, speed 20 (k ≈ 512, c ≈ 26.7, ζ ≈ 0.59), starting at the release velocity.
    open func resetAnimation() -> AnimationCurve { .spring(.reset) }

    /// Background cards moving to their slots after a swipe, an undo or an insert: a 0.2 s tween with
    /// CoreAnimation's default ease (the duration is the deck's `backgroundCardFrameAnimationDuration`).
    open func backgroundCardAnimation(duration: Double) -> AnimationCurve {
        .tween(duration: duration, timing: .default)
    }

    /// A card coming back on undo, from the side it left: 0.3 s default ease (`reverseAnimationDuration`).
    open func reverseAnimation(duration: Double) -> AnimationCurve { .tween(duration: duration, timing: .default) }

    /// The deck appearing: scale 0.1 → 1 and alpha 0 → 1, 0.8 s default ease (`appearanceAnimationDuration`).
    open func appearAnimation(duration: Double) -> AnimationCurve { .tween(duration: duration, timing: .default) }

    /// Cards fading in when inserted or loaded into the deck: 0.2 s ease-in-out.
    open func insertionAnimation() -> AnimationCurve { .tween(duration: 0.2, timing: .easeInEaseOut) }

    /// Cards fading out when removed, or pushed out of the visible window: 0.2 s ease-in-out.
    open func removalAnimation() -> AnimationCurve { .tween(duration: 0.2, timing: .easeInEaseOut) }

    /// How a card grabbed mid-animation blends its rotation into the drag's, so nothing jumps:
    /// a critically damped spring with a 0.25 s response.
    open func interruptionBlendAnimation() -> AnimationCurve { .spring(Spring(dampingRatio: 1, response: 0.25)) }

    /// Reduced motion: the cross-fade that replaces flying and rotating, 0.2 s ease-in-out.
    open func reducedMotionFade() -> AnimationCurve { .tween(duration: 0.2, timing: .easeInEaseOut) }
}
