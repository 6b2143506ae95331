import CSDL2
import KolodaCairo
import KolodaCore
import Testing

@testable import KolodaSDL

/// `CPUWindowCompositing` on the dummy driver's software renderer, whose window surface the canvas composites straight
/// into (in the serialized SDL suite). Each frame is checked against the same deck drawn headless by a second canvas
/// into its own buffer, the path the window took before.
extension SDLHostTests {
    /// Two decks of three red cards, 320 × 440 pt at (40, 40) on blue: one the window shows through `compositing`, one
    /// drawn headless as the model.
    @MainActor
    private struct Pair {
        /// The decks' data source, held here (a deck holds its data source weakly).
        let cards: ThreeRedCards
        let compositing = CPUWindowCompositing()
        let shown: DeckCanvas
        let model: DeckCanvas

        init() {
            let cards = ThreeRedCards()
            self.cards = cards
            func canvas() -> DeckCanvas {
                let koloda = KolodaView(frame: Rect(x: 40, y: 40, width: 320, height: 440))
                koloda.dataSource = cards
                return DeckCanvas(koloda: koloda, backgroundColor: CairoColor(r: 0, g: 0, b: 1))
            }
            shown = canvas()
            model = canvas()
        }

        /// Both decks take `event`.
        func handle(_ event: HostEvent) {
            shown.handle(event)
            model.handle(event)
        }

        /// Ticks both decks to `now` (s); the model draws its frame into its buffer, `window` shows the other's.
        func frame(now: Double, in window: SDLWindow) throws {
            _ = try shown.koloda.tick(now: now)
            shown.deckDidMakeFrame()
            #expect(compositing.showFrame(of: shown, in: window, force: false))
            let size = window.drawableSize
            model.frame(now: now, width: size.width, height: size.height, scaleFactor: 1)
        }

        /// How many pixels of the window differ in colour (0xRRGGBB) from the model's buffer; -1 when their sizes
        /// differ. (A count, so that a failure does not print two arrays of the whole window.)
        func mismatches(in window: SDLWindow) throws -> Int {
            let (shown, model) = try colours(in: window)
            guard shown.count == model.count else { return -1 }
            return zip(shown, model).count { $0 != $1 }
        }

        /// The colours (0xRRGGBB) the window shows and those of the model's buffer, every pixel.
        func colours(in window: SDLWindow) throws -> (shown: [UInt32], model: [UInt32]) {
            let buffer = try #require(model.buffer)
            let shown = try #require(window.readPixels()).map { $0 & 0xFF_FFFF }
            var model: [UInt32] = []
            for y in 0..<buffer.height {
                for x in 0..<buffer.width { model.append(buffer.premultipliedPixel(x: x, y: y) & 0xFF_FFFF) }
            }
            return (shown, model)
        }
    }

    private func drag(_ phase: PointerEvent.Phase, x: Double, t: Double) -> HostEvent {
        .pointer(PointerEvent(phase: phase, location: Point(x: x, y: 260), timestamp: t, source: .mouse))
    }

    @Test func theCanvasCompositesStraightIntoTheWindowSurfaceAndOnlyTheDamageIsSent() throws {
        let window = try openWindow()
        defer { window.close() }
        let pair = Pair()
        try pair.frame(now: 0, in: window)
        #expect(pair.shown.buffer == nil, "no frame buffer of the canvas's own: nothing to copy")
        #expect(window.lastSentRegion == nil, "the first frame sends everything")
        let colours = try pair.colours(in: window)
        #expect(try pair.mismatches(in: window) == 0)
        #expect(colours.shown[300 * 400 + 200] == 0xFF_0000 && colours.shown[10 * 400 + 10] == 0x00_00FF)

        // A drag: each frame redraws and sends only the damaged region, and the surface shows the whole new frame.
        pair.handle(drag(.down, x: 200, t: 0.1))
        for step in 1...3 {
            let t = 0.1 + 0.016 * Double(step)
            pair.handle(drag(.moved, x: 200 + 15 * Double(step), t: t))
            try pair.frame(now: t, in: window)
            let sent = try #require(window.lastSentRegion, "a damaged frame sends part of the window")
            #expect(!sent.isEmpty && sent.width * sent.height < 400 * 600)
            #expect(try pair.mismatches(in: window) == 0)
        }
        #expect(pair.shown.buffer == nil)

        // Held still: nothing changes, nothing is sent, and the frame still counts as shown.
        let presents = window.presentCount
        try pair.frame(now: 0.2, in: window)
        #expect(window.presentCount == presents + 1)
        #expect(window.lastSentRegion == .empty)
        #expect(window.statistics.presentCount == window.presentCount)
    }

    @Test func theWindowSurfaceIsDrawnInFullAfterAnotherPathWroteIntoIt() throws {
        let window = try openWindow()
        defer { window.close() }
        let pair = Pair()
        try pair.frame(now: 0, in: window)

        // Another present fills the window with green; the deck, unchanged, is then drawn again in full.
        let size = window.drawableSize
        let green = FrameBuffer(width: size.width, height: size.height)
        green.fill(CairoColor(r: 0, g: 1, b: 0))
        #expect(window.present(green, damage: nil))
        try pair.frame(now: 0.05, in: window)
        #expect(window.lastSentRegion == nil)
        #expect(try pair.mismatches(in: window) == 0)

        // Without the window surface (the texture renderers' path): the canvas's own buffer, copied by damage.
        pair.compositing.drawsIntoWindowSurface = false
        pair.handle(drag(.down, x: 200, t: 0.1))
        pair.handle(drag(.moved, x: 230, t: 0.12))
        try pair.frame(now: 0.12, in: window)
        #expect(pair.shown.buffer != nil)
        #expect(try pair.mismatches(in: window) == 0)

        // Back on the surface, which the copy path wrote: in full again, then by damage.
        pair.compositing.drawsIntoWindowSurface = true
        pair.handle(drag(.moved, x: 250, t: 0.14))
        try pair.frame(now: 0.14, in: window)
        #expect(window.lastSentRegion == nil)
        pair.handle(drag(.moved, x: 270, t: 0.16))
        try pair.frame(now: 0.16, in: window)
        #expect(window.lastSentRegion.map { !$0.isEmpty } == true)
        #expect(try pair.mismatches(in: window) == 0)
    }

    @Test func aResizedWindowGetsANewSurfaceDrawnInFull() throws {
        let window = try openWindow()
        defer { window.close() }
        let pair = Pair()
        try pair.frame(now: 0, in: window)
        let before = try #require(window.directSurface()).identity

        window.window.map { SDL_SetWindowSize($0, 360, 520) }
        for event in window.pollEvents() { pair.handle(event) }
        #expect(window.drawableSize == PixelSize(width: 360, height: 520))
        let after = try #require(window.directSurface())
        #expect(after.identity != before)
        #expect(after.memory.width == 360 && after.memory.height == 520)
        try pair.frame(now: 0.05, in: window)
        #expect(window.lastSentRegion == nil)
        #expect(try pair.colours(in: window).shown.count == 360 * 520)
        #expect(try pair.mismatches(in: window) == 0)
    }
}
