import Testing

@_spi(Fronts) @testable import KolodaCore

/// The SwiftUI stack's `decideSwipe` modifier, through the model: the handler gets the card's item and the handle;
/// the stack leaving the screen rejects a card still waiting.
@MainActor
@Suite("Data-driven deck: swipes decided later")
struct StackDecisionTests {
    /// A model of three items whose handler defers every release, with a drag to the right released on its clock;
    /// returns the model and its time (s).
    func deferringModel() -> (KolodaStackModel<String>, Double) {
        let model = KolodaStackModel(items: ["a", "b", "c"])
        model.resize(to: Size(width: 300, height: 400))
        var now = 1.0
        for _ in 0..<120 where model.frame(at: now) { now += 1.0 / 60 }
        model.handlers.decideSwipe = { item, swipe in
            // The handle names the card the item is on.
            item == ["a", "b", "c"][swipe.index] ? .decideLater(timeout: nil) : .cancel
        }
        let press = model.deck.frameForCard(at: 0).center
        for step in 1...10 {
            model.dragChanged(
                start: press, location: press + Vector(dx: Double(step) * 25, dy: 0), sampleTime: now, now: now)
            model.frame(at: now)
            now += 1.0 / 60
        }
        now += 0.2  // held still: no flick
        model.dragEnded(location: press + Vector(dx: 250, dy: 0), sampleTime: now)
        model.frame(at: now)
        return (model, now)
    }

    @Test func theHandlerGetsTheItemAndAConfirmIsHeardAsOneSwipe() throws {
        var (model, now) = deferringModel()
        var swiped: [String] = []
        model.handlers.onSwipe = { item, _ in swiped.append(item) }
        let pending = try #require(model.deck.pendingSwipe, "the handler deferred the release on item a")
        #expect(pending.index == 0 && pending.direction == .right && swiped.isEmpty)
        #expect(model.perform(at: now) { $0.confirmSwipe(pending) })
        for _ in 0..<120 where model.frame(at: now) { now += 1.0 / 60 }
        #expect(swiped == ["a"] && model.currentItem == "b")
    }

    @Test func theLastViewLeavingRejectsTheWaitingCard() throws {
        let (model, _) = deferringModel()
        var resets: [String] = []
        model.handlers.onReset = { resets.append($0) }
        model.stackAppeared()
        model.stackAppeared()
        model.stackDisappeared()
        #expect(model.deck.pendingSwipe != nil, "another view still shows the deck")
        model.stackDisappeared()
        #expect(model.deck.pendingSwipe == nil && resets == ["a"] && model.currentItem == "a")
    }
}
