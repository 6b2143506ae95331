// Swipe back to undo: a drag from the edge the last card left from brings it back under the finger.
import KolodaCore

@MainActor final class Cards: KolodaDeckDataSource, KolodaDeckDelegate {
    var rewound: [Int] = []

    func kolodaNumberOfCards(_ koloda: KolodaDeck) -> Int { 10 }

    // The same notification as an undo button's: the card is back in front.
    func koloda(_ koloda: KolodaDeck, didRewindTo index: Int) { rewound.append(index) }
}

@MainActor func run() {
    let deck = KolodaDeck(size: Size(width: 300, height: 400))
    let cards = Cards()
    deck.dataSource = cards
    deck.delegate = cards
    let driver = DeckDriver(deck: deck)

    // Off by default; on, a drag starting within 40 pt of the edge the last card left from brings it back.
    deck.settings.swipeBackEdgeWidth = 40

    deck.swipe(.right)
    _ = driver.settle()
    precondition(deck.swipeBackRegion == SwipeBackRegion(direction: .right, edgeWidth: 40))

    // From the right edge, a short way in, held, released: the card flies back out and nothing is reported.
    driver.drag(from: Point(x: 290, y: 200), by: Vector(dx: -20, dy: 0), duration: 0.2, hold: 0.1)
    _ = driver.settle()
    precondition(deck.currentCardIndex == 1 && cards.rewound.isEmpty)

    // Brought well in before the release: undone, exactly as `revertAction()` undoes it.
    driver.drag(from: Point(x: 290, y: 200), by: Vector(dx: -260, dy: 0), duration: 0.3, hold: 0.1)
    _ = driver.settle()
    precondition(deck.currentCardIndex == 0 && cards.rewound == [0] && deck.history.isEmpty)
    print("SwipingBack: a short swipe back changes nothing, a long one undoes the swipe")
}

run()
