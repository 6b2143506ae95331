import KolodaCairo
import KolodaCore
import Testing

/// What a card entering the deck costs: its shadow comes from the bake shared by every card of its size, and an
/// overlay that looks the same on every card is rasterized once.
@Suite("Shared shadows and rasters")
@MainActor
struct SharedRasterTests {
    static let size = Size(width: 200, height: 260)

    func card(
        _ sky: (CairoColor, CairoColor), size: Size = size,
        shadow: CairoShadow = CairoShadow(blurRadius: 16)
    ) -> CairoView {
        let card = Fixtures.card(size: size, title: "Title", subtitle: "Subtitle", sky: sky)
        card.shadow = shadow
        return card
    }

    func layer(_ view: CairoView, _ rasterizer: CardRasterizer, x: Double = 0) -> CompositeLayer {
        CompositeLayer(image: rasterizer.raster(for: view), transform: .translation(Vector(dx: x, dy: 20)))
    }

    @Test func cardsOfTheSameSizeAndShadowShareOneBake() {
        let r = CardRasterizer(scale: 2)
        let compositor = Compositor()
        let a = card(StampedCards.skies[0])
        let b = card(StampedCards.skies[1])
        _ = compositor.preparedImage(for: layer(a, r))
        #expect(compositor.shadowBakeCount == 1)
        _ = compositor.preparedImage(for: layer(b, r))
        #expect(compositor.shadowBakeCount == 1, "a second card of the same size reuses the shadow")

        _ = compositor.preparedImage(for: layer(card(StampedCards.skies[2], size: Size(width: 180, height: 260)), r))
        #expect(compositor.shadowBakeCount == 2, "another size has its own shadow")
        _ = compositor.preparedImage(for: layer(card(StampedCards.skies[2], shadow: CairoShadow(blurRadius: 8)), r))
        #expect(compositor.shadowBakeCount == 3, "another blur has its own shadow")
        r.scale = 1
        _ = compositor.preparedImage(for: layer(b, r))
        #expect(compositor.shadowBakeCount == 4, "another scale has its own shadow")

        compositor.removeCachedShadows()
        _ = compositor.preparedImage(for: layer(a, r))
        #expect(compositor.shadowBakeCount == 5)
    }

    /// A card drawn over the shadow another card baked looks exactly as it does over its own.
    @Test func aSharedBakeDrawsTheSamePixels() throws {
        let r = CardRasterizer(scale: 2)
        let a = card(StampedCards.skies[0])
        let b = card(StampedCards.skies[1])
        let shared = Compositor(backgroundColor: .white)
        let sharedFrame = FrameBuffer(width: 560, height: 640, scale: 2)
        shared.render(layers: [layer(a, r)], into: sharedFrame)
        shared.render(layers: [layer(b, r, x: 30)], into: sharedFrame)
        #expect(shared.shadowBakeCount == 1)

        let own = Compositor(backgroundColor: .white)
        let ownFrame = FrameBuffer(width: 560, height: 640, scale: 2)
        own.render(layers: [layer(b, r, x: 30)], into: ownFrame)
        let diff = try #require(ImageDiff.compare(sharedFrame, ownFrame))
        #expect(diff.max == 0, "\(diff)")
    }

    /// After a swipe, the card that enters at the back is rasterized, but its shadow is not drawn again.
    @Test func anEnteringCardReusesTheBakedShadow() throws {
        let data = StampedCards(count: 8, cardSize: Size(width: 300, height: 400))
        let view = KolodaView(frame: Rect(x: 0, y: 0, width: 300, height: 400))
        view.dataSource = data
        let compositor = Compositor()
        let renderer = DeckFrameRenderer(compositor: compositor)
        let target = FrameBuffer(width: 720, height: 1080, scale: 2.25)
        try view.tick(now: 0)
        renderer.render(view, into: target, origin: Point(x: 10, y: 30))
        let bakes = compositor.shadowBakeCount
        let rasterized = view.rasterizer.rasterizationCount
        #expect(bakes >= 1)

        view.swipe(.right)
        for frame in 1...90 {
            try view.tick(now: Double(frame) / 60)
            renderer.render(view, into: target, origin: Point(x: 10, y: 30))
        }
        #expect(view.currentCardIndex == 1)
        #expect(view.rasterizer.rasterizationCount > rasterized, "a new card entered and was rasterized")
        #expect(compositor.shadowBakeCount == bakes, "its shadow came from the cache")
    }

    /// A view whose look is decided by its `sharedRasterKey` (here: a direction) is rasterized once per key.
    final class Stamp: OverlayView {
        override var sharedRasterKey: AnyHashable? { AnyHashable(overlayState) }
        override func draw(in context: DrawingContext) {
            guard let overlayState else { return }
            context.fill(Rect(x: 10, y: 10, width: 60, height: 30), color: overlayState == .left ? .black : .white)
        }
    }

    @Test func overlaysWithEqualKeysShareOneRaster() {
        let r = CardRasterizer(scale: 2)
        let frame = Rect(origin: .zero, size: Self.size)
        let a = Stamp(frame: frame)
        let b = Stamp(frame: frame)
        a.overlayState = .left
        b.overlayState = .left
        let first = r.raster(for: a)
        #expect(r.raster(for: b) === first)
        #expect(r.rasterizationCount == 1)

        b.overlayState = .right  // another look: its own raster, shared from then on
        let right = r.raster(for: b)
        #expect(right !== first && r.rasterizationCount == 2)
        a.overlayState = .right
        #expect(r.raster(for: a) === right && r.rasterizationCount == 2)

        let c = Stamp(frame: Rect(origin: .zero, size: Size(width: 100, height: 100)))
        c.overlayState = .right  // another size: its own raster
        #expect(r.raster(for: c) !== right && r.rasterizationCount == 3)

        r.scale = 1  // another scale: drawn again
        #expect(r.raster(for: a) !== right && r.rasterizationCount == 4)

        let plain = [OverlayView(frame: frame), OverlayView(frame: frame)]  // no key: never shared
        #expect(r.raster(for: plain[0]) !== r.raster(for: plain[1]))
        #expect(r.rasterizationCount == 6)
    }

    @Test func removeAllDropsSharedRasters() {
        let r = CardRasterizer()
        let a = Stamp(frame: Rect(origin: .zero, size: Self.size))
        a.overlayState = .up
        let first = r.raster(for: a)
        r.removeAll()
        let b = Stamp(frame: Rect(origin: .zero, size: Self.size))
        b.overlayState = .up
        #expect(r.raster(for: b) !== first)
        #expect(r.rasterizationCount == 2)
    }
}
