import Glibc
import KolodaCairo
import KolodaCore
import KolodaSDL

/// Runs the demo in an SDL window until Escape or the window is closed, in the library's window host: its event
/// loop, its frame buffer and its damage cache (the app is the host's chrome). A frame presents only when a pixel
/// changed, so an idle demo presents nothing.
@MainActor
enum InteractiveRunner {
    /// The window title (the end-to-end test finds the window by it).
    static let title = "Koloda Demo"
    /// The smallest window the demo can be shrunk to (pt): the deck, its buttons and the status line still fit.
    static let minimumWindowSize = Size(width: 320, height: 520)

    /// Runs the event loop in `window`, each screen starting at the card of data index `startIndex`; records the
    /// presents, the input and the deck's frames in `presentLog`, if given.
    static func run(
        window: SDLWindow, eventLog: EventLog?, presentLog: PresentLog? = nil, startIndex: Int = 0,
        layoutDirection: DeckLayoutDirection = .leftToRight
    ) {
        window.minimumSize = minimumWindowSize
        let line = "koloda-demo: renderer: \(window.rendererName)\(window.isAccelerated ? " (accelerated)" : "")\n"
        _ = line.withCString { write(1, $0, strlen($0)) }  // unbuffered: a test reads it while the app runs
        let app = DemoApp(
            windowSize: window.size, now: MonotonicClock.now(), eventLog: eventLog, startIndex: startIndex,
            layoutDirection: layoutDirection)
        if let presentLog {
            app.presentLog = presentLog
            window.onPresent = { presentLog.record(shownAt: $0, returnedAt: $1) }
        }
        let host = KolodaWindowHost(window: window, canvas: app.canvas)
        host.run()
        withExtendedLifetime(app) {}  // the canvas holds its chrome, the app, weakly
    }
}
