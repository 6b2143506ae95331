import Testing

@testable import KolodaCompositing

/// A fixed sequence of random bits (xorshift), the same on every run.
private struct Seeded: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }
}

/// The samplers' rounding without libm gives exactly what `rounded(_:)` gives.
@Suite("Whole numbers")
struct WholeNumbersTests {
    @Test func roundingMatchesTheStandardLibrary() {
        var values: [Double] = [
            0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.499_999_999_999_999_94, -0.499_999_999_999_999_94,
            1e15, -1e15, 4_503_599_627_370_495.5, -4_503_599_627_370_495.5, 65535.5, -65536.25, 3.999_999_999_999_999_6
        ]
        var generator = Seeded(state: 0x5EED)
        for _ in 0..<10_000 {
            let scale = [1.0, 100.0, 65536.0 * 2000, 1e15][Int.random(in: 0..<4, using: &generator)]
            values.append(Double.random(in: -scale...scale, using: &generator))
            // Halves and whole numbers, where the rules differ.
            values.append(Double(Int.random(in: -100_000...100_000, using: &generator)) / 2)
        }
        for x in values {
            #expect(WholeNumbers.floor(x) == Int(x.rounded(.down)), "floor \(x)")
            #expect(WholeNumbers.ceil(x) == Int(x.rounded(.up)), "ceil \(x)")
            #expect(WholeNumbers.round(x) == Int(x.rounded()), "round \(x)")
        }
    }
}
