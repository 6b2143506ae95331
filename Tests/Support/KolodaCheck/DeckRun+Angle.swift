import KolodaCore

extension DeckRun {
    /// `swipe(toward:force:)`: accepted exactly when `swipe(_:force:)` would be for the nearest direction (never for a
    /// NaN or infinite angle); an accepted one alone is reported once as a swipe (the reference commits it) and once
    /// with its angle, right after.
    func swipe(toward angle: Double, force: Bool) {
        let nearest = SwipeResultDirection.nearest(toAngle: angle)
        let expected =
            nearest.map { reference.window.first != nil && delegate.allowed.contains($0) } ?? false
            && (force || delegate.shouldSwipeAnswer)
        let heard = swipesHeard
        let angles = anglesHeard
        let operations = operationsRun
        let result = deck.swipe(toward: angle, force: force)
        if result != expected {
            return fail("swipe result", "swipe(toward: \(lit(angle)), force: \(force)) returned \(result)")
        }
        guard result else { return }
        angleSwipes += 1
        if anglesHeard > angleSwipes {
            return fail("swipe report", "\(anglesHeard) angle reports for \(angleSwipes) swipes toward an angle")
        }
        if nesting == 0 && operationsRun == operations && (swipesHeard != heard + 1 || anglesHeard != angles + 1) {
            fail(
                "swipe report",
                "swipe(toward: \(lit(angle))) was heard \(swipesHeard - heard) times as a swipe and "
                    + "\(anglesHeard - angles) times with its angle, not once each")
        }
    }

    /// The delegate heard `didSwipeCardAtAngle`: it follows the swipe report of the same direction, the nearest to the
    /// angle.
    func heardSwipeAngle(_ index: Int, _ direction: SwipeResultDirection, _ angle: Double) {
        anglesHeard += 1
        if lastSwipeDirection != direction || SwipeResultDirection.nearest(toAngle: angle) != direction {
            fail(
                "swipe report",
                "didSwipeCardAtAngle(\(index), .\(direction), \(angle)) after a swipe reported "
                    + "\(lastSwipeDirection.map { ".\($0)" } ?? "nil")")
        }
    }
}
