import KolodaCairo
import KolodaCore
import Testing

@Suite("CardRasterizer")
@MainActor
struct RasterizerTests {
    func makeCard() -> (CairoView, CairoLabel) {
        let card = CairoView(frame: Rect(x: 0, y: 0, width: 200, height: 300))
        card.backgroundColor = .white
        card.cornerRadius = 12
        let label = CairoLabel(frame: Rect(x: 10, y: 10, width: 180, height: 30), text: "Title")
        card.addSubview(label)
        return (card, label)
    }

    @Test func secondRequestIsServedFromTheCache() {
        let (card, _) = makeCard()
        let r = CardRasterizer()
        let first = r.raster(for: card)
        let second = r.raster(for: card)
        #expect(r.rasterizationCount == 1)
        #expect(first === second)
        #expect(r.isUpToDate(card))
    }

    @Test func contentChangesInvalidateButMovesDoNot() {
        let (card, label) = makeCard()
        let r = CardRasterizer()
        _ = r.raster(for: card)
        card.frame.origin = Point(x: 40, y: 50)  // moving the root: same raster
        card.alpha = 0.5  // root alpha is the compositor's business
        _ = r.raster(for: card)
        #expect(r.rasterizationCount == 1)

        label.setNeedsDisplay()  // a descendant's content changed
        #expect(!r.isUpToDate(card))
        _ = r.raster(for: card)
        #expect(r.rasterizationCount == 2)

        label.text = "Another title"
        _ = r.raster(for: card)
        #expect(r.rasterizationCount == 3)

        label.frame.origin.x += 5  // a subview moved: the card looks different
        _ = r.raster(for: card)
        #expect(r.rasterizationCount == 4)

        card.frame.size.width = 220  // resized root
        _ = r.raster(for: card)
        #expect(r.rasterizationCount == 5)
    }

    @Test func scaleTwoDoublesThePixelSizeAndInvalidates() {
        let (card, _) = makeCard()
        let r = CardRasterizer(scale: 1)
        let one = r.raster(for: card)
        r.scale = 2
        let two = r.raster(for: card)
        #expect(r.rasterizationCount == 2)
        #expect(one.pixelWidth == 200 && one.pixelHeight == 300)
        #expect(two.pixelWidth == 400 && two.pixelHeight == 600)
        #expect(two.size == one.size)
        // Crisp 2× corners: at 2× the anti-aliased corner band is as thin (in px) as at 1×, so the pixel at
        // (1, 1) pt·2 is as transparent as (1, 1) px at 1×: both outside the 12 pt radius.
        #expect(two.color(x: 2, y: 2).a < 0.01 && one.color(x: 1, y: 1).a < 0.01)
        #expect(two.color(x: 200, y: 300).a > 0.99)
    }

    @Test func addingAndRemovingSubviewsInvalidates() {
        let (card, label) = makeCard()
        let r = CardRasterizer()
        _ = r.raster(for: card)
        label.removeFromSuperview()
        #expect(!r.isUpToDate(card))
        _ = r.raster(for: card)
        card.addSubview(label)
        #expect(!r.isUpToDate(card))
        card.addSubview(card)  // ignored: a view cannot contain itself
        #expect(card.subviews.count == 1)
    }

    @Test func evictionAndRootIdentity() {
        let (a, _) = makeCard()
        let (b, _) = makeCard()
        let r = CardRasterizer()
        #expect(r.raster(for: a) !== r.raster(for: b))
        #expect(r.cachedCount == 2)
        r.evict(a)
        #expect(!r.isUpToDate(a) && r.isUpToDate(b))
    }

    @Test func overlayDefaultProgressSetsAlpha() {
        let overlay = OverlayView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        overlay.update(progress: 0.4)
        #expect(overlay.alpha == 0.4)
        let v0 = overlay.contentVersion
        overlay.overlayState = .topLeft
        #expect(overlay.contentVersion > v0)
    }
}
