import KolodaCheck
import Testing

@testable import KolodaCore

/// `MessageText` writes numbers with `ShortestDigits`, not `Double.description`; the standard library's text is the
/// independent answer every number is checked against.
@Suite("Shortest digits")
struct ShortestDigitsTests {
    /// The text of `value` as a message writes it.
    private func text(_ value: Double) -> String {
        let text: MessageText = "\(value)"
        return text.string
    }

    @Test func digitsAndExponentReadBackAsTheValue() {
        // value = 0.d₁d₂… × 10^exponent, by the definition of the digits.
        let cases: [(Double, [UInt8], Int)] = [
            (1, [1], 1), (0.1, [1], 0), (123.25, [1, 2, 3, 2, 5], 3), (1e-5, [1], -4),
            (.leastNonzeroMagnitude, [5], -323),
            (.greatestFiniteMagnitude, [1, 7, 9, 7, 6, 9, 3, 1, 3, 4, 8, 6, 2, 3, 1, 5, 7], 309)
        ]
        for (value, digits, exponent) in cases {
            let shortest = ShortestDigits(value)
            #expect(shortest.digits == digits, "\(value)")
            #expect(shortest.exponent == exponent, "\(value)")
        }
    }

    @Test(arguments: [0.0, -1.0, .nan, .infinity])
    func noDigitsForValuesThatAreNotFiniteAndPositive(_ value: Double) {
        #expect(ShortestDigits(value).digits.isEmpty)
    }

    @Test func layoutsAtTheirBoundaries() {
        // Plain digits from 0.0001 up to 2⁵³, an exponent outside; both sides of each boundary, a whole number with
        // zeros after its digits, and a subnormal (8097 of the smallest steps, about 4e-320: a decimal literal of it
        // would not be exact).
        let values: [Double] = [
            1e-4, 1e-4.nextDown, 0x1p53, 0x1p53.nextUp, 1e16, 1e15, 1e21, 1.5e300, Double(bitPattern: 8097), 100, -2.5,
            -0.0
        ]
        for value in values { #expect(text(value) == value.description) }
    }

    @Test func tiesBetweenTwoShortestTextsTakeTheEvenDigit() {
        // Each is exactly halfway between two texts of its shortest length (…4.2 and …4.3 for …4.25).
        for value in [1_125_899_906_842_624.25, 91_535_101_912_635.125, 0x1p-25, 15_954_171_004_726.5625] {
            #expect(text(value) == value.description)
            #expect(text(-value) == (-value).description)
        }
    }

    @Test func everyPowerOfTwoAndTenAndTheirNeighbours() {
        var values: [Double] = []
        for exponent in -1074...1023 { values.append(Double(sign: .plus, exponent: exponent, significand: 1)) }
        var power = 1.0
        for _ in 0...308 {
            values.append(power)
            power *= 10
        }
        power = 1.0
        for _ in 0...323 {
            values.append(power)
            power /= 10
        }
        for value in values {
            for neighbour in [value.nextDown, value, value.nextUp] where neighbour > 0 && neighbour.isFinite {
                #expect(text(neighbour) == neighbour.description)
            }
        }
    }

    @Test func randomBitPatternsAndCentValues() {
        var generator = SplitMix(state: 0x4B6F_6C6F_6461)
        var mismatches: [String] = []
        for _ in 0..<5_000 {
            let value = Double(bitPattern: generator.next())
            if text(value) != value.description { mismatches.append(value.description) }
            let cents = Double(generator.next() % 10_000_000) / 100
            if text(cents) != cents.description { mismatches.append(cents.description) }
        }
        #expect(mismatches.isEmpty)
    }
}
