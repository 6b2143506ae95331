#if os(iOS)
@_spi(Fronts) import KolodaCore

/// What `KolodaView.animator` reads back when the deck's animator is an engine animator that is not a
/// `KolodaViewAnimator` of this module (one set through `deck.animator`): every curve is that animator's, so reading
/// `animator` and setting it back changes nothing (the setter unwraps it).
@MainActor
final class EngineAnimatorAdapter: KolodaViewAnimator {
    let base: KolodaCore.KolodaViewAnimator

    init(_ base: KolodaCore.KolodaViewAnimator) {
        self.base = base
        super.init()
    }

    override func resetAnimation() -> AnimationCurve { base.resetAnimation() }
    override func backgroundCardAnimation(duration: Double) -> AnimationCurve {
        base.backgroundCardAnimation(duration: duration)
    }
    override func reverseAnimation(duration: Double) -> AnimationCurve { base.reverseAnimation(duration: duration) }
    override func appearAnimation(duration: Double) -> AnimationCurve { base.appearAnimation(duration: duration) }
    override func insertionAnimation() -> AnimationCurve { base.insertionAnimation() }
    override func removalAnimation() -> AnimationCurve { base.removalAnimation() }
    override func interruptionBlendAnimation() -> AnimationCurve { base.interruptionBlendAnimation() }
    override func reducedMotionFade() -> AnimationCurve { base.reducedMotionFade() }
}
#endif
