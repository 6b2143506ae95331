import CCairo
import KolodaCore
import Testing

@testable import KolodaCompositing

/// The nearest-pixel sampler of scaled cards: its SIMD loop against its one-pixel definition, and its pixels against
/// pixman's nearest filter drawn through Cairo, which it replaced for moving cards.
@Suite("Nearest blitter")
struct NearestBlitterTests {
    static let sw = 211
    static let sh = 163
    static let dw = 307
    static let dh = 251

    /// A destination with opaque, translucent and clear pixels.
    static func background() -> [UInt32] {
        (0..<(dw * dh)).map { i in
            if i % 7 == 0 { return 0 }
            let a = UInt32(i % 3 == 0 ? 0x80 : 0xFF)
            let rgb = UInt32(truncatingIfNeeded: i &* 2_654_435_761) & 0xFFFFFF
            // Premultiplied: no channel above the alpha.
            let r = min(a, rgb >> 16 & 0xFF)
            let g = min(a, rgb >> 8 & 0xFF)
            let b = min(a, rgb & 0xFF)
            return a << 24 | r << 16 | g << 8 | b
        }
    }

    /// The sampler one pixel at a time, straight from its definition: pixel (x, y) takes source pixel
    /// (⌊u⌋, ⌊v⌋) of its 16.16 fixed-point position, a unit below the exact one, counted from the anchor column.
    static func reference(
        _ source: [UInt32], over destination: inout [UInt32], mapping m: NearestBlitter.Mapping,
        clip: PixelRect, alpha: Double
    ) {
        let mask = NearestBlitter.maskAlpha(alpha)
        let du = Int((m.a * 65536).rounded())
        let anchor = Int(((m.a * (Double(m.anchorX) + 0.5) + m.tx) * 65536).rounded()) - 1
        for y in clip.y0..<clip.y1 {
            let row = (Int(((m.d * (Double(y) + 0.5) + m.ty) * 65536).rounded()) - 1) >> 16
            guard row >= 0, row < sh else { continue }
            for x in clip.x0..<clip.x1 {
                let column = (anchor + (x - m.anchorX) * du) >> 16
                guard column >= 0, column < sw else { continue }
                let s = source[row * sw + column]
                if s != 0 { destination[y * dw + x] = NearestBlitter.over(s, mask: mask, destination[y * dw + x]) }
            }
        }
    }

    static func draw(
        _ source: [UInt32], over destination: inout [UInt32], mapping: NearestBlitter.Mapping,
        clip: PixelRect, alpha: Double
    ) {
        source.withUnsafeBufferPointer { s in
            destination.withUnsafeMutableBufferPointer { d in
                NearestBlitter.composite(
                    source: PixelMemory(
                        UnsafeMutableRawPointer(mutating: s.baseAddress!), width: sw, height: sh, bytesPerRow: sw * 4),
                    into: PixelMemory(d.baseAddress!, width: dw, height: d.count / dw, bytesPerRow: dw * 4),
                    mapping: mapping, clip: clip, alpha: alpha,
                    lanes: true)
            }
        }
    }

    /// Scaled up and down (consecutive source pixels, skipped ones, repeated ones), at 1:1 moved by whole pixels,
    /// opaque and translucent, with clips that cut the image.
    @Test(arguments: [(0.92, 0.7), (0.97, 1.0), (1.0, 1.0), (1.0, 0.35), (1.31, 0.84), (0.5, 1.0), (0.93, 0.02)])
    func theSIMDLoopMatchesTheOnePixelDefinition(scale: Double, alpha: Double) {
        let source = AffineBlitterTests.source(width: Self.sw, height: Self.sh)
        let offset = scale == 1 ? (x: 40.0, y: 31.0) : (x: 37.3, y: 29.6)
        let mapping = NearestBlitter.Mapping(
            a: 1 / scale, tx: -offset.x / scale, d: 1 / scale, ty: -offset.y / scale, anchorX: 37)
        for clip in [
            PixelRect(x0: 0, y0: 0, x1: Self.dw, y1: Self.dh),
            PixelRect(x0: 45, y0: 40, x1: 46, y1: 200),
            PixelRect(x0: 101, y0: 90, x1: 230, y1: 93), PixelRect(x0: 39, y0: 30, x1: 44, y1: 120)
        ] {
            var simd = Self.background()
            var reference = simd
            Self.draw(source, over: &simd, mapping: mapping, clip: clip, alpha: alpha)
            Self.reference(source, over: &reference, mapping: mapping, clip: clip, alpha: alpha)
            let differing = zip(simd, reference).filter { $0 != $1 }.count
            #expect(differing == 0, "\(differing) px differ in \(clip)")
            if clip.x1 - clip.x0 > 100 {
                #expect(zip(simd, Self.background()).filter { $0 != $1 }.count > 100, "the source is drawn in \(clip)")
            }
        }
    }

