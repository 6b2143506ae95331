extension DeckPresenter {
    /// Runs `body` on the deck at `now` (s), as `update(at:_:)` does, but delivers no notification during it: what
    /// falls due or happens is queued and reaches the delegate at the next frame (or the next call), outside the
    /// host's own update pass (SwiftUI's `updateUIView`, where a callback that publishes state is not allowed). The
    /// clock still moves, so what `body` starts (the appear animation of a first data source) starts now.
    @discardableResult
    package func updateHoldingEvents<T>(at now: Double, _ body: (KolodaDeck) -> T) -> T {
        // The deck queues, without delivering, the events that arise while it delivers (a call made from a callback
        // has its events delivered after the current one): marked as delivering, it holds them all until its next
        // flush, which the next frame's `advance(to:)` makes.
        let wasDelivering = deck.isDelivering
        deck.isDelivering = true
        defer { deck.isDelivering = wasDelivering }
        return update(at: now, body)
    }
}
