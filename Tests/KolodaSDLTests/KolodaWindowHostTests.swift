import Glibc
import KolodaCairo
import KolodaCore
import Testing

@testable import KolodaSDL

/// A deck of `count` plain red cards that records swipes and rewinds.
@MainActor
private final class RedCards: KolodaViewDataSource, KolodaViewDelegate {
    var count = 3
    var swipes: [(Int, SwipeResultDirection)] = []
    var rewinds: [Int] = []
    func kolodaNumberOfCards(_ koloda: KolodaView) -> Int { count }
    func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> CairoView {
        let card = CairoView()
        card.backgroundColor = CairoColor(r: 1, g: 0, b: 0)
        return card
    }
    func koloda(_ koloda: KolodaView, didSwipeCardAt index: Int, in direction: SwipeResultDirection) {
        swipes.append((index, direction))
    }
    func koloda(_ koloda: KolodaView, didRewindTo index: Int) { rewinds.append(index) }
}

/// `KolodaWindowHost`, on the same dummy-driver windows (and so in the same serialized suite) as the host tests.
extension SDLHostTests {
    /// A host of a 320×440 pt deck at (40, 40) in a 400×600 window, its cards on a blue background.
    private func makeHost(cards: RedCards) throws -> KolodaWindowHost {
        let koloda = KolodaView(frame: Rect(x: 40, y: 40, width: 320, height: 440))
        koloda.dataSource = cards
        koloda.delegate = cards
        return KolodaWindowHost(window: try openWindow(), koloda: koloda, backgroundColor: CairoColor(r: 0, g: 0, b: 1))
    }

    private func pointer(_ phase: PointerEvent.Phase, x: Double, y: Double, t: Double) -> HostEvent {
        .pointer(PointerEvent(phase: phase, location: Point(x: x, y: y), timestamp: t, source: .mouse))
    }

    /// A 0.1 s flick from window point (x, y) 200 pt to the right, then frames until `until` (s).
    private func flick(_ host: KolodaWindowHost, x: Double, y: Double, until: Double) {
        host.handle(pointer(.down, x: x, y: y, t: 1))
        for step in 1...10 {
            host.handle(pointer(.moved, x: x + 20 * Double(step), y: y, t: 1 + 0.01 * Double(step)))
            host.frame(now: 1 + 0.01 * Double(step))
        }
        host.handle(pointer(.up, x: x + 200, y: y, t: 1.1))
        for t in stride(from: 1.1, through: until, by: 1.0 / 60) { host.frame(now: t) }
    }

    @Test func windowHostDrawsTheDeckOnItsBackgroundAndPresentsOnlyChanges() throws {
        let cards = RedCards()
        let host = try makeHost(cards: cards)
        defer { host.window.close() }
        #expect(host.frame(now: 0))
        #expect(host.window.presentCount == 1)
        try expectRedCardOnBlue(host)
        host.frame(now: 5)
        let settled = host.window.presentCount
        host.frame(now: 6)
        host.frame(now: 7)
        #expect(host.window.presentCount == settled, "a still deck presents nothing")
    }

    @Test func windowHostSendsPointersInTheDecksCoordinatesAndKeysToSwipeAndUndo() throws {
        let cards = RedCards()
        let host = try makeHost(cards: cards)
        defer { host.window.close() }
        host.frame(now: 0)
        flick(host, x: 20, y: 20, until: 1.2)  // outside the deck's frame: nothing to drag
        #expect(cards.swipes.isEmpty)
        flick(host, x: 200, y: 300, until: 3)
        #expect(cards.swipes.map(\.0) == [0] && cards.swipes.map(\.1) == [.right])

        host.handle(.keyDown(KeyEvent(key: .left)))
        host.handle(.keyDown(KeyEvent(key: .left, isRepeat: true)))  // auto-repeat does not swipe again
        host.frame(now: 4)
        #expect(cards.swipes.map(\.0) == [0, 1] && cards.swipes.last?.1 == .left)
        host.handle(.keyDown(KeyEvent(key: .z, modifiers: .control)))
        host.frame(now: 5)
        #expect(cards.rewinds == [1])
        #expect(host.koloda.currentCardIndex == 1)

        host.handle(.keyDown(KeyEvent(key: .escape)))
        #expect(host.wantsQuit)
        #expect(host.frame(now: 6) == false)
    }

