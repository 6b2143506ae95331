import KolodaCore
import Testing

@testable import KolodaCompositing

/// The SIMD sampling loop draws exactly the pixels of the one-pixel-at-a-time loop it replaced.
@Suite("Affine blitter")
struct AffineBlitterTests {
    /// A deterministic source: a card-like picture (opaque inside, a soft translucent margin, a transparent border)
    /// with gradients, so taps are flat in places and not in others.
    static func source(width: Int, height: Int) -> [UInt32] {
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 1..<(height - 1) {
            for x in 1..<(width - 1) {
                let edge = min(x, y, width - 1 - x, height - 1 - y)
                let a = UInt32(min(255, edge * 40))
                let r = UInt32((x * 7 + y) & 0xFF) * a / 255
                let g = UInt32((y * 3) & 0xFF) * a / 255
                let b = UInt32(x < width / 2 ? 200 : (x * y) & 0xFF) * a / 255
                pixels[y * width + x] = a << 24 | r << 16 | g << 8 | b
            }
        }
        return pixels
    }

    /// `source` (`sw` × `sh` px) composited through `m` (destination px → source px) over a copy of `background`
    /// (`dw` px a row) inside `clip` at `alpha`: by the blitter (four pixels a step, in tiles of columns) and by the
    /// one-pixel-at-a-time reference.
    static func composites(
        of source: [UInt32], width sw: Int, height sh: Int, over background: [UInt32], width dw: Int,
        inverse m: AffineTransform, clip: PixelRect, alpha: Double
    ) -> (blitter: [UInt32], reference: [UInt32]) {
        let dh = background.count / dw
        var blitted = background
        var reference = background
        source.withUnsafeBufferPointer { s in
            blitted.withUnsafeMutableBufferPointer { d in
                AffineBlitter.composite(
                    source: PixelMemory(
                        UnsafeMutableRawPointer(mutating: s.baseAddress!), width: sw, height: sh, bytesPerRow: sw * 4),
                    into: PixelMemory(d.baseAddress!, width: dw, height: dh, bytesPerRow: dw * 4),
                    inverse: (m.a, m.b, m.c, m.d, m.tx, m.ty), clip: clip, alpha: alpha, lanes: true)
            }
            reference.withUnsafeMutableBufferPointer { d in
                ReferenceBlitter.composite(
                    source: s.baseAddress!, sourceWidth: sw, sourceHeight: sh, sourceStride: sw,
                    into: d.baseAddress!, destinationStride: dw,
                    inverse: (m.a, m.b, m.c, m.d, m.tx, m.ty), clip: clip, alpha: alpha)
            }
        }
        return (blitted, reference)
    }

    /// Turned by `angle` (rad), drawn at `alpha` and `scale`: larger than the source (a column repeated now and then)
    /// and smaller (one skipped), as a dragged card is.
    @Test(arguments: [
        (0.17, 1.0, 1.07), (-0.31, 0.9, 1.07), (0.0, 1.0, 1.07), (0.02, 0.5, 1.07), (.pi / 10, 1.0, 1.07),
        (1.3, 0.99, 1.07), (0.4, 0.04, 1.07), (0.07, 1.0, 0.955), (-0.05, 0.8, 0.955), (0.0, 1.0, 1.0)
    ])
    func theSIMDLoopMatchesTheOnePixelLoop(angle: Double, alpha: Double, scale: Double) {
        let sw = 203
        let sh = 157
        let dw = 331
        let dh = 263
        let src = Self.source(width: sw, height: sh)
        var background = [UInt32](repeating: 0, count: dw * dh)
        for i in background.indices {
            background[i] = i % 7 == 0 ? 0 : 0xFF00_0000 | UInt32(truncatingIfNeeded: i &* 2_654_435_761) & 0xFFFFFF
        }
        // Source px → destination px: turned about the source's centre, scaled a little, placed at a fractional offset.
        let forward = AffineTransform.translation(Vector(dx: -Double(sw) / 2, dy: -Double(sh) / 2))
            .then(.scale(x: scale, y: scale)).then(.rotation(angle)).then(.translation(Vector(dx: 160.37, dy: 131.71)))
        let m = forward.inverted!
        for clip in [
            PixelRect(x0: 0, y0: 0, x1: dw, y1: dh), PixelRect(x0: 37, y0: 11, x1: 38, y1: 250),
            PixelRect(x0: 101, y0: 90, x1: 230, y1: 93)
        ] {
            let (simd, reference) = Self.composites(
                of: src, width: sw, height: sh, over: background, width: dw, inverse: m, clip: clip, alpha: alpha)
            let differing = zip(simd, reference).filter { $0 != $1 }.count
            let drawn = zip(simd, background).filter { $0 != $1 }.count
            #expect(differing == 0, "\(differing) px differ in \(clip)")
            if clip.x1 - clip.x0 > 100 { #expect(drawn > 100, "the source is drawn in \(clip)") }
        }
    }

    /// A clip wider than two column tiles (the blitter draws column tile by column tile, rows top to bottom in each,
    /// tile edges at multiples of the tile width) gets the one-pixel loop's pixels, whatever its left edge.
    @Test(arguments: [0.0, 7.0, 131.0])
    func tilesOfColumnsMatchTheOnePixelLoop(left: Double) {
        let sw = 530
        let sh = 97
        let dw = 2 * AffineBlitter.tileWidth + 160
        let dh = 140
        let src = Self.source(width: sw, height: sh)
        let background = (0..<(dw * dh)).map { UInt32(truncatingIfNeeded: $0 &* 2_654_435_761) | 0xFF00_0000 }
        // Turned by 0.33 rad, as a card dragged far in a tall window: a new source row every three pixels.
        let forward = AffineTransform.translation(Vector(dx: -Double(sw) / 2, dy: -Double(sh) / 2))
            .then(.rotation(0.33)).then(.translation(Vector(dx: Double(dw) / 2 + 0.41, dy: Double(dh) / 2 + 0.23)))
        let m = forward.inverted!
        let clip = PixelRect(x0: Int(left), y0: 3, x1: dw - 2, y1: dh - 1)
        let (tiled, reference) = Self.composites(
            of: src, width: sw, height: sh, over: background, width: dw, inverse: m, clip: clip, alpha: 1)
        let differing = zip(tiled, reference).filter { $0 != $1 }.count
        // A column of the second tile, inside the turned card on some rows.
        let column = AffineBlitter.tileWidth + 20
        let drawnInTheSecondTile = (0..<dh).contains { tiled[$0 * dw + column] != background[$0 * dw + column] }
        #expect(differing == 0, "\(differing) px differ")
        #expect(drawnInTheSecondTile, "the card is drawn past the first tile")
    }
}
