import KolodaCore

/// The demo's stand-in for a server that checks each like: it answers `latency` seconds (deck clock) after it is
/// asked, and rejects every fifth like (the 5th, 10th, …), so the card springs back. A value; the screen asks it and
/// delivers its answers as the clock advances.
struct LikeNetwork {
    /// How long the "server" takes to answer (s).
    var latency = 0.8
    /// Likes asked about so far.
    private(set) var likes = 0
    /// Questions not yet answered: the handle, when the answer is due (s) and whether it accepts.
    private(set) var waiting: [(swipe: PendingSwipe, due: Double, accepts: Bool)] = []

    /// Sends the like `swipe` at `now` (s).
    mutating func ask(_ swipe: PendingSwipe, now: Double) {
        likes += 1
        waiting.append((swipe, now + latency, !likes.isMultiple(of: 5)))
    }

    /// The answers due by `now` (s), oldest first, taken out of `waiting`.
    mutating func answers(dueBy now: Double) -> [(swipe: PendingSwipe, accepts: Bool)] {
        let due = waiting.filter { $0.due <= now }
        waiting.removeAll { $0.due <= now }
        return due.map { ($0.swipe, $0.accepts) }
    }
}
