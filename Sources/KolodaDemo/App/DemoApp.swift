import KolodaCairo
import KolodaCore

/// The demo app, independent of how it is hosted (an SDL window or the headless recorder): the two screens,
/// the layout, the status line and the event log. Input comes in as `HostEvent`s (see `DemoApp+Input`), time as
/// `advance(to:)`, and `render(into:)` draws the whole window.
@MainActor
final class DemoApp {
    /// The layout for the current window size, in the app's points (window pt ÷ `uiScale`).
    private(set) var layout: ScreenLayout
    /// How much larger than its design size (`ScreenLayout.designSize`) the UI is drawn: window pt per app pt, ≥ 1.
    /// A big window shows the same screen larger, as a phone app at 2× does, rather than a small deck in a wide
    /// backdrop. Input is divided by it; `render(into:)` expects a target whose scale includes it.
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
    /// Set when the user asked to quit (Escape).
    var wantsQuit = false
    /// Set when something changed that the next frame must show.
    var needsDisplay = true
    private let renderer = ScreenRenderer()

    /// Creates the app for a window of `size` pt, with its decks' clocks starting at `now` (s).
    init(windowSize size: Size, now: Double, eventLog: EventLog?, fastFilterWhileMoving: Bool = true) {
        uiScale = ScreenLayout.uiScale(forWindow: size)
        layout = ScreenLayout(window: Self.appSize(size, uiScale: uiScale))
        self.eventLog = eventLog
        renderer.usesFastFilterWhileMoving = fastFilterWhileMoving
        for kind in ScreenKind.allCases {
            let screen = DeckScreen(kind: kind, frame: layout.deck)
            screen.onSelect = { [weak self] index in self?.lastEvent = "Selected card \(index + 1)" }
            screen.view.deck.viewport = layout.viewportInDeck
            screens[kind] = screen
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

    /// Draws the whole window into `target` (the layout's window size in pt, at any scale); drawing into the same
    /// target again redraws only what changed (see `ScreenRenderer.render(deck:chrome:into:)`).
    @discardableResult
    func render(into target: FrameBuffer) -> ScreenRenderer.Outcome {
        defer { needsDisplay = false }
        return renderer.render(deck: screen.view,
                        chrome: ChromeState(layout: layout, screen: current, pressedButton: pressedButton, status: statusLine),
                        into: target)
    }
}
