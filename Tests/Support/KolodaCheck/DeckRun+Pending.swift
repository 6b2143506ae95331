import KolodaCore

// Swipes decided later, in the random runs: the delegate's answer changes, the app confirms or rejects with the live
// handle or a stale one, the deck leaves the screen; and the invariants: a decision waits only on the front card,
// every handle decides at most once, a confirm reports exactly one swipe and a reject none, and every decision
// resolves (by the app, a timeout, another command, or the screen going at the end of the run).
extension DeckRun {
    func applyPending(_ op: DeckOperation) {
        switch op {
        case .setDecision(let decision): delegate.decision = decision
        case .confirmPending(let stale): decide(confirming: true, stale: stale)
        case .rejectPending(let stale): decide(confirming: false, stale: stale)
        case .leaveScreen:
            let heard = swipesHeard
            let operations = operationsRun
            deck.deckDidLeaveScreen()
            if deck.pendingSwipe != nil { fail("pending", "a decision still waits after the deck left the screen") }
            if operationsRun == operations && swipesHeard != heard {
                fail("pending", "leaving the screen reported \(swipesHeard - heard) swipes")
            }
        case .aimedRelease(let dx):
            apply(.dragBegan(x: 150, y: 120))
            apply(.dragChanged(dx: dx, dy: 0, vx: 0, vy: 0))
            apply(.dragEnded(dx: dx, dy: 0, vx: 0, vy: 0))
        default: break
        }
    }

    /// Confirms or rejects with the handle waiting, or a stale one: only the handle waiting decides, once; a confirm
    /// is heard as exactly one swipe (the reference commits it), a reject as none.
    private func decide(confirming: Bool, stale: Bool) {
        let live = deck.pendingSwipe
        guard let handle = stale ? delegate.decisionsAsked.last(where: { $0 != live }) : live else { return }
        let heard = swipesHeard
        let operations = operationsRun
        let decided = confirming ? deck.confirmSwipe(handle) : deck.rejectSwipe(handle)
        let name = confirming ? "confirmSwipe" : "rejectSwipe"
        if decided { decisionsDecided += 1 }
        if decided != (handle == live) {
            fail("pending", "\(name)(\(handle)) returned \(decided) with \(String(describing: live)) waiting")
        }
        if deck.pendingSwipe == handle { fail("pending", "\(handle) still waits after \(name)") }
        let expected = decided && confirming ? 1 : 0
        // Inside a notification the deck delivers a call's events after the current one: the swipe is heard later,
        // and the run's count of swipes heard against the reference's checks it then.
        if nesting == 0 && operationsRun == operations && swipesHeard - heard != expected {
            fail("pending", "\(name) was heard as \(swipesHeard - heard) swipes, expected \(expected)")
        }
    }

    /// Inside a query callback a confirm or a reject is rejected and changes nothing (`queried()` checks the model).
    func pendingCallInQuery(_ op: DeckOperation) {
        guard let live = deck.pendingSwipe else { return }
        let accepted = op == .confirmPending(stale: false) ? deck.confirmSwipe(live) : deck.rejectSwipe(live)
        if accepted || deck.pendingSwipe != live { fail("query", "\(op) accepted inside a query callback") }
    }

    /// A release the rule swipes in `wanted`, as the delegate's decision has it: swiped now, returned, or waiting.
    func checkDeferral(of wanted: SwipeResultDirection?) -> SwipeResultDirection? {
        switch delegate.decision {
        case .swipe: return wanted
        case .cancel: return nil
        case .decideLater:
            let waiting = deck.pendingSwipe
            if waiting == nil || waiting?.direction != wanted || waiting != delegate.decisionsAsked.last {
                fail(
                    "pending",
                    "a release deferred toward \(String(describing: wanted)) left \(String(describing: waiting))")
            }
            decisionsDeferred += 1
            return nil
        }
    }

    /// A decision waits only on the front card, which is not dragged, and the scene says so.
    func checkPendingDecision(_ scene: DeckScene) {
        if scene.pendingSwipe != deck.pendingSwipe {
            fail(
                "pending",
                "scene says \(String(describing: scene.pendingSwipe)), deck \(String(describing: deck.pendingSwipe))")
            return
        }
        guard let pending = deck.pendingSwipe else { return }
        let front = scene.cards.last { !$0.isLeaving }
        if pending.index != deck.currentCardIndex || front?.index != pending.index || deck.isDragging
            || !delegate.decisionsAsked.contains(pending)
        {
            fail("pending", "\(pending) waits with the front at \(deck.currentCardIndex), dragging \(deck.isDragging)")
        }
    }

    /// At the end of a run: a decision still waiting (it had no timeout) is ended by the screen going, and must end.
    func resolveLastDecision() {
        guard deck.pendingSwipe != nil else { return }
        applyPending(.leaveScreen)
    }
}
