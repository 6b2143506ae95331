import Testing

@_spi(Fronts) @testable import KolodaCore

/// The UIKit front's VoiceOver elements, first placements, key commands and SwiftUI embedding, driven through its
/// entry points' presenter calls (`UIKitFront`): what the view decides through the platform-free plan and keys.
@Suite("UIKit front on the real presenter: VoiceOver, new cards, keys, SwiftUI updates")
@MainActor
struct UIKitFrontFindingsTests {
    /// Display refreshes at 60 Hz from `start` (s) for `seconds`; returns the time reached.
    private func refresh(_ ui: UIKitFront, from start: Double, for seconds: Double, _ each: () -> Void = {})
        -> Double
    {
        var t = start
        for _ in 0..<Int(seconds * 60) {
            t += 1.0 / 60
            ui.displayLinkStep(at: t)
            each()
        }
        return t
    }

    // MARK: VoiceOver (background cards hidden)

    @Test func voiceOverReachesTheFrontCardAloneInEveryFrame() throws {
        let (ui, _, start) = UIKitFrontTests.deckOnScreen(count: 6)
        #expect(
            try #require(ui.views.lastPlan).cards.placements.count == 3, "three cards on screen, two behind the front")
        var frames = 0
        var t = start
        // Through swipes (cards leaving while the next comes forward), an undo, and the deck running out.
        for command in [{ (d: KolodaDeck) in _ = d.swipe(.left) }, { _ = $0.swipe(.right) }, { _ = $0.revertAction() }]
            + Array(repeating: { (d: KolodaDeck) in _ = d.swipe(.left) }, count: 6)
        {
            ui.updateDeck(at: t, command)
            t = refresh(ui, from: t, for: 0.5) {
                let plan = ui.views.lastPlan!
                #expect(ui.views.spokenCards == Set([plan.frontCard].compactMap { $0 }), "frame \(frames)")
                frames += 1
            }
        }
        #expect(frames == 9 * 30)
        #expect(ui.views.lastPlan?.frontCard == nil && ui.views.spokenCards.isEmpty, "run out: no card to speak")
    }

    // MARK: New cards inside an enclosing animation

    @Test func newCardsAndNewContentArePlacedWithoutAnimationAndMovingCardsAreNot() throws {
        let ui = UIKitFront()
        ui.setDataSource(CountingDataSource(count: 5), at: 1)
        ui.layoutSubviews(size: UIKitFrontTests.size, at: 1.001)
        let first = try #require(ui.views.lastPlan)
        #expect(first.cards.placements.count == 3)
        #expect(
            ui.views.placedWithoutAnimation == Set(first.cards.placements.map(\.id)), "the first layout creates all")

        var t = refresh(ui, from: 1.001, for: 1.5)
        ui.views.forgetPlacements()
        ui.updateDeck(at: t) { $0.alphaValueSemiTransparent = 0.5 }  // a frame that only restyles the cards
        t += 1.0 / 60
        ui.displayLinkStep(at: t)
        #expect(ui.views.placedWithoutAnimation.isEmpty, "cards already placed follow an enclosing animation")
        let before = Set(ui.views.lastPlan!.cards.placements.map(\.id))
        ui.views.forgetPlacements()
        ui.updateDeck(at: t) { $0.swipe(.left) }
        t += 1.0 / 60
        ui.displayLinkStep(at: t)
        let entered = Set(ui.views.lastPlan!.cards.placements.map(\.id)).subtracting(before)
        #expect(entered.count == 1, "a new card enters at the back")
        #expect(ui.views.placedWithoutAnimation == entered, "only the new card; the others move as before")

