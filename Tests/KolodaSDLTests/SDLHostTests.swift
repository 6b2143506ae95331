import CSDL2
import Glibc
import KolodaCore
import Testing

@testable import KolodaSDL

/// Tests against real SDL with the `dummy` video driver (no display needed, software renderer).
/// Serialized and on the main actor: SDL's video state and event queue are process-wide.
@MainActor
@Suite("SDL host", .serialized)
struct SDLHostTests {
    init() {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
    }

    /// Opens a 400×600 pt window on the dummy driver with an empty event queue.
    func openWindow() throws -> SDLWindow {
        let window = try SDLWindow.open(title: "KolodaSDL test", size: Size(width: 400, height: 600))
        _ = window.pollEvents()  // drop the window's own startup events
        return window
    }

    func push(_ event: SDL_Event) {
        var event = event
        #expect(SDL_PushEvent(&event) == 1, "SDL_PushEvent: \(String(cString: SDL_GetError()))")
    }

    func mouseButton(_ type: SDL_EventType, button: Int32 = SDL_BUTTON_LEFT, x: Int32, y: Int32, which: UInt32 = 0)
        -> SDL_Event
    {
        var e = SDL_Event()
        e.type = type.rawValue
        e.button.which = which
        e.button.button = UInt8(button)
        e.button.state = UInt8(type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED)
        e.button.clicks = 1
        e.button.x = x
        e.button.y = y
        return e
    }

