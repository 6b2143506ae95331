/// The fewest decimal digits that read back as a given finite, positive `Double` (rounding to nearest, ties to even):
/// the digits `Double.description` writes. The value is `0.d₁d₂…dₙ × 10^exponent`.
// Burger and Dybvig's free-format algorithm (docs/embedded.md, "Numbers in messages") in exact integer arithmetic,
// with no tables: the standard library's routine is about 4 KB of the web module's gzip size, and messages are the
// only numbers the engine writes as text.
package struct ShortestDigits: Sendable {
    /// The digits, each 0…9, the first one not 0.
    package private(set) var digits: [UInt8] = []
    /// The power of ten the digits, read as a fraction `0.d₁d₂…`, are scaled by.
    package private(set) var exponent = 0

    /// The digits of `value`, which must be finite and greater than 0 (otherwise there are none).
    package init(_ value: Double) {
        guard value.isFinite, value > 0 else { return }
        let biased = Int(value.bitPattern >> 52)
        let fraction = value.bitPattern & (1 << 52 - 1)
        let significand = biased == 0 ? fraction : fraction | 1 << 52
        let binaryExponent = max(biased, 1) - 1075
        // r / s is the value; mPlus / s and mMinus / s are half the gaps to the next larger and smaller doubles. Where
        // the significand is a power of two (and not the least exponent), the gap below is half the gap above.
        let shift = fraction == 0 && biased > 1 ? 2 : 1
        var r = Natural(significand)
        var s = Natural(1)
        var mPlus = Natural(1)
        var mMinus = Natural(1)
        if binaryExponent >= 0 {
            r.shiftLeft(binaryExponent + shift)
            s.shiftLeft(shift)
            mPlus.shiftLeft(binaryExponent + shift - 1)
            mMinus.shiftLeft(binaryExponent)
        } else {
            r.shiftLeft(shift)
            s.shiftLeft(shift - binaryExponent)
            mPlus.shiftLeft(shift - 1)
        }
        // A first exponent from the binary one e, never above the decimal exponent: ⌊e × 78913 / 2¹⁸⌋, where
        // 78913 / 2¹⁸ is below log10 2 by less than 10⁻⁶ (the loop below raises it by one or two).
        exponent = (value.exponent * 78913) >> 18
        for _ in 0..<abs(exponent) {
            if exponent >= 0 {
                s.multiply(by: 10)
            } else {
                r.multiply(by: 10)
                mPlus.multiply(by: 10)
                mMinus.multiply(by: 10)
            }
        }
        // A double reads back from a boundary between two of them when its significand is even.
        let even = significand & 1 == 0
        while Natural.compare(r.adding(mPlus), s) >= (even ? 0 : 1) {
            s.multiply(by: 10)
            exponent += 1
        }
        generate(&r, s, &mPlus, &mMinus, even: even)
    }

    // One digit a step, until the digits so far, or the same with the last one greater by 1, read back as the value.
    @inline(never)
    private mutating func generate(
        _ r: inout Natural, _ s: Natural, _ mPlus: inout Natural, _ mMinus: inout Natural, even: Bool
    ) {
        while true {
            r.multiply(by: 10)
            mPlus.multiply(by: 10)
            mMinus.multiply(by: 10)
            var digit: UInt8 = 0
            while Natural.compare(r, s) >= 0 {
                r.subtract(s)
                digit += 1
            }
            let low = Natural.compare(r, mMinus) < (even ? 1 : 0)
            let high = Natural.compare(r.adding(mPlus), s) >= (even ? 0 : 1)
            if !low && !high {
                digits.append(digit)
                continue
            }
            // Both read back: the nearer one, the even one on a tie (as `Double.description` chooses).
            let up = high && (!low || Natural.compare(r.adding(r), s) + Int(digit & 1) > 0)
            digits.append(up ? digit + 1 : digit)
            return
        }
    }
}

/// A natural number below 2¹²⁸⁰ in 32-bit words, least significant first: enough for any double scaled by a power
/// of ten of its exponent (at most about 2¹¹³², for the least subnormal).
private struct Natural {
    var words = [UInt32](repeating: 0, count: 40)

    init(_ value: UInt64) {
        words[0] = UInt32(truncatingIfNeeded: value)
        words[1] = UInt32(truncatingIfNeeded: value >> 32)
    }

    @inline(never)
    mutating func shiftLeft(_ bits: Int) {
        let wordShift = bits / 32
        let bitShift = UInt32(bits % 32)
        for index in words.indices.reversed() {
            let source = index - wordShift
            let high = source >= 0 ? words[source] << bitShift : 0
            let low = source >= 1 && bitShift > 0 ? words[source - 1] >> (32 - bitShift) : 0
            words[index] = high | low
        }
    }

    @inline(never)
    mutating func multiply(by factor: UInt32) {
        var carry: UInt64 = 0
        for index in words.indices {
            let product = UInt64(words[index]) * UInt64(factor) + carry
            words[index] = UInt32(truncatingIfNeeded: product)
            carry = product >> 32
        }
    }

    /// `self - other`; `other` must not be greater.
    @inline(never)
    mutating func subtract(_ other: Natural) {
        var borrow: UInt32 = 0
        for index in words.indices {
            let (partial, overflow1) = words[index].subtractingReportingOverflow(other.words[index])
            let (difference, overflow2) = partial.subtractingReportingOverflow(borrow)
            words[index] = difference
            borrow = overflow1 || overflow2 ? 1 : 0
        }
    }

    @inline(never)
    func adding(_ other: Natural) -> Natural {
        var sum = self
        var carry: UInt64 = 0
        for index in words.indices {
            let total = UInt64(words[index]) + UInt64(other.words[index]) + carry
            sum.words[index] = UInt32(truncatingIfNeeded: total)
            carry = total >> 32
        }
        return sum
    }

    /// -1, 0 or 1 as `lhs` is less than, equal to or greater than `rhs`.
    @inline(never)
    static func compare(_ lhs: Natural, _ rhs: Natural) -> Int {
        for index in lhs.words.indices.reversed() where lhs.words[index] != rhs.words[index] {
            return lhs.words[index] < rhs.words[index] ? -1 : 1
        }
        return 0
    }
}
