import Koloda

/// Koloda's example `BackgroundKolodaAnimator`: background cards spring to their slots (POP bounciness 9, speed 16)
/// instead of the default 0.2 s tween. Here an override chooses the curve; the deck runs it.
final class BackgroundKolodaAnimator: KolodaViewAnimator {
    override func backgroundCardAnimation(duration: Double) -> AnimationCurve {
        .spring(bounciness: 9, speed: 16)
    }
}