    func mouseMotion(x: Int32, y: Int32, pressed: Bool, which: UInt32 = 0) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_MOUSEMOTION.rawValue
        e.motion.which = which
        e.motion.state = pressed ? 1 : 0  // SDL_BUTTON_LMASK
        e.motion.x = x
        e.motion.y = y
        return e
    }

    func finger(_ type: SDL_EventType, id: Int64, x: Float, y: Float) -> SDL_Event {
        var e = SDL_Event()
        e.type = type.rawValue
        e.tfinger.touchId = 1
        e.tfinger.fingerId = id
        e.tfinger.x = x
        e.tfinger.y = y
        e.tfinger.pressure = 1
        return e
    }

    func key(_ type: SDL_EventType, _ code: SDL_Keycode, mod: SDL_Keymod = KMOD_NONE, isRepeat: Bool = false)
        -> SDL_Event
    {
        var e = SDL_Event()
        e.type = type.rawValue
        e.key.state = UInt8(type == SDL_KEYDOWN ? SDL_PRESSED : SDL_RELEASED)
        e.key.repeat = isRepeat ? 1 : 0
        e.key.keysym.sym = code
        e.key.keysym.mod = UInt16(mod.rawValue)
        return e
    }

    func windowEvent(_ id: SDL_WindowEventID, data1: Int32 = 0, data2: Int32 = 0) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_WINDOWEVENT.rawValue
        e.window.event = UInt8(id.rawValue)
        e.window.data1 = data1
        e.window.data2 = data2
        return e
    }

    func pointers(_ events: [HostEvent]) -> [PointerEvent] {
        events.compactMap { if case .pointer(let p) = $0 { p } else { nil } }
    }

    func keycode(_ k: SDL_KeyCode) -> SDL_Keycode { SDL_Keycode(bitPattern: k.rawValue) }

    // MARK: - Window

    @Test func windowOpensWithSoftwareRendererOnDummyDriver() throws {
        let window = try openWindow()
        defer { window.close() }
        #expect(window.rendererName == "software")
        #expect(!window.isAccelerated)
        #expect(window.size == Size(width: 400, height: 600))
        #expect(window.drawableSize == PixelSize(width: 400, height: 600))
        #expect(window.scaleFactor == 1)
        #expect(window.title == "KolodaSDL test")
        window.title = "renamed"
        #expect(window.title == "renamed")
    }

    /// A window can be given a minimum size; a 1×1 resize is then refused by SDL.
    @Test func minimumSizeIsKeptAndBadValuesMeanNoLimit() throws {
        let window = try openWindow()
        defer { window.close() }
        #expect(window.minimumSize == Size(width: 0, height: 0))
        window.minimumSize = Size(width: 320, height: 520)
        #expect(window.minimumSize == Size(width: 320, height: 520))
        window.minimumSize = Size(width: .nan, height: -4)
        #expect(window.minimumSize.width <= 1 && window.minimumSize.height <= 1)
    }

    /// The pixel (x, y) the present tests write: opaque ARGB, red = x, green = y (mod 256), blue = 0x5A.
    private static func testPixel(x: Int, y: Int) -> UInt32 {
        0xFF00_0000 | UInt32(x & 0xFF) << 16 | UInt32(y & 0xFF) << 8 | 0x5A
    }

    /// Checks that the window shows `testPixel` after one present that drew a `width` × `height` px texture, `stride`
    /// bytes a row.
    private static func expectTestPixels(in window: SDLWindow, drawn seen: (Int, Int, Int)?) throws {
        #expect(window.presentCount == 1)
        let (w, h, stride) = try #require(seen)
        #expect(w == 400 && h == 600 && stride >= 400 * 4)
        let read = try #require(window.readPixels())
        #expect(read.count == 400 * 600)
        for (x, y) in [(0, 0), (399, 0), (17, 255), (200, 300), (399, 599)] {
            #expect(read[y * 400 + x] == testPixel(x: x, y: y), "pixel (\(x), \(y))")
        }
    }

    @Test func presentWritesPixelsReadableWithRenderReadPixels() throws {
        let window = try openWindow()
        defer { window.close() }
        var seen: (Int, Int, Int)?
        let ok = window.presentFrame(drawing: { buffer in
            seen = (buffer.width, buffer.height, buffer.bytesPerRow)
            guard let pixels = buffer.flushedMemory() else { return }
            for y in 0..<buffer.height {
                for x in 0..<buffer.width { pixels[y * pixels.stride + x] = Self.testPixel(x: x, y: y) }
            }
            buffer.markDirty()
        })
        #expect(ok)
        try Self.expectTestPixels(in: window, drawn: seen)
    }

    /// The deprecated pointer path still presents what is written through the pointer.
    @available(*, deprecated, message: "exercises present(drawing:)")
    @Test func theDeprecatedPointerPresentStillWritesPixels() throws {
        let window = try openWindow()
        defer { window.close() }
        var seen: (Int, Int, Int)?
        let ok = window.present { pixels, width, height, stride in
            seen = (width, height, stride)
            for y in 0..<height {
                let row = (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width { row[x] = Self.testPixel(x: x, y: y) }
            }
        }
        #expect(ok)
        try Self.expectTestPixels(in: window, drawn: seen)
    }

    @Test func aFallbackRefreshRatePacesAndCountsWhenTheDisplayReportsNone() throws {
        let window = try SDLWindow.open(title: "x", size: Size(width: 32, height: 16), fallbackRefreshRate: 120)
        defer { window.close() }
        var mode = SDL_DisplayMode()
        #expect(SDL_GetCurrentDisplayMode(0, &mode) == 0 && mode.refresh_rate == 0, "the dummy driver reports no rate")
        #expect(window.refreshRate == 120)
        #expect(window.pacer.period == 1.0 / 120)
        #expect(window.statistics.refreshInterval == 1.0 / 120)
        let standard = try SDLWindow.open(title: "x", size: Size(width: 32, height: 16))
        defer { standard.close() }
        #expect(standard.refreshRate == SDLWindow.defaultRefreshRate)
    }

    @Test func openingWithoutADisplayThrowsAClearError() {
        setenv("SDL_VIDEODRIVER", "no-such-driver", 1)
        defer { setenv("SDL_VIDEODRIVER", "dummy", 1) }
        do {
            let window = try SDLWindow.open(title: "x", size: Size(width: 10, height: 10))
            window.close()
            Issue.record("opened a window on a non-existent video driver")
        } catch {
            guard case .noDisplay(let reason) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(!reason.isEmpty)
            #expect(error.description.hasPrefix("No display available (SDL: "))
            #expect(error.description.hasSuffix("); run under xvfb-run or use --record"))
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func sdlsSilentOffscreenFallbackIsRefused() {
        // No driver named and no display: SDL would quietly pick `offscreen`; the host must refuse it.
        let saved: [(String, String?)] = ["DISPLAY", "WAYLAND_DISPLAY"].map { (name: String) in
            (name, getenv(name).map { String(cString: $0) })
        }
        unsetenv("SDL_VIDEODRIVER")
        for (name, _) in saved { unsetenv(name) }
        defer {
            setenv("SDL_VIDEODRIVER", "dummy", 1)
            for case (let name, let value?) in saved { setenv(name, value, 1) }
        }
        do {
            let window = try SDLWindow.open(title: "x", size: Size(width: 10, height: 10))
            window.close()
            Issue.record("opened a window without a display")
        } catch {
            #expect(error == .noDisplay(reason: "no X11 or Wayland display, only SDL's offscreen driver"))
        }
    }

    @Test func offscreenDriverWorksWhenAskedFor() throws {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        defer { setenv("SDL_VIDEODRIVER", "dummy", 1) }
        let window = try SDLWindow.open(title: "x", size: Size(width: 32, height: 16))
        defer { window.close() }
        #expect(window.drawableSize == PixelSize(width: 32, height: 16))
        #expect(
            window.presentFrame(drawing: { $0.fill(.white) }))
    }

    // MARK: - Input translation

    @Test func mouseLeftButtonDragBecomesDownMovedUp() throws {
        let window = try openWindow()
        defer { window.close() }
        push(mouseMotion(x: 5, y: 5, pressed: false))  // hover: ignored
        push(mouseButton(SDL_MOUSEBUTTONUP, x: 1, y: 1))  // release without press: ignored
        push(mouseButton(SDL_MOUSEBUTTONDOWN, x: 10, y: 20))
        push(mouseMotion(x: 30, y: 40, pressed: true))
        push(mouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_RIGHT, x: 31, y: 41))  // other button: ignored
        push(mouseMotion(x: 50, y: 45, pressed: true))
        push(mouseButton(SDL_MOUSEBUTTONUP, x: 50, y: 60))
        push(mouseMotion(x: 70, y: 70, pressed: false))  // hover after release: ignored
        let before = MonotonicClock.now()
        let events = pointers(window.pollEvents())
        let after = MonotonicClock.now()

        #expect(events.map(\.phase) == [.down, .moved, .moved, .up])
        #expect(
            events.map(\.location) == [
                Point(x: 10, y: 20), Point(x: 30, y: 40), Point(x: 50, y: 45), Point(x: 50, y: 60)
            ])
        #expect(events.allSatisfy { $0.source == .mouse })
        // Stamped with the monotonic clock at poll time, in order.
        #expect(events.allSatisfy { $0.timestamp >= before && $0.timestamp <= after })
        #expect(zip(events, events.dropFirst()).allSatisfy { $0.timestamp <= $1.timestamp })
    }

    @Test func fingersAreScaledToPointsAndSyntheticMouseEventsIgnored() throws {
        let window = try openWindow()
        defer { window.close() }
        push(finger(SDL_FINGERDOWN, id: 7, x: 0.25, y: 0.5))
        // What SDL synthesises from the touch: must not show up as a second pointer.
        push(mouseButton(SDL_MOUSEBUTTONDOWN, x: 100, y: 300, which: UInt32.max))
        push(finger(SDL_FINGERMOTION, id: 7, x: 0.5, y: 0.5))
        push(mouseMotion(x: 200, y: 300, pressed: true, which: UInt32.max))
        push(finger(SDL_FINGERMOTION, id: 9, x: 0.1, y: 0.1))  // never went down: ignored
        push(finger(SDL_FINGERUP, id: 7, x: 0.75, y: 1))
        push(mouseButton(SDL_MOUSEBUTTONUP, x: 300, y: 600, which: UInt32.max))
        let events = pointers(window.pollEvents())

        #expect(events.map(\.phase) == [.down, .moved, .up])
        #expect(events.map(\.location) == [Point(x: 100, y: 300), Point(x: 200, y: 300), Point(x: 300, y: 600)])
        #expect(events.allSatisfy { $0.source == .touch(7) })
    }

    @Test func focusLossCancelsPressedPointers() throws {
        let window = try openWindow()
        defer { window.close() }
        push(mouseButton(SDL_MOUSEBUTTONDOWN, x: 10, y: 20))
        push(mouseMotion(x: 12, y: 22, pressed: true))
        push(finger(SDL_FINGERDOWN, id: 3, x: 0.5, y: 0.5))
        push(windowEvent(SDL_WINDOWEVENT_FOCUS_LOST))
        push(mouseMotion(x: 14, y: 24, pressed: true))  // the sequence is over: ignored
        push(mouseButton(SDL_MOUSEBUTTONUP, x: 14, y: 24))  // ignored too
        let events = pointers(window.pollEvents())

        #expect(events.map(\.phase) == [.down, .moved, .down, .cancelled, .cancelled])
        #expect(
            events[3]
                == PointerEvent(
                    phase: .cancelled, location: Point(x: 12, y: 22), timestamp: events[3].timestamp, source: .mouse))
        #expect(events[4].source == .touch(3) && events[4].location == Point(x: 200, y: 300))
    }

    @Test func keysAndModifiersAreTranslated() throws {
        let window = try openWindow()
        defer { window.close() }
        push(key(SDL_KEYDOWN, keycode(SDLK_LEFT), mod: KMOD_LSHIFT))
        push(key(SDL_KEYDOWN, keycode(SDLK_z), mod: KMOD_RCTRL, isRepeat: true))
        push(key(SDL_KEYDOWN, keycode(SDLK_KP_ENTER), mod: SDL_Keymod(KMOD_LALT.rawValue | KMOD_LGUI.rawValue)))
        push(key(SDL_KEYUP, keycode(SDLK_a)))
        for code in [SDLK_RIGHT, SDLK_UP, SDLK_DOWN, SDLK_BACKSPACE, SDLK_RETURN, SDLK_SPACE, SDLK_ESCAPE, SDLK_TAB] {
            push(key(SDL_KEYDOWN, keycode(code)))
        }
        let events = window.pollEvents()
        #expect(
            events == [
                .keyDown(KeyEvent(key: .left, modifiers: .shift)),
                .keyDown(KeyEvent(key: .z, modifiers: .control, isRepeat: true)),
                .keyDown(KeyEvent(key: .enter, modifiers: [.alt, .gui])),
                .keyUp(KeyEvent(key: .other(97))),
                .keyDown(KeyEvent(key: .right)), .keyDown(KeyEvent(key: .up)), .keyDown(KeyEvent(key: .down)),
                .keyDown(KeyEvent(key: .backspace)), .keyDown(KeyEvent(key: .enter)), .keyDown(KeyEvent(key: .space)),
                .keyDown(KeyEvent(key: .escape)), .keyDown(KeyEvent(key: .tab))
            ])
    }

    @Test func resizeUpdatesSizeAndQuitIsReported() throws {
        let window = try openWindow()
        defer { window.close() }
        push(windowEvent(SDL_WINDOWEVENT_SIZE_CHANGED, data1: 500, data2: 700))
        var quit = SDL_Event()
        quit.type = SDL_QUIT.rawValue
        push(quit)
        #expect(window.pollEvents() == [.resized(Size(width: 500, height: 700)), .quit])
        #expect(window.size == Size(width: 500, height: 700))
        // Fingers now scale by the new size.
        push(finger(SDL_FINGERDOWN, id: 1, x: 0.5, y: 0.5))
        #expect(pointers(window.pollEvents()).map(\.location) == [Point(x: 250, y: 350)])
    }

    // MARK: - Event loop

    @Test func eventLoopRunsExactlyTheFrameLimitWithMonotonicTime() throws {
        let window = try openWindow()
        defer { window.close() }
        var times: [Double] = []
        let frames = runEventLoop(
            window: window, frameLimit: 5, pacing: .none, onEvent: { _ in },
            onFrame: { now in
                times.append(now)
                window.presentFrame(drawing: { $0.fill(.clear) })
                return true
            })
        #expect(frames == 5)
        #expect(times.count == 5)
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(window.presentCount == 5)
    }

    @Test func eventLoopDeliversEventsBeforeTheFrameAndStopsOnQuit() throws {
        let window = try openWindow()
        defer { window.close() }
        push(mouseButton(SDL_MOUSEBUTTONDOWN, x: 1, y: 2))
        var log: [String] = []
        let frames = runEventLoop(
            window: window, frameLimit: 100, pacing: .none,
            onEvent: { event in
                switch event {
                case .pointer(let p): log.append("pointer \(p.phase)")
                case .quit: log.append("quit")
                default: break
                }
            },
            onFrame: { _ in
                log.append("frame")
                if log.count == 3 {
                    var quit = SDL_Event()
                    quit.type = SDL_QUIT.rawValue
                    push(quit)
                }
                return true
            })
        #expect(log == ["pointer down", "frame", "frame", "quit"])
        #expect(frames == 2)
    }

    @Test func eventLoopStopsWhenTheFrameSaysSo() throws {
        let window = try openWindow()
        defer { window.close() }
        var count = 0
        let frames = runEventLoop(
            window: window, frameLimit: 100, pacing: .none, onEvent: { _ in },
            onFrame: { _ in
                count += 1
                return count < 3
            })
        #expect(frames == 3)
    }
}

