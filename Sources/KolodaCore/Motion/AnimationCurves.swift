/// The animator's answers for one transition: every curve the deck may start, asked of a `KolodaViewAnimator`
/// before the deck's cards are updated. The animator is app code (a subclass may read the deck), so it is asked
/// while nothing of the deck is being changed, like the delegate.
struct AnimationCurves {
    var reset: AnimationCurve
    var backgroundCard: AnimationCurve
    var reverse: AnimationCurve
    var appear: AnimationCurve
    var insertion: AnimationCurve
    var removal: AnimationCurve
    var interruptionBlend: AnimationCurve
    var reducedMotionFade: AnimationCurve

    /// Asks `animator` for each curve; the durations (s) are the deck's properties of the same names.
    @MainActor
    init(
        animator: KolodaViewAnimator, backgroundCardFrameAnimationDuration: Double, reverseAnimationDuration: Double,
        appearanceAnimationDuration: Double
    ) {
        reset = animator.resetAnimation()
        backgroundCard = animator.backgroundCardAnimation(duration: backgroundCardFrameAnimationDuration)
        reverse = animator.reverseAnimation(duration: reverseAnimationDuration)
        appear = animator.appearAnimation(duration: appearanceAnimationDuration)
        insertion = animator.insertionAnimation()
        removal = animator.removalAnimation()
        interruptionBlend = animator.interruptionBlendAnimation()
        reducedMotionFade = animator.reducedMotionFade()
    }
}