    @Test func aNewBackgroundColourIsDrawnOnTheNextFrame() throws {
        let cards = RedCards()
        let host = try makeHost(cards: cards)
        defer { host.window.close() }
        host.frame(now: 0)
        host.backgroundColor = CairoColor(r: 0, g: 1, b: 0)
        host.frame(now: 1)
        let pixels = try #require(host.window.readPixels())
        #expect(pixels[10 * 400 + 10] & 0xFFFFFF == 0x00FF00, "the new background outside the deck")
        #expect(pixels[260 * 400 + 200] & 0xFFFFFF == 0xFF0000, "the front card still drawn")
    }

    @Test func windowHostRedrawsEverythingAfterAResize() throws {
        let cards = RedCards()
        let host = try makeHost(cards: cards)
        defer { host.window.close() }
        host.frame(now: 0)
        host.frame(now: 1)
        let before = host.window.presentCount
        host.handle(.resized(host.window.size))
        host.frame(now: 2)
        #expect(host.window.presentCount == before + 1)
    }

    /// Runs `body` with a host whose window composites with its renderer (`KOLODA_COMPOSITOR=gpu`), then closes it.
    private func withRendererHost(cards: RedCards, _ body: (KolodaWindowHost) throws -> Void) throws {
        setenv("KOLODA_COMPOSITOR", "gpu", 1)
        defer { unsetenv("KOLODA_COMPOSITOR") }
        let host = try makeHost(cards: cards)
        defer { host.window.close() }
        #expect(host.window.prefersRendererCompositing)
        try body(host)
    }

    @Test func theRendererPathDrawsTheChromeUnderAndOverTheDeck() throws {
        try withRendererHost(cards: RedCards()) { host in
            let chrome = GreenBackdropChrome()
            host.chrome = chrome
            #expect(host.frame(now: 0))
            let pixels = try #require(host.window.readPixels())
            #expect(pixels[5 * 400 + 5] & 0xFFFFFF == 0x00FF00, "the chrome's backdrop under everything")
            #expect(pixels[260 * 400 + 200] & 0xFFFFFF == 0xFF0000, "the front card over the backdrop")
            #expect(pixels[250 * 400 + 50] & 0xFFFFFF == 0xFFFF00, "the chrome's bar over the deck")
            withExtendedLifetime(chrome) {}  // the host holds its chrome weakly
        }
    }

    @Test func windowHostCompositesWithTheRendererWhenAskedTo() throws {
        let cards = RedCards()
        try withRendererHost(cards: cards) { host in
            #expect(host.frame(now: 0))
            try expectRedCardOnBlue(host)
            host.frame(now: 5)
            let settled = host.window.presentCount
            host.frame(now: 6)
            #expect(host.window.presentCount == settled, "a still deck presents nothing")
            flick(host, x: 200, y: 300, until: 3)
        }
        #expect(cards.swipes.map(\.1) == [.right])
    }
}

/// The host's window shows the red front card at the deck's centre on the blue background (a 400 px wide window).
@MainActor
private func expectRedCardOnBlue(_ host: KolodaWindowHost, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let pixels = try #require(host.window.readPixels(), sourceLocation: sourceLocation)
    #expect(
        pixels[260 * 400 + 200] & 0xFFFFFF == 0xFF0000, "the front card at the deck's centre",
        sourceLocation: sourceLocation)
    #expect(
        pixels[10 * 400 + 10] & 0xFFFFFF == 0x0000FF, "the background outside the deck", sourceLocation: sourceLocation)
}

/// A chrome of a green backdrop under the deck and a yellow bar over the deck's left edge.
@MainActor
private final class GreenBackdropChrome: WindowChrome {
    let rasterizer = CardRasterizer()
    let backdrop = CairoView(frame: Rect(x: 0, y: 0, width: 400, height: 600))
    let bar = CairoView(frame: Rect(x: 0, y: 0, width: 30, height: 100))

    init() {
        backdrop.backgroundColor = CairoColor(r: 0, g: 1, b: 0)
        bar.backgroundColor = CairoColor(r: 1, g: 1, b: 0)
    }

    func chromeLayers(scale: Double) -> ChromeLayers {
        rasterizer.scale = scale
        return ChromeLayers(
            underDeck: [CompositeLayer(image: rasterizer.raster(for: backdrop), transform: .identity)],
            overDeck: [
                CompositeLayer(
                    image: rasterizer.raster(for: bar),
                    transform: .translation(Vector(dx: 35, dy: 200)))
            ])
    }
}
