/// SplitMix64: a tiny deterministic random generator, so random tests, fuzz inputs and benchmark jitter are the same
/// on every run.
public struct SplitMix: RandomNumberGenerator, Sendable {
    /// The generator's state; each `next()` advances it by the golden-ratio increment.
    public var state: UInt64

    /// Starts the sequence at `state`.
    public init(state: UInt64) { self.state = state }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in [0, 1).
    public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
