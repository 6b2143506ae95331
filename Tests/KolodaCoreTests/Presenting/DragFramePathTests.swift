import Testing

@_spi(Fronts) @testable import KolodaCore

/// What a drag frame's path leaves out, and that leaving it out changes nothing: the card views are restacked only
/// when a plan's cards change order (a drag frame moves cards without reordering them), and an input that a window
/// host has already moved the clock for moves it no further.
@Suite("A drag frame's path: no restacking, one clock move per input")
@MainActor
struct DragFramePathTests {
    /// Drags that return and swipe, an undo, a reload, a removal and an insertion, with the display link between.
    static func run(_ ui: UIKitFront, from start: Double) {
        var t = start
        func settle(_ frames: Int = 60) {
            for _ in 0..<frames {
                t += 1.0 / 60
                ui.displayLinkStep(at: t)
            }
        }
        let press = ui.deck.frameForCard(at: 0).center
        let returning = (0...8).map { Vector(dx: Double($0) * 6, dy: 0) }
        let swiping = (0...30).map { Vector(dx: Double($0) * 10, dy: Double($0)) }
        ui.pan(from: press, through: returning, start: t) { t = $0 }
        settle()
        ui.pan(from: press, through: swiping, start: t) { t = $0 }
        settle(10)
        ui.updateDeck(at: t) { $0.revertAction() }
        settle()
        ui.updateDeck(at: t) { $0.reloadData() }
        settle()
        let source = ui.deck.dataSource as? CountingDataSource
        source?.count -= 1
        ui.updateDeck(at: t) { try? $0.removeCards(at: 2..<3) }
        settle()
        source?.count += 2
        ui.updateDeck(at: t) { try? $0.insertCards(at: 2..<4) }
        settle()
    }

    @Test(arguments: [false, true])
    func cardViewsStayInThePlansOrderAndADragFrameDoesNotRestack(keepsCardsAboveSubviews: Bool) {
        let (ui, _, start) = UIKitFrontTests.deckOnScreen(count: 5, appSubviews: 2)
        ui.views.keepsCardsAboveSubviews = keepsCardsAboveSubviews
        ui.appAddsSubview()
        let first = ui.views.stackings.count
        Self.run(ui, from: start)
        let stackings = ui.views.stackings[first...]
        #expect(stackings.count > 100)
        // The flag is the comparison of the two lists; after every plan the card views are in its order.
        #expect(stackings.allSatisfy { $0.changed == $0.flagged })
        #expect(stackings.allSatisfy { $0.inOrder })
        // Most frames (every drag frame among them) keep the order: the restacking they skip was needed by none.
        #expect(stackings.filter(\.changed).count * 4 < stackings.count)
    }

    @Test func aPlanUpdatedInPlaceSaysWhenItsCardsChangeOrder() {
        let deck = KolodaDeck()
        let source = CountingDataSource(count: 5)
        deck.dataSource = source
        _ = try? deck.tick(now: 10)
        var plan = SceneApplication(scene: deck.scene, loaded: [:], countOfCards: 5)
        #expect(plan.orderChanged)  // a new plan: nothing on screen to keep
        let cards = plan.placements.map(\.id)
        plan.update(scene: deck.scene, loaded: [:], countOfCards: 5)
        #expect(!plan.orderChanged && plan.placements.map(\.id) == cards)
        deck.swipe(.left)
        _ = try? deck.tick(now: 10.05)
        let scene = deck.scene
        plan.update(scene: scene, loaded: [:], countOfCards: 5)
        #expect(plan.orderChanged == (scene.cards.map(\.id) != cards))
        #expect(plan.placements.map(\.id) == scene.cards.map(\.id))
        let empty = DeckScene(
            time: 11, size: deck.size, cards: [], isAnimating: false, currentCardIndex: 0, countOfCards: 0)
        plan.update(scene: empty, loaded: [:], countOfCards: 0)
        #expect(plan.orderChanged && plan.placements.isEmpty)
    }

    /// The same inputs twice: once as UIKit hands them over, once as the SDL window host does, which moves the clock
    /// to each event's time before its chrome sees the event and then hands the input over at that time.
    @Test func anInputAfterTheHostsClockMoveMovesTheClockNoFurtherAndChangesNothing() {
        var logs: [[String]] = []
        var scenes: [DeckScene] = []
        for hostMovesClockFirst in [false, true] {
            let (ui, app, start) = UIKitFrontTests.deckOnScreen(count: 5)
            let press = ui.deck.frameForCard(at: 0).center
            var t = start
            var moves = 0
            var inputs = 0
            var callbacksBefore = 0
            func input(_ location: Point, _ apply: (KolodaDeck) -> Void) {
                t += 1.0 / 60
                if hostMovesClockFirst {
                    let logged = app.log.count
                    ui.presenter.advanceClock(to: t)
                    // A callback the move delivered (a card's `didShowCardAt`) may have changed the deck.
                    if app.log.count > logged { callbacksBefore += 1 }
                }
                let before = ui.deck.clockMoves
                ui.presenter.update(at: t, apply)
                moves += ui.deck.clockMoves - before
                inputs += 1
                ui.displayLinkStep(at: t)
            }
            input(press) { try? $0.pointerDown(at: press, time: t) }
            for step in 1...20 {
                let location = press + Vector(dx: Double(step) * 12, dy: 0)
                input(location) { try? $0.pointerMoved(to: location, time: t) }
            }
            let end = press + Vector(dx: 240, dy: 0)
            input(end) { try? $0.pointerUp(at: end, time: t) }
            for _ in 0..<60 { input(press) { _ in } }
            // Without the host's move each input moves the clock once; after it, only an input whose move delivered
            // a callback does.
            #expect(moves == (hostMovesClockFirst ? callbacksBefore : inputs))
            #expect(callbacksBefore <= 1)
            logs.append(app.log)
            scenes.append(ui.presenter.lastFrame.scene)
        }
        #expect(logs[0] == logs[1])
        #expect(logs[0].contains("didSwipe(0,right)"))
        #expect(scenes[0] == scenes[1])
    }

    @Test func anInputAfterAnythingElseThroughThePresenterMovesTheClockAgain() {
        let (ui, _, start) = UIKitFrontTests.deckOnScreen(count: 5)
        let t = start + 0.5
        ui.presenter.advanceClock(to: t)
        var before = ui.deck.clockMoves
        ui.presenter.update(at: t) { _ in }
        #expect(ui.deck.clockMoves == before)
        // The update may have changed the deck: the next input at the same time moves the clock again.
        before = ui.deck.clockMoves
        ui.presenter.update(at: t) { _ in }
        #expect(ui.deck.clockMoves == before + 1)
        // So does a frame made in between.
        ui.presenter.advanceClock(to: t + 0.1)
        ui.presenter.makeFrame(at: t + 0.1)
        before = ui.deck.clockMoves
        ui.presenter.update(at: t + 0.1) { _ in }
        #expect(ui.deck.clockMoves == before + 1)
    }
}
