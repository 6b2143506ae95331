import Testing

@_spi(Fronts) @testable import KolodaCore

/// A chosen front card through UIKit's `KolodaView` on the real presenter (`UIKitFront`): the view's
/// `showCard(at:animated:)` is one `updateDeck` call. Expected events and history are docs/behaviour.md's ("A chosen
/// front card"): cards skipped are not swiped, the history is kept, `didShowCardAt(index)` follows once the card has
/// settled, an index out of range throws `indexRangeOutOfBounds` with that index alone and changes nothing.
@Suite("UIKit front, showCard(at:animated:) on the real presenter")
@MainActor
struct UIKitFrontShowCardTests {
    /// `showCard(at:animated:)` as the view makes it, its error returned.
    static func showCard(_ ui: UIKitFront, at index: Int, animated: Bool, now: Double) -> KolodaError? {
        ui.updateDeck(at: now) { deck -> KolodaError? in
            do throws(KolodaError) {
                try deck.showCard(at: index, animated: animated)
                return nil
            } catch {
                return error
            }
        }
    }

    /// The deck's events that say which card is shown and what was swiped or undone.
    static func showsAndSwipes(_ app: RecordingDelegate) -> [String] {
        app.decisions.filter { ["show", "didSwipe", "rewind", "runOut"].contains(where: $0.hasPrefix) }
    }

    /// Where the card views are in the last frame (whether a view is new aside: that is about the previous frame).
    static func placements(_ ui: UIKitFront) -> [SceneApplication.Placement] {
        (ui.views.lastPlan?.cards.placements ?? []).map { placement in
            var placement = placement
            placement.isFresh = false
            return placement
        }
    }

    @Test func startingAtAChosenCardShowsThatCardFirstAndSwipesNothing() {
        // `viewDidLoad`: the data source, `showCard(at: 3, animated: false)`, the delegate; then the view lays out.
        let ui = UIKitFront()
        let app = RecordingDelegate()
        ui.setDataSource(CountingDataSource(count: 5), at: 1)
        #expect(Self.showCard(ui, at: 3, animated: false, now: 1) == nil)
        ui.setDelegate(app)
        ui.layoutSubviews(size: UIKitFrontTests.size, at: 1.001)
        _ = UIKitFrontAngleTests.run(ui, from: 1.001, for: 1.5)
        #expect(Self.showsAndSwipes(app) == ["show(3)"])
        #expect(ui.deck.currentCardIndex == 3 && ui.deck.history.isEmpty)
        #expect(ui.viewForCard(at: 3) != nil && ui.viewForCard(at: 0) == nil)
    }

    @Test func aJumpKeepsTheHistoryAndUndoBringsBackTheLastCardSwiped() {
        let (ui, app, start) = UIKitFrontTests.deckOnScreen()
        #expect(ui.updateDeck(at: start) { $0.swipe(.right) })
        var t = UIKitFrontAngleTests.run(ui, from: start, for: 1)
        app.clear()
        #expect(Self.showCard(ui, at: 3, animated: true, now: t) == nil)
        #expect(ui.deck.currentCardIndex == 3)
        #expect(Self.showsAndSwipes(app).isEmpty, "didShowCardAt waits for the card to settle")
        t = UIKitFrontAngleTests.run(ui, from: t, for: 1.5)
        #expect(Self.showsAndSwipes(app) == ["show(3)"], "cards 1 and 2 are skipped, not swiped")
        #expect(ui.deck.history == [SwipeRecord(index: 0, direction: .right)])
        #expect(!ui.displayLinkRunning)
        app.clear()
        #expect(ui.updateDeck(at: t) { $0.revertAction() })
        _ = UIKitFrontAngleTests.run(ui, from: t, for: 1.5)
        #expect(Self.showsAndSwipes(app) == ["rewind(0)", "show(0)"])
        #expect(ui.deck.currentCardIndex == 0 && ui.deck.history.isEmpty)
    }

    @Test func aJumpBackwardWorksAsAJumpForward() {
        let (ui, app, start) = UIKitFrontTests.deckOnScreen()
        #expect(Self.showCard(ui, at: 4, animated: false, now: start) == nil)
        var t = UIKitFrontAngleTests.run(ui, from: start, for: 1)
        app.clear()
        #expect(Self.showCard(ui, at: 1, animated: true, now: t) == nil)
        t = UIKitFrontAngleTests.run(ui, from: t, for: 1.5)
        #expect(Self.showsAndSwipes(app) == ["show(1)"])
        #expect(ui.deck.currentCardIndex == 1 && ui.deck.history.isEmpty)
    }

    @Test func withoutAnimationEveryCardIsInPlaceInTheNextFrame() throws {
        let (ui, _, start) = UIKitFrontTests.deckOnScreen()
        #expect(Self.showCard(ui, at: 2, animated: false, now: start) == nil)
        ui.displayLinkStep(at: start + 1.0 / 60)
        let plan = try #require(ui.views.lastPlan)
        // The front card (2) sits in slot 0 and the next (3) in slot 1, where `frameForCard(at:)` puts them.
        for (slot, index) in [(0, 2), (1, 3)] {
            let card = try #require(plan.cards.placements.first { $0.index == index && !$0.isLeaving })
            #expect(close(card.center.x, ui.deck.frameForCard(at: slot).center.x, 1e-9))
            #expect(close(card.center.y, ui.deck.frameForCard(at: slot).center.y, 1e-9))
            #expect(card.alpha > 0)
        }
    }

    @Test func theCardAlreadyInFrontChangesNothingAndSendsNothing() {
        let (ui, app, start) = UIKitFrontTests.deckOnScreen()
        app.clear()
        let model = ui.deck.model
        #expect(Self.showCard(ui, at: 0, animated: true, now: start) == nil)
        _ = UIKitFrontAngleTests.run(ui, from: start, for: 1)
        #expect(ui.deck.model == model && app.log.isEmpty)
    }

    @Test(arguments: [-1, 5, 6, Int.max, Int.min])
    func anIndexOutOfRangeThrowsTheTypedErrorAndLeavesTheDeckUnchanged(index: Int) {
        let (ui, app, start) = UIKitFrontTests.deckOnScreen()
        #expect(ui.updateDeck(at: start) { $0.swipe(.left) })
        let t = UIKitFrontAngleTests.run(ui, from: start, for: 1)
        app.clear()
        let model = ui.deck.model
        let placements = Self.placements(ui)
        // The range holding that index alone (docs/bad-input.md); empty at `Int.max`, which has no successor.
        let range = index == Int.max ? index..<index : index..<index + 1
        #expect(Self.showCard(ui, at: index, animated: true, now: t) == .indexRangeOutOfBounds(range: range, count: 5))
        ui.displayLinkStep(at: t + 1.0 / 60)
        #expect(ui.deck.model == model && Self.placements(ui) == placements)
        #expect(app.log.isEmpty)
    }

    @Test func aDeckWithoutCardsHasNoCardToShow() {
        let ui = UIKitFront()
        ui.layoutSubviews(size: UIKitFrontTests.size, at: 1)
        #expect(Self.showCard(ui, at: 0, animated: false, now: 1) == .indexRangeOutOfBounds(range: 0..<1, count: 0))
        #expect(ui.deck.currentCardIndex == 0 && ui.deck.countOfCards == 0)
    }
}
