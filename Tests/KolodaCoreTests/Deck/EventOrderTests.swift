import Testing

@_spi(Fronts) @testable import KolodaCore

/// docs/koloda-behaviour.md §6, with the timing of decision D13.
@Suite("Event order")
@MainActor
struct EventOrderTests {
    @Test func firstShowIsDeliveredAtTheFirstTick() {
        let h = Harness()
        #expect(h.delegate.log == ["show(0)"])
    }

    @Test func delegateAssignedAfterDataSourceStillHearsTheFirstShow() {
        // D12: Koloda lost this call when the data source was assigned first.
        let deck = KolodaDeck()
        let ds = CountingDataSource(count: 3)
        deck.dataSource = ds
        let delegate = RecordingDelegate()
        deck.delegate = delegate
        _ = DeckDriver(deck: deck)
        #expect(delegate.log == ["show(0)"])
    }

    @Test func assigningTheDataSourceTwiceDoesNotDuplicateCards() {
        let h = Harness()
        h.deck.dataSource = h.dataSource
        let other = CountingDataSource(count: 5)
        h.deck.dataSource = other
        h.deck.dataSource = other
        #expect(h.deck.scene.cards.count == 3)
        #expect(h.deck.visibleIndexes == [0, 1, 2])
    }

    @Test func successfulDragSwipe() {
        // §6 A: panBegan, drag updates, shouldSwipe, didSwipe at the decision (D13), panFinished; show(1) once settled.
        let h = Harness()
        h.delegate.clear()
        h.driver.drag(from: h.grab, by: Vector(dx: 200, dy: 0), duration: 0.3, hold: 0.1)
        #expect(h.delegate.decisions == ["panBegan(0)", "shouldSwipe(0,right)", "didSwipe(0,right)", "panFinished(0)"])
        #expect(h.delegate.log.contains("dragged"))
        h.driver.settle()
        #expect(h.delegate.decisions.last == "show(1)")
        #expect(h.delegate.decisions.filter { $0 == "show(1)" }.count == 1)
    }

