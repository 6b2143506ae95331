import Testing

@_spi(Fronts) @testable import KolodaCore

/// A chosen front card in the data-driven deck: `KolodaStackModel.show(_:animated:)`, what SwiftUI's
/// `KolodaStackController.show(_:animated:)` and `front(_:animated:)` call.
@MainActor
@Suite("Data-driven deck: a chosen front item")
struct StackFrontCardTests {
    private func model(_ items: [String]) -> (KolodaStackModel<String>, Log) {
        let model = KolodaStackModel(items: items)
        model.resize(to: Size(width: 300, height: 400))
        let log = Log()
        model.handlers.onShow = { log.lines.append("show \($0)") }
        model.handlers.onSwipe = { item, direction in log.lines.append("swipe \(item) \(direction)") }
        model.frame(at: 0)
        return (model, log)
    }

    final class Log { var lines: [String] = [] }

    private func settle(_ model: KolodaStackModel<String>, from start: Double) {
        var now = start
        for _ in 0..<300 where model.frame(at: now) { now += 1.0 / 60 }
    }

    @Test(arguments: [false, true])
    func anItemComesToTheFrontWithOnlyItsOnShow(animated: Bool) throws {
        let (model, log) = model(["a", "b", "c", "d", "e", "f"])
        settle(model, from: 0)
        log.lines = []
        model.perform(at: 1) { _ in }  // the clock moves to the call's time, as the controller's `updateDeck` does
        try model.show("e", animated: animated)
        #expect(model.currentItem == "e")
        #expect(model.deck.isAnimating == animated, "only the animated jump moves cards")
        settle(model, from: 1)
        #expect(log.lines == ["show e"], "no swipe for the items skipped")
        #expect(model.poses.last(where: \.isFront)?.item == "e")
    }

    @Test func anItemNotInTheListIsATypedErrorAndChangesNothing() throws {
        let (model, log) = model(["a", "b", "c"])
        model.perform(at: 0.5) { $0.swipe(.left) }
        settle(model, from: 0.5)
        let before = model.deck.model
        log.lines = []
        #expect(throws: StackItemsError.itemNotInList) { try model.show("z", animated: true) }
        #expect(model.deck.model == before && !model.deck.isAnimating)
        #expect(!model.show("z"), "the binding's form says false")
        settle(model, from: 2)
        #expect(log.lines.isEmpty)
    }

    @Test func theUndoHistoryIsKeptByIdentity() throws {
        let (model, _) = model(["a", "b", "c", "d"])
        model.perform(at: 0.5) { $0.swipe(.left) }
        try model.show("d", animated: false)
        #expect(model.undoItems == ["a"])
        #expect(model.perform(at: 1) { $0.revertAction() })
        #expect(model.currentItem == "a")
    }
}
