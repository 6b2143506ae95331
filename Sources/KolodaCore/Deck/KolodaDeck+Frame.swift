extension KolodaDeck {
    // MARK: Time

    /// Moves the deck's clock to `now` (s, the host's monotonic clock): finishes animations that are done and
    /// delivers the notifications that were waiting for them (`didShowCardAt`, `didRewindTo`). Builds no scene and
    /// asks the delegate nothing: a front calls it before applying input or a command, so that what the input starts
    /// starts at `now`. A time earlier than the last one is treated as the last one (time never goes backwards).
    /// - Throws: `KolodaError.invalidTime` for NaN or infinite times; nothing changes.
    public func advance(to newTime: Double) throws(KolodaError) {
        guard newTime.isFinite else { throw .invalidTime(newTime) }
        #if DEBUG
        clockMoves &+= 1
        #endif
        core.advance(to: newTime)
        expirePendingDecision()
        flushEvents()
        if !settleWaits.isEmpty { resumeSettledWaits() }
    }

    /// The frame to draw at the deck's current time: its one scene (building it asks the delegate nothing: the
    /// scene is drawn with the answers of the last input or change) and the events delivered since the previous
    /// frame. A front makes one per display
    /// refresh, after `advance(to:)`, and draws that scene as given.
    public func makeFrame() -> DeckFrame {
        let scene = frameScene()
        return DeckFrame(scene: scene, events: takeDeliveredEvents())
    }

    /// The scene of a frame, its cards written into the array of the scene made before (`sceneCards`): once the
    /// host has let go of that scene, the array is no longer shared and is refilled in place, without allocating. A
    /// host that keeps the older scene still sees it unchanged (value semantics): the new scene then gets its own.
    ///
    /// `releasingLastScene` runs after the layout has answered (a `frameForCard(at:)` override may read the deck)
    /// and before the cards are written: a holder of the last scene (the presenter, whose `viewForCard(at:)` reads
    /// it while the app answers) lets go of it there, so the array is not shared.
    func frameScene(releasingLastScene: () -> Void = {}) -> DeckScene {
        let answers = sceneAnswers()
        releasingLastScene()
        var poses: [CardPose] = []
        swap(&poses, &sceneCards)
        let scene = makeScene(into: &poses, answers: answers)
        sceneCards = poses
        return scene
    }

    /// The events delivered since they were last taken; a frame lists them. They are copied into the array of the
    /// events taken before (`takenEvents`), reused in place as `frameScene()` reuses its array.
    func takeDeliveredEvents() -> [TimedEvent] {
        guard !frameEvents.isEmpty else { return [] }
        var events: [TimedEvent] = []
        swap(&events, &takenEvents)
        events.removeAllKeepingStorage()
        events.append(contentsOf: frameEvents)
        frameEvents.removeAllKeepingStorage()
        takenEvents = events
        return events
    }

    /// `advance(to:)` then `makeFrame()`: the frame at `now`, for a host that draws every time it moves the clock
    /// (a headless recorder, a test).
    /// - Throws: `KolodaError.invalidTime` for NaN or infinite times; nothing changes.
    @discardableResult
    public func tick(now newTime: Double) throws(KolodaError) -> DeckFrame {
        try advance(to: newTime)
        return makeFrame()
    }

    /// True while anything moves: a card, the deck's appearance, or a card on its way out; and while a swipe waits
    /// for a decision that has a timeout (the clock must run for it to time out).
    public var isAnimating: Bool { core.isAnimating || pendingDecisions.current?.deadline != nil }

    // MARK: Scene

    /// Every card to draw at the current time, back to front: cards fading out behind the deck, the deck from its
    /// last slot to the front, then cards on their way out (the most recent first, so earlier ones stay on top).
    /// Each read builds the scene anew (asking the delegate nothing); a front draws the scene of `makeFrame()`
    /// instead, once per frame, and reads what is on screen from that frame.
    public var scene: DeckScene {
        var poses: [CardPose] = []
        return makeScene(into: &poses)
    }

    /// The scene, its cards written into `poses` (emptied first, its capacity kept): `makeFrame` passes storage it
    /// recycles, so a frame allocates nothing once the host has let go of the frame before last.
    func makeScene(into poses: inout [CardPose], answers given: SceneAnswers? = nil) -> DeckScene {
        scenesBuilt &+= 1
        var answers = given ?? sceneAnswers()
        var missing: [Int] = []
        while true {
            let poser = scenePoser(answers: answers)
            if DeckCore.poses(of: core.cards, leaving: core.leaving, poser: poser, into: &poses, missing: &missing) {
                var scene = DeckScene(
                    time: poser.time, size: core.size, cards: poses, isAnimating: isAnimating,
                    currentCardIndex: core.model.currentCardIndex, countOfCards: core.model.countOfCards)
                if let pending = pendingDecisions.current { markPending(pending, in: &scene) }
                return scene
            }
            addFrames(for: &missing, to: &answers)
        }
    }

    /// The transform (local 0…bounds → deck coordinates, pt) of the card at `position` in the deck, in a scene
    /// described by `answers`.
    func transformOfCard(at position: Int, answers: inout SceneAnswers) -> AffineTransform {
        var missing: [Int] = []
        var poses: [CardPose] = []
        while true {
            let poser = scenePoser(answers: answers)
            poser.appendPose(of: core.cards, at: position, to: &poses, missing: &missing)
            if let pose = poses.first { return pose.transform }
            addFrames(for: &missing, to: &answers)
        }
    }

    /// The poser of the scene now, described by `answers`. The core's parts are lent one by one (see
    /// `DeckCore.poses`): a call on the whole core would copy it.
    private func scenePoser(answers: SceneAnswers) -> ScenePoser {
        ScenePoser(
            at: core.now, deckSize: core.size, settings: core.settings, appearScale: core.appearScale,
            appearAlpha: core.appearAlpha, cards: core.cards, answers: answers)
    }

    /// What a scene needs from the app: the delegate's answers as last asked (`core.answers`: a scene asks nothing,
    /// see `KolodaDeck+AppAnswers.swift`) and the layout's rectangles for the deck's slots.
    func sceneAnswers() -> SceneAnswers {
        SceneAnswers(app: core.answers, frames: SlotFrames(whole: wholeSlotFrames()))
    }

    /// The layout's rectangles for slots 0…`core.cards.count` (pt), from the cache while it is valid for the current
    /// layout context; slots it lacks are asked of the layout, once each until the layout is invalidated.
    func wholeSlotFrames() -> [Rect] {
        let context = layoutContext
        let count = core.cards.count
        if let frames = slotFrames.frames(upTo: count, context: context) { return frames }
        // The array leaves the cache while the layout is asked: a layout that calls back into the deck (even
        // `invalidateLayout()`) never overlaps an access to the cache.
        var (frames, generation) = slotFrames.take(for: context)
        for slot in frames.count...count {
            frames.append(Self.frameForCard(at: slot, layout: layout, context: context))
        }
        slotFrames.keep(frames, for: context, generation: generation)
        return frames
    }

    /// The layout's rectangle for `slot` (pt): cached, or asked once and kept until the layout is invalidated.
    func cachedFrameForCard(at slot: Int) -> Rect {
        let context = layoutContext
        if let frame = slotFrames.extraFrame(at: slot, context: context) { return frame }
        let generation = slotFrames.generation
        let frame = Self.frameForCard(at: slot, layout: layout, context: context)
        slotFrames.keepExtra(frame, at: slot, context: context, generation: generation)
        return frame
    }

    /// Asks the layout (through the cache) for the `missing` whole slots a pose needed (slots beyond the deck's: a
    /// card fading out from a larger window, or pulled far by a drag), and empties `missing`.
    private func addFrames(for missing: inout [Int], to answers: inout SceneAnswers) {
        for slot in missing { answers.frames.extra.append((slot, cachedFrameForCard(at: slot))) }
        missing.removeAll()
    }
}
