import Testing

@_spi(Fronts) @testable import KolodaCore

/// UIKit's `KolodaView`'s entry points on the real presenter and a manual display link (`UIKitFront`): one scene per
/// display refresh and Koloda 5's questions per pan update, none per refresh, the first `didShowCardAt` in both
/// assignment orders, cards above the app's own subviews, VoiceOver that never selects a card behind the front one, and
/// rasterizing the held card only.
@Suite("UIKit front, its calls on the real presenter")
@MainActor
struct UIKitFrontTests {
    static let size = Size(width: 300, height: 400)

    /// A deck on screen the way an app sets one up in `viewDidLoad` (data source, then delegate, as Koloda's README
    /// does), laid out and left to settle.
    static func deckOnScreen(count: Int = 5, appSubviews: Int = 0) -> (UIKitFront, RecordingDelegate, Double) {
        let ui = UIKitFront(appSubviews: appSubviews)
        let app = RecordingDelegate()
        ui.setDataSource(CountingDataSource(count: count), at: 1)
        ui.setDelegate(app)
        ui.layoutSubviews(size: size, at: 1.001)
        var t = 1.001
        for _ in 0..<90 {
            t += 1.0 / 60
            ui.displayLinkStep(at: t)
        }
        return (ui, app, t)
    }

    @Test func aDragRefreshBuildsOneSceneAndAsksTheAppOnlyAtItsInput() {
        let (ui, app, start) = Self.deckOnScreen()
        let press = ui.deck.frameForCard(at: 0).center
        var t = start
        var scenes: [Int] = []
        var inputQuestions: [[String: Int]] = []
        var frameQuestions: [String: Int] = [:]
        // Scenes are counted over the whole refresh (the pan's input and the display link's frame); questions apart,
        // the input's and the frame's.
        func refresh(_ input: () -> Void) {
            let before = ui.deck.scenesBuilt
            t += 1.0 / 60
            app.questions = [:]
            input()
            inputQuestions.append(app.questions)
            app.questions = [:]
            ui.displayLinkStep(at: t)
            scenes.append(ui.deck.scenesBuilt - before)
            frameQuestions.merge(app.questions) { $0 + $1 }
        }
        func sample(_ dx: Double) -> DragSample {
            DragSample(
                location: press + Vector(dx: dx, dy: 0), translation: Vector(dx: dx, dy: 0),
                velocity: Vector(dx: 900, dy: 0), timestamp: t)
        }
        // The first sample is the pan's began: it asks the delegate where the card is (to test the press), once.
        ui.pan(.began, sample(0), at: t)
        ui.displayLinkStep(at: t)
        for step in 1...30 { refresh { ui.pan(.changed, sample(Double(step) * 8), at: t) } }
        refresh { ui.pan(.ended, sample(240), at: t) }
        for _ in 0..<60 { refresh {} }
        #expect(scenes.count == 91)
        // One scene per refresh; the release's refresh has one more: the swipe brings card 3 in at the back, and its
        // view is made at once, before `didSwipeCardAt` (Koloda 5 made it before calling the delegate).
        #expect(scenes[30] == 2, "\(scenes)")
        #expect(scenes.enumerated().allSatisfy { $0.offset == 30 || $0.element <= 1 }, "\(scenes)")
        // Koloda 5 (docs/koloda-behaviour.md §6.1): each pan update asks the threshold and whether the background
        // cards move, once each, and not transparentize; the release asks the threshold once and, as the swipe sets
        // the cards' alphas, transparentize; a display refresh asks nothing.
        let perUpdate = ["threshold": 1, "moveBackground": 1]
        #expect(inputQuestions[0..<30].allSatisfy { $0 == perUpdate }, "\(inputQuestions)")
        #expect(inputQuestions[30] == ["threshold": 1, "transparentize": 1], "\(inputQuestions[30])")
        #expect(inputQuestions[31...].allSatisfy { $0.isEmpty }, "the animation's refreshes have no input")
        #expect(frameQuestions.isEmpty, "a display refresh asks the app nothing: \(frameQuestions)")
        #expect(app.log.contains("didSwipe(0,right)"))
    }

    @Test(arguments: [true, false])
    func theFirstShowReachesTheAppInEitherAssignmentOrder(dataSourceFirst: Bool) {
        let ui = UIKitFront()
        let app = RecordingDelegate()
        let cards = CountingDataSource(count: 3)
        if dataSourceFirst {
            ui.setDataSource(cards, at: 1)
            ui.setDelegate(app)
        } else {
            ui.setDelegate(app)
            ui.setDataSource(cards, at: 1)
        }
        ui.layoutSubviews(size: Self.size, at: 1.001)
        for step in 1...60 { ui.displayLinkStep(at: 1.001 + Double(step) / 60) }
        #expect(app.log.filter { $0.hasPrefix("show") } == ["show(0)"])
        #expect(!ui.internalEvents.log.contains("show(0)"), "the view's own delegate must not take the app's event")
    }

