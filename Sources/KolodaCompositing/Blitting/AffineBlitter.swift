/// A software compositor for rotated (and scaled) images: bilinear sampling and premultiplied OVER, row by row,
/// four pixels per step (opaque ones stored without reading the destination), with the source's
/// edges anti-aliased by the sampling. pixman has no fast path for rotated sources (its generic
/// path fetches, converts and combines each scanline separately, ~11 ns/px bilinear on the benchmark machine); this
/// loop is several times cheaper. Internal; used by `Compositor` for layers whose transform is not axis-aligned.
enum AffineBlitter {
    /// Composites `source` (premultiplied ARGB32) over `destination` (premultiplied ARGB32) inside `clip`, which must
    /// lie inside the destination, at `alpha` (0…1).
    /// `inverse` maps destination px to source px (both with pixel corners at integers). Source pixels beyond the
    /// edges count as transparent. The source should have a transparent 1 px border so its outline stays smooth.
    ///
    /// With `lanes`, four destination pixels per step in SIMD lanes (16.16 fixed-point positions, 8-bit weights,
    /// 16-bit channel arithmetic); the result is the same, bit for bit, as one pixel at a time (`compositeOne`).
    static func composite(
        source: PixelMemory, into destination: PixelMemory,
        inverse m: (a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double),
        clip: PixelRect, alpha: Double, lanes: Bool = usesLanes
    ) {
        guard source.width >= 2, source.height >= 2, !clip.isEmpty, alpha > 0 else { return }
        let alpha256 = UInt16(max(0, min(256, (alpha * 256).rounded())))
        let du = Int((m.a * 65536).rounded())
        let dv = Int((m.b * 65536).rounded())
        let rows = (clip.y0..<clip.y1).map { rowSpan(y: $0, inverse: m, step: (du, dv), source: source, clip: clip) }
        // Column by column in tiles of `tileWidth`, each tile's rows top to bottom: a turned card's row walks the
        // source diagonally, across a few hundred source rows at 1080 px, and the next row walks the same source lines
        // a pixel over; in a tile, the source lines one row reads are still in the core's first-level cache for the
        // next. Every pixel's position is worked out from its row's first pixel inside the source, whichever tile
        // draws it: the picture is the same, bit for bit.
        var x0 = clip.x0
        while x0 < clip.x1 {
            // Tile edges at multiples of `tileWidth` in the target (16-byte aligned where its rows are), so that a
            // span that crosses a whole tile needs no pixel-by-pixel start or end.
            let x1 = min(clip.x1, (x0 / tileWidth &+ 1) &* tileWidth)
            for (k, row) in rows.enumerated() {
                guard let row else { continue }
                let xs = max(row.start, x0)
                let xe = min(row.end, x1 &- 1)
                guard xs <= xe else { continue }
                // xs…xe lie inside the clip, so the span's pixels lie inside the destination.
                compositeSpan(
                    source: source, u: row.u &+ (xs &- row.start) &* du, v: row.v &+ (xs &- row.start) &* dv,
                    du: du, dv: dv, count: xe &- xs &+ 1, alpha256: alpha256, lanes: lanes, into: destination,
                    at: (clip.y0 &+ k) &* destination.stride &+ xs)
            }
            x0 = x1
        }
    }

    /// Destination columns per tile (see ``composite(source:into:inverse:clip:alpha:lanes:)``): 256 px of a turned
    /// row read some 90 source rows, a dozen KB of source lines, which stay in a core's first-level cache.
    static let tileWidth = 256

    /// One destination row's pixels inside the source and the clip, `start…end` (px), with the 16.16 fixed-point
    /// position of `start`'s centre (source px, pixel centres at integers); `nil` when none is.
    private struct RowSpan {
        var start: Int, end: Int, u: Int, v: Int
    }

