@testable import KolodaCompositing

/// `AffineBlitter` as it was before it sampled four pixels per step in SIMD lanes: one pixel at a time, with
/// shortcuts for flat taps. Kept as the reference the SIMD loop must match byte for byte. Like the blitter, it starts
/// each row's fixed-point positions at the row's first pixel inside the source, whatever the clip.
enum ReferenceBlitter {
    static func composite(
        source: UnsafePointer<UInt32>, sourceWidth: Int, sourceHeight: Int, sourceStride: Int,
        into destination: UnsafeMutablePointer<UInt32>, destinationStride: Int,
        inverse m: (a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double),
        clip: PixelRect, alpha: Double
    ) {
        guard sourceWidth >= 2, sourceHeight >= 2, !clip.isEmpty, alpha > 0 else { return }
        let alpha256 = UInt64(max(0, min(256, (alpha * 256).rounded())))
        let maxU = Double(sourceWidth - 1)
        let maxV = Double(sourceHeight - 1)
        let one = 65536.0
        let du = Int((m.a * one).rounded())
        let dv = Int((m.b * one).rounded())
        for y in clip.y0..<clip.y1 {
            // Sample position of pixel x's centre, in source px with pixel centres at integers:
            // u(x) = u0 + a·x, v(x) = v0 + b·x. Keep x where 0 ≤ u ≤ W−1 and 0 ≤ v ≤ H−1 (the 2×2 taps are inside).
            let cy = Double(y) + 0.5
            let u0 = m.a * 0.5 + m.c * cy + m.tx - 0.5
            let v0 = m.b * 0.5 + m.d * cy + m.ty - 0.5
            var lo = -Double.infinity
            var hi = Double.infinity
            func limit(_ f0: Double, _ k: Double, _ maxF: Double) {
                if abs(k) < 1e-12 {
                    if f0 < 0 || f0 > maxF {
                        lo = 1
                        hi = 0
                    }
                } else {
                    let p = (0 - f0) / k
                    let q = (maxF - f0) / k
                    lo = max(lo, min(p, q))
                    hi = min(hi, max(p, q))
                }
            }
            limit(u0, m.a, maxU)
            limit(v0, m.b, maxV)
            guard lo <= hi else { continue }
            // The row's first pixel inside the source, clip or no clip, sets the fixed-point start.
            let rowStart = lo.isFinite ? Int(max(-1e15, lo).rounded(.up)) : clip.x0
            let xs = max(rowStart, clip.x0)
            let xe = min(Int(min(1e15, hi).rounded(.down)), clip.x1 - 1)
            guard xs <= xe else { continue }
            var u = Int(((u0 + m.a * Double(rowStart)) * one).rounded()) &+ (xs &- rowStart) &* du
            var v = Int(((v0 + m.b * Double(rowStart)) * one).rounded()) &+ (xs &- rowStart) &* dv
            let row = destination + y * destinationStride
            let maxIU = sourceWidth &- 2
            let maxIV = sourceHeight &- 2
            var x = xs
            while x <= xe {
                // Clamp (rounding can step a hair outside); the taps then stay inside the source.
                var iu = u &>> 16
                var iv = v &>> 16
                var fu = UInt64(truncatingIfNeeded: (u &>> 8) & 0xFF)
                var fv = UInt64(truncatingIfNeeded: (v &>> 8) & 0xFF)
                if iu < 0 {
                    iu = 0
                    fu = 0
                } else if iu > maxIU {
                    iu = maxIU
                    fu = 256
                }
                if iv < 0 {
                    iv = 0
                    fv = 0
                } else if iv > maxIV {
                    iv = maxIV
                    fv = 256
                }
                u &+= du
                v &+= dv
                let top = source + (iv &* sourceStride &+ iu)
                let bottom = top + sourceStride
                let p00 = top[0]
                let p01 = top[1]
                let p10 = bottom[0]
                let p11 = bottom[1]
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
                    let inv = 256 &- (sa &+ (sa &>> 7))  // 255 − sa, scaled so that 255 ↦ 256
                    let d = spread(dp.pointee)
                    dp.pointee = pack(s &+ (((d &* inv) &>> 8) & lanes))
                }
            }
        }
    }

    static let lanes: UInt64 = 0x00FF_00FF_00FF_00FF

    /// 0xAARRGGBB → four 16-bit lanes (B, R, G, A from the low end).
    @inline(__always) static func spread(_ p: UInt32) -> UInt64 {
        let x = UInt64(p)
        return (x | (x &<< 24)) & lanes
    }

    @inline(__always) static func pack(_ s: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: s | (s &>> 24))
    }

    /// a + (b − a)·f/256 per lane, f in 0…256.
    @inline(__always) static func lerp(_ a: UInt64, _ b: UInt64, _ f: UInt64) -> UInt64 {
        ((a &* (256 &- f) &+ b &* f) &>> 8) & lanes
    }
}
