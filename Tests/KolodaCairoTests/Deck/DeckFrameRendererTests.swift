@_spi(Fronts) import KolodaCore
import Testing

@testable import KolodaCairo
@testable import KolodaCompositing

/// `DeckFrameRenderer` owns the compositor, the frame buffer and the cache between frames; the view only says what
/// its last frame shows.
@Suite("Deck frame renderer")
@MainActor
struct DeckFrameRendererTests {
    static let origin = Point(x: 20, y: 20)

    /// A 300 × 400 pt deck of stamped cards, ticked at 0.
    private static func deck() throws -> (KolodaView, StampedCards) {
        let view = KolodaView(frame: Rect(x: 0, y: 0, width: 300, height: 400))
        let cards = StampedCards(count: 6, cardSize: view.frameForCard(at: 0).size)
        view.dataSource = cards
        try view.tick(now: 0)
        return (view, cards)
    }

    @Test func theRendererKeepsItsTargetAndReplacesItOnlyForAnotherSizeOrScale() throws {
        let (view, cards) = try Self.deck()
        _ = cards
        let renderer = DeckFrameRenderer()
        #expect(renderer.target == nil)
        #expect(renderer.render(view, width: 0, height: 440, scale: 1) == nil)
        #expect(renderer.render(view, width: 340, height: 440, scale: .nan) == nil)
        #expect(renderer.target == nil, "nothing drawable: no target")
        let first = try #require(renderer.render(view, width: 340, height: 440, scale: 1, origin: Self.origin))
        let target = try #require(renderer.target)
        #expect(!first.isSkipped && first.damage == nil, "a new target is drawn in full")
        let again = try #require(renderer.render(view, width: 340, height: 440, scale: 1, origin: Self.origin))
        #expect(renderer.target === target)
        #expect(again.isSkipped, "the same frame into the same target touches no pixel")
        let larger = try #require(renderer.render(view, width: 680, height: 880, scale: 2, origin: Self.origin))
        #expect(renderer.target !== target && renderer.target?.scale == 2)
        #expect(!larger.isSkipped && larger.damage == nil)
    }

    /// The layers are asked at the target's scale, so the card rasters are made for the pixels they are drawn into.
    @Test func theLayersAreRasterizedAtTheTargetsScale() throws {
        let (view, cards) = try Self.deck()
        _ = cards
        let renderer = DeckFrameRenderer()
        for scale in [2.0, 1.5] {
            renderer.render(view, width: Int(340 * scale), height: Int(440 * scale), scale: scale)
            #expect(view.rasterizer.scale == scale)
            let layers = view.lastFrameLayers(scale: scale)
            #expect(!layers.isEmpty && layers.allSatisfy { $0.image.scale == scale })
        }
    }

    /// Reading the last frame makes none: the deck moved on since, and the last frame stays the one it was.
    @Test func readingTheLastFrameMakesNoFrame() throws {
        let (view, cards) = try Self.deck()
        _ = cards
        view.swipe(.right)
        let before = view.presenter.lastFrame.scene
        try view.deck.advance(to: 0.2)  // the deck moves on; nothing makes a frame
        #expect(before.time != view.deck.now)
        _ = view.lastFrameLayers(scale: 1)
        DeckFrameRenderer().render(view, into: FrameBuffer(width: 340, height: 440), origin: Self.origin)
        #expect(view.presenter.lastFrame.scene == before)
    }

    /// The deprecated view paths still draw: the pixels of a renderer drawing the same frame in full.
    @available(*, deprecated, message: "exercises the deprecated drawing paths")
    @Test func theDeprecatedViewPathsDrawWhatTheRendererDraws() throws {
        let (view, cards) = try Self.deck()
        _ = cards
        try Drag.to(Vector(dx: 60, dy: 8), in: view, time: 0.05)
        let frame = try view.tick(now: 0.1)
        let compositor = Compositor(backgroundColor: CairoColor(hex: 0xF2F2F7))
        let renderer = DeckFrameRenderer(compositor: Compositor(backgroundColor: CairoColor(hex: 0xF2F2F7)))
        renderer.cachesFrames = false
        let expected = FrameBuffer(width: 340, height: 440)
        renderer.render(view, into: expected, origin: Self.origin)

        let drawn = FrameBuffer(width: 340, height: 440)
        let info = view.render(into: drawn, compositor: compositor, origin: Self.origin)
        #expect(!info.isSkipped && info.damage == nil && info.filter == view.filterWhileMoving)
        #expect(try #require(ImageDiff.compare(drawn, expected)).max == 0)

        let band = CairoView(frame: Rect(x: 0, y: 0, width: 340, height: 60))
        band.backgroundColor = CairoColor(hex: 0x336699)
        let underlay = CompositeLayer(image: CardRasterizer().raster(for: band), transform: .identity)
        let withExtras = FrameBuffer(width: 340, height: 440)
        view.render(frame.scene, into: withExtras, compositor: compositor, origin: Self.origin, underlay: [underlay])
        let expectedExtras = FrameBuffer(width: 340, height: 440)
        renderer.render(view, into: expectedExtras, origin: Self.origin, underlay: [underlay])
        #expect(try #require(ImageDiff.compare(withExtras, expectedExtras)).max == 0)

        let layers = view.lastFrameLayers(scale: 1, origin: Self.origin)
        for old in [
            view.compositeLayers(origin: Self.origin), view.compositeLayers(for: frame.scene, origin: Self.origin)
        ] {
            #expect(old.count == layers.count && zip(old, layers).allSatisfy { $0.drawsSame(as: $1) })
        }
        view.cachesFrames = true
        #expect(!view.cachesFrames, "the view's paths draw in full; the cache is the renderer's")
        view.setNeedsFullRedraw()
    }

    /// The deprecated still path still makes the frame it draws when the last one is stale, as it did.
    @available(*, deprecated, message: "exercises the deprecated drawing paths")
    @Test func theDeprecatedStillPathMakesAStaleFrame() throws {
        let (view, cards) = try Self.deck()
        _ = cards
        view.swipe(.right)
        try view.deck.advance(to: 0.2)
        #expect(view.presenter.lastFrame.scene.time != view.deck.now)
        view.render(into: FrameBuffer(width: 340, height: 440), compositor: Compositor(), origin: Self.origin)
        #expect(view.presenter.lastFrame.scene.time == view.deck.now)
    }
}
