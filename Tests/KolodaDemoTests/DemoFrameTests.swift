import Glibc
import KolodaCairo
import KolodaSDL
import Testing

@_spi(Fronts) @testable import KolodaCore
@testable import KolodaDemo

/// The demo in the library's window host, frame by frame on a manual clock: one scene per frame, nothing presented
/// while idle, and its buttons and keys through the host's input path.
@MainActor
@Suite("Demo frames")
struct DemoFrameTests {
    let window = Size(width: 480, height: 800)

    func pointer(_ phase: PointerEvent.Phase, _ p: Point, _ t: Double) -> HostEvent {
        .pointer(PointerEvent(phase: phase, location: p, timestamp: t, source: .mouse))
    }

    /// A drag past the threshold and the animation after it: every frame (the canvas's, as the window host runs it)
    /// builds the shown deck's scene once.
    @Test func eachFrameBuildsOneScene() {
        let app = DemoApp(windowSize: window, now: 0, eventLog: nil)
        var t = 0.0
        var frames = 0
        var maxScenes = 0
        func frame() {
            let deck = app.screen.view.deck
            let before = deck.scenesBuilt
            app.canvas.frame(now: t, width: 480, height: 800, scaleFactor: 1)
            maxScenes = max(maxScenes, deck.scenesBuilt - before)
            frames += 1
            t += 1.0 / 60
        }
        frame()
        let grab = Point(x: 240, y: 330)
        app.handle(pointer(.down, grab, t))
        for step in 1...20 {
            app.handle(pointer(.moved, Point(x: grab.x + 12 * Double(step), y: grab.y), t))
            frame()
        }
        app.handle(pointer(.up, Point(x: grab.x + 240, y: grab.y), t))
        for _ in 0..<60 { frame() }
        #expect(app.screen.view.currentCardIndex == 1, "the drag swiped the first card")
        #expect(frames == 81)
        #expect(maxScenes == 1, "at most \(maxScenes) scene builds in a frame")
    }

