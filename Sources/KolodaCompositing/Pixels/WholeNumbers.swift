/// Rounding a double to an `Int` without a call into libm: the package is built for the baseline x86-64, which has no
/// rounding instruction, so `rounded()` is a function call, and the samplers round a few values on every row. The
/// results are exactly those of `rounded(.down)`, `rounded(.up)` and `rounded()` for |x| < 2⁵² (the samplers clamp
/// to 10¹⁵ first). Internal.
enum WholeNumbers {
    /// ⌊x⌋.
    @inline(__always) static func floor(_ x: Double) -> Int {
        let t = Int(x)  // towards zero
        return Double(t) > x ? t &- 1 : t
    }

    /// ⌈x⌉.
    @inline(__always) static func ceil(_ x: Double) -> Int { 0 &- floor(-x) }

    /// x to the nearest whole number, halves away from zero (`rounded()`).
    @inline(__always) static func round(_ x: Double) -> Int {
        let magnitude = abs(x)
        let whole = floor(magnitude)
        // The fraction is exact: both numbers lie within one of each other.
        let rounded = magnitude - Double(whole) >= 0.5 ? whole &+ 1 : whole
        return x < 0 ? 0 &- rounded : rounded
    }
}
