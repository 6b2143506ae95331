import Testing

@_spi(Fronts) @testable import KolodaCore

/// A delegate that looks at the deck's card views from inside every notification, as a Koloda 5 app does when it
/// starts the shown card's video in `didShowCardAt` (`look` runs inside the callback).
@MainActor
final class ViewProbe: KolodaDeckDelegate {
    var look: (KolodaEvent) -> Void = { _ in }
    private(set) var heard: [KolodaEvent] = []
    func koloda(_ koloda: KolodaDeck, didReceive event: KolodaEvent) {
        heard.append(event)
        look(event)
    }
}

/// UIKit's `KolodaView`, driven through its entry points' presenter calls (`UIKitFront`): inside every
/// notification, `viewForCard(at:)` already returns the view the data source made for that card, as Koloda 5 made
/// its views before it called the delegate: the first `didShowCardAt` in either assignment order, every visible
/// card (the new back card too) in `didSwipeCardAt` after a button swipe or a drag's release, and the new view
/// right after `reloadData()`.
@Suite("UIKit front on the real presenter: a frame's events come after its views")
@MainActor
struct ViewsBeforeEventsUIKitTests {
    /// The indexes a Koloda 5 deck shows after its current index moved: `currentCardIndex` and the cards behind it, up
    /// to `countOfVisibleCards`, within the count (no loop).
    static func visibleIndexes(_ deck: KolodaDeck) -> [Int] {
        let first = deck.currentCardIndex
        return Array(first..<min(first + deck.countOfVisibleCards, deck.countOfCards))
    }

    /// For each index, whether `viewForCard(at:)` is the view the data source was last asked for at that index.
    static func viewsAreCurrent(_ ui: UIKitFront, _ indexes: [Int]) -> [Int: Bool] {
        Dictionary(
            uniqueKeysWithValues: indexes.map { index in
                let view = ui.viewForCard(at: index)
                return (index, view != nil && view == ui.views.viewsMade.lastIndex(of: index))
            })
    }

    @Test(arguments: [true, false])
    func theFirstShowFindsTheCardsView(dataSourceFirst: Bool) {
        let ui = UIKitFront()
        let probe = ViewProbe()
        var seen: [Int: Bool] = [:]
        probe.look = { event in
            if case .didShowCard(let index) = event { seen = Self.viewsAreCurrent(ui, [index]) }
        }
        if dataSourceFirst {
            ui.setDataSource(CountingDataSource(count: 3), at: 1)
            ui.setDelegate(probe)
        } else {
            ui.setDelegate(probe)
            ui.setDataSource(CountingDataSource(count: 3), at: 1)
        }
        ui.layoutSubviews(size: UIKitFrontTests.size, at: 1.001)
        for step in 1...60 { ui.displayLinkStep(at: 1.001 + Double(step) / 60) }
        #expect(probe.heard.filter { $0.name == "didShowCardAt" } == [.didShowCard(index: 0)])
        #expect(seen == [0: true], "inside the first didShowCardAt(0): \(seen)")
    }

    /// A deck of 6 on screen, the probe installed; `swipe` swipes its front card. Inside `didSwipeCardAt`, every
    /// visible card, the one that has just come in at the back included, has its view.
    func expectEveryVisibleViewInsideDidSwipe(_ swipe: @MainActor (UIKitFront, Double) -> Void) {
        let (ui, _, t) = UIKitFrontTests.deckOnScreen(count: 6)
        let probe = ViewProbe()
        ui.setDelegate(probe)
        var seen: [[Int: Bool]] = []
        probe.look = { event in
            if case .didSwipeCard = event { seen.append(Self.viewsAreCurrent(ui, Self.visibleIndexes(ui.deck))) }
        }
        swipe(ui, t)
        let expected = [1, 2, 3].reduce(into: [Int: Bool]()) { $0[$1] = true }
        #expect(ui.deck.countOfVisibleCards == 3)
        #expect(seen == [expected], "inside didSwipeCardAt(0), card 3 having come in at the back: \(seen)")
    }

    @Test func aButtonSwipesDidSwipeFindsEveryVisibleCardsView() {
        expectEveryVisibleViewInsideDidSwipe { ui, t in ui.updateDeck(at: t) { _ = $0.swipe(.left) } }
    }

