import KolodaCheck
import Testing

@Suite("Seeded entropy")
struct SeededEntropyTests {
    /// The first `count` bytes of `seed`'s stream.
    private func bytes(_ seed: UInt64, _ count: Int) -> [UInt8] {
        var entropy = SeededEntropy(seed: seed)
        return (0..<count).map { _ in entropy.nextByte() ?? 0 }
    }

    /// A run over consecutive seeds explores that many different sequences: no seed's stream is its neighbour's
    /// shifted by one word (8 bytes), and no two of the first 256 seeds share their first 16 bytes.
    @Test func neighbouringSeedsGiveUnrelatedStreams() {
        for seed in UInt64(0)..<256 {
            let this = bytes(seed, 64)
            let next = bytes(seed + 1, 64)
            #expect(Array(this[8...]) != Array(next[..<56]), "seed \(seed + 1) repeats seed \(seed) one word later")
        }
        let openings = Set((UInt64(0)..<256).map { bytes($0, 16) })
        #expect(openings.count == 256)
    }
}
