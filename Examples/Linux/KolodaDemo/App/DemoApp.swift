import KolodaCairo
import KolodaCore
import KolodaSDL

/// The demo app, independent of how it is hosted (an SDL window or the headless recorder): the two screens,
/// the layout, the status line and the event log, shown by `canvas` (the window host's drawing, without the
/// window). The app is the canvas's chrome (`DemoApp+Chrome`): it draws the screen around the deck and takes the
/// input that is not the deck's (`DemoApp+Input`). Input comes in as `HostEvent`s through `handle(_:)` (the window
/// host's input path), frames from the host or the recorder (`DeckCanvas.frame`).
@MainActor
final class DemoApp {
    /// The layout for the current window size, in the app's points (window pt ÷ `uiScale`).
    private(set) var layout: ScreenLayout
    /// How much larger than its design size (`ScreenLayout.designSize`) the UI is drawn: window pt per app pt, ≥ 1.
    /// A big window shows the same screen larger, as a phone app at 2× does, rather than a small deck in a wide
    /// backdrop. It is the canvas's `contentScale`: the host divides input by it and draws at it.
    private(set) var uiScale: Double
    /// The screen shown.
    private(set) var current: ScreenKind = .v1
    private var screens: [ScreenKind: DeckScreen] = [:]
    /// The press in progress and what it started on.
    var capture: PointerCapture?
    /// The button drawn pressed.
    var pressedButton: DemoButton?
    /// The last notable event, for the status line.
    private(set) var lastEvent: String?
    /// Where events are logged, if anywhere.
    var eventLog: EventLog?
    /// Where input and deck frames are logged beside the window's presents, if anywhere (`--present-log`).
    var presentLog: PresentLog?
    /// Set when the user asked to quit (Escape).
    var wantsQuit = false
    /// Since when (deck time, s) the shown deck has been still; nil while it moves.
    private var stillSince: Double?
    /// Use the fast filter for moving cards on HiDPI targets (interactive use): scaled back cards are sampled by
    /// nearest pixel; rotated cards stay bilinear with either filter. The recorder always uses the good one.
    let usesFastFilterWhileMoving: Bool
    /// The screen's views around the deck.
    let chromeViews = ChromeViews()
    /// The deck shown and the app's chrome, drawn into a frame buffer that keeps its pixels.
    let canvas: DeckCanvas

    /// Creates the app for a window of `size` pt, with its decks' clocks starting at `now` (s) and each screen's deck
    /// at the card of data index `startIndex` (one past a screen's cards leaves it at its first card), in
    /// `layoutDirection`.
    init(
        windowSize size: Size, now: Double, eventLog: EventLog?, fastFilterWhileMoving: Bool = true,
        startIndex: Int = 0,
        layoutDirection: DeckLayoutDirection = .leftToRight
    ) {
        uiScale = ScreenLayout.uiScale(forWindow: size)
        layout = ScreenLayout(window: Self.appSize(size, uiScale: uiScale))
        self.eventLog = eventLog
        usesFastFilterWhileMoving = fastFilterWhileMoving
        for kind in ScreenKind.allCases {
            let screen = DeckScreen(kind: kind, frame: layout.deck, layoutDirection: layoutDirection)
            screen.view.deck.viewport = layout.viewportInDeck
            // Before the first frame, so the first card reported shown is the chosen one.
            if startIndex != 0 { try? screen.view.showCard(at: startIndex, animated: false) }
            screens[kind] = screen
        }
        canvas = DeckCanvas(koloda: screens[current]!.view, backgroundColor: BackdropView.topColor)
        canvas.contentScale = uiScale
        canvas.chrome = self
        for screen in screens.values {
            screen.onSelect = { [weak self] index in self?.lastEvent = "Selected card \(index + 1)" }
        }
        // The shown deck starts at `now`, and what it reports then (its first card's didShowCardAt) is logged like
        // any later event. The other screen's deck starts when it is first shown (`show(_:now:)`), so its start-up
        // events are logged then.
        advance(to: now)
        lastEvent = nil
    }

