import Glibc
import KolodaCairo
import KolodaCore
import KolodaSDL

/// Runs the demo in an SDL window until Escape or the window is closed: events into the app, one engine tick
/// per frame on the monotonic clock, and a redraw whenever something changed (and a few times a second anyway).
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
        var lastDraw = -Double.infinity
        runEventLoop(window: window, onEvent: { app.handle($0) }, onFrame: { now in
            app.advance(to: now)
            if app.wantsQuit { return false }
            if app.needsDisplay || app.isMoving || now - lastDraw > 0.25 {
                window.present { pixels, width, height, stride in
                    guard let target = FrameBuffer(wrapping: pixels, width: width, height: height, bytesPerRow: stride,
                                                   scale: window.scaleFactor * app.uiScale) else { return }
                    app.render(into: target)
                }
                lastDraw = now
            }
            return true
        })
    }
}
