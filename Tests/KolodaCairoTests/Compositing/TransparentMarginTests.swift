import KolodaCore
import Testing

@testable import KolodaCairo
@testable import KolodaCompositing

/// Prepared rasters are cropped to their pixels that are not fully transparent, and draw the same.
@Suite("Transparent margins")
@MainActor
struct TransparentMarginTests {
    @Test func opaqueBoundsFindTheNonZeroPixels() {
        var pixels = [UInt32](repeating: 0, count: 8 * 5)
        pixels[1 * 8 + 2] = 0x0100_0000
        pixels[3 * 8 + 6] = 0xFF12_3456
        let box = pixels.withUnsafeMutableBytes {
            TransparentMargin.opaqueBounds(
                of: PixelMemory($0.baseAddress!, width: 8, height: 5, bytesPerRow: 32), width: 8, height: 5)
        }
        #expect(box == PixelRect(x0: 2, y0: 1, x1: 7, y1: 4))
        var empty = [UInt32](repeating: 0, count: 4)
        #expect(
            empty.withUnsafeMutableBytes {
                TransparentMargin.opaqueBounds(
                    of: PixelMemory($0.baseAddress!, width: 2, height: 2, bytesPerRow: 8), width: 2, height: 2)
            } == nil)
    }

    /// A 300×400 pt overlay with a 60×30 pt stamp near its top-left corner; `speck` adds a barely visible pixel in
    /// the opposite corner, which keeps the raster from being cropped.
    private func overlay(speck: Bool) -> CairoView {
        let view = CairoView(frame: Rect(x: 0, y: 0, width: 300, height: 400))
        let stamp = CairoView(frame: Rect(x: 30, y: 40, width: 60, height: 30))
        stamp.backgroundColor = CairoColor(hex: 0x34C759)
        stamp.cornerRadius = 6
        view.addSubview(stamp)
        if speck {
            let dot = CairoView(frame: Rect(x: 298, y: 398, width: 2, height: 2))
            dot.backgroundColor = CairoColor.black.withAlpha(0.01)
            view.addSubview(dot)
        }
        return view
    }

    @Test func aCroppedOverlayDrawsTheSamePixels() throws {
        let rasterizer = CardRasterizer()
        let transform = AffineTransform.rotation(0.2).then(.translation(Vector(dx: 60.3, dy: 20.7)))
        var frames: [FrameBuffer] = []
        var widths: [Int] = []
        for speck in [false, true] {
            let layer = CompositeLayer(
                image: rasterizer.raster(for: overlay(speck: speck)), transform: transform, alpha: 0.8)
            let compositor = Compositor(backgroundColor: CairoColor(hex: 0xF2F2F7))
            let frame = FrameBuffer(width: 240, height: 200)
            compositor.render(layers: [layer], into: frame)
            frames.append(frame)
            widths.append(try #require(compositor.preparedImage(for: layer)).width)
        }
        #expect(widths[0] < 80 && widths[1] > 290, "only the overlay without the speck is cropped: \(widths)")
        // The speck lies far outside this 240×200 px frame: the two must agree.
        let diff = try #require(ImageDiff.compare(frames[0], frames[1]))
        #expect(diff.max <= 1, "\(diff)")
        #expect(frames[0].premultipliedPixel(x: 108, y: 86) != 0xFFF2_F2F7, "the stamp is drawn")
    }
}
