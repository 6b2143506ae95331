extension KolodaStackModel {
    // MARK: The view that shows the deck

    /// Uses the handlers in `store` from now on, holding the store weakly: once the view that keeps it is gone, the
    /// handlers and whatever they capture are released, and the model answers Koloda's defaults. Call it again
    /// after changing the store's handlers.
    package func lendHandlers(from store: StackHandlerStore<ID>) {
        lender = store
        handlersDidChange()
    }

    /// A view showing the deck appeared. Until the first call the deck counts as on screen.
    package func stackAppeared() {
        viewsShowing = (viewsShowing ?? 0) + 1
        didChange()
    }

    /// A view showing the deck left the screen: a drag in progress is cancelled (its end will never arrive; the
    /// card returns), and while no view shows the deck it needs no frames (`needsFrames` is false), so its clock
    /// stops. Motion resumes at the deck's time when a view appears again.
    package func stackDisappeared() {
        dragCancelled()
        viewsShowing = max((viewsShowing ?? 1) - 1, 0)
    }

    /// True while a view shows the deck (or none ever said).
    package var isOnScreen: Bool { viewsShowing.map { $0 > 0 } ?? true }

    func handlersDidChange() {
        frontCardActionsKey = nil  // the app's answers may differ now
        didChange()
    }
}