    @Test func withKeepsCardsAboveSubviewsCardsStayAboveTheAppsOwnSubviews() {
        // A storyboard deck holding an "out of cards" label and a reload button, then a view the app adds later.
        let (ui, _, t) = Self.deckOnScreen(appSubviews: 2)
        ui.views.keepsCardsAboveSubviews = true
        let cards = ui.views.subviews.compactMap { $0 }
        #expect(cards.count == 3)
        #expect(
            Array(ui.views.subviews.prefix(2)) == [nil, nil],
            "the app's views are behind the cards: \(ui.views.subviews)")
        #expect(
            ui.views.subviews.suffix(3).map { $0 } == ui.views.lastPlan?.cards.placements.map(\.id), "back to front")
        ui.appAddsSubview()
        #expect(ui.views.subviews.suffix(3).map { $0 } == ui.views.lastPlan?.cards.placements.map(\.id))
        #expect(ui.views.subviews.filter { $0 == nil }.count == 3)
        // A swipe brings a new card in at the back, behind the others and still above the app's views.
        ui.updateDeck(at: t) { $0.swipe(.left) }
        for step in 1...60 { ui.displayLinkStep(at: t + Double(step) / 60) }
        #expect(Array(ui.views.subviews.prefix(3)) == [nil, nil, nil])
        #expect(ui.views.subviews.suffix(3).map { $0 } == ui.views.lastPlan?.cards.placements.map(\.id))
    }

    @Test func byDefaultAViewTheAppAddsLaterStaysAboveTheCardsAsWithKoloda5() {
        // Koloda 5 (docs/koloda-behaviour.md §5): views decoded before the cards stay below them; a view added later
        // is on top, also after a swipe brings a new card in at the back.
        let (ui, _, t) = Self.deckOnScreen(appSubviews: 2)
        #expect(Array(ui.views.subviews.prefix(2)) == [nil, nil])
        #expect(ui.views.subviews.suffix(3).map { $0 } == ui.views.lastPlan?.cards.placements.map(\.id))
        ui.appAddsSubview()
        #expect(ui.views.subviews.last == .some(nil), "the app's new view is on top: \(ui.views.subviews)")
        ui.updateDeck(at: t) { $0.swipe(.left) }
        for step in 1...60 { ui.displayLinkStep(at: t + Double(step) / 60) }
        #expect(ui.views.subviews.last == .some(nil))
        #expect(
            ui.views.subviews.compactMap { $0 } == ui.views.lastPlan?.cards.placements.map(\.id), "cards back to front")
        #expect(Array(ui.views.subviews.prefix(2)) == [nil, nil])
    }

    @Test func voiceOverActivatingACardBehindTheFrontSelectsNothing() throws {
        let (ui, app, t) = Self.deckOnScreen()
        let plan = try #require(ui.views.lastPlan)
        let front = try #require(plan.frontCard)
        let behind = try #require(plan.cards.placements.first { $0.id != front }?.id)
        app.clear()
        #expect(ui.presenter.activate(behind, at: t), "handled, so VoiceOver does not tap the front card instead")
        #expect(!app.log.contains { $0.hasPrefix("select") })
        #expect(ui.presenter.activate(front, at: t))
        #expect(app.log == ["select(0)"])
        #expect(!ui.presenter.activate(CardID(rawValue: 999), at: t), "a card not on screen is not handled")
    }

    @Test func voiceOverFocusFollowsTheFrontCardOnlyFromTheDeck() throws {
        let (ui, _, t) = Self.deckOnScreen()
        let before = try #require(ui.views.lastPlan?.frontCard)
        ui.updateDeck(at: t) { $0.swipe(.right) }  // the swipe's frame is made at once: a card came in at the back
        let plan = try #require(ui.views.lastPlan)
        #expect(plan.frontCardChanged && plan.frontCard != before)
        #expect(plan.voiceOverFocus(focusIsOnDeck: false) == nil, "focus on the app's LIKE button stays there")
        #expect(plan.voiceOverFocus(focusIsOnDeck: true) == plan.frontCard)
        ui.displayLinkStep(at: t + 1.0 / 60)
        #expect(ui.views.lastPlan?.frontCardChanged == false)
        #expect(ui.views.lastPlan?.voiceOverFocus(focusIsOnDeck: true) == nil, "no move while the front card stays")
    }

    @Test func onlyTheHeldCardIsRasterized() throws {
        let (ui, _, t) = Self.deckOnScreen()
        let press = ui.deck.frameForCard(at: 0).center
        var held: [CardID?] = []
        ui.pan(from: press, through: (0...10).map { Vector(dx: Double($0) * 4, dy: 0) }, start: t) { _ in
            held.append(ui.views.lastPlan?.rasterizedCard)
        }
        let front = try #require(ui.views.lastPlan?.frontCard)
        #expect(held.count == 10 && held.allSatisfy { $0 == front }, "the held card only: \(held)")
        ui.displayLinkStep(at: t + 11.0 / 60)
        #expect(ui.views.lastPlan?.rasterizedCard == nil, "released: returning or flying, nothing is rasterized")
        #expect(ui.views.lastPlan?.isMoving == true)
    }

    @Test func aCardHeldStillDrawsNoFramesUntilTheFingerMoves() {
        let (ui, _, start) = Self.deckOnScreen()
        let press = ui.deck.frameForCard(at: 0).center
        var t = start
        func sample(_ dx: Double) -> DragSample {
            DragSample(
                location: press + Vector(dx: dx, dy: 0), translation: Vector(dx: dx, dy: 0), velocity: .zero,
                timestamp: t)
        }
        ui.pan(.began, sample(0), at: t)
        for step in 1...5 {
            t += 1.0 / 60
            ui.pan(.changed, sample(Double(step) * 10), at: t)
            ui.displayLinkStep(at: t)
        }
        t += 1.0 / 60
        ui.displayLinkStep(at: t)  // the finger rests: nothing changed, nothing moves
        let frames = ui.deck.scenesBuilt
        #expect(ui.deck.isDragging && !ui.displayLinkRunning)
        for _ in 0..<30 {
            t += 1.0 / 60
            ui.displayLinkStep(at: t)
        }
        #expect(ui.deck.scenesBuilt == frames)
        ui.pan(.changed, sample(60), at: t)
        ui.displayLinkStep(at: t + 1.0 / 60)
        #expect(ui.deck.scenesBuilt == frames + 1, "the next sample draws")
    }

    @Test func theDisplayLinkRestsWhenNothingMovesAndStopsOffScreen() {
        let (ui, _, t) = Self.deckOnScreen()
        #expect(!ui.displayLinkRunning, "at rest, no frames")
        ui.updateDeck(at: t) { $0.swipe(.left) }
        #expect(ui.displayLinkRunning)
        let scenes = ui.deck.scenesBuilt  // the swipe's card came in at the back: its frame was made at once
        ui.removeFromWindow()
        #expect(!ui.displayLinkRunning, "off screen the clock stops")
        for step in 1...10 { ui.displayLinkStep(at: t + Double(step) / 60) }
        #expect(ui.deck.scenesBuilt == scenes, "no window, no frames")
        ui.didMoveToWindow(viewport: Rect(origin: .zero, size: Self.size))
        #expect(ui.displayLinkRunning, "back in a window, the flight goes on")
    }

    @Test func leavingTheWindowMidDragCancelsTheDragAndStopsTheClock() {
        let (ui, app, t) = Self.deckOnScreen()
        let press = ui.deck.frameForCard(at: 0).center
        let sample = DragSample(
            location: press + Vector(dx: 40, dy: 0), translation: Vector(dx: 40, dy: 0), velocity: .zero,
            timestamp: t)
        ui.pan(.began, sample, at: t)
        ui.pan(.changed, sample, at: t + 1.0 / 60)
        #expect(ui.deck.isDragging && ui.displayLinkRunning)
        ui.removeFromWindow()
        #expect(!ui.deck.isDragging, "the drag's end will never arrive: it is cancelled")
        #expect(!ui.displayLinkRunning)
        #expect(!app.log.contains { $0.hasPrefix("didSwipe") }, "a cancelled drag returns its card: \(app.log)")
    }
}

