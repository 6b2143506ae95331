import KolodaCore

/// Koloda's example `BackgroundKolodaAnimator`: background cards move to their slots with a POP spring of
/// bounciness 9 and speed 16 instead of the default 0.2 s tween.
final class BackgroundKolodaAnimator: KolodaViewAnimator {
    override func backgroundCardAnimation(duration: Double) -> AnimationCurve {
        .spring(bounciness: 9, speed: 16)
    }
}
