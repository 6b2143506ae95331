/// The blitters' one reinterpretation of SIMD lanes: the same 16 bytes read as other lanes (four ARGB pixels as
/// `SIMD4<UInt32>`, as eight 16-bit channel pairs as `SIMD8<UInt16>`, signed or not). Every such cast in the
/// compositor goes through here, so the one `unsafeBitCast` is reviewed once: both types are SIMD vectors of plain
/// integers (no references, every bit pattern valid), and their sizes are checked equal.
@inline(__always)
func reinterpretLanes<From: SIMD, To: SIMD>(_ value: From, as _: To.Type) -> To
where From.Scalar: FixedWidthInteger, To.Scalar: FixedWidthInteger {
    // Same size: 16 bytes each way in every use (SIMD4 × 32 bit, SIMD8 × 16 bit); integer lanes have no invalid values.
    assert(MemoryLayout<From>.size == MemoryLayout<To>.size)
    return unsafeBitCast(value, to: To.self)
}
