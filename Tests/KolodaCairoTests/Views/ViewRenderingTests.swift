import KolodaCairo
import KolodaCore
import Testing

@Suite("View rendering")
@MainActor
struct ViewRenderingTests {
    /// Gradient card with rounded corners, a label and an image view, composited at (30, 30).
    func renderSample() -> FrameBuffer {
        let card = CairoView(frame: Rect(x: 0, y: 0, width: 200, height: 300))
        card.cornerRadius = 24
        card.backgroundGradient = CairoGradient(colors: [.red, .blue], angle: Double.pi / 2)  // top → bottom
        let green = CairoImage(width: 10, height: 10) {
            $0.fill(Rect(x: 0, y: 0, width: 10, height: 10), color: .green)
        }
        card.addSubview(CairoImageView(frame: Rect(x: 20, y: 100, width: 60, height: 60), image: green))
        let label = CairoLabel(frame: Rect(x: 10, y: 200, width: 180, height: 40), text: "Hello ████")
        label.font = .system(size: 30, weight: .bold)
        label.textColor = .black
        card.addSubview(label)

        let rasterizer = CardRasterizer(scale: 1)
        let fb = FrameBuffer(width: 260, height: 360)
        let compositor = Compositor(backgroundColor: .white)
        compositor.render(
            layers: [
                CompositeLayer(
                    image: rasterizer.raster(for: card),
                    transform: .translation(Vector(dx: 30, dy: 30)))
            ], into: fb)
        return fb
    }

    @Test func cornerRadiusGradientImageAndLabelLandWhereExpected() {
        let fb = renderSample()
        // Outside the rounded corner (inside the card's bounding box): the white background.
        let corner = fb.color(x: 32, y: 32)
        #expect(corner.r > 0.98 && corner.g > 0.98 && corner.b > 0.98)
        // Just inside the corner radius along the top edge: the gradient's red end.
        let top = fb.color(x: 130, y: 33)
        #expect(top.r > 0.9 && top.b < 0.1 && top.g < 0.05)
        // Near the bottom: the blue end.
        let bottom = fb.color(x: 130, y: 326)
        #expect(bottom.b > 0.9 && bottom.r < 0.1)
        // Centre of the image view: green.
        let img = fb.color(x: 30 + 50, y: 30 + 130)
        #expect(img.g > 0.98 && img.r < 0.02 && img.b < 0.02)
        // The label draws dark glyph pixels inside its frame, none above it.
        var dark = 0
        for y in 230..<270 {
            for x in 40..<220 {
                let c = fb.color(x: x, y: y)
                if c.r + c.g + c.b < 0.3 { dark += 1 }
            }
        }
        #expect(dark > 200)
        #expect(fb.color(x: 130, y: 225).b > 0.5)
    }

