import KolodaCairo

/// Shows one `KolodaView` in a ``Window``: the whole app loop of a deck in one object.
///
/// - Pointer input (mouse or touch) goes to the deck, in the view's coordinates (its `frame` is in window pt).
/// - Keys: Left, Right, Up and Down swipe that way (the delegate's allowed directions still apply); Backspace or
///   Ctrl+Z undoes; Escape quits.
/// - Each frame ticks the deck on the monotonic clock, then redraws only what changed: the deck draws into a frame
///   buffer that keeps its pixels, so its damage-region cache applies, and the window presents only when a pixel
///   changed.
///
/// Apps with their own chrome (buttons, a status line) compose their own loop from ``runEventLoop(window:frameLimit:pacing:onEvent:onFrame:)``
/// as koloda-demo does.
@MainActor
public final class KolodaWindowHost {
    /// The window shown in.
    public let window: Window
    /// The deck shown; its `frame` places it in the window (pt).
    public let koloda: KolodaView
    /// Everything around the deck. Default: white.
    public var backgroundColor: Color {
        didSet {
            compositor.backgroundColor = backgroundColor
            needsFullRedraw = true
        }
    }
    /// Set when Escape was pressed or the window asked to close; ``run(frameLimit:pacing:)`` then returns.
    public private(set) var wantsQuit = false

    private let compositor: Compositor
    private var buffer: FrameBuffer?
    private var needsFullRedraw = true

    /// Pacing and cost of the frames shown so far (frames, fps, frame-interval percentiles, missed vsyncs, CPU
    /// seconds per second), counted up to now. See ``FrameStatistics``.
    public var statistics: FrameStatistics { window.closedStatistics() }

    /// Hosts `koloda` in `window`, on a `backgroundColor` background.
    public init(window: Window, koloda: KolodaView, backgroundColor: Color = .white) {
        self.window = window
        self.koloda = koloda
        self.backgroundColor = backgroundColor
        compositor = Compositor(backgroundColor: backgroundColor)
    }

    /// Runs until the window is closed or Escape is pressed (or for `frameLimit` frames).
    /// - Returns: the number of frames run.
    @discardableResult
    public func run(frameLimit: Int? = nil, pacing: FramePacing = .display) -> Int {
        runEventLoop(window: window, frameLimit: frameLimit, pacing: pacing,
                     onEvent: { handle($0) }, onFrame: { frame(now: $0) })
    }

    /// Applies one event from the window (see ``HostInput``). Invalid pointer input (e.g. a non-finite location) is
    /// ignored: the deck rejects it with a typed error and keeps its state.
    public func handle(_ event: HostEvent) {
        if HostInput.apply(event, to: koloda) { wantsQuit = true }
        if case .resized = event { needsFullRedraw = true }
    }

    /// Advances the deck to `now` (s) and presents a frame if anything changed.
    /// - Returns: false once the host wants to quit.
    @discardableResult
    public func frame(now: Double) -> Bool {
        guard !wantsQuit else { return false }
        _ = try? koloda.tick(now: now)
        redrawIfNeeded()
        return !wantsQuit
    }

    /// Composites on the GPU when the window has a hardware renderer (see ``Window/prefersRendererCompositing``).
    private lazy var rendererCompositor: RendererCompositor? =
        window.prefersRendererCompositing ? RendererCompositor(window: window, backgroundColor: backgroundColor) : nil

    /// Draws into the persistent buffer (only the damaged region) and copies it to the window when it changed; or,
    /// with a hardware renderer, has the renderer composite the deck's layers when they changed.
    private func redrawIfNeeded() {
        if let gpu = rendererCompositor {
            koloda.rasterizer.scale = window.scaleFactor
            gpu.backgroundColor = backgroundColor
            gpu.present(layers: koloda.compositeLayers(origin: koloda.frame.origin), scale: window.scaleFactor,
                        force: needsFullRedraw)
            needsFullRedraw = false
            return
        }
        let pixels = window.drawableSize
        guard pixels.width > 0, pixels.height > 0 else { return }
        if buffer.map({ $0.width != pixels.width || $0.height != pixels.height || $0.scale != window.scaleFactor }) ?? true {
            buffer = FrameBuffer(width: pixels.width, height: pixels.height, scale: window.scaleFactor)
            needsFullRedraw = true
        }
        guard let buffer else { return }
        // A full redraw paints every pixel (the compositor clears to its background first).
        if needsFullRedraw { koloda.setNeedsFullRedraw() }
        let info = koloda.render(into: buffer, compositor: compositor, origin: koloda.frame.origin)
        guard !info.isSkipped || needsFullRedraw else { return }
        let damage = needsFullRedraw ? nil : info.damage.map {
            PixelRect.covering(minX: $0.minX, minY: $0.minY, maxX: $0.maxX, maxY: $0.maxY, scale: buffer.scale)
        }
        needsFullRedraw = false
        window.present(buffer, damage: damage)
    }
}