    /// Row `y`'s span (see ``RowSpan``) for `inverse` (destination px → source px, pixel corners at integers), whose
    /// 16.16 step per destination pixel is `step` (`inverse.a`, `inverse.b` rounded).
    private static func rowSpan(
        y: Int, inverse m: (a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double),
        step: (du: Int, dv: Int), source: PixelMemory, clip: PixelRect
    ) -> RowSpan? {
        let maxU = Double(source.width - 1)
        let maxV = Double(source.height - 1)
        let one = 65536.0
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
        guard lo <= hi else { return nil }
        // The row's first pixel inside the source, clip or no clip, sets the fixed-point start; a clip (or a tile)
        // steps on from it in whole increments, so every pixel's position is the same whichever band, box or tile
        // draws it.
        let rowStart = lo.isFinite ? WholeNumbers.ceil(max(-1e15, lo)) : clip.x0
        let xs = max(rowStart, clip.x0)
        let xe = min(WholeNumbers.floor(min(1e15, hi)), clip.x1 - 1)
        guard xs <= xe else { return nil }
        return RowSpan(
            start: xs, end: xe,
            u: WholeNumbers.round((u0 + m.a * Double(rowStart)) * one) &+ (xs &- rowStart) &* step.du,
            v: WholeNumbers.round((v0 + m.b * Double(rowStart)) * one) &+ (xs &- rowStart) &* step.dv)
    }

    /// Composites `count` consecutive destination pixels from pixel `start` on, the first sampled at 16.16
    /// fixed-point `u`, `v` (source px, pixel centres at integers), each next one `du`, `dv` further. Its own function
    /// (not inlined) so that the loop's few values stay in registers.
    @inline(never)
    private static func compositeSpan(
        source: PixelMemory, u: Int, v: Int, du: Int, dv: Int, count: Int,
        alpha256: UInt16, lanes: Bool, into destination: PixelMemory, at start: Int
    ) {
        let sourceWidth = source.width
        let sourceHeight = source.height
        var u = u
        var v = v
        var k = 0
        /// Pixel `k` on its own (its taps clamped to the source), then on to the next.
        @inline(__always) func stepOne() {
            compositeOne(source: source, u: u, v: v, alpha256: alpha256, into: destination, at: start &+ k)
            u &+= du
            v &+= dv
            k &+= 1
        }
        if lanes {
            // 0 ≤ u and u >> 16 ≤ W − 2 (the taps inside, no clamping) is one unsigned comparison: u < (W − 1) << 16.
            let uLimit = UInt(sourceWidth &- 1) &<< 16
            let vLimit = UInt(sourceHeight &- 1) &<< 16
            // First the pixels a hair outside (by rounding, at the edges), clamped one by one; positions are linear in
            // x, so the pixels inside are one run, and its length is worked out once: no test per pixel.
            while k < count, UInt(bitPattern: u) >= uLimit || UInt(bitPattern: v) >= vLimit {
                stepOne()
            }
            let run = min(count &- k, steps(from: u, by: du, below: uLimit), steps(from: v, by: dv, below: vLimit))
            let end = k &+ run &- 3
            // One by one up to a 16-byte boundary of the destination, so that no four-pixel load or store straddles
            // two cache lines.
            while k < end, !destination.isAligned16(at: start &+ k) {
                stepOne()
            }
            // The four pixels' positions in 32-bit lanes too, for their weights (bits 8…15 of each position, the same
            // in 32 as in 64 bits, wrapping or not).
            let step = SIMD4<Int32>(0, 1, 2, 3)
            var uLanes = SIMD4<Int32>(repeating: Int32(truncatingIfNeeded: u)) &+ step &* Int32(truncatingIfNeeded: du)
            var vLanes = SIMD4<Int32>(repeating: Int32(truncatingIfNeeded: v)) &+ step &* Int32(truncatingIfNeeded: dv)
            let uAdvance = SIMD4<Int32>(repeating: Int32(truncatingIfNeeded: 4 &* du))
            let vAdvance = SIMD4<Int32>(repeating: Int32(truncatingIfNeeded: 4 &* dv))
            while k < end {
                let taps = gatherFour(source: source, u: u, v: v, du: du, dv: dv)
                compositeFour(
                    taps, uLanes: uLanes, vLanes: vLanes, alpha256: alpha256, into: destination, at: start &+ k)
                u &+= 4 &* du
                v &+= 4 &* dv
                uLanes &+= uAdvance
                vLanes &+= vAdvance
                k &+= 4
            }
        }
        while k < count { stepOne() }
    }