        t = refresh(ui, from: t, for: 1.5)
        ui.views.forgetPlacements()
        ui.updateDeck(at: t) { deck in
            deck.reloadDataReconfiguresVisibleCards = true  // the same cards, their content asked for again
            deck.reloadData()
        }
        ui.displayLinkStep(at: t + 1.0 / 60)
        let reloaded = ui.views.contentRequested
        #expect(!reloaded.isEmpty)
        #expect(ui.views.placedWithoutAnimation == reloaded, "cards given new content are placed as new")
    }

    // MARK: Keys

    @Test func aTextInputInsideTheDeckKeepsEveryKey() {
        let (ui, _, _) = UIKitFrontTests.deckOnScreen()
        // The deck first responder: the arrows of the allowed directions, undo (nothing to undo yet: none), select.
        let keys = ui.keyCommands(textInputHasKeyboard: false)
        #expect(keys == [.leftArrow, .rightArrow, .returnKey, .space])
        #expect(ui.keyCommands(textInputHasKeyboard: true).isEmpty, "a field in a card types, the deck hears nothing")
    }

    @Test func arrowsSwipeTheWayTheyPointAndAreNeverMirrored() {
        let physical: [StackKey: SwipeResultDirection] = [
            .leftArrow: .left, .rightArrow: .right, .upArrow: .up, .downArrow: .down
        ]
        for key in StackKey.allCases {
            #expect(key.hasPhysicalDirection == (physical[key] != nil), "\(key)")
            if let direction = physical[key] { #expect(key.action == .swipe(direction)) }
        }
        // In a right-to-left layout ← still sends the front card left (the card's x decreases).
        let (ui, app, t) = UIKitFrontTests.deckOnScreen()
        app.clear()
        ui.updateDeck(at: t) { $0.perform(StackKey.leftArrow.action) }
        #expect(app.log.contains("didSwipe(0,left)"))
    }

    // MARK: SwiftUI's updateUIView

    @Test func updateUIViewDeliversNoCallbackAndTheNextFrameDoes() throws {
        let (ui, app, t) = UIKitFrontTests.deckOnScreen()
        ui.updateDeck(at: t) { $0.swipe(.left) }
        app.clear()
        // A second later the swipe has settled by the clock: `didShowCardAt(1)` is due, not yet delivered.
        let later = t + 1
        ui.updateUIView(at: later) { ui in
            ui.updateDeck(at: later) { $0.countOfVisibleCards = 2 }  // `configure` sets a property
        }
        #expect(app.log.isEmpty, "nothing reaches the delegate inside SwiftUI's update: \(app.log)")
        #expect(ui.deck.countOfVisibleCards == 2)
        ui.displayLinkStep(at: later + 1.0 / 60)
        #expect(app.log.contains("show(1)"), "the next display refresh delivers what fell due: \(app.log)")
    }

    @Test func theFirstUpdateUIViewLoadsTheDeckAndItsShowComesAtAFrame() {
        // The first `updateUIView`: the app's delegate, then its data source, assigned inside SwiftUI's update.
        let ui = UIKitFront()
        let app = RecordingDelegate()
        let now = 500.0
        ui.updateUIView(at: now) { ui in
            ui.setDelegate(app)
            ui.setDataSource(CountingDataSource(count: 3), at: now)
        }
        #expect(app.log.isEmpty, "\(app.log)")
        ui.layoutSubviews(size: UIKitFrontTests.size, at: now + 1.0 / 60)
        _ = refresh(ui, from: now + 1.0 / 60, for: 1)
        #expect(app.log == ["show(0)"])
    }

    @Test func whatUpdateUIViewStartsStartsThenAndItsEventsComeAtTheNextFrame() throws {
        let (ui, app, t) = UIKitFrontTests.deckOnScreen()
        app.clear()
        let later = t + 5  // at rest since `t`: no frame has moved the deck's clock since
        ui.updateUIView(at: later) { ui in ui.updateDeck(at: later) { _ = $0.swipe(.left) } }
        // The deck asks its questions (shouldSwipeCardAt) as the call needs them; notifications wait for the frame.
        #expect(app.log == ["shouldSwipe(0,left)"], "\(app.log)")
        ui.displayLinkStep(at: later + 1.0 / 60)
        #expect(app.log.contains("didSwipe(0,left)"))
        #expect(
            try #require(ui.views.lastPlan).isMoving, "the card flies from the update's time, not from the last frame's"
        )
    }
}
