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

    /// Columns per strip: the destination is walked in strips of this many columns, each top to bottom, so that the
    /// source pixels a strip reads (a slanted band about this wide) stay in the L1 cache from one row to the next.
    static let stripWidth = 128

    /// Composites `source` (premultiplied ARGB32, `sourceWidth` × `sourceHeight` px, `sourceStride` px per row) over
    /// `destination` (premultiplied ARGB32, `destinationStride` px per row) inside `clip`, at `alpha` (0…1).
    /// `inverse` maps destination px to source px (both with pixel corners at integers). Source pixels beyond the
    /// edges count as transparent. The source should have a transparent 1 px border so its outline stays smooth.
    ///
    /// Four destination pixels per step in SIMD lanes (16.16 fixed-point positions, 8-bit weights, 16-bit channel
    /// arithmetic); the result is the same, bit for bit, as one pixel at a time (`compositeOne`).
    static func composite(source: UnsafePointer<UInt32>, sourceWidth: Int, sourceHeight: Int, sourceStride: Int,
                          into destination: UnsafeMutablePointer<UInt32>, destinationStride: Int,
                          inverse m: (a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double),
                          clip: Box, alpha: Double) {
        guard sourceWidth >= 2, sourceHeight >= 2, !clip.isEmpty, alpha > 0 else { return }
        let alpha256 = UInt16(max(0, min(256, (alpha * 256).rounded())))
        let maxU = Double(sourceWidth - 1), maxV = Double(sourceHeight - 1)
        let one = 65536.0
        let du = Int((m.a * one).rounded()), dv = Int((m.b * one).rounded())
        // The lanes hold positions and pixel offsets in 32 bits: true for any raster a card makes (under 32,768 px a
        // side); a larger one takes the one-pixel path throughout.
        let lanesFit = sourceWidth < 32_768 && sourceHeight < 32_768 && sourceStride < 32_768
            && sourceStride * (sourceHeight + 1) < Int(Int32.max) && abs(du) < 1 << 28 && abs(dv) < 1 << 28
        var stripStart = clip.x0
        while stripStart < clip.x1 {
            let stripEnd = min(clip.x1, stripStart + stripWidth)
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
                // The row's first pixel sets the fixed-point start; a strip steps on from it in whole increments, so
                // every pixel's position is the same whichever strip draws it.
                let rowStart = Int(lo.rounded(.up))
                let xs = max(rowStart, stripStart), xe = min(Int(hi.rounded(.down)), stripEnd - 1)
                guard xs <= xe else { continue }
                var u = Int(((u0 + m.a * Double(rowStart)) * one).rounded()) &+ (xs &- rowStart) &* du
                var v = Int(((v0 + m.b * Double(rowStart)) * one).rounded()) &+ (xs &- rowStart) &* dv
                let row = destination + y * destinationStride
                var x = xs
                if lanesFit {
                    while x &+ 3 <= xe {
                        compositeFour(source: source, sourceWidth: sourceWidth, sourceHeight: sourceHeight,
                                      sourceStride: sourceStride, u: u, v: v, du: du, dv: dv, alpha256: alpha256,
                                      into: row + x)
                        u &+= 4 &* du
                        v &+= 4 &* dv
                        x &+= 4
                    }
                }
                while x <= xe {
                    compositeOne(source: source, sourceWidth: sourceWidth, sourceHeight: sourceHeight,
                                 sourceStride: sourceStride, u: u, v: v, alpha256: alpha256, into: row + x)
                    u &+= du
                    v &+= dv
                    x &+= 1
                }
            }
            stripStart = stripEnd
        }
    }

    /// Samples the source at 16.16 fixed-point `u`, `v` (source px, pixel centres at integers) and composites the
    /// result over `destination`'s pixel: one pixel at a time, the definition ``compositeFour`` follows lane by lane.
    @inline(__always)
    private static func compositeOne(source: UnsafePointer<UInt32>, sourceWidth: Int, sourceHeight: Int,
                                     sourceStride: Int, u: Int, v: Int, alpha256: UInt16,
                                     into destination: UnsafeMutablePointer<UInt32>) {
        // Clamp (rounding can step a hair outside); the taps then stay inside the source.
        var iu = u &>> 16, iv = v &>> 16
        var fu = UInt64(truncatingIfNeeded: (u &>> 8) & 0xFF), fv = UInt64(truncatingIfNeeded: (v &>> 8) & 0xFF)
        if iu < 0 { iu = 0; fu = 0 } else if iu > sourceWidth &- 2 { iu = sourceWidth &- 2; fu = 256 }
        if iv < 0 { iv = 0; fv = 0 } else if iv > sourceHeight &- 2 { iv = sourceHeight &- 2; fv = 256 }
        let top = source + (iv &* sourceStride &+ iu)
        let bottom = top + sourceStride
        let p00 = top[0], p01 = top[1], p10 = bottom[0], p11 = bottom[1]
        if (p00 | p01 | p10 | p11) == 0 { return }
        let t = lerp(spread(p00), spread(p01), fu)
        let b = lerp(spread(p10), spread(p11), fu)
        var s = lerp(t, b, fv)
        if alpha256 < 256 { s = ((s &* UInt64(alpha256)) &>> 8) & lanes }
        // Premultiplied OVER: s + d·(255 − sa)/255, with 255 − sa scaled so that 255 ↦ 256 (sa = 255 keeps s alone,
        // sa = 0 keeps d alone).
        let sa = s &>> 48
        let inv = 256 &- (sa &+ (sa &>> 7))
        destination.pointee = pack(s &+ (((spread(destination.pointee) &* inv) &>> 8) & lanes))
    }

    /// ``compositeOne`` for four consecutive destination pixels, positions `u + k·du`, `v + k·dv` (k = 0…3), in SIMD
    /// lanes: each pixel's four channels are 16-bit lanes, so a channel's weighted sum (at most 255 × 256) never
    /// overflows and every step rounds as the one-pixel path does.
    @inline(__always)
    private static func compositeFour(source: UnsafePointer<UInt32>, sourceWidth: Int, sourceHeight: Int,
                                      sourceStride: Int, u: Int, v: Int, du: Int, dv: Int, alpha256: UInt16,
                                      into destination: UnsafeMutablePointer<UInt32>) {
        let steps = SIMD4<Int32>(0, 1, 2, 3)
        let us = SIMD4<Int32>(repeating: Int32(truncatingIfNeeded: u)) &+ steps &* Int32(truncatingIfNeeded: du)
        let vs = SIMD4<Int32>(repeating: Int32(truncatingIfNeeded: v)) &+ steps &* Int32(truncatingIfNeeded: dv)
        var iu = us &>> 16, iv = vs &>> 16
        var fu = (us &>> 8) & 0xFF, fv = (vs &>> 8) & 0xFF
        let maxIU = SIMD4<Int32>(repeating: Int32(sourceWidth &- 2)), maxIV = SIMD4<Int32>(repeating: Int32(sourceHeight &- 2))
        let zero = SIMD4<Int32>(repeating: 0), full = SIMD4<Int32>(repeating: 256)
        fu.replace(with: zero, where: iu .< zero)
        iu.replace(with: zero, where: iu .< zero)
        fu.replace(with: full, where: iu .> maxIU)
        iu.replace(with: maxIU, where: iu .> maxIU)
        fv.replace(with: zero, where: iv .< zero)
        iv.replace(with: zero, where: iv .< zero)
        fv.replace(with: full, where: iv .> maxIV)
        iv.replace(with: maxIV, where: iv .> maxIV)
        let offsets = iv &* Int32(truncatingIfNeeded: sourceStride) &+ iu
        let stride = sourceStride
        // The taps: four loads per pixel (no gather instruction in the baseline x86-64 the package is built for).
        var p00 = SIMD4<UInt32>(), p01 = SIMD4<UInt32>(), p10 = SIMD4<UInt32>(), p11 = SIMD4<UInt32>()
        for k in 0..<4 {
            let top = source + Int(offsets[k])
            p00[k] = top[0]
            p01[k] = top[1]
            p10[k] = top[stride]
            p11[k] = top[stride &+ 1]
        }
        if (p00 | p01 | p10 | p11) == SIMD4<UInt32>() { return }  // all transparent: the destination stays
        let wu = channels(of: SIMD4<UInt32>(truncatingIfNeeded: fu)), wv = channels(of: SIMD4<UInt32>(truncatingIfNeeded: fv))
        let c256 = SIMD16<UInt16>(repeating: 256)
        let t = (widen(p00) &* (c256 &- wu) &+ widen(p01) &* wu) &>> 8
        let b = (widen(p10) &* (c256 &- wu) &+ widen(p11) &* wu) &>> 8
        var s = (t &* (c256 &- wv) &+ b &* wv) &>> 8
        if alpha256 < 256 { s = (s &* SIMD16<UInt16>(repeating: alpha256)) &>> 8 }
        let sa = alphas(of: s)
        let inv = c256 &- (sa &+ (sa &>> 7))
        let raw = UnsafeMutableRawPointer(destination)
        let d = widen(raw.loadUnaligned(as: SIMD4<UInt32>.self))
        let out = s &+ ((d &* inv) &>> 8)
        raw.storeBytes(of: unsafeBitCast(SIMD16<UInt8>(truncatingIfNeeded: out), to: SIMD4<UInt32>.self), as: SIMD4<UInt32>.self)
    }

    /// Four 0xAARRGGBB pixels → their 16 channels as 16-bit lanes (B, G, R, A per pixel, little-endian byte order).
    @inline(__always) private static func widen(_ p: SIMD4<UInt32>) -> SIMD16<UInt16> {
        SIMD16<UInt16>(truncatingIfNeeded: unsafeBitCast(p, to: SIMD16<UInt8>.self))
    }

    /// One weight per pixel → the same weight in each of its four channel lanes.
    @inline(__always) private static func channels(of w: SIMD4<UInt32>) -> SIMD16<UInt16> {
        let pairs = w | (w &<< 16)  // two 16-bit copies per pixel
        return unsafeBitCast(SIMD8<UInt32>(pairs[0], pairs[0], pairs[1], pairs[1], pairs[2], pairs[2], pairs[3], pairs[3]),
                             to: SIMD16<UInt16>.self)
    }

    /// Each pixel's alpha lane (the fourth of its channels) copied into all four of its lanes.
    @inline(__always) private static func alphas(of s: SIMD16<UInt16>) -> SIMD16<UInt16> {
        SIMD16<UInt16>(s[3], s[3], s[3], s[3], s[7], s[7], s[7], s[7], s[11], s[11], s[11], s[11], s[15], s[15], s[15], s[15])
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
