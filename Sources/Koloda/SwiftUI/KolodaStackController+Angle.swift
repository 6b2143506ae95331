#if os(iOS) || os(macOS)
@_spi(Fronts) import KolodaCore

@available(iOS 14.0, *)
extension KolodaStackController {
    /// Swipes the front card toward `angle` (rad: 0 right, π/2 down, −π/2 up), flying out along it
    /// (`KolodaDeck.swipe(toward:force:)`): reported to `onSwipe` as the nearest of the eight directions, which must be
    /// allowed, then to `onSwipeAngle` with the exact angle. Returns false, changing nothing, when it could not.
    @discardableResult
    public func swipe(toward angle: Double, force: Bool = false) -> Bool {
        updateDeck { $0.swipe(toward: angle, force: force) }
    }

    /// Swipes the front card along `vector` (only its direction counts; `KolodaDeck.swipe(along:force:)`).
    @discardableResult
    public func swipe(along vector: Vector, force: Bool = false) -> Bool {
        updateDeck { $0.swipe(along: vector, force: force) }
    }
}
#endif
