import KolodaCairo
@_spi(Fronts) import KolodaCore

/// A ``KolodaWindowHost`` without its window: a deck and an app's ``WindowChrome``, their input, and the frame
/// buffer they are drawn into. The window host presents its buffer; a headless recorder or a test reads it.
///
/// Each ``frame(now:width:height:scaleFactor:)`` ticks the deck once and draws the frame that tick made (the
/// frame's only scene build), with the chrome's layers, into a buffer that keeps its pixels, redrawing only the
/// region that changed; it reports whether any pixel changed. In a window host the loop is the deck's clock: the
/// deck makes its frames when it wants them, and the host draws the last one. The canvas's `DeckFrameRenderer` owns
/// the buffer, the compositor and the cache between frames; the deck's view only says what its last frame shows.
@MainActor
public final class DeckCanvas {
    /// The deck shown; its `frame` places it (content pt). Assigning another view redraws everything.
    public var koloda: KolodaView {
        didSet { if koloda !== oldValue { needsFullRedraw = true } }
    }
    /// The app's content around the deck, if any. Held weakly.
    public weak var chrome: (any WindowChrome)? {
        didSet { needsFullRedraw = true }
    }
    /// Everything no layer covers. Default: white.
    public var backgroundColor: CairoColor {
        didSet {
            renderer.compositor.backgroundColor = backgroundColor
            needsFullRedraw = true
        }
    }
    /// Window pt per content pt, > 0 (default 1): the deck and the chrome are laid out in content pt and drawn this
    /// much larger, as an app drawn at 2× is; pointer input is divided by it. Non-finite or non-positive values
    /// count as 1.
    public var contentScale: Double = 1
    /// What was drawn (nil before the first frame with a drawable size): the renderer's target. A window host whose
    /// window composites straight into its surface (SDL's software renderer) does not draw here: read what it shows
    /// with ``SDLWindow/readPixels()``.
    public var buffer: FrameBuffer? { renderer.target }
    /// The part of `buffer` (content pt) the last frame redrew, when that frame changed only part of it; nil when it
    /// redrew everything or changed nothing (see the result of ``frame(now:width:height:scaleFactor:)``). A window
    /// can upload just this region.
    public private(set) var changedRegion: Rect?

    /// How many threads a dragged card is sampled on (see `Compositor.threadCount`): the calling thread waits for
    /// them, and the picture is the same for any count. Default: the online cores, at most 4; 1 keeps all drawing on
    /// the calling thread.
    public var compositingThreadCount: Int {
        get { renderer.compositor.threadCount }
        set { renderer.compositor.threadCount = newValue }
    }
    /// Draws the deck's last frame with the chrome's layers: the owner of the buffer, the compositor and the cache.
    private let renderer: DeckFrameRenderer
    private var needsFullRedraw = true

    /// A canvas for `koloda` on `backgroundColor`.
    public init(koloda: KolodaView, backgroundColor: CairoColor = .white) {
        self.koloda = koloda
        self.backgroundColor = backgroundColor
        renderer = DeckFrameRenderer(backgroundColor: backgroundColor)
    }

    /// `contentScale`, or 1 when it is not usable.
    private var scale: Double { contentScale.isFinite && contentScale > 0 ? contentScale : 1 }

    /// Makes the next frame redraw every pixel (e.g. after something else drew into `buffer`).
    public func setNeedsFullRedraw() { needsFullRedraw = true }

    /// Applies one window event: the chrome sees it first (pointer locations in content pt), then, unless it took
    /// the event, the deck (``HostInput``: pointers in the deck's coordinates, keys through ``DeckKeys``). A pointer
    /// event applies at its `timestamp`, a key at the deck's current time; ``handle(_:at:)`` gives it the time it
    /// came in.
    /// - Returns: true when the event asks to quit (Escape, or the window closed).
    @discardableResult
    public func handle(_ event: HostEvent) -> Bool {
        handle(event, at: nil)
    }

    /// Applies one window event as ``handle(_:)`` does, at `now` (s, the clock the frames run on; nil: a pointer
    /// event's `timestamp`, else the deck's time): the deck's clock moves to that time first, so that what a key,
    /// or the chrome's handling of the event, starts after an idle spell starts then, not at the last frame's time.
    /// - Returns: true when the event asks to quit (Escape, or the window closed).
    @discardableResult
    public func handle(_ event: HostEvent, at now: Double?) -> Bool {
        // Before the chrome sees the event: a control of the app's that commands the deck starts its animation now,
        // not at the time of the last frame, however long the loop slept.
        if let time = now ?? event.pointerTime { koloda.presenter.advanceClock(to: time) }
        if case .resized = event { needsFullRedraw = true }
        var event = event
        if case .pointer(var pointer) = event, scale != 1 {
            pointer.location = Point(x: pointer.location.x / scale, y: pointer.location.y / scale)
            event = .pointer(pointer)
        }
        if chrome?.handleChromeEvent(event) == true { return false }
        return HostInput.apply(event, to: koloda)
    }

    /// Advances the deck to `now` (s), tells the chrome, and draws the frame into `buffer`, made `width`×`height` px
    /// at `scaleFactor` px per window pt (times `contentScale` per content pt). Only the damaged region is redrawn.
    /// A size that is not drawable ticks the deck and draws nothing.
    /// - Returns: true when a pixel of `buffer` changed.
    @discardableResult
    public func frame(now: Double, width: Int, height: Int, scaleFactor: Double) -> Bool {
        changedRegion = nil
        guard tick(now: now) else { return false }
        return draw(width: width, height: height, scaleFactor: scaleFactor)
    }

