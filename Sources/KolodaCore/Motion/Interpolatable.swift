/// A value that can be animated: it forms a vector space over `Double` and has a size.
///
/// Animations combine values linearly (`a + (b − a) · p` for tweens, and `x₀ · a(t) + v₀ · b(t)` for springs),
/// so every component of a conforming type is animated independently with the same curve.
protocol Interpolatable: Sendable, Equatable {
    /// The additive identity (zero displacement, zero velocity).
    static var zero: Self { get }
    /// Component-wise sum.
    static func + (lhs: Self, rhs: Self) -> Self
    /// Component-wise difference.
    static func - (lhs: Self, rhs: Self) -> Self
    /// Scaling by a scalar.
    static func * (lhs: Self, rhs: Double) -> Self
    /// A norm of the value (same units as the value): used for settle thresholds.
    ///
    /// Must satisfy the triangle inequality and `(a * s).magnitude == a.magnitude * |s|`.
    var magnitude: Double { get }
}

extension Double: Interpolatable {
    // `zero`, `+`, `-`, `*` and `magnitude` (the absolute value) come from the standard library.
}

extension Vector: Interpolatable {
    /// The Euclidean length (pt, or pt/s for a velocity).
    var magnitude: Double { length }
}