/// What the host's clock is (its documentation names it: event-log times are compared with other clocks).
@Suite("Host clock and renderer choice")
struct HostClockAndRendererTests {
    /// `MonotonicClock` reads CLOCK_MONOTONIC_RAW: its time sits between two readings of that clock.
    @Test func monotonicClockIsClockMonotonicRaw() {
        func raw() -> Double {
            var ts = timespec()
            clock_gettime(CLOCK_MONOTONIC_RAW, &ts)
            return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
        }
        var inside = 0
        for _ in 0..<5 {
            let before = raw()
            let ours = MonotonicClock.now()
            let after = raw()
            if ours >= before - 1e-6 && ours <= after + 1e-6 { inside += 1 }
        }
        #expect(inside >= 4, "MonotonicClock.now() is not CLOCK_MONOTONIC_RAW")
    }

    /// An OpenGL renderer run on the CPU is replaced by SDL's software renderer; a GPU's is kept.
    @Test(arguments: [
        ("llvmpipe (LLVM 15.0.6, 256 bits)", true),
        ("softpipe", true),
        ("Mesa OffScreen / swrast", true),
        ("Software Rasterizer", true),
        ("GDI Generic", true),
        ("AMD Radeon RX 6600 (navi23, LLVM 15.0.6, DRM 3.49, 6.1.0)", false),
        ("Mesa Intel(R) UHD Graphics 620 (KBL GT2)", false),
        ("NVIDIA GeForce RTX 3060/PCIe/SSE2", false)
    ])
    func softwareOpenGLIsRecognised(name: String, software: Bool) {
        #expect(prefersSoftwareRenderer(glRenderer: name) == software)
    }

    @Test func noOpenGLRendererKeepsTheRenderer() {
        #expect(!prefersSoftwareRenderer(glRenderer: nil))
    }
}