    /// Draws the deck's last frame (the one its presenter made last) with the chrome into `buffer`, as
    /// ``frame(now:width:height:scaleFactor:)`` does without the tick: a window host's loop, whose deck makes its
    /// frames on the loop's clock. Returns true when a pixel of `buffer` changed.
    package func draw(width: Int, height: Int, scaleFactor: Double) -> Bool {
        changedRegion = nil
        guard let pixelsPerPoint = pixelsPerPoint(scaleFactor: scaleFactor), width > 0, height > 0 else {
            return false
        }
        return draw(scale: pixelsPerPoint) { chromeLayers in
            renderer.render(
                koloda, width: width, height: height, scale: pixelsPerPoint, origin: koloda.frame.origin,
                clip: chromeLayers.deckClip, underlay: chromeLayers.underDeck, overlay: chromeLayers.overDeck)
        }
    }

    /// Draws the deck's last frame with the chrome as ``draw(width:height:scaleFactor:)`` does, into `target`
    /// instead of `buffer` (a window's own memory, see `CPUWindowCompositing`), at `target.scale` px per content pt
    /// (``pixelsPerPoint(scaleFactor:)``). Only the damaged region is redrawn when `target` is the frame buffer drawn
    /// into last and still holds that frame. Returns true when a pixel of `target` changed.
    package func draw(into target: FrameBuffer) -> Bool {
        changedRegion = nil
        return draw(scale: target.scale) { chromeLayers in
            renderer.render(
                koloda, into: target, origin: koloda.frame.origin, clip: chromeLayers.deckClip,
                underlay: chromeLayers.underDeck, overlay: chromeLayers.overDeck)
        }
    }

    /// The chrome's layers at `scale` (px per content pt), drawn around the deck by `render`, through the cache
    /// (in full after ``setNeedsFullRedraw()``). Returns true when a pixel changed.
    private func draw(scale: Double, _ render: (ChromeLayers) -> DeckRenderInfo?) -> Bool {
        let chromeLayers = chrome?.chromeLayers(scale: scale) ?? ChromeLayers()
        // A full redraw paints every pixel (the compositor clears to its background first); so does the first frame
        // in a new buffer (another size or scale), whose damage is then nil.
        if needsFullRedraw { renderer.setNeedsFullRedraw() }
        needsFullRedraw = false
        guard let info = render(chromeLayers) else { return false }
        changedRegion = info.damage
        return !info.isSkipped
    }

    /// Prepares `image` (e.g. a card rasterized ahead of time) for compositing now — the card over its shadow, as the
    /// canvas draws it — so that the frame that first shows it only composites it. For a moment with time to spare.
    public func prepareToDraw(_ image: RasterImage) {
        _ = renderer.compositor.preparedImage(for: CompositeLayer(image: image, transform: .identity))
    }

    /// Advances the deck to `now` (s), tells the chrome, and returns the frame as layers instead of drawing it, for a
    /// compositor that draws layers itself (``RendererCompositor``): the chrome's under the deck, the deck's (cut
    /// off by the chrome's `deckClip`), the chrome's over it, back to front in content pt, with `scale`, the px per
    /// content pt to draw them at. Nil when the time is not usable.
    public func layers(now: Double, scaleFactor: Double) -> (layers: [CompositeLayer], scale: Double)? {
        guard tick(now: now) else { return nil }
        return layers(scaleFactor: scaleFactor)
    }

    /// The deck's last frame with the chrome as layers, as ``layers(now:scaleFactor:)`` returns them without the
    /// tick (a window host's loop). Nil when the scale is not finite and positive.
    package func layers(scaleFactor: Double) -> (layers: [CompositeLayer], scale: Double)? {
        guard let pixelsPerPoint = pixelsPerPoint(scaleFactor: scaleFactor) else { return nil }
        let chromeLayers = chrome?.chromeLayers(scale: pixelsPerPoint) ?? ChromeLayers()
        let deck = koloda.lastFrameLayers(
            scale: pixelsPerPoint, origin: koloda.frame.origin, clip: chromeLayers.deckClip)
        return (chromeLayers.underDeck + deck + chromeLayers.overDeck, pixelsPerPoint)
    }

    /// Tells the chrome about the deck's last frame (``WindowChrome/deckDidTick(_:)``): after a tick, or after the
    /// window host's loop had the deck make a frame.
    package func deckDidMakeFrame() {
        chrome?.deckDidTick(koloda.presenter.lastFrame)
    }

    /// Ticks the deck to `now` (s) and tells the chrome. False when the time is not usable.
    private func tick(now: Double) -> Bool {
        guard (try? koloda.tick(now: now)) != nil else { return false }
        deckDidMakeFrame()
        return true
    }

    /// The px per content pt at `scaleFactor` px per window pt; nil when that is not finite and positive.
    package func pixelsPerPoint(scaleFactor: Double) -> Double? {
        let pixelsPerPoint = scaleFactor * scale
        return pixelsPerPoint.isFinite && pixelsPerPoint > 0 ? pixelsPerPoint : nil
    }
}

extension HostEvent {
    /// A pointer event's `timestamp` (s); nil for the other events, which carry no time.
    fileprivate var pointerTime: Double? {
        if case .pointer(let pointer) = self { pointer.timestamp } else { nil }
    }
}
