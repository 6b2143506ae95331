/// SplitMix64: a tiny deterministic random generator, so random tests, fuzz inputs and benchmark jitter are the same
/// on every run.
package struct SplitMix: RandomNumberGenerator, Sendable {
    /// The generator's state; each `next()` advances it by the golden-ratio increment.
    package var state: UInt64

    /// Starts the sequence at `state`.
    package init(state: UInt64) { self.state = state }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in [0, 1).
    package mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
