import KolodaCairo
import KolodaCore
import KolodaSDL
import Testing

/// Labels for a Linux deck that remembers the last view it made for each index, and a delegate that looks at the
/// deck's card views from inside every notification (`look` runs inside the callback).
@MainActor
private final class ProbedCards: KolodaViewDataSource, KolodaViewDelegate {
    var count: Int
    private(set) var lastMade: [Int: CairoView] = [:]
    private(set) var made = 0
    private(set) var heard: [KolodaEvent] = []
    var look: (KolodaView, KolodaEvent) -> Void = { _, _ in }

    init(count: Int) { self.count = count }

    func kolodaNumberOfCards(_ koloda: KolodaView) -> Int { count }
    func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> CairoView {
        let view = CairoLabel(text: "\(index)")
        lastMade[index] = view
        made += 1
        return view
    }
    func koloda(_ koloda: KolodaView, didReceive event: KolodaEvent) {
        heard.append(event)
        look(koloda, event)
    }

    /// For each index, whether `viewForCard(at:)` is the view this data source last made for it.
    func viewsAreCurrent(_ koloda: KolodaView, _ indexes: some Sequence<Int>) -> [Int: Bool] {
        Dictionary(
            uniqueKeysWithValues: indexes.map { index in
                let view = koloda.viewForCard(at: index)
                return (index, view != nil && view === lastMade[index])
            })
    }
}

/// The Linux `KolodaView` through its real frame loop (`tick(now:)` on a manual clock, input through the window
/// host's `HostInput`): inside every notification, `viewForCard(at:)` already returns the view the data source made
/// for that card, as Koloda 5 made its views before it called the delegate.
@Suite("Linux KolodaView: a frame's events come after its views")
@MainActor
struct ViewsBeforeEventsTests {
    static let frame = Rect(x: 40, y: 40, width: 300, height: 400)

    /// A deck of `count` on screen, ticked until it settles; returns the next frame's time (s).
    private static func deckOnScreen(_ cards: ProbedCards) -> (KolodaView, Double) {
        let koloda = KolodaView(frame: frame)
        koloda.dataSource = cards
        koloda.delegate = cards
        var t = 1.0
        for _ in 0..<90 {
            _ = try? koloda.tick(now: t)
            t += 1.0 / 60
        }
        return (koloda, t)
    }

    /// The visible indexes after the current index moved, within the count (no loop).
    private static func visibleIndexes(_ koloda: KolodaView) -> Range<Int> {
        koloda.currentCardIndex..<min(koloda.currentCardIndex + koloda.countOfVisibleCards, koloda.countOfCards)
    }

    @Test(arguments: [true, false])
    func theFirstShowFindsTheCardsView(dataSourceFirst: Bool) throws {
        let cards = ProbedCards(count: 3)
        var seen: [Int: Bool] = [:]
        cards.look = { koloda, event in
            if case .didShowCard(let index) = event { seen = cards.viewsAreCurrent(koloda, [index]) }
        }
        let koloda = KolodaView(frame: Self.frame)
        if dataSourceFirst {
            koloda.dataSource = cards
            koloda.delegate = cards
        } else {
            koloda.delegate = cards
            koloda.dataSource = cards
        }
        for step in 0..<60 { try koloda.tick(now: 1 + Double(step) / 60) }
        #expect(cards.heard.filter { $0.name == "didShowCardAt" } == [.didShowCard(index: 0)])
        #expect(seen == [0: true], "inside the first didShowCardAt(0): \(seen)")
    }

    /// Inside `didSwipeCardAt`, every visible card, the one that has just come in at the back included, has the view
    /// the data source made for it.
    private func expectEveryVisibleViewInsideDidSwipe(_ swipe: @MainActor (KolodaView, Double) -> Void) {
        let cards = ProbedCards(count: 6)
        let (koloda, t) = Self.deckOnScreen(cards)
        var seen: [[Int: Bool]] = []
        cards.look = { koloda, event in
            if case .didSwipeCard = event { seen.append(cards.viewsAreCurrent(koloda, Self.visibleIndexes(koloda))) }
        }
        swipe(koloda, t)
        #expect(koloda.countOfVisibleCards == 3)
        #expect(seen == [[1: true, 2: true, 3: true]], "inside didSwipeCardAt(0), card 3 just in at the back: \(seen)")
    }

    @Test func aKeySwipesDidSwipeFindsEveryVisibleCardsView() {
        expectEveryVisibleViewInsideDidSwipe { koloda, _ in
            HostInput.apply(.keyDown(KeyEvent(key: .left, modifiers: [], isRepeat: false)), to: koloda)
        }
    }

    @Test func aButtonSwipesDidSwipeFindsEveryVisibleCardsView() {
        expectEveryVisibleViewInsideDidSwipe { koloda, _ in koloda.swipe(.right) }
    }

    @Test func aReleasedDragsDidSwipeFindsEveryVisibleCardsView() {
        expectEveryVisibleViewInsideDidSwipe { koloda, start in
            var t = start
            @MainActor func pointer(_ phase: PointerEvent.Phase, x: Double) {
                let event = PointerEvent(phase: phase, location: Point(x: x, y: 240), timestamp: t, source: .mouse)
                HostInput.apply(.pointer(event), to: koloda)
            }
            pointer(.down, x: 190)
            for step in 1...12 {
                t += 1.0 / 60
                _ = try? koloda.tick(now: t)
                pointer(.moved, x: 190 + 20 * Double(step))
            }
            pointer(.up, x: 430)
        }
    }

    @Test func reloadDataGivesTheNewViewAtOnce() throws {
        let cards = ProbedCards(count: 6)
        let (koloda, _) = Self.deckOnScreen(cards)
        let old = try #require(koloda.viewForCard(at: 0))
        koloda.reloadData()
        #expect(koloda.viewForCard(at: 0) !== old, "the reloaded card's view, not the one it replaces")
        #expect(cards.viewsAreCurrent(koloda, 0..<3) == [0: true, 1: true, 2: true])
    }

    @Test func aCallbacksResetGivesTheNewViewsAtOnceInsideIt() {
        let cards = ProbedCards(count: 6)
        let (koloda, _) = Self.deckOnScreen(cards)
        var inside: [Int: Bool] = [:]
        var madeInside = 0
        cards.look = { koloda, event in
            guard case .didSwipeCard = event else { return }
            let before = cards.made
            koloda.resetCurrentCardIndex()
            madeInside = cards.made - before
            inside = cards.viewsAreCurrent(koloda, 0..<3)
        }
        koloda.swipe(.left)
        #expect(madeInside == 3, "the reset deck's three cards were asked for again inside the callback")
        #expect(inside == [0: true, 1: true, 2: true], "\(inside)")
    }

    @Test func theViewsAreThereRightAfterDataSourceAndAfterAnInsert() throws {
        let cards = ProbedCards(count: 6)
        let koloda = KolodaView(frame: Self.frame)
        koloda.dataSource = cards
        #expect(
            cards.viewsAreCurrent(koloda, 0..<3) == [0: true, 1: true, 2: true], "as Koloda 5 made them in the call")
        let oldFront = try #require(koloda.viewForCard(at: 0))
        cards.count += 1
        try koloda.insertCards(at: 0..<1)  // Koloda's insert: the new card goes in front
        #expect(koloda.viewForCard(at: 0) === cards.lastMade[0] && cards.lastMade[0] !== oldFront)
        #expect(koloda.viewForCard(at: 1) === oldFront, "the front card moved back to index 1 with its view")
    }
}