    /// The picture does not depend on how the layer is cut into boxes: every pixel's position comes from its own
    /// coordinates.
    @Test func boxesDrawTheSamePixelsAsTheWhole() {
        let source = AffineBlitterTests.source(width: Self.sw, height: Self.sh)
        let mapping = NearestBlitter.Mapping(a: 1 / 0.93, tx: -20.4, d: 1 / 0.93, ty: -11.7, anchorX: 0)
        var whole = Self.background()
        Self.draw(
            source, over: &whole, mapping: mapping, clip: .init(x0: 0, y0: 0, x1: Self.dw, y1: Self.dh), alpha: 0.7)
        var pieces = Self.background()
        for (x0, x1) in [(0, 13), (13, 150), (150, 151), (151, Self.dw)] {
            for (y0, y1) in [(0, 32), (32, 33), (33, Self.dh)] {
                Self.draw(
                    source, over: &pieces, mapping: mapping, clip: .init(x0: x0, y0: y0, x1: x1, y1: y1), alpha: 0.7)
            }
        }
        #expect(pieces == whole)
        #expect(whole != Self.background())
    }

    /// Against pixman's nearest filter through Cairo, byte for byte: the same arithmetic for every alpha, and the same
    /// source pixel for every position. Only a position exactly on a pixel boundary (a scale and offset that are
    /// simple fractions, such as 0.92 and 37.3) can go either way, as pixman's fixed-point origin is each paint's
    /// centre; the scales and offsets here are a dragged card's kind, not those.
    @Test(arguments: [(1.0, 1.0), (1.0, 0.7), (1.0, 0.13), (0.9213, 0.7), (0.975_13, 0.84), (1.1837, 1.0)])
    func pixelsAreCairosNearestFilter(scale: Double, alpha: Double) throws {
        let source = AffineBlitterTests.source(width: Self.sw, height: Self.sh)
        let offset = scale == 1 ? (x: 40.0, y: 31.0) : (x: 37.41, y: 29.63)
        // Cairo: the source surface painted through the forward transform with the nearest filter.
        let background = Self.background()
        var cairo = background
        try cairo.withUnsafeMutableBytes { d in
            var src = source
            try src.withUnsafeMutableBytes { s in
                let target = try #require(
                    cairo_image_surface_create_for_data(
                        d.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(Self.dw),
                        Int32(Self.dh), Int32(Self.dw * 4)))
                let image = try #require(
                    cairo_image_surface_create_for_data(
                        s.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(Self.sw),
                        Int32(Self.sh), Int32(Self.sw * 4)))
                let cr = try #require(cairo_create(target))
                var m = cairo_matrix_t(xx: scale, yx: 0, xy: 0, yy: scale, x0: offset.x, y0: offset.y)
                cairo_transform(cr, &m)
                cairo_set_source_surface(cr, image, 0, 0)
                cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST)
                if alpha >= 1 { cairo_paint(cr) } else { cairo_paint_with_alpha(cr, alpha) }
                cairo_destroy(cr)
                cairo_surface_flush(target)
                cairo_surface_destroy(image)
                cairo_surface_destroy(target)
            }
        }
        var ours = background
        let mapping = NearestBlitter.Mapping(
            a: 1 / scale, tx: -offset.x / scale, d: 1 / scale, ty: -offset.y / scale, anchorX: Int(offset.x))
        Self.draw(
            source, over: &ours, mapping: mapping, clip: .init(x0: 0, y0: 0, x1: Self.dw, y1: Self.dh), alpha: alpha)
        let differing = zip(ours, cairo).filter { $0 != $1 }.count
        #expect(ours != background)
        #expect(differing == 0, "\(differing) px differ")
    }
}
