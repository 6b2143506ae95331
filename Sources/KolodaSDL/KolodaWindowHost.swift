import KolodaCairo
@_spi(Fronts) import KolodaCore

/// Shows one `KolodaView` in an ``SDLWindow``: the whole app loop of a deck in one object.
///
/// - Pointer input (mouse or touch) goes to the deck, in the view's coordinates (its `frame` is in content pt:
///   window pt ÷ ``contentScale``).
/// - Keys map to the engine's `DeckAction`s through ``DeckKeys`` (arrows swipe, Backspace or Ctrl+Z undoes, Enter
///   or Space selects; the delegate's allowed directions still apply); Escape quits.
/// - The event loop is the deck's frame clock: input moves the deck's clock to the input's time (the monotonic
///   clock) and requests frames; while the deck wants frames, each refresh has it make one, and the host draws it,
///   redrawing only what changed: the deck draws into a frame buffer that keeps its pixels (``DeckCanvas``), so its
///   damage-region cache applies, and the window presents only when a pixel changed. Once the deck wants no frame
///   (nothing changed, nothing moves), the loop sleeps until input (``IdleWait``).
///
/// An app with its own content around the deck (a background, buttons, a status line) sets ``chrome``: its layers
/// are drawn under and over the deck through the same cache, and it sees every event first (see ``WindowChrome``).
@MainActor
public final class KolodaWindowHost {
    /// The window shown in.
    public let window: SDLWindow
    /// The deck, the chrome and the frame buffer, without the window: what each frame draws.
    public let canvas: DeckCanvas
    /// Set when Escape was pressed or the window asked to close; ``run(frameLimit:pacing:idle:)`` then returns.
    public private(set) var wantsQuit = false

    /// Pacing and cost of the frames shown so far (frames, fps, frame-interval percentiles, missed vsyncs, CPU
    /// seconds per second), counted up to now. See ``FrameStatistics``.
    public var statistics: FrameStatistics { window.closedStatistics() }

    /// Composites on the GPU when the window has a hardware renderer (see ``SDLWindow/prefersRendererCompositing``);
    /// otherwise the canvas composites on the CPU and the window presents its damaged region.
    private lazy var compositing: any WindowCompositing =
        window.prefersRendererCompositing
        ? RendererCompositor(window: window, backgroundColor: backgroundColor) : CPUWindowCompositing()
    /// Set when the renderer must draw the next frame even if no layer changed (a resize).
    private var needsFullPresent = true
    /// The loop as the deck's frame clock, given to the presenter of the deck shown.
    package let clock = EventLoopClock()

    /// Hosts `koloda` in `window`, on a `backgroundColor` background.
    public convenience init(window: SDLWindow, koloda: KolodaView, backgroundColor: CairoColor = .white) {
        self.init(window: window, canvas: DeckCanvas(koloda: koloda, backgroundColor: backgroundColor))
    }

    /// Hosts `canvas` (its deck and chrome) in `window`.
    public init(window: SDLWindow, canvas: DeckCanvas) {
        self.window = window
        self.canvas = canvas
        attachClock()
    }

    /// The deck shown; its `frame` places it in the window (content pt). Assigning another view shows it instead.
    public var koloda: KolodaView {
        get { canvas.koloda }
        set { canvas.koloda = newValue }
    }
    /// The app's content around the deck (see ``WindowChrome``), if any. Held weakly.
    public var chrome: (any WindowChrome)? {
        get { canvas.chrome }
        set { canvas.chrome = newValue }
    }
    /// Everything around the deck and the chrome. Default: white.
    public var backgroundColor: CairoColor {
        get { canvas.backgroundColor }
        set { canvas.backgroundColor = newValue }
    }
    /// Window pt per content pt (default 1; see ``DeckCanvas/contentScale``).
    public var contentScale: Double {
        get { canvas.contentScale }
        set { canvas.contentScale = newValue }
    }

    /// Runs until the window is closed or Escape is pressed (or for `frameLimit` frames). Frames run while the deck
    /// wants them, and once after input; otherwise the loop sleeps until input (see ``IdleWait``; its `idleFrames`
    /// is not used here: the deck says when it is idle).
    /// - Returns: the number of frames run.
    @discardableResult
    public func run(frameLimit: Int? = nil, pacing: FramePacing = .display, idle: IdleWait = IdleWait()) -> Int {
        attachClock()
        if !koloda.presenter.isOnScreen { koloda.presenter.enterScreen() }  // a run after an earlier one
        let frames = runFrameLoop(
            window: window, frameLimit: frameLimit, pacing: pacing, idle: idle, wantsFrame: { wantsFrame },
            onEvent: { handle($0, at: $1) }, onFrame: { frame(now: $0) })
        // The window is gone: no frame will come to settle a card or time a decision out.
        koloda.presenter.leaveScreen(at: MonotonicClock.now())
        return frames
    }

    /// True while the loop should run frames: the deck wants them (its presenter has the clock running) or the
    /// window must be redrawn (a resize).
    package var wantsFrame: Bool { clock.isRunning || needsFullPresent }

    /// Applies one event from the window: the chrome first, then the deck (see ``DeckCanvas/handle(_:)``). Invalid
    /// pointer input (e.g. a non-finite location) is ignored: the deck rejects it with a typed error and keeps its
    /// state. A key applies at the deck's current time; the loop passes each event's time with ``handle(_:at:)``.
    public func handle(_ event: HostEvent) {
        handle(event, at: nil)
    }

    /// Applies one event from the window as ``handle(_:)`` does, at `now` (s, ``MonotonicClock``, when the loop
    /// took the event): a key moves the deck's clock there before it applies.
    public func handle(_ event: HostEvent, at now: Double?) {
        attachClock()
        if case .resized = event { needsFullPresent = true }
        if canvas.handle(event, at: now) { wantsQuit = true }
        // The chrome may have changed the deck directly (`KolodaView.deck`, which the presenter does not hear): if it
        // set something moving, the frames run.
        if koloda.presenter.wantsFrames { clock.requestFrames() }
    }

    /// One refresh of the loop at `now` (s): the deck makes a frame if it wants one (its presenter stops the clock
    /// once it wants none), and the host presents it if a pixel changed.
    /// - Returns: false once the host wants to quit.
    @discardableResult
    public func frame(now: Double) -> Bool {
        guard !wantsQuit else { return false }
        attachClock()
        if clock.refresh(at: now) { canvas.deckDidMakeFrame() }
        if compositing.showFrame(of: canvas, in: window, force: needsFullPresent) { needsFullPresent = false }
        return !wantsQuit
    }

    /// Gives the loop's clock to the presenter of the deck shown, when that deck changed (``koloda`` or the canvas's
    /// deck was assigned another view): the previous deck's presenter lets it go.
    private func attachClock() {
        let presenter = canvas.koloda.presenter
        guard clock.presenter !== presenter else { return }
        clock.presenter?.clock = nil
        presenter.clock = clock
    }
}
