import KolodaCore
import KolodaSDL

extension DemoApp {
    /// Handles one host event at its own time.
    func handle(_ event: HostEvent) {
        switch event {
        case let .pointer(pointer): handle(pointer)
        case let .keyDown(key): handle(key, now: screen.view.deck.now)
        case let .resized(size): resize(to: size)
        case .keyUp: break
        case .quit: wantsQuit = true
        }
    }

    // MARK: Pointer

    /// Routes a press to what it started on — the deck (in deck coordinates), a button or a segment — and the
    /// rest of the press to the same place.
    private func handle(_ pointer: PointerEvent) {
        let p = Point(x: pointer.location.x / uiScale, y: pointer.location.y / uiScale), t = pointer.timestamp
        let deck = screen.view.deck
        switch pointer.phase {
        case .down:
            guard capture == nil else { return }
            if layout.deck.contains(p), screen.view.point(inside: layout.deckPoint(p)) {
                capture = .deck
                try? deck.pointerDown(at: layout.deckPoint(p), time: t)
            } else if let button = layout.button(at: p) {
                capture = .button(button)
                pressedButton = button
            } else if layout.segments.contains(p) {
                capture = .segment(segment(at: p))
            }
        case .moved:
            switch capture {
            case .deck: try? deck.pointerMoved(to: layout.deckPoint(p), time: t)
            case let .button(button): pressedButton = layout.button(at: p) == button ? button : nil
            default: break
            }
        case .up:
            switch capture {
            case .deck: try? deck.pointerUp(at: layout.deckPoint(p), time: t)
            case let .button(button): if layout.button(at: p) == button { perform(button) }
            case let .segment(kind): if layout.segments.contains(p), segment(at: p) == kind { show(kind, now: t) }
            case nil: break
            }
            capture = nil
            pressedButton = nil
        case .cancelled:
            if capture == .deck { deck.pointerCancelled() }
            capture = nil
            pressedButton = nil
        }
        needsDisplay = true
    }

    /// The screen whose segment is under the window point `p` (the control is split in equal halves).
    private func segment(at p: Point) -> ScreenKind {
        p.x < layout.segments.center.x ? .v1 : .v2
    }

    /// Runs a button's action, as Koloda's example buttons do.
    func perform(_ button: DemoButton) {
        switch button {
        case .nope: screen.view.swipe(.left)
        case .like: screen.view.swipe(.right)
        case .undo: screen.view.revertAction()
        }
        needsDisplay = true
    }

    // MARK: Keyboard

    /// Arrows swipe (only in directions the front card allows), Backspace or Ctrl+Z undoes, Enter or Space
    /// selects the front card, Tab switches screens, Escape quits. Auto-repeats are ignored, as the library's
    /// window host ignores them: a held arrow swipes one card, not one per repeat.
    private func handle(_ key: KeyEvent, now: Double) {
        guard !key.isRepeat else { return }
        switch key.key {
        case .escape: wantsQuit = true
        case .tab: show(current.other, now: now)
        case .left: swipeIfAllowed(.left)
        case .right: swipeIfAllowed(.right)
        case .up: swipeIfAllowed(.up)
        case .down: swipeIfAllowed(.down)
        case .backspace: perform(.undo)
        case .z where key.modifiers.contains(.control): perform(.undo)
        case .enter, .space: selectFrontCard()
        default: break
        }
        needsDisplay = true
    }

    private func swipeIfAllowed(_ direction: SwipeResultDirection) {
        guard screen.frontAllowedDirections.contains(direction) else { return }
        screen.view.swipe(direction)
    }

    /// Selects the front card as a tap on its centre would (`didSelectCardAt`).
    private func selectFrontCard() {
        guard let front = screen.view.deck.scene.cards.last(where: { $0.isInteractive }) else { return }
        let centre = front.transform.apply(Point(x: front.bounds.width / 2, y: front.bounds.height / 2))
        screen.view.deck.tap(at: centre)
    }
}
