// How a release becomes a swipe: the same short, fast flick under each decision policy.
import KolodaCore

@MainActor final class Deck: KolodaDeckDataSource, KolodaDeckDelegate {
    func kolodaNumberOfCards(_ koloda: KolodaDeck) -> Int { 10 }

    func koloda(_ koloda: KolodaDeck, allowedDirectionsForIndex index: Int) -> [SwipeResultDirection] {
        [.left, .right, .up]
    }

    // 1 (the default) = the card's centre travels half a card width; 0.6 swipes sooner.
    func kolodaSwipeThresholdRatioMargin(_ koloda: KolodaDeck) -> Double? { 0.6 }
}

/// Flicks the front card 40 pt to the right at 900 pt/s and reports whether it was swiped.
@MainActor func flickSwipes(with policy: SwipeDecisionPolicy) -> Bool {
    let deck = KolodaDeck(size: Size(width: 300, height: 400))
    let source = Deck()
    deck.dataSource = source
    deck.delegate = source
    deck.decisionPolicy = policy
    let driver = DeckDriver(deck: deck)
    driver.flick(
        from: Point(x: 150, y: 100), by: Vector(dx: 40, dy: 0), duration: 0.05,
        releaseVelocity: Vector(dx: 900, dy: 0))
    _ = driver.settle()
    return !driver.events(named: ["didSwipeCardAt"]).isEmpty
}

// The default: project the release 0.5 s ahead at its velocity, so a flick swipes.
precondition(flickSwipes(with: .projected()))
// Koloda's rule: only where the card is at release counts, so a short flick springs back.
precondition(!flickSwipes(with: .positionOnly))
// The UIKit drop-in's: 900 pt/s is below its 1000 pt/s flick speed, so position decides; from 800 pt/s it flicks.
precondition(!flickSwipes(with: .positionOrFlick()))
precondition(flickSwipes(with: .positionOrFlick(flickSpeed: 800)))
// Your own rule: any rightward release faster than 500 pt/s likes, nothing else swipes.
precondition(flickSwipes(with: .custom { release in release.velocity.dx > 500 ? .right : nil }))
// Directions in reading order: LIKE goes toward the trailing edge, which is left in Arabic or Hebrew.
let arabic = KolodaDeck(size: Size(width: 300, height: 400))
let cards = Deck()
arabic.dataSource = cards
arabic.layoutDirection = .rightToLeft  // the UIKit and SwiftUI fronts set it from the platform
precondition(RelativeSwipeDirection.trailing.resolved(in: arabic.layoutDirection) == .left)
precondition(arabic.swipe(RelativeSwipeDirection.trailing))
precondition(arabic.history.last?.direction == .left)  // reported physically: a left swipe is left in every language
print("SwipeDecision: the flick swipes with .projected, .custom and a lower flick speed, springs back otherwise")
