extension KolodaDeck {
    // MARK: Swiping toward any angle

    /// Swipes the front card toward `angle` (rad, in the deck's coordinates, where y grows downwards: 0 is right,
    /// π/2 down, −π/2 up, π left; any finite value, wrapped by whole turns). The card flies out along that exact
    /// angle, turning to a rotation between those of the two nearest directions.
    ///
    /// The swipe is reported as the nearest of the eight directions (``SwipeResultDirection/nearest(toAngle:)``):
    /// `didSwipeCardAt` with that direction, then `koloda(_:didSwipeCardAt:in:angle:)` with the exact angle. That
    /// direction alone decides whether the swipe may happen, as for ``swipe(_:force:)-(SwipeResultDirection,_)``: it
    /// must be allowed (`allowedDirectionsForIndex`), and `shouldSwipeCardAt` is asked about it (`force` overrides a
    /// no). So an angle between an allowed and a forbidden direction swipes only when the allowed one is nearer. Undo
    /// brings the card back from that direction. An angle that is exactly one of the eight directions' swipes as that
    /// direction's swipe does, in the deck's fly-out style; any other angle takes the engine's flight
    /// (``SwipeFlyOut/flight``), since Koloda 5's tween knows only the eight.
    ///
    /// Returns false, changing nothing, when `angle` is NaN or infinite, and when
    /// ``swipe(_:force:)-(SwipeResultDirection,_)`` would for the nearest direction.
    @discardableResult
    public func swipe(toward angle: Double, force: Bool = false) -> Bool {
        guard let heading = SwipeHeading(angle: angle) else { return false }
        return swipeFrontCard(heading.direction, heading: heading, force: force, operation: "swipe(toward:force:)")
    }

    /// Swipes the front card along `vector` (any length; only its direction counts): ``swipe(toward:force:)`` with
    /// the vector's angle. Returns false, changing nothing, for a zero or non-finite vector.
    @discardableResult
    public func swipe(along vector: Vector, force: Bool = false) -> Bool {
        guard let heading = SwipeHeading(vector: vector) else { return false }
        return swipeFrontCard(heading.direction, heading: heading, force: force, operation: "swipe(along:force:)")
    }
}