    @Test func hiddenViewsAndAlphaAffectOutput() {
        let root = CairoView(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        root.backgroundColor = .white
        let child = CairoView(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        child.backgroundColor = .black
        child.alpha = 0.5
        root.addSubview(child)
        let r = CardRasterizer()
        let half = r.raster(for: root).color(x: 10, y: 10)
        #expect(abs(half.r - 0.5) < 0.02)
        child.isHidden = true
        #expect(r.raster(for: root).color(x: 10, y: 10).r > 0.99)
    }

    @Test func shadowDarkensBelowTheCardOnly() {
        let card = CairoView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        card.backgroundColor = .white
        card.cornerRadius = 10
        card.shadow = CairoShadow(color: .black.withAlpha(0.5), offset: Vector(dx: 0, dy: 10), blurRadius: 10)
        let fb = FrameBuffer(width: 200, height: 200)
        Compositor(backgroundColor: .white).render(
            layers: [
                CompositeLayer(
                    image: CardRasterizer().raster(for: card), transform: .translation(Vector(dx: 50, dy: 40)))
            ],
            into: fb)
        let below = fb.color(x: 100, y: 145)
        let above = fb.color(x: 100, y: 36)
        let far = fb.color(x: 100, y: 190)
        #expect(below.r < 0.85)  // soft shadow under the bottom edge
        #expect(above.r > below.r)  // offset downwards
        #expect(far.r > 0.99)  // and it fades out
    }

    @Test func fastAndGoodFiltersBothComposite() {
        let card = CairoView(frame: Rect(x: 0, y: 0, width: 80, height: 80))
        card.backgroundColor = .red
        let image = CardRasterizer().raster(for: card)
        for filter in CompositingFilter.allCases {
            let fb = FrameBuffer(width: 160, height: 160)
            let t = AffineTransform.translation(Vector(dx: -40, dy: -40)).then(.rotation(0.3)).then(
                .translation(Vector(dx: 80, dy: 80)))
            Compositor(backgroundColor: .white, filter: filter).render(
                layers: [CompositeLayer(image: image, transform: t)], into: fb)
            #expect(fb.color(x: 80, y: 80).g < 0.01)
            #expect(fb.color(x: 5, y: 5).g > 0.99)
        }
    }

    @Test func damageRedrawsOnlyTheRegion() {
        let card = CairoView(frame: Rect(x: 0, y: 0, width: 40, height: 40))
        card.backgroundColor = .black
        let layer = CompositeLayer(
            image: CardRasterizer().raster(for: card), transform: .translation(Vector(dx: 10, dy: 10)))
        let fb = FrameBuffer(width: 100, height: 100)
        fb.fill(.red)
        let compositor = Compositor(backgroundColor: .white)
        compositor.render(layers: [layer], into: fb, damage: Rect(x: 0, y: 0, width: 30, height: 30))
        #expect(fb.color(x: 20, y: 20).r < 0.01)  // card, inside damage
        #expect(fb.color(x: 5, y: 5).g > 0.99)  // background, inside damage
        #expect(fb.color(x: 40, y: 40) == .red)  // outside damage: untouched
        var moved = layer
        moved.transform = .translation(Vector(dx: 50, dy: 10))
        let region = compositor.changedRegion(from: [layer], to: [moved])
        // Both cards' boxes, each grown by the prepared raster's 1 px transparent border (bilinear sampling may reach
        // it).
        #expect(region == Rect(x: 9, y: 9, width: 82, height: 42))
        #expect(compositor.changedRegion(from: [layer], to: [layer]) == nil)
    }

    @Test func wrappedExternalMemoryReceivesPixels() {
        var storage = [UInt32](repeating: 0, count: 8 * 4)
        let drawn: Void? = FrameBuffer.wrapping(&storage, width: 8, height: 4) { fb in
            Compositor(backgroundColor: CairoColor(hex: 0x336699)).render(layers: [], into: fb)
        }
        #expect(drawn != nil)
        #expect(storage.allSatisfy { $0 == 0xFF33_6699 })
        #expect(FrameBuffer.wrapping(&storage, width: 8, height: 5) { _ in } == nil, "more rows than the array holds")
    }

    @available(*, deprecated, message: "exercises FrameBuffer(wrapping:width:height:bytesPerRow:scale:)")
    @Test func theDeprecatedPointerWrapperStillReceivesPixels() {
        var storage = [UInt32](repeating: 0, count: 8 * 4)
        storage.withUnsafeMutableBytes { raw in
            let fb = FrameBuffer(wrapping: raw.baseAddress!, width: 8, height: 4, bytesPerRow: 32)!
            Compositor(backgroundColor: CairoColor(hex: 0x336699)).render(layers: [], into: fb)
        }
        #expect(storage.allSatisfy { $0 == 0xFF33_6699 })
        #expect(
            FrameBuffer(wrapping: UnsafeMutableRawPointer(bitPattern: 16)!, width: 8, height: 4, bytesPerRow: 30) == nil
        )
    }
}
