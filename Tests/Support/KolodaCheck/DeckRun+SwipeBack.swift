import KolodaCore

// Swipe back to undo, in the random runs: the band's width changes, swipe backs are made on purpose (`swipeBack`)
// and by chance (a random press in the band); and the invariants: a swipe back reports no swipe, undoes at most once,
// and undoes exactly when the release rule returns the card and its swipe is still the last (the reference model
// then reverts; the history and window checks follow after every step).
extension DeckRun {
    func applySwipeBack(_ op: DeckOperation) {
        switch op {
        case .setSwipeBack(let width): deck.settings.swipeBackEdgeWidth = width
        case .swipeBack(let distance, let speed): swipeBack(distance: distance, speed: speed)
        default: break
        }
    }

    /// A drag pressed up to 5 pt inside the band of `deck.swipeBackRegion` and moved `distance` pt into the deck,
    /// released at `speed` pt/s into it. With no band, nothing (a press there would be an ordinary drag, tested
    /// elsewhere).
    private func swipeBack(distance: Double, speed: Double) {
        guard let region = deck.swipeBackRegion, !deck.isDragging else { return }
        let u = region.direction.unitVector
        let size = deck.size
        // The band's edge point, 5 pt in (less on a tiny deck), halfway along the edge (a corner for a diagonal).
        let ix = min(5, size.width / 2)
        let iy = min(5, size.height / 2)
        let x = u.dx > 0 ? size.width - ix : u.dx < 0 ? ix : size.width / 2
        let y = u.dy > 0 ? size.height - iy : u.dy < 0 ? iy : size.height / 2
        apply(.dragBegan(x: x, y: y))
        if !deck.isSwipingBack && nesting == 0 && failure == nil {
            fail("swipe back", "a press at (\(x), \(y)) in \(region) started no swipe back")
            return
        }
        let inward = u * -1
        apply(.dragChanged(dx: inward.dx * distance, dy: inward.dy * distance, vx: 0, vy: 0))
        let v = inward * speed
        apply(.dragEnded(dx: inward.dx * distance, dy: inward.dy * distance, vx: v.dx, vy: v.dy))
    }

    /// Notes the swipe a swipe back began to hold (the history's last), after each operation.
    func trackSwipeBack() {
        if !deck.isSwipingBack {
            swipeBackRecord = nil
        } else if swipeBackRecord == nil {
            swipeBackRecord = deck.history.last
        }
    }

    /// Runs the release of a swipe back (`body`) and checks it: no swipe reported, no question asked, and an undo
    /// exactly when the rule returns the card (the policy saw one context, its direction the only one allowed) and
    /// the swipe held is still the last; the reference reverts then.
    func checkingSwipeBackRelease(_ body: () -> Void) {
        _ = releases.take()
        let held = swipeBackRecord
        let questions = delegate.shouldSwipeQuestions.count
        let heard = swipesHeard
        let operations = operationsRun
        let lastBefore = deck.history.last
        let countBefore = deck.history.count
        body()
        let contexts = releases.take()
        guard !deck.isSwipingBack else { return }  // a rejected sample: the swipe back goes on
        swipeBackRecord = nil
        guard nesting == 0, operationsRun == operations else { return }
        swipeBacksReleased += 1
        if swipesHeard != heard { fail("swipe back", "a swipe back's release reported \(swipesHeard - heard) swipes") }
        if delegate.shouldSwipeQuestions.count != questions {
            fail("swipe back", "a swipe back asked shouldSwipeCardAt")
        }
        var undo = false
        if let held, held == lastBefore, contexts.count == 1, let context = contexts.first {
            if context.allowedDirections != [held.direction] {
                fail("swipe back", "the rule saw \(context.allowedDirections), expected [\(held.direction)]")
            }
            undo = ReferenceRelease.decide(context) == nil
        }
        if contexts.count > 1 { fail("swipe back", "the rule was asked \(contexts.count) times") }
        if undo {
            swipeBacksUndone += 1
            reverts += 1
            _ = reference.revert()
        }
        if deck.history.count != countBefore - (undo ? 1 : 0) {
            fail("swipe back", "history went from \(countBefore) to \(deck.history.count), undo expected: \(undo)")
        }
    }
}
