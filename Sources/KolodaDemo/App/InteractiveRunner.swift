import Glibc
import KolodaCairo
import KolodaCore
import KolodaSDL

/// Runs the demo in an SDL window until Escape or the window is closed: events into the app, one engine tick
/// per frame on the monotonic clock, and a redraw of what changed whenever something did (nothing at all while
/// nothing moves).
@MainActor
enum InteractiveRunner {
    /// The window title (the end-to-end test finds the window by it).
    static let title = "Koloda Demo"
    /// The smallest window the demo can be shrunk to (pt): the deck, its buttons and the status line still fit.
    static let minimumWindowSize = Size(width: 320, height: 520)

    /// Runs the event loop in `window`.
    static func run(window: Window, eventLog: EventLog?) {
        window.minimumSize = minimumWindowSize
        let line = "koloda-demo: renderer: \(window.rendererName)\(window.isAccelerated ? " (accelerated)" : "")\n"
        _ = line.withCString { write(1, $0, strlen($0)) }  // unbuffered: a test reads it while the app runs
        let app = DemoApp(windowSize: window.size, now: MonotonicClock.now(), eventLog: eventLog)
        var buffer: FrameBuffer?
        runEventLoop(window: window, onEvent: { app.handle($0) }, onFrame: { now in
            app.advance(to: now)
            if app.wantsQuit { return false }
            guard app.needsDisplay || app.isMoving else { return true }  // a still screen costs nothing
            let pixels = window.drawableSize, scale = window.scaleFactor * app.uiScale
            guard pixels.width > 0, pixels.height > 0 else { return true }
            if buffer.map({ $0.width != pixels.width || $0.height != pixels.height || $0.scale != scale }) ?? true {
                buffer = FrameBuffer(width: pixels.width, height: pixels.height, scale: scale)
            }
            guard let target = buffer else { return true }
            switch app.render(into: target) {
            case .full: window.present(target, damage: nil)
            case .region(let r):
                window.present(target, damage: PixelRect.covering(minX: r.minX, minY: r.minY, maxX: r.maxX,
                                                                  maxY: r.maxY, scale: scale))
            case .unchanged:
                // Moving, but this frame looks like the last (the pointer held still): the picture stays up.
                if app.isMoving { window.present(target, damage: PixelRect(x: 0, y: 0, width: 0, height: 0)) }
            }
            return true
        })
    }
}
