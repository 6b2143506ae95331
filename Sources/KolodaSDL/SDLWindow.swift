import CSDL2
import KolodaCompositing
import KolodaCore

/// A resizable, HiDPI-aware SDL window with a renderer and one streaming texture the app draws into.
///
/// Sizes are in points (pt, window coordinates, what input events use) except ``drawableSize``, which is
/// in device pixels (px). ``scaleFactor`` converts between them. Each ``presentFrame(drawing:)`` hands the app
/// the texture's pixels (ARGB8888, premultiplied, i.e. Cairo's `CAIRO_FORMAT_ARGB32` on little-endian)
/// at the drawable's full resolution.
///
/// SDL video must be driven from the main thread, hence `@MainActor`. The window owns its SDL video
/// subsystem reference: ``close()`` (or deinit) releases the texture, renderer, window and that reference.
@MainActor
public final class SDLWindow {
    /// `SDL_WINDOWPOS_CENTERED`: a function-like macro in C, so not imported.
    private static let centered: Int32 = 0x2FFF_0000

    private(set) var window: OpaquePointer?
    private(set) var renderer: OpaquePointer?
    private(set) var texture: OpaquePointer?
    private(set) var textureSize = PixelSize(width: 0, height: 0)
    private var translator = SDLEventTranslator()

    /// The window's size (pt), updated when the window is resized.
    public private(set) var size: Size
    /// The SDL renderer's name, e.g. "opengl" or "software".
    public let rendererName: String
    /// True when the renderer is hardware accelerated.
    public let isAccelerated: Bool
    /// True when presenting waits for the display's vertical blank.
    public let isVSynced: Bool
    /// True when vsync was asked for: the `vsync` argument of ``open(title:size:vsync:fallbackRefreshRate:)``,
    /// overridden by the environment variable `SDL_RENDER_VSYNC` (`0` or `1`) when set.
    public let vsyncRequested: Bool
    /// How many frames ``presentFrame(drawing:)`` has shown.
    public internal(set) var presentCount = 0
    /// Pacing and cost of the presents so far (see ``FrameStatistics``), at the display's refresh rate.
    public internal(set) var statistics = FrameStatistics()
    /// True when the window shows a whole frame (the texture as last uploaded, or on the software renderer the
    /// window surface as last written), so a present may send only a damaged region.
    var screenHoldsTexture = false
    /// True when the software renderer's window surface was written directly since the texture was last uploaded.
    var textureIsStale = false
    /// How many times a present other than ``presentSurface(damage:)`` wrote into the window surface (its
    /// ``DirectWindowSurface/Identity`` changes with it).
    var surfaceRevision = 0
    /// The region (px) the last present sent to the display when it sent part of the frame (empty: nothing); nil when
    /// it sent the whole frame.
    package internal(set) var lastSentRegion: PixelRect?
    /// Holds ``present(_:damage:)`` until the next refresh when the renderer does not (see ``pacesPresents``).
    var pacer = RefreshPacer(period: 1.0 / 60)
    /// True when the last present was held until a refresh time by the window itself.
    public internal(set) var lastPresentWasPaced = false
    /// The refresh rate (Hz) assumed when SDL's display mode reports none (as under Xvfb): the `fallbackRefreshRate`
    /// of ``open(title:size:vsync:fallbackRefreshRate:)``, ``defaultRefreshRate`` unless given.
    public let fallbackRefreshRate: Double
    /// Called after every present with the time (s, ``MonotonicClock``) its frame was shown and the time the present
    /// returned (the same values ``statistics`` records), e.g. to log when frames were shown during a scripted session.
    public var onPresent: ((_ shownAt: Double, _ returnedAt: Double) -> Void)?
    /// The refresh rate (Hz) assumed when neither the display nor the app gives one: 60.
    nonisolated public static let defaultRefreshRate = 60.0

    private init(
        window: OpaquePointer, renderer: OpaquePointer, size: Size, info: SDL_RendererInfo, vsyncRequested: Bool,
        fallbackRefreshRate: Double
    ) {
        self.window = window
        self.fallbackRefreshRate = fallbackRefreshRate
        self.renderer = renderer
        self.size = size
        self.rendererName = info.name.map { String(cString: $0) } ?? "unknown"
        self.isAccelerated = info.flags & SDL_RENDERER_ACCELERATED.rawValue != 0
        self.isVSynced = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
        self.vsyncRequested = vsyncRequested
        statistics = FrameStatistics(refreshInterval: 1 / refreshRate)
        pacer = RefreshPacer(period: 1 / refreshRate)
    }

