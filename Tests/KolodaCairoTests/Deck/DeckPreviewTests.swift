import KolodaCairo
import KolodaCore
import Testing

/// Renders a three-card deck preview to /tmp/render-check.png and prints compositing timings
/// (informational only: no timing assertions).
@Suite("Deck preview")
@MainActor
struct DeckPreviewTests {
    static let skies: [(CairoColor, CairoColor)] = [
        (CairoColor(hex: 0xFF9A8B), CairoColor(hex: 0xFF6A88)),
        (CairoColor(hex: 0x8EC5FC), CairoColor(hex: 0xE0C3FC)),
        (CairoColor(hex: 0xF6D365), CairoColor(hex: 0xFDA085))
    ]

    func deck(scale: Double) -> (CardRasterizer, [CairoView]) {
        let r = CardRasterizer(scale: scale)
        let cards = [
            ("Lake Bled, 24", "Weekend hikes, film cameras and very strong coffee. Swipe right for sunsets."),
            ("Kyoto Nights", "Temples at dawn"),
            ("Patagonia", "Windy")
        ].enumerated().map { i, t in
            Fixtures.card(
                size: Size(width: 400, height: 580), title: t.0, subtitle: t.1, sky: Self.skies[i], scale: scale)
        }
        return (r, cards)
    }

    @Test func writesRenderCheckPNG() throws {
        let (r, cards) = deck(scale: 1)
        let layers = Fixtures.deckLayers(
            rasterizer: r, cards: cards, deck: Size(width: 540, height: 960),
            angle: 9 * Double.pi / 180, drag: Vector(dx: 6, dy: -8))
        let fb = FrameBuffer(width: 540, height: 960, scale: 1)
        Compositor(backgroundColor: CairoColor(hex: 0xF2F2F7), filter: .good).render(layers: layers, into: fb)
        try PNGWriter.write(fb, to: "/tmp/render-check.png")
        #expect(r.rasterizationCount == 3)
        // The top card's centre shows its photo, not the background.
        #expect(fb.color(x: 290, y: 400) != CairoColor(hex: 0xF2F2F7))
    }

    @Test func compositingTimings() {
        for (px, scale) in [(Size(width: 540, height: 960), 1.0), (Size(width: 1080, height: 1920), 2.0)] {
            let (r, cards) = deck(scale: scale)
            let deckSize = Size(width: 540, height: 960)
            let fb = FrameBuffer(width: Int(px.width), height: Int(px.height), scale: scale)
            let compositor = Compositor(backgroundColor: CairoColor(hex: 0xF2F2F7))
            _ = Fixtures.deckLayers(rasterizer: r, cards: cards, deck: deckSize, angle: 0.1, drag: .zero)
            for filter in CompositingFilter.allCases {
                for shadows in [true, false] {
                    compositor.filter = filter
                    compositor.drawsShadows = shadows
                    let frames = 30
                    var previous: [CompositeLayer] = []
                    var damageArea = 0.0
                    let clock = ContinuousClock()
                    var full = Duration.zero
                    var damaged = Duration.zero
                    for f in 0..<frames {
                        let dx = Double(f) * 4
                        let angle = Double(f) * 0.004
                        let layers = Fixtures.deckLayers(
                            rasterizer: r, cards: cards, deck: deckSize, angle: angle,
                            drag: Vector(dx: dx, dy: -dx / 4))
                        full += clock.measure { compositor.render(layers: layers, into: fb) }
                        let region = compositor.changedRegion(from: previous, to: layers)
                        damageArea += (region?.width ?? 0) * (region?.height ?? 0)
                        damaged += clock.measure { compositor.render(layers: layers, into: fb, damage: region) }
                        previous = layers
                    }
                    func ms(_ d: Duration) -> String {
                        let v = Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
                        return String(Int((v / Double(frames)) * 100)).withDecimal
                    }
                    print(
                        "TIMING \(Int(px.width))x\(Int(px.height)) filter=\(filter) shadows=\(shadows): full "
                            + "\(ms(full)) ms/frame, damage-only \(ms(damaged)) ms/frame (avg damage "
                            + "\(Int(damageArea / Double(frames))) pt²)"
                    )
                }
            }
            #expect(r.rasterizationCount == 3)
        }
    }
}

extension String {
    /// "1234" (hundredths) → "12.34".
    fileprivate var withDecimal: String {
        let padded = count < 3 ? String(repeating: "0", count: 3 - count) + self : self
        return String(padded.dropLast(2)) + "." + String(padded.suffix(2))
    }
}
