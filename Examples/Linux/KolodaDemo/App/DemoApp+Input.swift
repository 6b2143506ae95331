import KolodaCore
import KolodaSDL

extension DemoApp {
    /// Handles one window event as the window host does (`DeckCanvas.handle(_:)`): the app's own input first
    /// (buttons, the segmented control, Tab), then the deck's (drags, and the keys of `DeckKeys`).
    func handle(_ event: HostEvent) {
        if canvas.handle(event) { wantsQuit = true }
    }

    // MARK: Pointer

    /// Routes a press (app pt) to what it started on — the deck, a button or a segment — and the rest of the
    /// press to the same place. Returns false for the deck's presses: the host hands those to the deck.
    func handle(_ pointer: PointerEvent) -> Bool {
        let p = pointer.location
        switch pointer.phase {
        case .down:
            guard capture == nil else { return true }  // a second press during one is ignored
            if layout.deck.contains(p), screen.view.point(inside: layout.deckPoint(p)) {
                capture = .deck
                return false
            } else if let button = layout.button(at: p) {
                capture = .button(button)
                pressedButton = button
            } else if layout.segments.contains(p) {
                capture = .segment(segment(at: p))
            }
            return true
        case .moved:
            if case .button(let button) = capture { pressedButton = layout.button(at: p) == button ? button : nil }
            return capture != .deck
        case .up:
            let captured = capture
            capture = nil
            pressedButton = nil
            switch captured {
            case .deck: return false
            case .button(let button): if layout.button(at: p) == button { perform(button) }
            case .segment(let kind):
                if layout.segments.contains(p), segment(at: p) == kind { show(kind, now: pointer.timestamp) }
            case nil: break
            }
            return true
        case .cancelled:
            let captured = capture
            capture = nil
            pressedButton = nil
            return captured != .deck
        }
    }

    /// The screen whose segment is under the app point `p` (the control is split in equal halves).
    private func segment(at p: Point) -> ScreenKind {
        p.x < layout.segments.center.x ? .v1 : .v2
    }

    /// Runs a button's action, as Koloda's example buttons do: the engine's `DeckAction`.
    func perform(_ button: DemoButton) {
        // Through the view, so that its presenter requests frames (the window loop sleeps otherwise).
        // v2's NOPE and LIKE throw the card along an angle (a swipe toward any angle), reported as left or right.
        if current == .v2, let angle = button.throwAngle(in: screen.view.layoutDirection) {
            screen.view.swipe(toward: angle)
            return
        }
        let action = button.action(in: screen.view.layoutDirection)
        screen.view.updateDeck { $0.perform(action) }
    }
}