    /// How many of the positions `f`, `f + d`, `f + 2d`, … lie in `0..<limit` (`f` does, or none: 0).
    @inline(__always)
    private static func steps(from f: Int, by d: Int, below limit: UInt) -> Int {
        guard UInt(bitPattern: f) < limit else { return 0 }
        if d > 0 { return (Int(bitPattern: limit) &- 1 &- f) / d &+ 1 }
        if d < 0 { return f / (0 &- d) &+ 1 }
        return Int.max
    }

    /// Whether `composite` uses the SIMD lanes by default: in optimized builds. An unoptimized build does not
    /// specialize the generic SIMD operations, which makes the lanes some 50 times slower than one pixel at a time
    /// there (the debug test suite drew for minutes); the pixels are the same either way, and the tests compare the
    /// two paths directly.
    #if DEBUG
    static let usesLanes = false
    #else
    static let usesLanes = true
    #endif

    /// Samples the source at 16.16 fixed-point `u`, `v` (source px, pixel centres at integers) and composites the
    /// result over `destination`'s pixel `i`: one pixel at a time, the definition ``compositeFour`` follows lane by
    /// lane.
    @inline(__always)
    private static func compositeOne(
        source: PixelMemory, u: Int, v: Int, alpha256: UInt16, into destination: PixelMemory, at i: Int
    ) {
        let sourceWidth = source.width
        let sourceHeight = source.height
        // Clamp (rounding can step a hair outside); the taps then stay inside the source.
        var iu = u &>> 16
        var iv = v &>> 16
        var fu = UInt64(truncatingIfNeeded: (u &>> 8) & 0xFF)
        var fv = UInt64(truncatingIfNeeded: (v &>> 8) & 0xFF)
        if iu < 0 {
            iu = 0
            fu = 0
        } else if iu > sourceWidth &- 2 {
            iu = sourceWidth &- 2
            fu = 256
        }
        if iv < 0 {
            iv = 0
            fv = 0
        } else if iv > sourceHeight &- 2 {
            iv = sourceHeight &- 2
            fv = 256
        }
        // 0 ≤ iu ≤ W − 2 and 0 ≤ iv ≤ H − 2: the four taps lie inside the source.
        let top = iv &* source.stride &+ iu
        let bottom = top &+ source.stride
        let p00 = source[top]
        let p01 = source[top &+ 1]
        let p10 = source[bottom]
        let p11 = source[bottom &+ 1]
        if (p00 | p01 | p10 | p11) == 0 { return }
        let t = lerp(spread(p00), spread(p01), fu)
        let b = lerp(spread(p10), spread(p11), fu)
        var s = lerp(t, b, fv)
        if alpha256 < 256 { s = ((s &* UInt64(alpha256)) &>> 8) & lanes }
        // Premultiplied OVER: s + d·(255 − sa)/255, with 255 − sa scaled so that 255 ↦ 256 (sa = 255 keeps s alone,
        // sa = 0 keeps d alone).
        let sa = s &>> 48
        let inv = 256 &- (sa &+ (sa &>> 7))
        destination[i] = pack(s &+ (((spread(destination[i]) &* inv) &>> 8) & lanes))
    }