    @Test func aReleasedDragsDidSwipeFindsEveryVisibleCardsView() {
        expectEveryVisibleViewInsideDidSwipe { ui, t in
            let press = ui.deck.frameForCard(at: 0).center
            ui.pan(from: press, through: (0...12).map { Vector(dx: Double($0) * 20, dy: 0) }, start: t)
        }
    }

    @Test func theViewsAreThereRightAfterDataSourceIsSet() {
        let ui = UIKitFront()
        ui.setDataSource(CountingDataSource(count: 6), at: 1)
        #expect(Self.viewsAreCurrent(ui, [0, 1, 2]) == [0: true, 1: true, 2: true], "as Koloda 5 made them in the call")
    }

    @Test func reloadDataGivesTheNewViewAtOnce() throws {
        let (ui, _, t) = UIKitFrontTests.deckOnScreen(count: 6)
        let old = try #require(ui.viewForCard(at: 0))
        ui.updateDeck(at: t) { $0.reloadData() }
        let new = ui.viewForCard(at: 0)
        #expect(new != old, "the reloaded card's view, not the one it replaces")
        #expect(Self.viewsAreCurrent(ui, [0, 1, 2]) == [0: true, 1: true, 2: true])
    }

    @Test func aCallbacksReloadGivesTheNewViewAtOnceInsideIt() {
        // Inside didSwipeCardAt the app reloads (Koloda's example refills its data there) and reads the views at once.
        let (ui, _, t) = UIKitFrontTests.deckOnScreen(count: 6)
        let probe = ViewProbe()
        ui.setDelegate(probe)
        var afterReload: [Int: Bool] = [:]
        var made = 0
        probe.look = { event in
            guard case .didSwipeCard = event else { return }
            made = ui.views.viewsMade.count
            ui.updateDeck(at: t) { $0.resetCurrentCardIndex() }
            afterReload = Self.viewsAreCurrent(ui, [0, 1, 2])
        }
        ui.updateDeck(at: t) { _ = $0.swipe(.right) }
        #expect(afterReload == [0: true, 1: true, 2: true], "\(afterReload)")
        #expect(ui.views.viewsMade.count > made, "the reset deck's cards were asked for again")
    }

    @Test func theEventsAreTheBareDecksInItsOrderEachOnce() throws {
        // The same script on a bare engine (it delivers each event itself, at the end of each call and in `advance`)
        // and through the UIKit front, whose presenter holds the events until the views exist. Callbacks call back:
        // a second swipe inside the first didSwipeCardAt, an undo inside didShowCardAt(3), a reset when out of cards.
        func script(_ probe: ViewProbe, command: @escaping @MainActor ((KolodaDeck) -> Void) -> Void) {
            var swiped = false
            var undone = false
            probe.look = { event in
                switch event {
                case .didSwipeCard where !swiped:
                    swiped = true
                    command { _ = $0.swipe(.right) }
                case .didShowCard(3) where !undone:
                    undone = true
                    command { _ = $0.revertAction() }
                case .didRunOutOfCards: command { $0.resetCurrentCardIndex() }
                default: break
                }
            }
        }
        let bare = KolodaDeck(size: UIKitFrontTests.size)
        KolodaDefaults.DropIn.configure(bare)
        let bareProbe = ViewProbe()
        bare.delegate = bareProbe
        let cards = CountingDataSource(count: 5)
        bare.dataSource = cards
        script(bareProbe) { $0(bare) }
        let ui = UIKitFront()
        let probe = ViewProbe()
        ui.setDelegate(probe)
        ui.setDataSource(CountingDataSource(count: 5), at: 0)
        ui.layoutSubviews(size: UIKitFrontTests.size, at: 0)
        script(probe) { body in ui.updateDeck(at: ui.deck.now) { body($0) } }
        var t = 0.0
        for step in 0..<600 {
            t += 1.0 / 60
            if step % 40 == 10 {
                try bare.advance(to: t)
                _ = bare.swipe(.left)
                ui.updateDeck(at: t) { _ = $0.swipe(.left) }
            }
            t += 1.0 / 60
            try bare.tick(now: t)
            ui.displayLinkStep(at: t)
        }
        #expect(probe.heard.count > 20 && probe.heard.contains(.didRunOutOfCards))
        #expect(probe.heard.contains(.didRewind(index: 2)), "the undo inside didShowCardAt(3) happened")
        #expect(probe.heard == bareProbe.heard)
    }
}
