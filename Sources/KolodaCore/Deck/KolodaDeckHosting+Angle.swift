// MARK: - Any angle

extension KolodaDeckHosting {
    /// Swipes the front card toward `angle` (rad: 0 right, π/2 down, −π/2 up), flying out along it
    /// (``KolodaDeck/swipe(toward:force:)``). Reported as the nearest of the eight directions (`didSwipeCardAt`), which
    /// must be allowed, then with the exact angle (`koloda(_:didSwipeCardAt:in:angle:)`). Returns false when it
    /// could not.
    @discardableResult
    public func swipe(toward angle: Double, force: Bool = false) -> Bool {
        updateDeck { $0.swipe(toward: angle, force: force) }
    }

    /// Swipes the front card along `vector` (only its direction counts; ``KolodaDeck/swipe(along:force:)``).
    @discardableResult
    public func swipe(along vector: Vector, force: Bool = false) -> Bool {
        updateDeck { $0.swipe(along: vector, force: force) }
    }
}
