import KolodaCairo
import KolodaCore
import KolodaSDL

/// The app as its canvas's chrome: the deck's events go to the log and the status line, and the screen around the
/// deck is drawn under and over it.
extension DemoApp: WindowChrome {
    func deckDidTick(_ frame: DeckFrame) {
        presentLog?.record(tickAt: MonotonicClock.now(), animating: frame.scene.isAnimating)
        screen.deliverNetworkAnswers()
        note(frame.events)
        prepareAhead(still: !frame.scene.isMoving)
    }

    func chromeLayers(scale: Double) -> ChromeLayers {
        // The fast filter only on HiDPI targets, and never for the recorder.
        let filter: CompositingFilter = usesFastFilterWhileMoving && scale > 1.5 ? .fast : .good
        if screen.view.filterWhileMoving != filter { screen.view.filterWhileMoving = filter }
        let chrome = ChromeState(layout: layout, screen: current, pressedButton: pressedButton, status: statusLine)
        return chromeViews.layers(for: chrome, scale: scale)
    }

    func handleChromeEvent(_ event: HostEvent) -> Bool {
        switch event {
        case .pointer, .keyDown, .keyUp: presentLog?.record(inputAt: MonotonicClock.now())
        case .resized, .quit: break
        }
        switch event {
        case .pointer(let pointer): return handle(pointer)
        case .keyDown(let key) where key.key == .tab:
            if !key.isRepeat { show(current.other, now: screen.view.deck.now) }
            return true
        case .resized(let size):
            resize(to: size)
            return false
        case .keyDown, .keyUp, .quit:
            return false  // the deck's keys (`DeckKeys`), Escape and quitting are the host's
        }
    }
}