    /// The screen shown.
    var screen: DeckScreen { screens[current]! }

    /// The window's size in the app's points.
    private static func appSize(_ window: Size, uiScale: Double) -> Size {
        Size(width: window.width / uiScale, height: window.height / uiScale)
    }

    /// Lays the window out again for `size` (window pt): the UI scale is chosen again, the decks get new frames and
    /// viewports and re-lay out.
    func resize(to size: Size) {
        guard size.isDrawable else { return }
        let scale = ScreenLayout.uiScale(forWindow: size)
        let appSize = Self.appSize(size, uiScale: scale)
        guard appSize != layout.window || scale != uiScale else { return }
        uiScale = scale
        layout = ScreenLayout(window: appSize)
        for screen in screens.values {
            screen.view.frame = layout.deck
            screen.view.deck.viewport = layout.viewportInDeck
        }
        canvas.contentScale = uiScale
    }

    /// Shows `kind` at time `now` (s): ends any press on the old deck (and a like it was checking), brings the new
    /// deck's clock up to `now`, and runs the appear animation on v2, as Koloda's example does when its screen appears.
    func show(_ kind: ScreenKind, now: Double) {
        guard kind != current else { return }
        if capture == .deck { screen.view.updateDeck { $0.pointerCancelled() } }
        screen.view.updateDeck { $0.deckDidLeaveScreen() }  // a like being checked is rejected: its screen is gone
        capture = nil
        pressedButton = nil
        current = kind
        stillSince = nil
        canvas.koloda = screen.view
        advance(to: now)
        if kind == .v2 { screen.view.applyAppearAnimationIfNeeded() }
        lastEvent = nil
    }

    /// Advances the shown deck to `now` (s) outside a frame (the recorder, to let the engine see input at the
    /// moment it happened, and `show(_:now:)`) and notes the events it reports.
    func advance(to now: Double) {
        guard let frame = try? screen.view.tick(now: now) else { return }
        note(frame.events)
    }

    /// How long the deck must have been still before the next card is rasterized ahead (s): longer than the gap
    /// (`FrameStatistics.idleGap`, 0.1 s) after which presents no longer count as one animation, so that the slow frame
    /// never falls between two frames of an animation.
    static let prepareAheadDelay = 0.12

    /// Rasterizes and prepares the cards that enter next (and the front card's stamps) once the shown deck has been
    /// still for `prepareAheadDelay` (a frame that draws nothing has time to spare), so that the frames of the next
    /// swipe only composite them.
    func prepareAhead(still: Bool) {
        guard still else {
            stillSince = nil
            return
        }
        let now = screen.view.deck.now
        guard let since = stillSince else {
            stillSince = now
            return
        }
        if now - since >= Self.prepareAheadDelay { screen.prepareNextCards { canvas.prepareToDraw($0) } }
    }

    /// Handles the deck's events: logs them and keeps the status line's "last" event.
    func note(_ events: [TimedEvent]) {
        for event in events {
            eventLog?.write(event)
            if let text = Self.statusText(for: event.event) { lastEvent = text }
        }
    }

    /// The status line: screen, position in the deck and the last notable event.
    var statusLine: String {
        let view = screen.view
        let position =
            view.currentCardIndex < view.countOfCards
            ? "card \(view.currentCardIndex + 1) of \(view.countOfCards)" : "no cards left"
        return "\(current.name) · \(position) · " + (lastEvent ?? "drag, click or use the arrow keys")
    }

    /// The status text for events worth showing (not the per-frame drag progress or pan bookkeeping).
    private static func statusText(for event: KolodaEvent) -> String? {
        switch event {
        case .draggedCard, .thresholdCrossed, .panBegan, .panFinished, .didShowCard, .historyEvicted, .diagnostic:
            return nil
        case .didSelectCard(let index): return "Selected card \(index + 1)"
        default:
            var parts = ["last: \(event.name)"]
            if let index = event.index { parts.append(String(index)) }
            if let direction = event.direction { parts.append(direction.rawValue) }
            return parts.joined(separator: " ")
        }
    }
}