@Suite("Card stacking")
struct CardStackingTests {
    let a = CardID(rawValue: 1), b = CardID(rawValue: 2), c = CardID(rawValue: 3)

    @Test func rightOrderMovesNothing() {
        #expect(CardStacking.cardsToBringToFront(subviews: [nil, a, b, c], cards: [a, b, c]).isEmpty)
        #expect(CardStacking.cardsToBringToFront(subviews: [], cards: []).isEmpty)
    }

    @Test func cardsBelowTheAppsViewsRiseAboveThem() {
        // Where the cards used to go: subview indexes 0..<n, under the app's label.
        #expect(Array(CardStacking.cardsToBringToFront(subviews: [a, b, c, nil], cards: [a, b, c])) == [a, b, c])
        #expect(Array(CardStacking.cardsToBringToFront(subviews: [nil, a, b, nil, c], cards: [a, b, c])) == [a, b, c])
    }

    @Test func aNewBackCardIsAddedAndTheCardsInFrontOfItBroughtOver() {
        // c comes in at the back: it is added on top, and a and b brought over it; a new front card is just added.
        #expect(Array(CardStacking.cardsToBringToFront(subviews: [nil, a, b], cards: [c, a, b])) == [c, a, b])
        #expect(Array(CardStacking.cardsToBringToFront(subviews: [nil, a, b], cards: [a, b, c])) == [c])
    }

    @Test func everyMoveListPutsTheCardsOnTopInOrder() {
        let cards = [a, b, c]
        for subviews in [[nil, c, nil, a, b], [b, a, nil], [c, b, a], [nil, nil], [a, nil, c]] as [[CardID?]] {
            var order = subviews
            for id in CardStacking.cardsToBringToFront(subviews: subviews, cards: cards) {
                order.removeAll { $0 == id }
                order.append(id)
            }
            #expect(Array(order.suffix(3)) == cards.map(Optional.some), "\(subviews) → \(order)")
            #expect(order.filter { $0 == nil }.count == subviews.filter { $0 == nil }.count)
            #expect(!order.dropLast(3).contains { $0 != nil }, "\(subviews) → \(order)")
        }
    }
}
