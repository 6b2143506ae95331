import KolodaCore
import Testing

@testable import KolodaCairo
@testable import KolodaCompositing

/// `OpaqueCover`: the pixels under the front card's opaque interior, which nothing beneath needs to be drawn for.
@Suite("Opaque cover")
@MainActor
struct OpaqueCoverTests {
    static let deck = Size(width: 340, height: 480)

    /// The three-card deck of `Fixtures.deckLayers` at `scale` px per pt, the front card turned by `angle` (rad).
    /// With `framed`, the front card is opaque only inside its opaque interior (a half-transparent frame around it),
    /// so that a sample reaching past the interior shows what is beneath.
    static func layers(angle: Double, drag: Vector, scale: Double, framed: Bool = false) -> [CompositeLayer] {
        let r = CardRasterizer(scale: scale)
        var cards = (0..<3).map { i in
            Fixtures.card(
                size: Size(width: 260, height: 360), title: "Card \(i)", subtitle: "Subtitle",
                sky: StampedCards.skies[i])
        }
        if framed { cards[0] = framedCard() }
        return Fixtures.deckLayers(rasterizer: r, cards: cards, deck: deck, angle: angle, drag: drag)
    }

    /// A 260 × 360 pt card, corner radius 9 pt, half-transparent except inside its opaque interior (inset by the radius
    /// + 1 pt: whole pixels at 1 and 2 px per pt), which holds a gradient.
    static func framedCard() -> CairoView {
        let card = CairoView(frame: Rect(x: 0, y: 0, width: 260, height: 360))
        card.backgroundColor = CairoColor(r: 0.2, g: 0.6, b: 0.9, a: 0.5)
        card.cornerRadius = 9
        let inside = CairoView(frame: Rect(x: 10, y: 10, width: 240, height: 340))
        inside.backgroundGradient = CairoGradient(colors: [CairoColor(hex: 0xF6D365), CairoColor(hex: 0x11998E)])
        card.addSubview(inside)
        return card
    }

    static func target(scale: Double) -> FrameBuffer {
        FrameBuffer(width: Int(deck.width * scale), height: Int(deck.height * scale), scale: scale)
    }

    static func whole(_ target: FrameBuffer) -> PixelRect {
        PixelRect(x0: 0, y0: 0, x1: target.width, y1: target.height)
    }

    /// Every covered pixel is the front card's own, fully opaque, whatever is beneath: the card drawn alone over black
    /// and over white gives the same pixel there.
    @Test(arguments: [(0.0, 1.0), (0.05, 2.0), (-0.17, 1.0), (.pi / 10, 2.0), (-.pi / 10, 1.0), (0.6, 1.0)])
    func coveredPixelsDoNotDependOnWhatIsBeneath(angle: Double, scale: Double) throws {
        let layers = Self.layers(angle: angle, drag: Vector(dx: 31.37 * angle, dy: 4.21), scale: scale, framed: true)
        #expect(layers[layers.count - 1].image.opaqueInterior != nil)
        let front = [layers[layers.count - 1]]
        let overBlack = Self.target(scale: scale)
        let overWhite = Self.target(scale: scale)
        for (target, background) in [(overBlack, CairoColor.black), (overWhite, CairoColor.white)] {
            let compositor = Compositor(backgroundColor: background, filter: .fast)
            compositor.cullsOccludedLayers = false
            compositor.render(layers: front, into: target)
        }
        let compositor = Compositor(backgroundColor: .white, filter: .fast)
        let cover = try #require(compositor.opaqueCovers(of: layers, within: Self.whole(overBlack), scale: scale).last)
        #expect(cover.index == layers.count - 1)
        var checked = 0
        var wrong = 0
        for band in cover.bands {
            for y in band.y0..<band.y1 {
                for x in band.x0..<band.x1 {
                    let a = overBlack.premultipliedPixel(x: x, y: y)
                    let b = overWhite.premultipliedPixel(x: x, y: y)
                    if a != b || a >> 24 != 0xFF { wrong += 1 }
                    checked += 1
                }
            }
        }
        #expect(checked > 10_000)
        #expect(wrong == 0, "\(wrong) of \(checked) covered pixels show what is beneath")
    }

