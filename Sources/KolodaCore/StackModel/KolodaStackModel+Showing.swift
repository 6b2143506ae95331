extension KolodaStackModel {
    // MARK: The view that shows the deck

    /// Uses the handlers in `store` from now on, holding the store weakly: once the view that keeps it is gone, the
    /// handlers and whatever they capture are released, and the model answers Koloda's defaults. Call it again
    /// after changing the store's handlers.
    package func lendHandlers(from store: StackHandlerStore<ID>) {
        lender = store
        handlersDidChange()
    }

    /// A view showing the deck appeared (SwiftUI's `onAppear`): the deck is on screen, and its clock may run.
    package func stackAppeared() {
        viewsShowing += 1
        if viewsShowing == 1 { presenter.enterScreen() }
        didChange()
    }

    /// A view showing the deck left the screen: a drag in progress is cancelled (its end will never arrive; the
    /// card returns), and while no view shows the deck it needs no frames (`needsFrames` is false), so its clock
    /// stops. Motion resumes at the deck's time when a view appears again.
    package func stackDisappeared() {
        viewsShowing = max(viewsShowing - 1, 0)
        guard viewsShowing == 0 else {
            dragCancelled()  // another view still shows the deck
            return
        }
        // The last view left: the presenter cancels the drag once the deck is off screen, so the cancel asks the
        // clock for no frame (a paused display link is ended, never resumed first).
        forgetGesture()
        presenter.leaveScreen(at: deck.now)
    }

    /// True while the deck is on screen: a view shows it, or none ever said (`DeckPresenter.isOnScreen`).
    package var isOnScreen: Bool { presenter.isOnScreen }

    /// The stack's reading direction (SwiftUI's `layoutDirection` environment value), handed to the deck; when it
    /// changes, the front card's actions are listed again in the new reading order, without waiting for a frame.
    package func setLayoutDirection(_ direction: DeckLayoutDirection) {
        guard deck.layoutDirection != direction else { return }
        deck.layoutDirection = direction
        listFrontCardActionsAgain()
    }

    /// New handlers may answer differently: the deck asks them the scene's questions at once (as for a new
    /// delegate), and the front card's actions are listed again.
    func handlersDidChange() {
        deck.askSceneAnswers()
        listFrontCardActionsAgain()
    }

    private func listFrontCardActionsAgain() {
        frontCardActionsKey = nil
        didChange()
    }

    // MARK: VoiceOver focus

    /// VoiceOver's focus moved onto `card` (nil: off it) from the element of card `previous`, as the view reports
    /// it. Focus reaching the card it was asked to move to ends the request.
    package func voiceOverFocusMoved(to card: CardID?, from previous: CardID) {
        if let card {
            voiceOverFocusedCard = card
            if voiceOverFocusTarget == card { voiceOverFocusTarget = nil }
        } else if voiceOverFocusedCard == previous {
            voiceOverFocusedCard = nil
        }
    }

    /// After a frame: when the front card changed while focus was on a card of the deck (a swipe from VoiceOver's
    /// actions), focus should move to the new front card, as in `KolodaView` (`DeckViewPlan.voiceOverFocus`); focus
    /// elsewhere (the app's own LIKE button) stays.
    func followFrontWithVoiceOverFocus() {
        let plan = presenter.lastPlan
        if let target = plan.voiceOverFocus(focusIsOnDeck: voiceOverFocusedCard != nil) {
            voiceOverFocusTarget = target
        } else if plan.frontCard == nil {
            voiceOverFocusTarget = nil
        }
    }
}