    /// The 2 × 2 taps of four consecutive destination pixels, positions `u + k·du`, `v + k·dv` (k = 0…3), whose taps
    /// all lie inside the source (no clamping needed), regrouped by lane: upper left, upper right, lower left, lower
    /// right.
    @inline(__always)
    private static func gatherFour(source: PixelMemory, u: Int, v: Int, du: Int, dv: Int) -> FourTaps {
        let s = source.stride
        let u3 = u &+ 3 &* du
        let v3 = v &+ 3 &* dv
        let o0 = (v &>> 16) &* s &+ (u &>> 16)
        // A turned card's pixels mostly step one source column and no row from one to the next: then the four pixels'
        // upper left taps are four consecutive source pixels, one 16-byte load, and so on for the other three taps
        // (all inside the columns and rows the four pixels' taps span). Where one of the three steps moves to the next
        // row, or skips or repeats a column (a card drawn smaller or larger), the taps are gathered pixel by pixel.
        // (Picking those lanes from loads one row or column over was tried: the branches cost more than it saved.)
        let columnShift = (u3 &>> 16) &- (u &>> 16) &- 3  // 0 when every step moves one column
        let rowShift = (v3 &>> 16) &- (v &>> 16)  // 0 when the four share their rows
        if columnShift == 0, rowShift == 0 {
            return FourTaps(
                p00: source.four(at: o0), p01: source.four(at: o0 &+ 1), p10: source.four(at: o0 &+ s),
                p11: source.four(at: o0 &+ s &+ 1))
        }
        let u1 = u &+ du
        let u2 = u1 &+ du
        let v1 = v &+ dv
        let v2 = v1 &+ dv
        let o1 = (v1 &>> 16) &* s &+ (u1 &>> 16)
        let o2 = (v2 &>> 16) &* s &+ (u2 &>> 16)
        let o3 = (v3 &>> 16) &* s &+ (u3 &>> 16)
        // Each pixel's two upper taps in one 8-byte load, its two lower ones in another (there is no gather
        // instruction in the baseline x86-64 the package is built for), regrouped by lane.
        let t0 = source.two(at: o0)
        let t1 = source.two(at: o1)
        let t2 = source.two(at: o2)
        let t3 = source.two(at: o3)
        let b0 = source.two(at: o0 &+ s)
        let b1 = source.two(at: o1 &+ s)
        let b2 = source.two(at: o2 &+ s)
        let b3 = source.two(at: o3 &+ s)
        return FourTaps(
            p00: SIMD4<UInt32>(t0[0], t1[0], t2[0], t3[0]), p01: SIMD4<UInt32>(t0[1], t1[1], t2[1], t3[1]),
            p10: SIMD4<UInt32>(b0[0], b1[0], b2[0], b3[0]), p11: SIMD4<UInt32>(b0[1], b1[1], b2[1], b3[1]))
    }

    /// Four pixels' 2 × 2 taps, by lane.
    private struct FourTaps {
        var p00: SIMD4<UInt32>, p01: SIMD4<UInt32>, p10: SIMD4<UInt32>, p11: SIMD4<UInt32>
    }

