/// A software compositor for scaled, unrotated images sampled by nearest pixel (the cards behind the front one while
/// they move): premultiplied OVER at a constant alpha, four pixels per step, with pixman's rounding, so that a pixel
/// that samples the same source pixel as pixman's nearest filter gets pixman's value, byte for byte. Each pixel's
/// source position comes from its own coordinates (fixed point, from one column the whole layer shares), so the
/// picture does not depend on how the layer is cut into boxes or bands, which pixman's does (it sets its fixed-point
/// origin from the extents of each paint). Internal; used by `Compositor` through `FramePaints`.
enum NearestBlitter {
    /// Where a layer's pixels come from: destination px (x, y) samples source px (⌊a·(x + ½) + tx⌋, ⌊d·(y + ½) + ty⌋),
    /// both with pixel corners at integers; a position exactly on a pixel boundary takes the pixel before it, as
    /// pixman's does. `anchorX` is the column the fixed-point columns are counted from: any column, the same for every
    /// box of a layer (its middle one keeps the fixed-point drift under 0.005 px, as pixman's, which counts from the
    /// middle of each paint).
    struct Mapping {
        var a: Double, tx: Double, d: Double, ty: Double
        var anchorX: Int
    }

    /// Composites `source` (premultiplied ARGB32) over `destination` (premultiplied ARGB32) inside `clip`, which must
    /// lie inside the destination, at `alpha` (0…1, taken to
    /// 8 bits as Cairo passes a paint's alpha to pixman). Positions outside the source are transparent. `mapping.a`
    /// and `mapping.d` must be positive and finite.
    static func composite(
        source: PixelMemory, into destination: PixelMemory, mapping m: Mapping, clip: PixelRect, alpha: Double,
        lanes: Bool = AffineBlitter.usesLanes
    ) {
        let sourceWidth = source.width
        let sourceHeight = source.height
        guard sourceWidth > 0, sourceHeight > 0, !clip.isEmpty, alpha > 0, m.a > 0, m.d > 0,
            m.a.isFinite, m.d.isFinite, m.tx.isFinite, m.ty.isFinite
        else { return }
        let mask = maskAlpha(alpha)
        let one = 65536.0
        // 16.16 fixed point, one unit below the exact position (pixman's rounding of a boundary downwards).
        let du = Int((m.a * one).rounded())
        let uAnchor = Int(max(-1e15, min(1e15, (m.a * (Double(m.anchorX) + 0.5) + m.tx) * one)).rounded()) &- 1
        let uLimit = UInt(sourceWidth) &<< 16
        // The columns whose positions lie in 0..<width, the same on every row: positions are linear in x, so they are
        // one run.
        let u0 = uAnchor &+ (clip.x0 &- m.anchorX) &* du
        var first = 0
        if u0 < 0 { first = (0 &- u0 &+ du &- 1) / du }
        let count = clip.x1 &- clip.x0
        guard first < count else { return }
        let uFirst = u0 &+ first &* du
        guard UInt(bitPattern: uFirst) < uLimit else { return }
        let run = min(count &- first, (Int(bitPattern: uLimit) &- 1 &- uFirst) / du &+ 1)
        for y in clip.y0..<clip.y1 {
            let v = WholeNumbers.round(max(-1e15, min(1e15, (m.d * (Double(y) + 0.5) + m.ty) * one))) &- 1
            let row = v &>> 16
            guard row >= 0, row < sourceHeight else { continue }
            // The run's positions lie in 0 ..< width and its pixels inside the clip.
            compositeSpan(
                source: source, row: row &* source.stride, u: uFirst, du: du, count: run, mask: mask, lanes: lanes,
                into: destination, at: y &* destination.stride &+ clip.x0 &+ first)
        }
    }

    /// A paint's alpha (0…1) as the 8-bit mask pixman applies: Cairo's 16-bit colour channel, its high byte.
    static func maskAlpha(_ alpha: Double) -> UInt16 {
        UInt16(max(0, min(65535, (alpha * 65535 + 0.5).rounded(.down)))) &>> 8
    }

