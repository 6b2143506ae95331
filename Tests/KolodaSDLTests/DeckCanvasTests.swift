import KolodaCairo
import KolodaCore
import KolodaSDL
import Testing

/// A chrome of a green background under the deck and one blue button over it, at (10, 10), 20 pt square, drawn
/// smaller while pressed; it takes presses that start on the button and counts its clicks.
@MainActor
private final class ButtonChrome: WindowChrome {
    let rasterizer = CardRasterizer()
    let background = CairoView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let button = CairoView(frame: Rect(x: 0, y: 0, width: 20, height: 20))
    let buttonFrame = Rect(x: 10, y: 10, width: 20, height: 20)
    var isPressed = false
    var clicks = 0
    var ticks = 0

    init() {
        background.backgroundColor = CairoColor(r: 0, g: 1, b: 0)
        button.backgroundColor = CairoColor(r: 0, g: 0, b: 1)
    }

    func handleChromeEvent(_ event: HostEvent) -> Bool {
        guard case .pointer(let pointer) = event else { return false }
        switch pointer.phase {
        case .down:
            isPressed = buttonFrame.contains(pointer.location)
            return isPressed
        case .moved: return isPressed
        case .up, .cancelled:
            guard isPressed else { return false }
            isPressed = false
            if pointer.phase == .up, buttonFrame.contains(pointer.location) { clicks += 1 }
            return true
        }
    }

    func deckDidTick(_ frame: DeckFrame) { ticks += 1 }

    func chromeLayers(scale: Double) -> ChromeLayers {
        rasterizer.scale = scale
        let s = isPressed ? 0.5 : 1
        let buttonLayer = CompositeLayer(
            image: rasterizer.raster(for: button),
            transform: .scale(x: s, y: s).then(.translation(Vector(dx: 10, dy: 10))))
        return ChromeLayers(
            underDeck: [CompositeLayer(image: rasterizer.raster(for: background), transform: .identity)],
            overDeck: [buttonLayer])
    }
}

/// The window host's drawing and input without a window: an app's chrome under and over the deck, through the
/// deck's damage cache.
@MainActor
@Suite("Deck canvas")
struct DeckCanvasTests {
    private let cards = ThreeRedCards()
    private let chrome = ButtonChrome()

    private func makeCanvas() -> DeckCanvas {
        let koloda = KolodaView(frame: Rect(x: 50, y: 50, width: 100, height: 120))
        koloda.dataSource = cards
        let canvas = DeckCanvas(koloda: koloda, backgroundColor: .white)
        canvas.chrome = chrome
        return canvas
    }

    private func press(_ phase: PointerEvent.Phase, at p: Point) -> HostEvent {
        .pointer(PointerEvent(phase: phase, location: p, timestamp: 0.1, source: .mouse))
    }

    @Test func theCompositingThreadCountReachesTheCompositorAndIsAtLeastOne() {
        let canvas = makeCanvas()
        #expect(canvas.compositingThreadCount >= 1)
        canvas.compositingThreadCount = 3
        #expect(canvas.compositingThreadCount == 3)
        canvas.compositingThreadCount = 0
        #expect(canvas.compositingThreadCount == 1)
    }

    @Test func theChromeIsDrawnUnderAndOverTheDeckAndAnIdleFrameChangesNothing() throws {
        let canvas = makeCanvas()
        #expect(canvas.frame(now: 0, width: 200, height: 200, scaleFactor: 1))
        let buffer = try #require(canvas.buffer)
        #expect(buffer.premultipliedPixel(x: 5, y: 190) & 0xFFFFFF == 0x00FF00, "the background under the deck")
        #expect(buffer.premultipliedPixel(x: 100, y: 100) & 0xFFFFFF == 0xFF0000, "the deck")
        #expect(buffer.premultipliedPixel(x: 20, y: 20) & 0xFFFFFF == 0x0000FF, "the button over the deck")
        #expect(chrome.ticks == 1)
        #expect(!canvas.frame(now: 1, width: 200, height: 200, scaleFactor: 1), "nothing changed")
        #expect(canvas.changedRegion == nil)
    }

    @Test func aPressedButtonRedrawsOnlyItsRegionAndAClickDoesNotReachTheDeck() throws {
        let canvas = makeCanvas()
        canvas.frame(now: 0, width: 200, height: 200, scaleFactor: 1)
        #expect(canvas.handle(press(.down, at: Point(x: 20, y: 20))) == false)
        #expect(canvas.frame(now: 0.1, width: 200, height: 200, scaleFactor: 1))
        let region = try #require(canvas.changedRegion)
        #expect(region.maxX <= 31 && region.maxY <= 31, "only the button's region: \(region)")
        canvas.handle(press(.up, at: Point(x: 20, y: 20)))
        #expect(chrome.clicks == 1)
        // A press on the deck is the deck's: a drag there moves the front card.
        canvas.handle(press(.down, at: Point(x: 100, y: 100)))
        canvas.handle(
            .pointer(PointerEvent(phase: .moved, location: Point(x: 140, y: 100), timestamp: 0.2, source: .mouse)))
        #expect(canvas.koloda.deck.scene.cards.last?.offset != .zero)
    }

    @Test func contentScaleDrawsLargerAndScalesInput() throws {
        let canvas = makeCanvas()
        canvas.contentScale = 2
        canvas.frame(now: 0, width: 400, height: 400, scaleFactor: 1)
        let buffer = try #require(canvas.buffer)
        #expect(buffer.scale == 2)
        #expect(buffer.premultipliedPixel(x: 200, y: 200) & 0xFFFFFF == 0xFF0000, "the deck's centre at 2×")
        canvas.handle(press(.down, at: Point(x: 40, y: 40)))  // window pt: the button at (20, 20) content pt
        canvas.handle(press(.up, at: Point(x: 40, y: 40)))
        #expect(chrome.clicks == 1)
    }
}
