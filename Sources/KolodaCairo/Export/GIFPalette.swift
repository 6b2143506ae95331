/// The fixed 256-colour GIF palette — a 6×7×6 RGB cube plus four extra greys — and ordered (4×4 Bayer)
/// dithering onto it. Position-based dithering keeps unchanged areas identical from frame to frame,
/// which lets the encoder write only the changed rectangle. Internal.
enum GIFPalette {
    static let redLevels = 6, greenLevels = 7, blueLevels = 6
    static let extraGreys: [Int] = [32, 96, 160, 224]
    static let cubeCount = redLevels * greenLevels * blueLevels  // 252
    /// Grey ramp available in the palette: the cube's black, the extra greys, the cube's white.
    private static let greys: [Int] = [0] + extraGreys + [255]

    /// The palette's 256 colours as (r, g, b) bytes.
    static let colors: [(UInt8, UInt8, UInt8)] = {
        var out: [(UInt8, UInt8, UInt8)] = []
        for r in 0..<redLevels {
            for g in 0..<greenLevels {
                for b in 0..<blueLevels {
                    out.append((level(r, redLevels), level(g, greenLevels), level(b, blueLevels)))
                }
            }
        }
        for v in extraGreys { out.append((UInt8(v), UInt8(v), UInt8(v))) }
        return out
    }()

    private static func level(_ i: Int, _ n: Int) -> UInt8 { UInt8((i * 255 + (n - 1) / 2) / (n - 1)) }

    /// 4×4 Bayer thresholds, scaled to −0.5…0.5 (×16).
    private static let bayer: [Int] = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5]

    /// Quantizes one opaque pixel (bytes) at (x, y) to a palette index, with ordered dithering when `dither`.
    @inline(__always)
    static func index(r: Int, g: Int, b: Int, x: Int, y: Int, dither: Bool) -> UInt8 {
        let t = dither ? bayer[(y & 3) << 2 | (x & 3)] * 2 - 15 : 0  // −15…15, in 32nds of a step
        if abs(r - g) < 6, abs(g - b) < 6 {
            // Near grey: pick among the cube's black/white and the extra greys, dithered by luminance.
            let v = (r + g + b) / 3
            var k = 0
            while k + 1 < greys.count, v >= greys[k + 1] { k += 1 }
            if k + 1 >= greys.count { return UInt8(cubeCount - 1) }
            let lo = greys[k]
            let hi = greys[k + 1]
            let frac32 = (v - lo) * 32 / (hi - lo)  // 0…31
            let pick = frac32 + t >= 16 ? k + 1 : k
            if pick == 0 { return 0 }
            if pick == greys.count - 1 { return UInt8(cubeCount - 1) }
            return UInt8(cubeCount + pick - 1)
        }
        func q(_ c: Int, _ n: Int) -> Int {
            let steps = n - 1
            let scaled = c * steps * 32 / 255 + t  // in 32nds of a step
            return max(0, min(steps, (scaled + 16) >> 5))
        }
        return UInt8(q(r, redLevels) * greenLevels * blueLevels + q(g, greenLevels) * blueLevels + q(b, blueLevels))
    }
}