    /// Composites `count` destination pixels from pixel `start` on, sampling the source row that starts at pixel
    /// `row` at 16.16 fixed-point `u`, then `u + du`, … (all inside the row).
    @inline(never)
    private static func compositeSpan(
        source: PixelMemory, row: Int, u: Int, du: Int, count: Int, mask: UInt16, lanes: Bool,
        into destination: PixelMemory, at start: Int
    ) {
        var u = u
        var k = 0
        /// Pixel `k` on its own, then on to the next.
        @inline(__always) func stepOne() {
            let s = source[row &+ (u &>> 16)]
            if s != 0 { destination[start &+ k] = over(s, mask: mask, destination[start &+ k]) }
            u &+= du
            k &+= 1
        }
        if lanes {
            // One by one up to a 16-byte boundary of the destination, so that no four-pixel load or store straddles
            // two cache lines.
            while k &+ 4 <= count, !destination.isAligned16(at: start &+ k) { stepOne() }
            /// The four-pixel steps: inlined twice, so that a layer drawn at full alpha has no mask multiply.
            @inline(__always) func fours(mask: UInt16) {
                while k &+ 4 <= count {
                    let i0 = u &>> 16
                    let i3 = (u &+ 3 &* du) &>> 16
                    let pixels: SIMD4<UInt32>
                    if i3 &- i0 == 3 {
                        // Four consecutive source pixels (a card drawn a little smaller or larger than its raster,
                        // most of the time): one load.
                        pixels = source.four(at: row &+ i0)
                    } else {
                        pixels = SIMD4<UInt32>(
                            source[row &+ i0], source[row &+ (u &+ du) &>> 16], source[row &+ (u &+ 2 &* du) &>> 16],
                            source[row &+ i3])
                    }
                    if pixels != SIMD4<UInt32>() {
                        compositeFour(pixels, mask: mask, into: destination, at: start &+ k)
                    }
                    u &+= 4 &* du
                    k &+= 4
                }
            }
            if mask == 255 { fours(mask: 255) } else { fours(mask: mask) }
        }
        while k < count { stepOne() }
    }

    /// x·y/255, rounded to nearest (pixman's MUL_UN8), per 16-bit lane; x, y ≤ 255.
    @inline(__always) private static func multiply(_ x: SIMD8<UInt16>, _ y: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let t = x &* y &+ 0x80
        // (t + t/256)/256 = t·257/65536: the high half of a widening multiply, one SSE2 instruction (pmulhuw).
        return (t &+ (t &>> 8)) &>> 8
    }

    /// Lanes of at most 510 capped at 255 (a signed minimum: one SSE2 instruction).
    @inline(__always) private static func saturated(_ x: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let capped = pointwiseMin(
            PixelMemory.reinterpret(x, as: SIMD8<Int16>.self), SIMD8<Int16>(repeating: 255))
        return PixelMemory.reinterpret(capped, as: SIMD8<UInt16>.self)
    }

    /// ``over(_:mask:_:)`` for four pixels, in 16-bit lanes (blue and red, green and alpha, as `AffineBlitter` splits
    /// them).
    @inline(__always)
    private static func compositeFour(
        _ pixels: SIMD4<UInt32>, mask: UInt16, into destination: PixelMemory, at i: Int
    ) {
        let low = SIMD8<UInt16>(repeating: 0xFF)
        let words = PixelMemory.reinterpret(pixels, as: SIMD8<UInt16>.self)
        let m = SIMD8<UInt16>(repeating: mask)
        // s·255/255 = s: at full alpha the multiply is left out.
        let sLo = mask == 255 ? words & low : multiply(words & low, m)
        let sHi = mask == 255 ? words &>> 8 : multiply(words &>> 8, m)
        let a32 = PixelMemory.reinterpret(sHi, as: SIMD4<UInt32>.self) &>> 16
        // Four opaque pixels replace the destination's, unread (only at full alpha: below it none is opaque).
        if mask == 255, a32 == SIMD4<UInt32>(repeating: 255) {
            destination.store(PixelMemory.reinterpret(sLo | (sHi &<< 8), as: SIMD4<UInt32>.self), at: i)
            return
        }
        let remaining = low &- PixelMemory.reinterpret(a32 | (a32 &<< 16), as: SIMD8<UInt16>.self)
        let dWords = PixelMemory.reinterpret(destination.four(at: i), as: SIMD8<UInt16>.self)
        // pixman adds with unsigned saturation per byte.
        let lo = saturated(sLo &+ multiply(dWords & low, remaining))
        let hi = saturated(sHi &+ multiply(dWords &>> 8, remaining))
        destination.store(PixelMemory.reinterpret(lo | (hi &<< 8), as: SIMD4<UInt32>.self), at: i)
    }

    /// One source pixel `s` at the 8-bit `mask` OVER the destination pixel `d` (premultiplied ARGB32), with pixman's
    /// rounding: s·m/255, then that plus d·(255 − its alpha)/255, saturated: the definition the four-pixel step
    /// follows.
    static func over(_ s: UInt32, mask: UInt16, _ d: UInt32) -> UInt32 {
        let m = UInt32(mask)
        @inline(__always) func mul(_ x: UInt32, _ y: UInt32) -> UInt32 {
            let t = x &* y &+ 0x80
            return (t &+ (t &>> 8)) &>> 8
        }
        let remaining = 255 &- mul(s &>> 24, m)
        @inline(__always) func channel(_ shift: UInt32) -> UInt32 {
            min(255, mul((s &>> shift) & 0xFF, m) &+ mul((d &>> shift) & 0xFF, remaining)) &<< shift
        }
        return channel(0) | channel(8) | channel(16) | channel(24)
    }
}
