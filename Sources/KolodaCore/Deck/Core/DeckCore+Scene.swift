extension DeckCore {
    // MARK: Scene

    /// Every card to draw at the current time, back to front: cards fading out behind the deck, the deck from its
    /// last slot to the front, then cards on their way out (the most recent first, so earlier ones stay on top). The
    /// cards are written into `poses` (emptied first, its capacity kept). Returns nil, with the whole slots whose
    /// rectangles `answers` lacks appended to `missing`, when a card needs one.
    // `mutating` though it changes nothing: the shell then lends its core in place, where calling a non-mutating
    // method on a class's stored struct copied the whole core (and retained its arrays) for every scene.
    mutating func makeScene(into poses: inout [CardPose], answers: SceneAnswers, missing: inout [Int]) -> DeckScene? {
        let poser = ScenePoser(core: &self, answers: answers)
        poses.removeAll(keepingCapacity: true)
        poses.reserveCapacity(cards.count + leaving.count)
        // Each card is read through its address (see `ScenePoser.pose`).
        leaving.withUnsafeBufferPointer { leaving in
            cards.withUnsafeBufferPointer { cards in
                @inline(__always) func append(_ card: UnsafePointer<CardRuntime>) {
                    let slot = poser.effectiveSlot(card)
                    if let frame = poser.frame(atSlot: slot) {
                        poses.append(poser.cardPose(card, slot: slot, frame: frame))
                    } else {
                        poser.appendMissingSlots(of: slot, to: &missing)
                    }
                }
                // (A buffer of an empty array may have no address; the loops then do not run.)
                for i in leaving.indices where leaving[i].phase == .fading(onTop: false) {
                    append(leaving.baseAddress! + i)
                }
                for i in cards.indices.reversed() { append(cards.baseAddress! + i) }
                for i in leaving.indices.reversed() where leaving[i].phase != .fading(onTop: false) {
                    append(leaving.baseAddress! + i)
                }
            }
        }
        guard missing.isEmpty else { return nil }
        return DeckScene(
            time: poser.time, size: size, cards: poses, isAnimating: isAnimating,
            currentCardIndex: model.currentCardIndex, countOfCards: model.countOfCards)
    }

    /// The pose of the card at `position` in the deck, or nil (with the missing slots appended to `missing`) as
    /// `makeScene` (`mutating` for the same reason).
    mutating func pose(ofCardAt position: Int, answers: SceneAnswers, missing: inout [Int]) -> ScenePoser.Pose? {
        let poser = ScenePoser(core: &self, answers: answers)
        return cards.withUnsafeBufferPointer { cards in
            let card = cards.baseAddress! + position
            let slot = poser.effectiveSlot(card)
            guard let frame = poser.frame(atSlot: slot) else {
                poser.appendMissingSlots(of: slot, to: &missing)
                return nil
            }
            return poser.pose(card, slot: slot, frame: frame)
        }
    }
}
