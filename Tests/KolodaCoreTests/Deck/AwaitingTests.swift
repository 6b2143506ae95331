import Testing

@_spi(Fronts) @testable import KolodaCore

/// Yields until the deck has `count` tasks waiting (the task started has run up to its wait); no clock involved.
@MainActor
func untilWaiting(_ deck: KolodaDeck, count: Int = 1) async {
    for _ in 0..<10_000 where deck.settleWaits.waits.count < count { await Task.yield() }
    #expect(deck.settleWaits.waits.count == count)
}

@Suite("Awaiting a command")
@MainActor
struct AwaitingTests {
    @Test func aSwipeEndsWhenItsCardHasLeft() async {
        let h = DecidingHarness()
        let task = Task { await h.deck.swipeAndWait(.left) }
        await untilWaiting(h.deck)
        #expect(h.delegate.swipes == ["didSwipe(0,left)"], "the swipe happens at once")
        h.driver.advance(by: 0.05)
        #expect(h.deck.settleWaits.waits.count == 1, "still flying")
        h.driver.settle()
        #expect(await task.value == .swiped(index: 0, direction: .left))
        #expect(h.delegate.swipes.count == 1)
    }

    @Test func aSwipeThatDoesNothingIsRefusedAtOnce() async {
        let h = DecidingHarness(count: 1)
        #expect(await h.deck.swipeAndWait(.up) == .refused, "not an allowed direction")
        #expect(await h.deck.revertActionAndWait() == .refused, "nothing to undo")
        #expect(h.deck.swipe(.left))
        #expect(await h.deck.swipeAndWait(.left) == .refused, "no card")
    }

    @Test func anUndoBeforeTheCardHasLeftSupersedesTheSwipe() async {
        let h = DecidingHarness()
        let task = Task { await h.deck.swipeAndWait(.right) }
        await untilWaiting(h.deck)
        h.driver.advance(by: 0.05)
        #expect(h.deck.revertAction())
        h.driver.advance(by: 1 / 60.0)
        #expect(await task.value == .superseded)
        h.driver.settle()
        #expect(h.delegate.swipes == ["didSwipe(0,right)"] && h.delegate.log.last == "rewind(0)")
    }

    @Test func cancellingStopsTheWaitNotTheSwipe() async {
        let h = DecidingHarness()
        let task = Task { await h.deck.swipeAndWait(.left) }
        await untilWaiting(h.deck)
        task.cancel()
        #expect(await task.value == .interrupted)
        #expect(h.deck.settleWaits.isEmpty)
        #expect(h.deck.currentCardIndex == 1 && h.delegate.swipes == ["didSwipe(0,left)"])
        #expect(h.driver.settle())
        #expect(h.delegate.swipes.count == 1 && h.deck.scene.cards.allSatisfy { !$0.isLeaving })
    }

    @Test func aTaskCancelledBeforeItWaitsStillSwipesOnce() async {
        let h = DecidingHarness()
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await h.deck.swipeAndWait(.left)
        }
        #expect(await task.value == .interrupted)
        #expect(h.delegate.swipes == ["didSwipe(0,left)"] && h.deck.settleWaits.isEmpty)
    }

    @Test func anUndoEndsWhenTheCardIsBackAndRewindIsReported() async {
        let h = DecidingHarness()
        h.deck.swipe(.right)
        h.driver.settle()
        let task = Task { await h.deck.revertActionAndWait() }
        await untilWaiting(h.deck)
        #expect(!h.delegate.log.contains("rewind(0)"))
        h.driver.settle()
        #expect(await task.value == .rewound(index: 0))
        #expect(h.delegate.log.filter { $0 == "rewind(0)" }.count == 1)
    }

    @Test func aSwipeBeforeTheUndoneCardSettlesSupersedesTheUndo() async {
        let h = DecidingHarness()
        h.deck.swipe(.right)
        h.driver.settle()
        let task = Task { await h.deck.revertActionAndWait() }
        await untilWaiting(h.deck)
        h.driver.advance(by: 0.05)
        #expect(h.deck.swipe(.left))
        h.driver.advance(by: 1 / 60.0)
        #expect(await task.value == .superseded)
        h.driver.settle()
        // Every undo is reported once, and each swipe once.
        #expect(h.delegate.log.filter { $0 == "rewind(0)" }.count == 1)
        #expect(h.delegate.swipes == ["didSwipe(0,right)", "didSwipe(0,left)"])
    }

    @Test func leavingTheScreenInterruptsEveryWait() async {
        let h = DecidingHarness()
        let first = Task { await h.deck.swipeAndWait(.left) }
        await untilWaiting(h.deck)
        let second = Task { await h.deck.swipeAndWait(.right) }
        await untilWaiting(h.deck, count: 2)
        h.deck.deckDidLeaveScreen()
        let outcomes = [await first.value, await second.value]
        #expect(outcomes == [.interrupted, .interrupted])
        #expect(h.delegate.swipes == ["didSwipe(0,left)", "didSwipe(1,right)"] && h.deck.currentCardIndex == 2)
    }

    @Test func tenAwaitedSwipesInARowEachEndOnce() async {
        let h = DecidingHarness(count: 10)
        var tasks: [Task<SettleOutcome, Never>] = []
        for i in 0..<10 {
            tasks.append(Task { await h.deck.swipeAndWait(i.isMultiple(of: 2) ? .left : .right) })
            await untilWaiting(h.deck, count: i + 1)
        }
        h.driver.settle()
        var outcomes: [SettleOutcome] = []
        for task in tasks { outcomes.append(await task.value) }
        let expected = (0..<10).map {
            SettleOutcome.swiped(index: $0, direction: $0.isMultiple(of: 2) ? .left : .right)
        }
        #expect(outcomes == expected)
        #expect(h.delegate.swipes.count == 10 && h.deck.settleWaits.isEmpty)
    }
}
