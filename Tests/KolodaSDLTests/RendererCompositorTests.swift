import Glibc
import KolodaCairo
import KolodaCore
import Testing

@testable import KolodaSDL

/// `RendererCompositor` against the CPU `Compositor`: one scene (a scaled back card, a rotated front card with its
/// shadow, a translucent overlay, a clipped layer) drawn both ways on the dummy driver's software renderer and read
/// back with `SDL_RenderReadPixels`. In the serialized SDL suite.
extension SDLHostTests {
    /// A 240×320 pt card: a vertical gradient, rounded and clipped, a dark band and a shadow.
    private func card(_ top: CairoColor, _ bottom: CairoColor) -> CairoView {
        let card = CairoView(frame: Rect(x: 0, y: 0, width: 240, height: 320))
        card.backgroundGradient = CairoGradient(colors: [top, bottom])
        card.cornerRadius = 16
        card.clipsToBounds = true
        card.shadow = CairoShadow(color: CairoColor.black.withAlpha(0.3), offset: Vector(dx: 0, dy: 6), blurRadius: 14)
        let band = CairoView(frame: Rect(x: 0, y: 220, width: 240, height: 60))
        band.backgroundColor = CairoColor(hex: 0x1F2A44)
        card.addSubview(band)
        return card
    }

    private func scene(_ rasterizer: CardRasterizer) -> [CompositeLayer] {
        let back = rasterizer.raster(for: card(CairoColor(hex: 0x8EC5FC), CairoColor(hex: 0xE0C3FC)))
        let front = rasterizer.raster(for: card(CairoColor(hex: 0xFF9A8B), CairoColor(hex: 0xFF6A88)))
        let stampView = CairoView(frame: Rect(x: 0, y: 0, width: 120, height: 50))
        stampView.backgroundColor = CairoColor(hex: 0x34C759)
        stampView.cornerRadius = 8
        let stamp = rasterizer.raster(for: stampView)
        let centre = Vector(dx: 120, dy: 160)
        func about(_ t: AffineTransform, at origin: Vector) -> AffineTransform {
            AffineTransform.translation(-centre).then(t).then(.translation(centre)).then(.translation(origin))
        }
        var clipped = CompositeLayer(image: stamp, transform: .translation(Vector(dx: 20, dy: 540)), alpha: 1)
        clipped.clip = Rect(x: 0, y: 0, width: 400, height: 560)
        return [
            CompositeLayer(image: back, transform: about(.scale(x: 0.92, y: 0.92), at: Vector(dx: 80, dy: 150))),
            CompositeLayer(image: front, transform: about(.rotation(0.12), at: Vector(dx: 95, dy: 130))),
            CompositeLayer(image: stamp, transform: about(.rotation(-0.3), at: Vector(dx: 60, dy: 120)), alpha: 0.55),
            clipped
        ]
    }

    @Test func rendererCompositingMatchesTheCPUCompositorWithinTolerance() throws {
        let window = try openWindow()
        defer { window.close() }
        let size = window.drawableSize
        let rasterizer = CardRasterizer()
        let layers = scene(rasterizer)
        let background = CairoColor(hex: 0xF2F2F7)

        let cpu = FrameBuffer(width: size.width, height: size.height)
        Compositor(backgroundColor: background).render(layers: layers, into: cpu)

        let gpu = RendererCompositor(window: window, backgroundColor: background)
        #expect(gpu.present(layers: layers, scale: 1))
        #expect(gpu.textureCount == 3, "one texture per distinct raster")
        #expect(!gpu.present(layers: layers, scale: 1), "unchanged layers present nothing")
        #expect(gpu.present(layers: layers, scale: 1, force: true))
        #expect(gpu.textureCount == 3, "rasters are uploaded once")
        let shown = try #require(window.readPixels())

        var total = 0
        var far = 0
        for y in 0..<size.height {
            for x in 0..<size.width {
                let a = cpu.premultipliedPixel(x: x, y: y)
                let b = shown[y * size.width + x]
                var worst = 0
                for shift in [0, 8, 16] as [UInt32] {
                    let d = abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF))
                    total += d
                    worst = max(worst, d)
                }
                if worst > 32 { far += 1 }
            }
        }
        let pixels = size.width * size.height
        let mean = Double(total) / Double(pixels * 3)
        let farShare = Double(far) / Double(pixels)
        if let dir = getenv("KOLODA_TEST_ARTIFACTS").map({ String(cString: $0) }) {
            let copy = FrameBuffer(width: size.width, height: size.height)
            if let out = copy.flushedMemory() {
                for y in 0..<size.height {
                    for x in 0..<size.width { out[y * out.stride + x] = shown[y * size.width + x] | 0xFF00_0000 }
                }
            }
            copy.markDirty()
            try PNGWriter.write(cpu, to: dir + "/compositor-cpu.png")
            try PNGWriter.write(copy, to: dir + "/compositor-renderer.png")
        }
        // Tolerance: a mean difference under 1.5 levels per channel and under 1 % of the pixels more than 32 levels
        // off (SDL's software renderer samples by nearest pixel, so the rotated edges differ).
        #expect(mean < 1.5, "mean \(mean) levels")
        #expect(farShare < 0.01, "\(far) px differ by more than 32 levels")

        // A card moved far off: the picture changes, and the check can fail.
        var moved = layers
        moved[1].transform = moved[1].transform.then(.translation(Vector(dx: 60, dy: 0)))
        #expect(gpu.present(layers: moved, scale: 1))
        let other = try #require(window.readPixels())
        #expect(zip(other, shown).filter { ($0 ^ $1) & 0xFFFFFF != 0 }.count > pixels / 20)
    }
}
