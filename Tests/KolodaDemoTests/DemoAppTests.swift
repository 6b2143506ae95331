import Glibc
import KolodaCairo
import KolodaCore
import KolodaSDL
import Testing

@testable import KolodaDemo

/// The demo app as a new user meets it in a window: keys, the event log, window sizes, what v2 draws.
@MainActor
@Suite("Demo app")
struct DemoAppTests {
    /// The recorder's window, the demo's default size (pt).
    let window = Size(width: 480, height: 800)

    func key(_ key: KeyEvent.Key, repeat isRepeat: Bool = false) -> HostEvent {
        .keyDown(KeyEvent(key: key, isRepeat: isRepeat))
    }

    /// Holding an arrow key swipes one card, not one per auto-repeat; the same for Backspace and undo.
    @Test func heldKeysDoNotRepeatSwipesOrUndos() {
        let app = DemoApp(windowSize: window, now: 0, eventLog: nil)
        app.handle(key(.right))
        for _ in 0..<20 { app.handle(key(.right, repeat: true)) }
        app.advance(to: 5)
        #expect(app.screen.view.currentCardIndex == 1)
        app.handle(key(.right))
        app.advance(to: 10)
        #expect(app.screen.view.currentCardIndex == 2)
        app.handle(key(.backspace))
        for _ in 0..<20 { app.handle(key(.backspace, repeat: true)) }
        app.advance(to: 15)
        #expect(app.screen.view.currentCardIndex == 1)
    }

    /// `--events` logs the first card's didShowCardAt(0) on both screens (it was dropped at start-up).
    @Test func theFirstCardIsShownInTheEventLogOnEitherScreen() throws {
        var template = Array("/tmp/koloda-demo-events-XXXXXX".utf8CString)
        let fd = mkstemp(&template)
        try #require(fd >= 0)
        close(fd)
        let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        defer { unlink(path) }
        do {
            let log = try #require(EventLog(path: path))
            let app = DemoApp(windowSize: window, now: 1, eventLog: log)
            app.advance(to: 2)
            app.show(.v2, now: 3)
            app.advance(to: 4)
        }
        guard let file = fopen(path, "r") else {
            Issue.record("cannot read \(path)")
            return
        }
        defer { fclose(file) }
        var lines: [String] = []
        var buffer = [CChar](repeating: 0, count: 4096)
        while fgets(&buffer, Int32(buffer.count), file) != nil {
            lines.append(buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
        }
        let shows = lines.filter { $0.contains("\"name\":\"didShowCardAt\"") && $0.contains("\"index\":0") }
        #expect(shows.count == 2, "\(lines)")
        #expect(lines.first?.contains("didShowCardAt") == true, "\(lines)")
    }

    /// A large window shows the same screen larger (as a phone app at 2×): at 1080×1920 the deck spans most of
    /// the window's width, and input lands where it is drawn.
    @Test func theLayoutGrowsWithTheWindow() {
        let big = Size(width: 1080, height: 1920)
        let app = DemoApp(windowSize: big, now: 0, eventLog: nil)
        #expect(app.uiScale >= 2)
        let deckWidth = app.layout.deck.width * app.uiScale
        #expect(deckWidth >= 0.8 * big.width, "deck \(deckWidth) pt wide in a \(big.width) pt window")
        let centre = app.layout.deck.center
        let press = Point(x: centre.x * app.uiScale, y: centre.y * app.uiScale)
        app.handle(.pointer(PointerEvent(phase: .down, location: press, timestamp: 0.1, source: .mouse)))
        #expect(app.capture == .deck)
        // The default size is unchanged, and a resize picks the scale again.
        #expect(DemoApp(windowSize: window, now: 0, eventLog: nil).uiScale == 1)
        app.resize(to: window)
        #expect(app.uiScale == 1)
        #expect(app.layout.window == window)
    }

    /// Bad sizes from the window system change nothing.
    @Test func badWindowSizesAreIgnored() {
        let app = DemoApp(windowSize: window, now: 0, eventLog: nil)
        for size in [Size(width: 0, height: 0), Size(width: .nan, height: 800), Size(width: .infinity, height: 1)] {
            app.resize(to: size)
            #expect(app.layout.window == window)
            #expect(app.uiScale == 1)
        }
    }

    /// v2's oversized background card does not show through behind the buttons: beside the NOPE button, v2 draws
    /// the same pixels as v1, whose cards end above the buttons.
    @Test func v2sBackgroundCardIsNotDrawnBehindTheButtons() throws {
        let app = DemoApp(windowSize: window, now: 0, eventLog: nil, fastFilterWhileMoving: false)
        let nope = try #require(app.layout.buttons[.nope])
        let probe = (x: Int(nope.minX - 12), y: Int(nope.center.y))
        // Frames as the window host draws them, into the canvas's buffer (which keeps its pixels).
        func pixels(at points: [(x: Int, y: Int)], now: Double) throws -> [UInt32] {
            app.canvas.frame(now: now, width: Int(window.width), height: Int(window.height), scaleFactor: 1)
            let buffer = try #require(app.canvas.buffer)
            return points.map { buffer.premultipliedPixel(x: $0.x, y: $0.y) }
        }
        let statusProbe = (x: 4, y: Int(app.layout.status.center.y))
        let v1 = try pixels(at: [probe, statusProbe], now: 0)
        app.show(.v2, now: 1)
        let v2 = try pixels(at: [probe, statusProbe], now: 5)  // past v2's appear animation
        #expect(v1 == v2)
    }
}
