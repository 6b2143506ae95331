import KolodaCairo
import KolodaCore

/// The demo app, independent of how it is hosted (an SDL window or the headless recorder): the two screens,
/// the layout, the status line and the event log. Input comes in as `HostEvent`s (see `DemoApp+Input`), time as
/// `advance(to:)`, and `render(into:)` draws the whole window.
@MainActor
final class DemoApp {
    /// The layout for the current window size.
    private(set) var layout: ScreenLayout
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
    /// Set when the user asked to quit (Escape).
    var wantsQuit = false
    /// Set when something changed that the next frame must show.
    var needsDisplay = true
    private let renderer = ScreenRenderer()

    /// Creates the app for a window of `size` pt, with its decks' clocks starting at `now` (s).
    init(windowSize size: Size, now: Double, eventLog: EventLog?, fastFilterWhileMoving: Bool = true) {
        layout = ScreenLayout(window: size)
        self.eventLog = eventLog
        renderer.usesFastFilterWhileMoving = fastFilterWhileMoving
        for kind in ScreenKind.allCases {
            let screen = DeckScreen(kind: kind, frame: layout.deck)
            screen.onSelect = { [weak self] index in self?.lastEvent = "Selected card \(index + 1)" }
            screen.view.deck.viewport = layout.viewportInDeck
            screens[kind] = screen
            _ = try? screen.view.tick(now: now)  // settle the set-up at the start time (its events are not logged)
        }
        lastEvent = nil
    }

    /// The screen shown.
    var screen: DeckScreen { screens[current]! }

    /// Lays the window out again for `size` (pt): the decks get new frames and viewports and re-lay out.
    func resize(to size: Size) {
        guard size != layout.window, size.isDrawable else { return }
        layout = ScreenLayout(window: size)
        for screen in screens.values {
            screen.view.frame = layout.deck
            screen.view.deck.viewport = layout.viewportInDeck
        }
        needsDisplay = true
    }

    /// Shows `kind` at time `now` (s): ends any press on the old deck, brings the new deck's clock up to `now`,
    /// and runs the appear animation on v2, as Koloda's example does when its screen appears.
    func show(_ kind: ScreenKind, now: Double) {
        guard kind != current else { return }
        if capture == .deck { screen.view.deck.pointerCancelled() }
        capture = nil
        pressedButton = nil
        current = kind
        advance(to: now)
        if kind == .v2 { screen.view.applyAppearAnimationIfNeeded() }
        lastEvent = nil
        needsDisplay = true
    }

    /// Advances the shown deck to `now` (s) and handles the events it reports: logs them and keeps the
    /// status line's "last" event.
    func advance(to now: Double) {
        guard let frame = try? screen.view.tick(now: now) else { return }
        for event in frame.events {
            eventLog?.write(event)
            if let text = Self.statusText(for: event.event) { lastEvent = text }
            needsDisplay = true
        }
    }

    /// The status line: screen, position in the deck and the last notable event.
    var statusLine: String {
        let view = screen.view
        let position = view.currentCardIndex < view.countOfCards
            ? "card \(view.currentCardIndex + 1) of \(view.countOfCards)" : "no cards left"
        return "\(current.name) · \(position) · " + (lastEvent ?? "drag, click or use the arrow keys")
    }

    /// The status text for events worth showing (not the per-frame drag progress or pan bookkeeping).
    private static func statusText(for event: KolodaEvent) -> String? {
        switch event {
        case .draggedCard, .thresholdCrossed, .panBegan, .panFinished, .didShowCard, .historyEvicted, .diagnostic: return nil
        case let .didSelectCard(index): return "Selected card \(index + 1)"
        default:
            var parts = ["last: \(event.name)"]
            if let index = event.index { parts.append(String(index)) }
            if let direction = event.direction { parts.append(direction.rawValue) }
            return parts.joined(separator: " ")
        }
    }

    /// True while the picture changes by itself (cards moving) or under the pointer.
    var isMoving: Bool { screen.view.isAnimating || capture == .deck }

    /// Draws the whole window into `target` (the layout's window size in pt, at any scale).
    func render(into target: FrameBuffer) {
        renderer.render(deck: screen.view,
                        chrome: ChromeState(layout: layout, screen: current, pressedButton: pressedButton, status: statusLine),
                        into: target)
        needsDisplay = false
    }
}