    /// ``compositeOne`` for four consecutive destination pixels from pixel `i` on, from their `taps`
    /// (``gatherFour(source:u:v:du:dv:)``) and their 16.16 positions `uLanes`, `vLanes`, in SIMD lanes. Each pixel is
    /// split into two 16-bit lanes of its blue and red channels and two of its green and alpha, so a channel's
    /// weighted sum (at most 255 × 256) never overflows, every step rounds as the one-pixel path does, and every
    /// operation is one SSE2 instruction (16-bit multiplies, shifts, masks), with no conversions between lane widths.
    @inline(__always)
    private static func compositeFour(
        _ taps: FourTaps, uLanes: SIMD4<Int32>, vLanes: SIMD4<Int32>, alpha256: UInt16,
        into destination: PixelMemory, at i: Int
    ) {
        // Four transparent pixels are blended too: that leaves the destination as it was (a clear source gives
        // d·256/256), and testing for them cost more instructions than it saved.
        let wu = weights(uLanes)
        let wv = weights(vLanes)
        let c256 = SIMD8<UInt16>(repeating: 256)
        let ru = c256 &- wu
        let rv = c256 &- wv
        /// a·ra + b·wb over 256, per lane (ra = 256 − wb).
        @inline(__always) func mix(_ a: SIMD8<UInt16>, _ b: SIMD8<UInt16>, _ ra: SIMD8<UInt16>, _ wb: SIMD8<UInt16>)
            -> SIMD8<UInt16>
        {
            (a &* ra &+ b &* wb) &>> 8
        }
        let (a00, b00) = split(taps.p00)
        let (a01, b01) = split(taps.p01)
        let (a10, b10) = split(taps.p10)
        let (a11, b11) = split(taps.p11)
        var lo = mix(mix(a00, a01, ru, wu), mix(a10, a11, ru, wu), rv, wv)  // blue, red
        var hi = mix(mix(b00, b01, ru, wu), mix(b10, b11, ru, wu), rv, wv)  // green, alpha
        if alpha256 < 256 {
            let k = SIMD8<UInt16>(repeating: alpha256)
            lo = (lo &* k) &>> 8
            hi = (hi &* k) &>> 8
        }
        // Each pixel's alpha (the high half of its green-alpha word).
        let a32 = PixelMemory.reinterpret(hi, as: SIMD4<UInt32>.self) &>> 16
        if a32 == SIMD4<UInt32>(repeating: 255) {
            // Four opaque pixels (inside the card, most of them): they replace the destination's, unread.
            destination.store(PixelMemory.reinterpret(lo | (hi &<< 8), as: SIMD4<UInt32>.self), at: i)
            return
        }
        // 256 − (sa + sa/128) per pixel, worked out in its 32-bit lane and then put in both of its 16-bit lanes.
        let inv32 = SIMD4<UInt32>(repeating: 256) &- (a32 &+ (a32 &>> 7))
        let inv = PixelMemory.reinterpret(inv32 | (inv32 &<< 16), as: SIMD8<UInt16>.self)
        let (dlo, dhi) = split(destination.four(at: i))
        let outLo = lo &+ ((dlo &* inv) &>> 8)
        let outHi = hi &+ ((dhi &* inv) &>> 8)
        destination.store(PixelMemory.reinterpret(outLo | (outHi &<< 8), as: SIMD4<UInt32>.self), at: i)
    }

    /// Four 0xAARRGGBB pixels → 16-bit lanes of (blue, red) per pixel and of (green, alpha) per pixel. The byte order
    /// is little-endian's (x86-64 and arm64, the machines Koloda's Linux targets run on).
    @inline(__always) private static func split(_ p: SIMD4<UInt32>) -> (SIMD8<UInt16>, SIMD8<UInt16>) {
        let words = PixelMemory.reinterpret(p, as: SIMD8<UInt16>.self)
        return (words & SIMD8<UInt16>(repeating: 0xFF), words &>> 8)
    }

    /// Four 16.16 fixed-point positions → each one's 8-bit weight (bits 8…15) in both of its pixel's lanes.
    @inline(__always) private static func weights(_ positions: SIMD4<Int32>) -> SIMD8<UInt16> {
        let w = (SIMD4<UInt32>(truncatingIfNeeded: positions) &>> 8) & SIMD4<UInt32>(repeating: 0xFF)
        return PixelMemory.reinterpret(w | (w &<< 16), as: SIMD8<UInt16>.self)
    }

    /// One composite's source, destination, transform and alpha (see
    /// ``composite(source:into:inverse:clip:alpha:lanes:)``), to draw in bands of rows from several threads: each
    /// call writes only the destination pixels inside its clip.
    struct Job: Sendable {
        var source: PixelMemory
        var destination: PixelMemory
        var inverse: (a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double)
        var alpha: Double

        /// Composites the pixels inside `clip`.
        func composite(clip: PixelRect) {
            AffineBlitter.composite(source: source, into: destination, inverse: inverse, clip: clip, alpha: alpha)
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
