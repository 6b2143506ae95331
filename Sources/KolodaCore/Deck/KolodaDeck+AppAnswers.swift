extension KolodaDeck {
    // MARK: The answers a scene is drawn with

    // A display frame asks the app nothing. The three answers a scene needs (threshold, transparentize, move
    // background) are asked at the input or state change that needs them, as Koloda 5 asked them, and kept in the
    // core (`core.answers`) for the frames until the next such event (docs/behaviour.md, "When the app is asked"):
    // - every drag update (the sample that begins a drag, each move): the threshold, before the core moves the card
    //   (the core records the crossing with it), then whether the background cards follow;
    // - a release: the threshold, once, for the last move and the decision;
    // - every change of the deck's cards (loading, a swipe, an undo, a reload, an insert or a removal, a new count
    //   of visible cards) and every card sent back (a return, a decision rejected): transparentize, as Koloda 5 asked
    //   it whenever it set the cards' alphas;
    // - a new delegate (or, for the data-driven stack, new handlers): all three.

    /// Asks the delegate every answer a scene is drawn with and keeps them: for a new delegate or new answers.
    /// Without a delegate, Koloda's defaults.
    func askSceneAnswers() {
        guard let delegate else {
            core.answers = .defaults
            return
        }
        // The weak reference is loaded once for the three questions (see `threshold(asking:)`).
        core.answers.threshold = threshold(asking: delegate)
        core.answers.transparentize = query { delegate.kolodaShouldTransparentizeNextCard(self) }
        core.answers.moveBackground = query { delegate.kolodaShouldMoveBackgroundCard(self) }
    }

    /// Asks `kolodaShouldTransparentizeNextCard` and keeps the answer: the deck's cards changed or one goes back.
    func askTransparentize() {
        guard let delegate else { return }
        core.answers.transparentize = query { delegate.kolodaShouldTransparentizeNextCard(self) }
    }

    /// Asks `kolodaShouldMoveBackgroundCard` and keeps the answer: a drag moved.
    func askMoveBackground() {
        guard let delegate else { return }
        core.answers.moveBackground = query { delegate.kolodaShouldMoveBackgroundCard(self) }
    }
}

extension AppAnswers {
    /// Koloda's answers without a delegate (``KolodaDefaults``): threshold 1, transparentize and move background on.
    static let defaults = AppAnswers(
        threshold: KolodaDefaults.swipeThresholdRatioMargin,
        transparentize: KolodaDefaults.shouldTransparentizeNextCard,
        moveBackground: KolodaDefaults.shouldMoveBackgroundCard)
}
