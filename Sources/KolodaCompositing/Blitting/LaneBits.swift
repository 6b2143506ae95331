/// Four ARGB32 pixels as eight 16-bit words: word 2k is pixel k's low half (green · 256 + blue), word 2k + 1 its
/// high half (alpha · 256 + red). The blitters do their channel arithmetic in these 16-bit lanes;
/// ``pixelsFromWords(_:)`` turns them back.
@inline(__always)
func pixelWords(_ pixels: SIMD4<UInt32>) -> SIMD8<UInt16> {
    // Lane conversions, no reinterpretation of memory: the words are defined by the arithmetic, so the layout does
    // not depend on the machine's byte order. An optimized build compiles this to no instruction at all on a
    // little-endian machine, where the pair order is the pixels' own.
    let low = SIMD4<UInt16>(truncatingIfNeeded: pixels)
    let high = SIMD4<UInt16>(truncatingIfNeeded: pixels &>> 16)
    return SIMD8(low[0], high[0], low[1], high[1], low[2], high[2], low[3], high[3])
}

/// The four pixels whose words (``pixelWords(_:)``) are `words`.
@inline(__always)
func pixelsFromWords(_ words: SIMD8<UInt16>) -> SIMD4<UInt32> {
    SIMD4<UInt32>(truncatingIfNeeded: words.evenHalf) | SIMD4<UInt32>(truncatingIfNeeded: words.oddHalf) &<< 16
}

/// Each pixel's value in `perPixel` in both of its words (lanes 2k and 2k + 1 ← lane k).
@inline(__always)
func bothWords(_ perPixel: SIMD4<UInt16>) -> SIMD8<UInt16> {
    SIMD8(perPixel[0], perPixel[0], perPixel[1], perPixel[1], perPixel[2], perPixel[2], perPixel[3], perPixel[3])
}

/// Each pixel's high word (lane 2k + 1) in both of its words.
@inline(__always)
func highWords(_ words: SIMD8<UInt16>) -> SIMD8<UInt16> {
    // Two SSE2 shuffles (pshuflw, pshufhw) in an optimized build.
    bothWords(words.oddHalf)
}
