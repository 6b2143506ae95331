/// A software compositor for rotated (and scaled) images: bilinear sampling and premultiplied OVER, one row at a time,
/// with the source's edges anti-aliased by the sampling. pixman has no fast path for rotated sources (its generic
/// path fetches, converts and combines each scanline separately, ~11 ns/px bilinear on the benchmark machine); this
/// loop is several times cheaper. Internal; used by `Compositor` for layers whose transform is not axis-aligned.
enum AffineBlitter {
    /// An integer device-pixel box, `x0..<x1` × `y0..<y1`.
    struct Box: Equatable {
        var x0: Int, y0: Int, x1: Int, y1: Int
        var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
        func intersection(_ o: Box) -> Box {
            Box(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
        }
    }

    /// Composites `source` (premultiplied ARGB32, `sourceWidth` × `sourceHeight` px, `sourceStride` px per row) over
    /// `destination` (premultiplied ARGB32, `destinationStride` px per row) inside `clip`, at `alpha` (0…1).
    /// `inverse` maps destination px to source px (both with pixel corners at integers). Source pixels beyond the
    /// edges count as transparent. The source should have a transparent 1 px border so its outline stays smooth.
    static func composite(source: UnsafePointer<UInt32>, sourceWidth: Int, sourceHeight: Int, sourceStride: Int,
                          into destination: UnsafeMutablePointer<UInt32>, destinationStride: Int,
                          inverse m: (a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double),
                          clip: Box, alpha: Double) {
        guard sourceWidth >= 2, sourceHeight >= 2, !clip.isEmpty, alpha > 0 else { return }
        let alpha256 = UInt64(max(0, min(256, (alpha * 256).rounded())))
        let maxU = Double(sourceWidth - 1), maxV = Double(sourceHeight - 1)
        let one = 65536.0
        let du = Int((m.a * one).rounded()), dv = Int((m.b * one).rounded())
        for y in clip.y0..<clip.y1 {
            // Sample position of pixel x's centre, in source px with pixel centres at integers:
            // u(x) = u0 + a·x, v(x) = v0 + b·x. Keep x where 0 ≤ u ≤ W−1 and 0 ≤ v ≤ H−1 (the 2×2 taps are inside).
            let cy = Double(y) + 0.5
            let u0 = m.a * 0.5 + m.c * cy + m.tx - 0.5
            let v0 = m.b * 0.5 + m.d * cy + m.ty - 0.5
            var lo = Double(clip.x0), hi = Double(clip.x1 - 1)
            func limit(_ f0: Double, _ k: Double, _ maxF: Double) {
                if abs(k) < 1e-12 {
                    if f0 < 0 || f0 > maxF { lo = 1; hi = 0 }
                } else {
                    let p = (0 - f0) / k, q = (maxF - f0) / k
                    lo = max(lo, min(p, q))
                    hi = min(hi, max(p, q))
                }
            }
            limit(u0, m.a, maxU)
            limit(v0, m.b, maxV)
            guard lo <= hi else { continue }
            let xs = Int(lo.rounded(.up)), xe = Int(hi.rounded(.down))
            guard xs <= xe else { continue }
            var u = Int(((u0 + m.a * Double(xs)) * one).rounded())
            var v = Int(((v0 + m.b * Double(xs)) * one).rounded())
            let row = destination + y * destinationStride
            let maxIU = sourceWidth &- 2, maxIV = sourceHeight &- 2
            var x = xs
            while x <= xe {
                // Clamp (rounding can step a hair outside); the taps then stay inside the source.
                var iu = u &>> 16, iv = v &>> 16
                var fu = UInt64(truncatingIfNeeded: (u &>> 8) & 0xFF), fv = UInt64(truncatingIfNeeded: (v &>> 8) & 0xFF)
                if iu < 0 { iu = 0; fu = 0 } else if iu > maxIU { iu = maxIU; fu = 256 }
                if iv < 0 { iv = 0; fv = 0 } else if iv > maxIV { iv = maxIV; fv = 256 }
                u &+= du
                v &+= dv
                let top = source + (iv &* sourceStride &+ iu)
                let bottom = top + sourceStride
                let p00 = top[0], p01 = top[1], p10 = bottom[0], p11 = bottom[1]
                let dp = row + x
                x &+= 1
                if (p00 | p01 | p10 | p11) == 0 { continue }
                // Flat in one or both directions (plain fills, vertical or horizontal gradients, most of the shadow):
                // fewer interpolations, same result.
                var s: UInt64
                if p00 == p01 && p10 == p11 {
                    s = p00 == p10 ? spread(p00) : lerp(spread(p00), spread(p10), fv)
                } else if p00 == p10 && p01 == p11 {
                    s = lerp(spread(p00), spread(p01), fu)
                } else {
                    let t = lerp(spread(p00), spread(p01), fu)
                    let b = lerp(spread(p10), spread(p11), fu)
                    s = lerp(t, b, fv)
                }
                if alpha256 < 256 { s = ((s &* alpha256) &>> 8) & lanes }
                let sa = s &>> 48
                if sa >= 255 {
                    dp.pointee = pack(s)
                } else if s != 0 {
                    let inv = 256 &- (sa &+ (sa &>> 7))          // 255 − sa, scaled so that 255 ↦ 256
                    let d = spread(dp.pointee)
                    dp.pointee = pack(s &+ (((d &* inv) &>> 8) & lanes))
                }
            }
        }
    }

    /// One composite's source, destination, transform and alpha (see ``composite(source:sourceWidth:sourceHeight:sourceStride:into:destinationStride:inverse:clip:alpha:)``),
    /// to draw in bands of rows from several threads: each call writes only the destination pixels inside its clip.
    /// Unchecked `Sendable`: the pointers are only read (source) or written inside disjoint clips (destination), and
    /// the caller keeps both buffers alive until every band is drawn.
    struct Job: @unchecked Sendable {
        var source: UnsafePointer<UInt32>, sourceWidth: Int, sourceHeight: Int, sourceStride: Int
        var destination: UnsafeMutablePointer<UInt32>, destinationStride: Int
        var inverse: (a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double)
        var alpha: Double

        /// Composites the pixels inside `clip`.
        func composite(clip: Box) {
            AffineBlitter.composite(source: source, sourceWidth: sourceWidth, sourceHeight: sourceHeight,
                                    sourceStride: sourceStride, into: destination, destinationStride: destinationStride,
                                    inverse: inverse, clip: clip, alpha: alpha)
        }
    }

    private static let lanes: UInt64 = 0x00FF_00FF_00FF_00FF

    /// 0xAARRGGBB → four 16-bit lanes (B, R, G, A from the low end).
    @inline(__always) private static func spread(_ p: UInt32) -> UInt64 {
        let x = UInt64(p)
        return (x | (x &<< 24)) & lanes
    }

    @inline(__always) private static func pack(_ s: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: s | (s &>> 24))
    }

    /// a + (b − a)·f/256 per lane, f in 0…256.
    @inline(__always) private static func lerp(_ a: UInt64, _ b: UInt64, _ f: UInt64) -> UInt64 {
        ((a &* (256 &- f) &+ b &* f) &>> 8) & lanes
    }
}
