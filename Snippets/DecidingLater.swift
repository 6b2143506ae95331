// A like checked by a server: the card waits where it was released until the app confirms or rejects it.
import KolodaCore

@MainActor final class Likes: KolodaDeckDataSource, KolodaDeckDelegate {
    var waiting: [PendingSwipe] = []

    func kolodaNumberOfCards(_ koloda: KolodaDeck) -> Int { 10 }

    // Likes go to the server first; nopes swipe at once. Unanswered after 10 s: the card springs back.
    func koloda(_ koloda: KolodaDeck, decideSwipe swipe: PendingSwipe) -> SwipeDecision {
        guard swipe.direction == .right else { return .swipe }
        waiting.append(swipe)
        return .decideLater(timeout: 10)
    }
}

@MainActor func run() async {
    let deck = KolodaDeck(size: Size(width: 300, height: 400))
    let likes = Likes()
    deck.dataSource = likes
    deck.delegate = likes
    let driver = DeckDriver(deck: deck)

    // A drag to the right, held still and released: the card waits at the release point.
    driver.drag(from: Point(x: 150, y: 100), by: Vector(dx: 250, dy: 0), duration: 0.3, hold: 0.1)
    precondition(deck.pendingSwipe != nil && deck.currentCardIndex == 0)

    // The server said no: the card springs back and no swipe is reported.
    deck.rejectSwipe(likes.waiting.removeFirst())
    _ = driver.settle()
    precondition(driver.events(named: ["didSwipeCardAt"]).isEmpty)

    // Again, and this time the server says yes: the card flies out, reported once.
    driver.drag(from: Point(x: 150, y: 100), by: Vector(dx: 250, dy: 0), duration: 0.3, hold: 0.1)
    deck.confirmSwipe(likes.waiting.removeFirst())
    precondition(deck.currentCardIndex == 1)

    // Awaiting a command: the NOPE button's swipe returns once its card has left the screen.
    let nope = Task { await deck.swipeAndWait(.left) }
    while deck.isAnimating || deck.currentCardIndex == 1 {
        await Task.yield()
        _ = driver.advance(by: 1.0 / 60)  // the frame loop; an app's display link does this
    }
    let outcome = await nope.value
    precondition(outcome == .swiped(index: 1, direction: .left))
    print("DecidingLater: a rejected like springs back, a confirmed one is swiped, an awaited swipe ends once settled")
}

await run()