    /// In a window (SDL's dummy driver), a settled demo presents nothing, frame after frame; a click on LIKE presents
    /// again (the pressed button, then the swipe).
    @Test func anIdleDemoPresentsNothing() throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let sdlWindow = try SDLWindow.open(title: "koloda-demo test", size: window)
        defer { sdlWindow.close() }
        _ = sdlWindow.pollEvents()
        let app = DemoApp(windowSize: sdlWindow.size, now: 0, eventLog: nil)
        let host = KolodaWindowHost(window: sdlWindow, canvas: app.canvas)
        var t = 0.0
        func run(seconds: Double) {
            for _ in 0..<Int(seconds * 60) {
                host.frame(now: t)
                t += 1.0 / 60
            }
        }
        run(seconds: 2)  // the first card settles
        let settled = sdlWindow.presentCount
        #expect(settled >= 1)
        run(seconds: 5)
        #expect(
            sdlWindow.presentCount == settled, "an idle demo presented \(sdlWindow.presentCount - settled) times in 5 s"
        )

        let like = try #require(app.layout.buttons[.like]).center
        host.handle(pointer(.down, like, t))
        run(seconds: 0.1)
        #expect(sdlWindow.presentCount == settled + 1, "the pressed button is drawn once")
        host.handle(pointer(.up, like, t))
        run(seconds: 2)
        #expect(app.screen.view.currentCardIndex == 1, "LIKE swiped the first card")
        let afterSwipe = sdlWindow.presentCount
        #expect(afterSwipe > settled + 2)
        run(seconds: 3)
        #expect(sdlWindow.presentCount == afterSwipe, "idle again")
    }

    /// The deck's keys are the library's (`DeckKeys`): Enter selects the front card; the demo's own key, Tab,
    /// switches screens and does not reach the deck.
    @Test func keysGoThroughTheHostsMapping() {
        let app = DemoApp(windowSize: window, now: 0, eventLog: nil)
        app.handle(.keyDown(KeyEvent(key: .enter)))
        #expect(app.statusLine.hasSuffix("Selected card 1"), "\(app.statusLine)")
        app.handle(.keyDown(KeyEvent(key: .tab)))
        #expect(app.current == .v2)
        #expect(app.screen.view.currentCardIndex == 0)
        app.handle(.keyDown(KeyEvent(key: .escape)))
        #expect(app.wantsQuit)
    }

    /// While the deck is still, the two cards that enter next and the front card's stamps (the same on every card) are
    /// rasterized ahead: the frames of two swipes, the second made before the deck comes to rest, draw no card and no
    /// stamp.
    @Test func theNextCardsAreRasterizedBeforeTheyEnter() {
        let clock = RasterCountingClock(app: DemoApp(windowSize: window, now: 0, eventLog: nil))
        let app = clock.app
        let view = app.screen.view
        func run(seconds: Double) { clock.run(seconds: seconds) }
        run(seconds: 1.5)  // the deck settles; then the fourth and fifth cards are prepared
        let prepared = view.rasterizer.rasterizationCount
        run(seconds: 0.5)
        #expect(view.rasterizer.rasterizationCount == prepared, "prepared once")

        for swipe in 1...2 {
            // A drag past the threshold: the stamp shows from its first move.
            let grab = Point(x: 240, y: 330)
            app.handle(pointer(.down, grab, clock.t))
            for step in 1...12 {
                app.handle(pointer(.moved, Point(x: grab.x + 20 * Double(step), y: grab.y), clock.t))
                run(seconds: 1.0 / 60)
            }
            let cards = view.deck.scene.cards.filter { $0.alpha > 0 }.count
            #expect(
                view.lastFrameLayers(scale: view.rasterizer.scale).count > cards,
                "swipe \(swipe): a stamp shows over the dragged card")
            app.handle(pointer(.up, Point(x: grab.x + 240, y: grab.y), clock.t))
            run(seconds: swipe == 1 ? 0.1 : 1.5)  // the second swipe begins while the first card still flies out
        }
        #expect(view.currentCardIndex == 2)
        #expect(!view.isSceneMoving)
        #expect(clock.rasterizedWhileMoving == 0, "\(clock.rasterizedWhileMoving) rasters while cards moved")
    }

    /// Swiping every card of v1, each after the deck rests: the refill's cards, which appear at once when it runs out,
    /// were prepared too, so no frame with moving cards draws one.
    @Test func theRefillCardsAreRasterizedBeforeTheyAppear() {
        let clock = RasterCountingClock(app: DemoApp(windowSize: window, now: 0, eventLog: nil))
        let app = clock.app
        let view = app.screen.view
        func run(seconds: Double) { clock.run(seconds: seconds) }
        run(seconds: 1.5)
        for _ in 0..<5 {
            app.handle(.keyDown(KeyEvent(key: .right)))
            run(seconds: 2)
        }
        #expect(app.screen.cards.count == 9, "v1 ran out and appended four cards")
        #expect(view.currentCardIndex == 5)
        #expect(view.deck.scene.cards.filter { !$0.isLeaving }.count == 3)
        #expect(clock.rasterizedWhileMoving == 0, "\(clock.rasterizedWhileMoving) rasters while cards moved")
    }
}

/// Runs a demo's canvas frame by frame at 60 Hz on a manual clock (960 × 1600 px at 2 px/pt), counting the card
/// rasterizations made in frames where cards moved.
@MainActor
private final class RasterCountingClock {
    let app: DemoApp
    private(set) var t = 0.0
    private(set) var rasterizedWhileMoving = 0

    init(app: DemoApp) { self.app = app }

    func run(seconds: Double) {
        let view = app.screen.view
        for _ in 0..<Int((seconds * 60).rounded()) {
            let before = view.rasterizer.rasterizationCount
            let moving = view.isSceneMoving
            app.canvas.frame(now: t, width: 960, height: 1600, scaleFactor: 2)
            if moving || view.isSceneMoving { rasterizedWhileMoving += view.rasterizer.rasterizationCount - before }
            t += 1.0 / 60
        }
    }
}