    @Test func dragSwipeOfTheLastCard() {
        // §6 A': didSwipe, runOut, then panFinished; no show.
        let h = Harness(count: 1)
        h.delegate.clear()
        h.driver.drag(from: h.grab, by: Vector(dx: -220, dy: 0), duration: 0.3, hold: 0.1)
        h.driver.settle()
        #expect(
            h.delegate.decisions == [
                "panBegan(0)", "shouldSwipe(0,left)", "didSwipe(0,left)", "runOut", "panFinished(0)"
            ])
        #expect(h.deck.isRunOutOfCards && h.deck.currentCardIndex == 1)
    }

    @Test func cancelledDrag() {
        // §6 B, §2.9: below the threshold → shouldSwipe asked about the nearest direction (Koloda 5 asked on every
        // release with one), then reset, panFinished.
        let h = Harness()
        h.delegate.clear()
        h.driver.drag(from: h.grab, by: Vector(dx: 60, dy: 0), duration: 0.3, hold: 0.1)
        #expect(h.delegate.decisions == ["panBegan(0)", "shouldSwipe(0,right)", "reset", "panFinished(0)"])
        #expect(h.driver.settle())
        #expect(h.front?.offset == .zero && h.deck.currentCardIndex == 0)
    }

    @Test func shouldSwipeFalseReturnsTheCard() {
        let h = Harness()
        h.delegate.shouldSwipeAnswer = false
        h.delegate.clear()
        h.driver.drag(from: h.grab, by: Vector(dx: 220, dy: 0), duration: 0.3, hold: 0.1)
        #expect(h.delegate.decisions == ["panBegan(0)", "shouldSwipe(0,right)", "reset", "panFinished(0)"])
        #expect(h.deck.currentCardIndex == 0)
    }

    @Test func pointerCancelResetsWithoutPanFinished() throws {
        let h = Harness()
        h.delegate.clear()
        h.driver.drag(from: h.grab, by: Vector(dx: 200, dy: 0), duration: 0.2, release: false)
        h.deck.pointerCancelled()
        #expect(h.delegate.decisions == ["panBegan(0)", "reset"])
    }

    @Test func programmaticSwipe() {
        // §6 C: shouldSwipe, didSwipe at once; show(1) after the advance settles.
        let h = Harness()
        h.delegate.clear()
        #expect(h.deck.swipe(.left))
        #expect(h.delegate.decisions == ["shouldSwipe(0,left)", "didSwipe(0,left)"])
        h.driver.settle()
        #expect(h.delegate.decisions == ["shouldSwipe(0,left)", "didSwipe(0,left)", "show(1)"])
    }

    @Test func forceSwipesDespiteShouldSwipeButNotOutsideAllowedDirections() {
        let h = Harness()
        h.delegate.shouldSwipeAnswer = false
        #expect(!h.deck.swipe(.right))
        #expect(h.deck.swipe(.right, force: true))
        #expect(!h.deck.swipe(.up, force: true))
        #expect(h.deck.currentCardIndex == 1)
    }

    @Test func revert() {
        // §6 D: rewind then show, once the card is back.
        let h = Harness()
        h.deck.swipe(.right)
        h.driver.settle()
        h.delegate.clear()
        #expect(h.deck.revertAction())
        #expect(h.delegate.decisions.isEmpty)
        h.driver.settle()
        #expect(h.delegate.decisions == ["rewind(0)", "show(0)"])
        #expect(h.deck.currentCardIndex == 0 && h.deck.history.isEmpty)
        #expect(!h.deck.revertAction())
    }

    @Test func tapSelectsTheCardUnderThePointer() {
        // §6 G.
        let h = Harness()
        h.delegate.clear()
        h.driver.tap(at: h.center)
        #expect(h.delegate.decisions == ["select(0)"])
        h.driver.tap(at: Point(x: -50, y: -50))
        #expect(h.delegate.decisions == ["select(0)"])
    }

    @Test func tenRapidSwipesGiveTenReportsInOrder() {
        // D7: Koloda dropped swipes while animating.
        let h = Harness(count: 12)
        h.delegate.clear()
        for i in 0..<10 {
            #expect(h.deck.swipe(i.isMultiple(of: 2) ? .left : .right))
            h.driver.advance(by: 0.01)  // ten calls within 100 ms of engine time
        }
        let swipes = h.driver.events(named: ["didSwipeCardAt"])
        #expect(swipes == (0..<10).map { .didSwipeCard(index: $0, direction: $0.isMultiple(of: 2) ? .left : .right) })
        h.driver.settle()
        #expect(h.driver.events(named: ["didSwipeCardAt"]).count == 10)
        #expect(h.deck.currentCardIndex == 10 && h.deck.history.count == 10)
        // Every card that reached the front was shown exactly once, before its swipe.
        let shows = h.driver.events(named: ["didShowCardAt"]).compactMap(\.index)
        #expect(shows == Array(0...10))
    }

    @Test func callsFromNotificationCallbacksApplyAndQueueTheirEventsInOrder() {
        // D13: undo inside didSwipe (Koloda swallowed it); insert inside run-out (Koloda's example).
        let h = Harness(count: 2)
        var undone = false
        h.delegate.onSwipe = { deck, index, _ in
            if index == 0 && !undone {
                undone = true
                #expect(deck.revertAction())
            }
        }
        h.deck.swipe(.right)
        #expect(h.deck.currentCardIndex == 0 && h.deck.history.isEmpty)
        h.driver.settle()
        #expect(h.delegate.decisions.suffix(3) == ["didSwipe(0,right)", "rewind(0)", "show(0)"])

        h.delegate.onSwipe = nil
        h.delegate.onRunOut = { deck in
            h.dataSource.count += 4
            #expect(throws: Never.self) { try deck.insertCards(at: deck.currentCardIndex..<deck.currentCardIndex + 4) }
        }
        h.deck.swipe(.left)
        h.deck.swipe(.left)
        h.driver.collect()
        #expect(h.deck.countOfCards == 6 && h.deck.visibleIndexes == [2, 3, 4])
        #expect(h.driver.events(named: ["kolodaDidRunOutOfCards"]).count == 1)
    }

    @Test func mutationsFromQueriesAreRejected() {
        let h = Harness()
        var rejectedInsert: KolodaError?
        var swipedInside = true
        h.delegate.onShouldSwipe = { deck in
            swipedInside = deck.swipe(.left)
            do { try deck.insertCards(at: 0..<1) } catch { rejectedInsert = error as? KolodaError }
        }
        h.deck.swipe(.right)
        #expect(!swipedInside)
        #expect(rejectedInsert == .calledDuringQuery(operation: "insertCards(at:animated:)"))
        #expect(h.deck.currentCardIndex == 1 && h.deck.history == [SwipeRecord(index: 0, direction: .right)])
        #expect(h.driver.events(named: ["didReport"]).isEmpty)  // delivered at the next frame
        h.driver.collect()
        #expect(
            h.driver.events(named: ["didReport"]) == [
                .diagnostic(.ignoredCallDuringQuery(operation: "swipe(_:force:)"))
            ])
    }

    @Test func defaultsAreTheSameWithoutADelegate() {
        // D14: Koloda allowed every direction for swipe() and froze background cards when there was no delegate.
        let deck = KolodaDeck()
        let ds = CountingDataSource(count: 5)
        deck.dataSource = ds
        let driver = DeckDriver(deck: deck)
        #expect(!deck.swipe(.up))
        let before = deck.scene.cards[1].frame
        let grab = Point(x: 150, y: 100)
        driver.drag(from: grab, by: Vector(dx: 75, dy: 0), duration: 0.2, release: false)
        #expect(deck.scene.cards[1].frame != before)  // background moves by default
        #expect(deck.scene.cards[1].alpha > 0.7)  // and transparentizes by default
    }

    @Test func historyEvictionIsReported() {
        let h = Harness(count: 10) { deck, _ in deck.undoLimit = 2 }
        for _ in 0..<3 { h.deck.swipe(.right) }
        #expect(h.delegate.log.filter { $0.hasPrefix("evict") } == ["evict(0,undoLimit)"])
        h.deck.resetCurrentCardIndex()
        #expect(
            h.delegate.log.filter { $0.hasPrefix("evict") } == [
                "evict(0,undoLimit)", "evict(1,historyCleared)", "evict(2,historyCleared)"
            ])
    }

    @Test func thresholdCrossingIsReportedOncePerCrossingEachWay() {
        let h = Harness()
        h.delegate.clear()
        h.driver.drag(from: h.grab, by: Vector(dx: 200, dy: 0), duration: 0.3, release: false)
        for x in stride(from: 190.0, through: 50, by: -10) {  // back toward the centre, same press
            try? h.deck.pointerMoved(to: h.grab + Vector(dx: x, dy: 0), time: h.driver.time)
        }
        #expect(
            h.delegate.log.filter { $0.hasPrefix("threshold") } == ["threshold(right,true)", "threshold(right,false)"])
    }
}