    /// Opens a window of `size` (pt) titled `title`, centred, resizable and HiDPI-aware, with an accelerated
    /// renderer if one is available and a software one otherwise. An OpenGL renderer that runs on the CPU (Mesa's
    /// llvmpipe, as under Xvfb) counts as software: SDL's software renderer is used instead, with window
    /// framebuffer acceleration off (the same pixels at about half the CPU time), unless `SDL_RENDER_DRIVER` names
    /// a renderer.
    ///
    /// - Parameters:
    ///   - title: the window title.
    ///   - size: the window's size (pt); on a HiDPI display it has more pixels.
    ///   - vsync: present in step with the display (`SDL_RENDERER_PRESENTVSYNC`); the environment
    ///     variable `SDL_RENDER_VSYNC` overrides it.
    ///   - fallbackRefreshRate: the refresh rate (Hz) to pace presents and count missed vsyncs at when the display
    ///     reports none (Xvfb reports none); ``defaultRefreshRate`` (60) when not positive and finite.
    ///
    /// The video driver follows `SDL_VIDEODRIVER` (e.g. `dummy` in tests). SDL's own silent fallback to its
    /// `offscreen` (or `dummy`) driver when there is no display is refused unless `SDL_VIDEODRIVER` names that
    /// driver: a window nobody sees is an error here.
    /// - Throws: ``HostError/noDisplay(reason:)`` when SDL video cannot start or no window can be created,
    ///   ``HostError/rendererUnavailable(reason:)`` or ``HostError/textureUnavailable(reason:)``.
    public static func open(
        title: String, size: Size, vsync: Bool = true,
        fallbackRefreshRate: Double = defaultRefreshRate
    ) throws(HostError) -> SDLWindow {
        guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else {
            throw .noDisplay(reason: lastError())
        }
        // Without a display SDL 2.26 silently picks its `offscreen` driver; that is only wanted when asked for.
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        let requested = SDL_GetHint(SDL_HINT_VIDEODRIVER).map { String(cString: $0) } ?? ""
        if ["offscreen", "dummy"].contains(driver), !requested.lowercased().contains(driver) {
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw .noDisplay(reason: "no X11 or Wayland display, only SDL's \(driver) driver")
        }
        let width = Int32(max(1, min(16_384, size.width.isFinite ? size.width.rounded() : 1)))
        let height = Int32(max(1, min(16_384, size.height.isFinite ? size.height.rounded() : 1)))
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
        guard let window = SDL_CreateWindow(title, centered, centered, width, height, flags) else {
            let reason = lastError()
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw .noDisplay(reason: reason)
        }

        let (renderer, wantsVSync) = try makeRenderer(for: window, vsync: vsync)
        var info = SDL_RendererInfo()
        _ = SDL_GetRendererInfo(renderer, &info)

        var w: Int32 = 0
        var h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        let result = SDLWindow(
            window: window, renderer: renderer, size: Size(width: Double(w), height: Double(h)),
            info: info, vsyncRequested: wantsVSync,
            fallbackRefreshRate: fallbackRefreshRate > 0 && fallbackRefreshRate.isFinite
                ? fallbackRefreshRate : defaultRefreshRate)
        guard result.ensureTexture() else {
            let reason = lastError()
            result.close()
            throw .textureUnavailable(reason: reason)
        }
        return result
    }

