extension DeckPresenter {
    /// Runs `body` on the deck without moving its clock, for settings a host applies from inside its own update pass
    /// (SwiftUI's `updateUIView`): no time passes, so no motion settles and no notification falls due during the
    /// pass. What falls due is delivered at the next frame, outside the host's update. Calls `body` makes into the
    /// presenter do not move the clock either, and a frame is noted as needed.
    @discardableResult
    package func updateHoldingClock<T>(_ body: (KolodaDeck) -> T) -> T {
        // `update(at:_:)` leaves the clock where it is for a time that is not finite, and calls nested in it
        // (`depth` above zero) never move it.
        update(at: .nan, body)
    }
}