    /// At Koloda's largest angle the cover is nearly all of the card's opaque interior (a box inside the turned card
    /// would be about half of it).
    @Test(arguments: [Double.pi / 10, -.pi / 10, 0.07])
    func theCoverIsNearlyTheWholeOpaqueInterior(angle: Double) throws {
        let scale = 1.5
        let layers = Self.layers(angle: angle, drag: Vector(dx: 12.5, dy: 3.25), scale: scale)
        let front = try #require(layers.last)
        let interior = try #require(front.image.opaqueInteriorPixels)
        let compositor = Compositor()
        let cover = try #require(
            compositor.opaqueCovers(of: layers, within: Self.whole(Self.target(scale: scale)), scale: scale).last)
        // The front card is unscaled.
        let interiorArea = Double((interior.x1 - interior.x0) * (interior.y1 - interior.y0))
        #expect(Double(cover.area) > 0.95 * interiorArea, "cover \(cover.area) px of \(interiorArea)")
    }

    /// The uncovered boxes and the cover split a box: every pixel is in exactly one.
    @Test func uncoveredBoxesAndTheCoverPartitionABox() {
        let cover = OpaqueCover(
            index: 0,
            bands: [
                PixelRect(x0: 5, y0: 2, x1: 9, y1: 4), PixelRect(x0: 3, y0: 4, x1: 12, y1: 6),
                PixelRect(x0: 20, y0: 8, x1: 30, y1: 10), PixelRect(x0: 0, y0: 12, x1: 40, y1: 14)
            ])
        for box in [
            PixelRect(x0: 0, y0: 0, x1: 16, y1: 16), PixelRect(x0: 6, y0: 3, x1: 8, y1: 13),
            PixelRect(x0: 4, y0: 7, x1: 6, y1: 9), PixelRect(x0: 0, y0: 0, x1: 0, y1: 5)
        ] {
            let parts = cover.uncovered(box)
            for y in -1..<17 {
                for x in -1..<41 {
                    func contains(_ b: PixelRect) -> Bool { x >= b.x0 && x < b.x1 && y >= b.y0 && y < b.y1 }
                    let inBox = contains(box)
                    let count = parts.filter(contains).count + (inBox ? cover.bands.filter(contains).count : 0)
                    #expect(count == (inBox ? 1 : 0), "(\(x), \(y)) in \(box)")
                }
            }
        }
    }

    /// A translucent, shrunken, clipped-away or singular front card covers nothing.
    @Test func cardsThatCannotCoverAreSkipped() throws {
        let layers = Self.layers(angle: 0.1, drag: .zero, scale: 1)
        let compositor = Compositor()
        let all = PixelRect(x0: 0, y0: 0, x1: 340, y1: 480)
        var translucent = layers
        for i in translucent.indices { translucent[i].alpha = 0.99 }
        #expect(compositor.opaqueCovers(of: translucent, within: all, scale: 1).last == nil)
        var shrunk = layers
        for i in shrunk.indices { shrunk[i].transform = shrunk[i].transform.then(.scale(x: 0.5, y: 0.5)) }
        #expect(compositor.opaqueCovers(of: shrunk, within: all, scale: 1).last == nil)
        var clipped = layers
        for i in clipped.indices { clipped[i].clip = Rect(x: 0, y: 0, width: 10, height: 10) }
        #expect(compositor.opaqueCovers(of: clipped, within: all, scale: 1).last == nil)
        #expect(
            OpaqueCover.bands(
                opaque: PixelRect(x0: 0, y0: 0, x1: 100, y1: 100),
                device: AffineTransform(a: 1, b: 0, c: 1, d: 0, tx: 0, ty: 0), within: all
            ).isEmpty)
        #expect(
            OpaqueCover.bands(
                opaque: PixelRect(x0: 0, y0: 0, x1: 100, y1: 100),
                device: AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0), within: all
            ).isEmpty)
        // The last card that can cover is taken, however many translucent ones are in front of it.
        var behindTranslucent = layers
        behindTranslucent[behindTranslucent.count - 1].alpha = 0.5
        #expect(compositor.opaqueCovers(of: behindTranslucent, within: all, scale: 1).last?.index == layers.count - 2)
    }

    /// Every opaque card covers what lies behind it, not only the front one: a cover per card, back to front, and
    /// each card's cover holds pixels that no card in front of it covers (the cards peek out below one another).
    @Test func everyOpaqueCardHasACover() throws {
        let scale = 1.0
        let layers = Self.layers(angle: 0.12, drag: Vector(dx: 40, dy: 4), scale: scale)
        let compositor = Compositor()
        let covers = compositor.opaqueCovers(of: layers, within: Self.whole(Self.target(scale: scale)), scale: scale)
        #expect(covers.map(\.index) == Array(layers.indices))
        for (k, cover) in covers.enumerated().dropLast() {
            let inFront = covers[(k + 1)...]
            let own = cover.bands.flatMap { OpaqueCover.uncovered([$0], by: inFront) }
            #expect(own.contains { !$0.isEmpty }, "card \(cover.index) covers nothing of its own")
        }
        // Nothing the cards cover is cleared: what is left of the whole target lies outside every cover.
        let left = OpaqueCover.uncovered([Self.whole(Self.target(scale: scale))], by: covers)
        for box in left {
            for cover in covers {
                #expect(cover.bands.allSatisfy { $0.intersection(box).isEmpty })
            }
        }
    }
}