    /// `window`'s renderer (accelerated, or SDL's software one where OpenGL would run on the CPU or is missing), and
    /// whether it was asked to wait for vertical sync; on failure the window is destroyed and SDL video shut down.
    private static func makeRenderer(
        for window: OpaquePointer, vsync: Bool
    ) throws(HostError) -> (OpaquePointer, Bool) {
        let wantsVSync = SDL_GetHintBoolean(SDL_HINT_RENDER_VSYNC, vsync ? SDL_TRUE : SDL_FALSE) == SDL_TRUE
        let vsyncFlag = wantsVSync ? SDL_RENDERER_PRESENTVSYNC.rawValue : 0
        var renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue | vsyncFlag)
        if let accelerated = renderer, SDL_GetHint(SDL_HINT_RENDER_DRIVER) == nil,
            prefersSoftwareRenderer(glRenderer: currentGLRendererName(accelerated))
        {
            // OpenGL run on the CPU (llvmpipe under Xvfb): SDL's own software path draws the same pixels for about
            // half the CPU time and a third of the memory. Window framebuffer acceleration would route it through
            // OpenGL again, so it is turned off.
            SDL_DestroyRenderer(accelerated)
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
            renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue | vsyncFlag)
        }
        if renderer == nil {
            renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue | vsyncFlag)
        }
        guard let renderer else {
            let reason = lastError()
            SDL_DestroyWindow(window)
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw .rendererUnavailable(reason: reason)
        }
        return (renderer, wantsVSync)
    }

    isolated deinit {
        close()
    }

    /// Destroys the texture, renderer and window and releases SDL video. Idempotent.
    public func close() {
        if let texture { SDL_DestroyTexture(texture) }
        if let renderer { SDL_DestroyRenderer(renderer) }
        if let window {
            SDL_DestroyWindow(window)
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
        }
        texture = nil
        renderer = nil
        window = nil
    }

    /// The window title.
    public var title: String {
        get { window.map { String(cString: SDL_GetWindowTitle($0)) } ?? "" }
        set { if let window { SDL_SetWindowTitle(window, newValue) } }
    }

    /// The smallest size (pt) the user can resize the window to; zero (the default) for no limit. Components that
    /// are not positive and finite mean no limit (stored as 1 pt, SDL's smallest). If the window is smaller, SDL
    /// enlarges it.
    public var minimumSize: Size {
        get {
            guard let window else { return Size(width: 0, height: 0) }
            var w: Int32 = 0
            var h: Int32 = 0
            SDL_GetWindowMinimumSize(window, &w, &h)
            return Size(width: Double(w), height: Double(h))
        }
        set {
            guard let window else { return }
            func points(_ v: Double) -> Int32 { v.isFinite && v > 1 ? Int32(min(16_384, v.rounded(.up))) : 1 }
            SDL_SetWindowMinimumSize(window, points(newValue.width), points(newValue.height))
        }
    }

    /// The renderer's output size (px): the window's drawable, larger than ``size`` on HiDPI screens.
    public var drawableSize: PixelSize {
        guard let renderer else { return PixelSize(width: 0, height: 0) }
        var w: Int32 = 0
        var h: Int32 = 0
        guard SDL_GetRendererOutputSize(renderer, &w, &h) == 0 else { return PixelSize(width: 0, height: 0) }
        return PixelSize(width: Int(w), height: Int(h))
    }

    /// Device pixels per point: drawable width (px) / window width (pt). 1 on X11 and under Xvfb; 1 when unknown.
    public var scaleFactor: Double {
        let px = Double(drawableSize.width)
        guard size.width > 0, px > 0 else { return 1 }
        return px / size.width
    }

    /// The display's refresh rate (Hz) from SDL's display mode; ``fallbackRefreshRate`` when SDL reports none.
    public var refreshRate: Double {
        var mode = SDL_DisplayMode()
        let display = window.map { SDL_GetWindowDisplayIndex($0) } ?? -1
        let known = display >= 0 && SDL_GetCurrentDisplayMode(display, &mode) == 0
        return Self.refreshRate(reported: known ? Int(mode.refresh_rate) : nil, fallback: fallbackRefreshRate)
    }

    /// The refresh rate (Hz) to use when the display mode reports `reported` Hz (`nil` or 0 when it reports none, as
    /// SDL's X11 driver does under Xvfb): `reported` when positive, otherwise `fallback`, otherwise
    /// ``defaultRefreshRate`` (`fallback` not positive and finite).
    nonisolated public static func refreshRate(reported: Int?, fallback: Double) -> Double {
        if let reported, reported > 0 { return Double(reported) }
        return fallback > 0 && fallback.isFinite ? fallback : defaultRefreshRate
    }

    /// When the window paces its presents (``pacesPresents``), waits until the next refresh time and returns it (s,
    /// ``MonotonicClock``); otherwise returns nil at once. Pass the result to ``didPresent(refreshTime:)``.
    func waitForRefresh() -> Double? {
        guard pacesPresents else { return nil }
        let refreshTime = pacer.refreshTime(forPresentReadyAt: MonotonicClock.now())
        RefreshPacer.waitUntil(refreshTime)
        return refreshTime
    }

    /// Counts a present and records it in ``statistics``: shown at `refreshTime` (s, ``MonotonicClock``) when it was
    /// held until that refresh (see ``waitForRefresh()``), otherwise when it returned (now).
    func didPresent(refreshTime: Double? = nil) {
        presentCount += 1
        lastPresentWasPaced = refreshTime != nil
        let now = MonotonicClock.now()
        statistics.recordPresent(shownAt: refreshTime ?? now, returnedAt: now, cpuSeconds: ProcessUsage.cpuSeconds())
        onPresent?(refreshTime ?? now, now)
    }

    /// ``statistics`` with the time since the last present counted as idle, up to now: what to report at exit.
    public func closedStatistics() -> FrameStatistics {
        var closed = statistics
        closed.close(at: MonotonicClock.now(), cpuSeconds: ProcessUsage.cpuSeconds())
        return closed
    }

    /// Reads the renderer's current output back as ARGB8888 pixels, row-major, ``drawableSize`` wide
    /// (`SDL_RenderReadPixels`). Meant for tests and screenshots; reliable with the software renderer, where
    /// the last presented frame stays in the back buffer. `nil` if SDL cannot read.
    public func readPixels() -> [UInt32]? {
        guard let renderer else { return nil }
        let size = drawableSize
        guard size.width > 0, size.height > 0 else { return nil }
        var out = [UInt32](repeating: 0, count: size.width * size.height)
        // SDL writes `height` rows of `width` pixels: exactly `out`.
        let status = CBytes.withMutableAddress(of: &out) {
            SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, $0, Int32(size.width * 4))
        }
        return status == 0 ? out : nil
    }

    /// Drains SDL's event queue and returns the translated events, in order, each stamped with
    /// ``MonotonicClock`` when it was taken from the queue. Keeps ``size`` current on resize.
    ///
    /// SDL's queue is process-wide: with one window, every event belongs to it.
    public func pollEvents() -> [HostEvent] {
        var out: [HostEvent] = []
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            let now = MonotonicClock.now()
            if event.type == SDL_WINDOWEVENT.rawValue, event.window.event == UInt8(SDL_WINDOWEVENT_EXPOSED.rawValue) {
                representTexture()
            }
            let translated = translator.translate(event, at: now, windowSize: size)
            for case .resized(let newSize) in translated { size = newSize }
            out += translated
        }
        return out
    }

    /// Makes sure the texture matches the drawable size (px); false if it cannot be created.
    func ensureTexture() -> Bool {
        guard let renderer else { return false }
        let wanted = drawableSize
        guard wanted.width > 0, wanted.height > 0 else { return false }
        if texture != nil, wanted == textureSize { return true }
        if let texture { SDL_DestroyTexture(texture) }
        texture = SDL_CreateTexture(
            renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
            Int32(wanted.width), Int32(wanted.height))
        guard let texture else { return false }
        _ = SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        textureSize = wanted
        screenHoldsTexture = false
        return true
    }

    /// SDL's last error message.
    private static func lastError() -> String {
        let message = String(cString: SDL_GetError())
        return message.isEmpty ? "unknown error" : message
    }
}

// MARK: - Software OpenGL

/// True when `glRenderer` (OpenGL's `GL_RENDERER` string) names a rasterizer that runs on the CPU: Mesa's
/// llvmpipe, softpipe and swrast, or Microsoft's GDI generic renderer. SDL counts these as accelerated.
/// `nil` (no OpenGL renderer) is false.
func prefersSoftwareRenderer(glRenderer: String?) -> Bool {
    guard let name = glRenderer?.lowercased() else { return false }
    return ["llvmpipe", "softpipe", "swrast", "software rasterizer", "gdi generic"].contains { name.contains($0) }
}

/// The `GL_RENDERER` string of the OpenGL context current after creating `renderer`, or nil when the renderer is
/// not an OpenGL one or the string cannot be read.
@MainActor
private func currentGLRendererName(_ renderer: OpaquePointer) -> String? {
    var info = SDL_RendererInfo()
    guard SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name.map({ String(cString: $0) }),
        name.hasPrefix("opengl")
    else { return nil }
    // The query goes through the C shim (Sources/CSDL2/shim.h), which calls `glGetString` by its typed
    // declaration: Swift would have to cast SDL's untyped function address.
    return koloda_gl_renderer_name().map { String(cString: $0) }
}
