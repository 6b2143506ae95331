// Testing an app's deck logic with the deterministic driver: a manual clock, simulated drags, every event.
import KolodaCore

/// The app's logic under test: likes are kept, nopes are not.
@MainActor final class Matches: KolodaDeckDataSource, KolodaDeckDelegate {
    let people = ["Ada", "Grace", "Linus"]
    private(set) var liked: [String] = []
    func kolodaNumberOfCards(_ koloda: KolodaDeck) -> Int { people.count }
    func koloda(_ koloda: KolodaDeck, didSwipeCardAt index: Int, in direction: SwipeResultDirection) {
        if direction == .right { liked.append(people[index]) }
    }
}

MainActor.assumeIsolated {
    let matches = Matches()
    let deck = KolodaDeck(size: Size(width: 300, height: 400))
    deck.dataSource = matches
    deck.delegate = matches
    let driver = DeckDriver(deck: deck)  // the clock starts at 0 and moves only when the driver says

    driver.drag(from: Point(x: 150, y: 100), by: Vector(dx: 220, dy: 0), duration: 0.3)  // drag right and let go
    driver.flick(
        from: Point(x: 150, y: 100), by: Vector(dx: -30, dy: 0), duration: 0.05,
        releaseVelocity: Vector(dx: -1200, dy: 0))  // a short, fast flick left
    _ = driver.settle()

    precondition(matches.liked == ["Ada"])
    precondition(
        driver.events(named: ["didSwipeCardAt"]) == [
            .didSwipeCard(index: 0, direction: .right), .didSwipeCard(index: 1, direction: .left)
        ])
    print("TestingYourDeck: liked \(matches.liked) at \(driver.time) s of deck time")
}
