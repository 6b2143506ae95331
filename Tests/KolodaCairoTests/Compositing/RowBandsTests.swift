import KolodaCore
import Testing

@testable import KolodaCairo
@testable import KolodaCompositing

/// A large rotated layer is sampled in bands of rows on several threads, and the picture does not depend on it.
@Suite("Row bands")
@MainActor
struct RowBandsTests {
    @Test(arguments: [1, 2, 3, 4, 7])
    func bandsCoverTheBoxExactlyOnceTopToBottom(count: Int) {
        let box = PixelRect(x0: 3, y0: 10, x1: 1003, y1: 1011)  // 1000 × 1001 px
        let bands = RowBands.split(box, into: count)
        #expect(bands.count == count)
        #expect(bands.first?.y0 == box.y0 && bands.last?.y1 == box.y1)
        for (upper, lower) in zip(bands, bands.dropFirst()) { #expect(upper.y1 == lower.y0) }
        #expect(bands.allSatisfy { $0.x0 == box.x0 && $0.x1 == box.x1 && !$0.isEmpty })
    }

    @Test func aSmallBoxIsOneBand() {
        let box = PixelRect(x0: 0, y0: 0, x1: 300, y1: 300)  // 90 000 px: under one band's minimum
        #expect(RowBands.split(box, into: 4) == [box])
        #expect(RowBands.split(PixelRect(x0: 0, y0: 0, x1: 500, y1: 500), into: 4).count == 2)
        #expect(RowBands.split(PixelRect(x0: 0, y0: 0, x1: 0, y1: 5), into: 2).isEmpty)
    }

    @Test func aRotatedCardDrawsTheSamePixelsOnOneThreadAndOnSeveral() throws {
        let card = CairoView(frame: Rect(x: 0, y: 0, width: 460, height: 620))
        card.backgroundGradient = CairoGradient(colors: [CairoColor(hex: 0xFF9A8B), CairoColor(hex: 0x1F2A44)])
        card.cornerRadius = 18
        card.shadow = CairoShadow(color: CairoColor.black.withAlpha(0.28), offset: Vector(dx: 0, dy: 8), blurRadius: 22)
        let image = CardRasterizer(scale: 2).raster(for: card)
        let layer = CompositeLayer(
            image: image,
            transform: AffineTransform.rotation(0.17).then(.translation(Vector(dx: 70.4, dy: 90.2))),
            alpha: 0.9)
        var frames: [FrameBuffer] = []
        for threads in [1, 2, 3] {
            let compositor = Compositor(backgroundColor: CairoColor(hex: 0xF2F2F7))
            compositor.threadCount = threads
            let frame = FrameBuffer(width: 1080, height: 1920, scale: 2)
            compositor.render(layers: [layer], into: frame)
            frames.append(frame)
        }
        #expect(frames[0].premultipliedPixel(x: 600, y: 800) != 0xFFF2_F2F7, "the card is drawn")
        for frame in frames.dropFirst() {
            let diff = try #require(ImageDiff.compare(frames[0], frame))
            #expect(diff.max == 0, "\(diff)")
        }
    }

    @Test func aThreadCountBelowOneCountsAsOne() {
        let compositor = Compositor()
        compositor.threadCount = 0
        #expect(compositor.threadCount == 1)
    }
}
