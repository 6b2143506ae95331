extension DeckCore {
    // MARK: Scene

    // The scene is a read of the core. The shell holds its core in a class, where a method called on the whole core
    // copies it (every array it holds retained) for the call; so the reads are static functions that take, as
    // `borrowing` arguments, only the parts they read, and the shell lends those parts (`KolodaDeck.makeScene`).

    /// Every card to draw, back to front: cards fading out behind the deck, the deck (`cards`, front first) from its
    /// last slot to the front, then cards on their way out (`leaving`, oldest first; the most recent drawn first, so
    /// earlier ones stay on top). The cards are written into `poses` (emptied first, its capacity kept). Returns
    /// false, with the whole slots whose rectangles the poser lacks appended to `missing`, when a card needs one.
    static func poses(
        of cards: borrowing [CardRuntime], leaving: borrowing [CardRuntime], poser: borrowing ScenePoser,
        into poses: inout [CardPose], missing: inout [Int]
    ) -> Bool {
        // One bulk removal, not `removeAllKeepingStorage()`: this runs in every frame, where removing one pose at a
        // time made the engine's drag update slower (docs/embedded.md, "Size").
        poses.removeAll(keepingCapacity: true)
        poses.reserveCapacity(cards.count + leaving.count)
        for i in leaving.indices where leaving[i].phase == .fading(onTop: false) {
            poser.appendPose(of: leaving, at: i, to: &poses, missing: &missing)
        }
        for i in cards.indices.reversed() { poser.appendPose(of: cards, at: i, to: &poses, missing: &missing) }
        for i in leaving.indices.reversed() where leaving[i].phase != .fading(onTop: false) {
            poser.appendPose(of: leaving, at: i, to: &poses, missing: &missing)
        }
        return missing.isEmpty
    }
}
