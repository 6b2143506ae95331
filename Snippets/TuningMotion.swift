// Tuning the deck's motion: springs by POP's bounciness and speed or by damping ratio and response,
// tween durations, and reduced motion.
import KolodaCore

/// Springier background cards (Koloda's example animator) and a softer return of a card that was not swiped.
final class SoftAnimator: KolodaViewAnimator {
    override func backgroundCardAnimation(duration: Double) -> AnimationCurve {
        .spring(bounciness: 9, speed: 16)  // POP's parameters, as in Koloda's example
    }

    override func resetAnimation() -> AnimationCurve {
        .spring(dampingRatio: 0.8, response: 0.35)  // SwiftUI's parameters: ζ 0.8, 0.35 s period
    }
}

/// Ten cards, for the angled swipes below.
@MainActor final class TenCards: KolodaDeckDataSource {
    func kolodaNumberOfCards(_ koloda: KolodaDeck) -> Int { 10 }
}

MainActor.assumeIsolated {
    let deck = KolodaDeck(size: Size(width: 300, height: 400))
    deck.animator = SoftAnimator()
    deck.reverseAnimationDuration = 0.25  // undo: the card flies back in 0.25 s (default 0.3)
    deck.backgroundCardFrameAnimationDuration = 0.3  // used by the default background tween (default 0.2)
    deck.reducedMotion = true  // cross-fades instead of flying and tilting

    // Springs are plain values: inspect them before you ship them.
    let koloda = Spring.reset  // POP bounciness 10, speed 20
    print("Koloda's reset spring: ζ", koloda.dampingRatio, "response", koloda.response, "s")
    let soft = Spring(dampingRatio: 0.8, response: 0.35)
    precondition(abs(soft.dampingRatio - 0.8) < 1e-9 && abs(soft.response - 0.35) < 1e-9)

    let cards = TenCards()
    let angled = KolodaDeck(size: Size(width: 300, height: 400))
    angled.dataSource = cards
    precondition(angled.swipe(toward: 0.3))  // right and a little down (rad; y grows downwards): flies along 0.3 rad
    precondition(angled.history.last?.direction == .right)  // reported as the nearest of the eight directions
    precondition(!angled.swipe(toward: 0.5))  // nearer .bottomRight, which the default [.left, .right] leaves out
    angled.swipe(along: Vector(dx: -3, dy: -1))  // a vector: left and a little up, reported as .left
    print("Angled swipes: \(angled.history.map(\.direction))")
}
