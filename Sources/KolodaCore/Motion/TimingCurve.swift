/// A cubic Bézier timing function from (0, 0) to (1, 1), like Core Animation's `CAMediaTimingFunction` and
/// WebKit's `UnitBezier` (which POP uses for its basic animations).
///
/// x is the fraction of the duration elapsed, y the fraction of the distance covered. Both are unitless.
public struct TimingCurve: Hashable, Sendable {
    /// First control point, x (unitless, clamped to 0…1 so that x(t) is monotone).
    public let x1: Double
    /// First control point, y (unitless; may leave 0…1 to overshoot).
    public let y1: Double
    /// Second control point, x (unitless, clamped to 0…1).
    public let x2: Double
    /// Second control point, y (unitless; may leave 0…1 to overshoot).
    public let y2: Double

    /// Creates a curve from its two control points.
    ///
    /// x coordinates are clamped to 0…1, as CSS requires, so that every fraction has exactly one progress.
    /// Non-finite coordinates are replaced by those of `.linear` (0, 0, 1, 1).
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        func clampedUnit(_ v: Double, _ fallback: Double) -> Double {
            v.isFinite ? Swift.min(Swift.max(v, 0), 1) : fallback
        }
        self.x1 = clampedUnit(x1, 0)
        self.y1 = y1.isFinite ? y1 : 0
        self.x2 = clampedUnit(x2, 1)
        self.y2 = y2.isFinite ? y2 : 1
    }

    /// Core Animation's default curve (`kCAMediaTimingFunctionDefault`), (0.25, 0.1, 0.25, 1.0): POP's and Koloda's.
    public static let `default` = TimingCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1.0)
    /// Ease in and out, (0.42, 0, 0.58, 1).
    public static let easeInEaseOut = TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    /// Ease in, (0.42, 0, 1, 1).
    public static let easeIn = TimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
    /// Ease out, (0, 0, 0.58, 1).
    public static let easeOut = TimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
    /// Constant speed: progress equals the fraction.
    public static let linear = TimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)

    /// The progress (fraction of the distance, unitless) at a fraction of the duration.
    ///
    /// - Parameter fraction: elapsed fraction of the duration, clamped to 0…1 (NaN counts as 0).
    /// - Returns: y at the x equal to `fraction`; exactly 0 at 0 and exactly 1 at 1.
    public func progress(at fraction: Double) -> Double {
        guard fraction > 0 else { return 0 }
        guard fraction < 1 else { return 1 }
        return Self.sample(y1, y2, solve(x: fraction))
    }

    /// The slope dy/dx (unitless) at a fraction of the duration: the speed relative to the average speed.
    ///
    /// Multiply by distance/duration to get a velocity. Where the curve has a vertical tangent (possible only at
    /// an end point, e.g. x1 = 0 with y1 ≠ 0) the slope is capped at ±1e9 so that it stays finite.
    /// - Parameter fraction: elapsed fraction of the duration, clamped to 0…1 (NaN counts as 0).
    public func slope(at fraction: Double) -> Double {
        let t = fraction > 0 ? (fraction < 1 ? solve(x: fraction) : 1) : 0
        let dx = Self.derivative(x1, x2, t)
        let dy = Self.derivative(y1, y2, t)
        let tiny = 1e-12
        if abs(dx) > tiny { return dy / dx }
        // x'(t) = 0 at an end point: the limit is y''/x'' when y' vanishes too (L'Hôpital).
        if abs(dy) <= tiny {
            let ddx = Self.secondDerivative(x1, x2, t)
            let ddy = Self.secondDerivative(y1, y2, t)
            if abs(ddx) > tiny { return ddy / ddx }
            return 1
        }
        return dy > 0 ? 1e9 : -1e9
    }
}

// MARK: - Bézier evaluation (Horner form of the Bernstein polynomials, as WebKit's UnitBezier)

extension TimingCurve {
    /// Coordinate at parameter t of the cubic with end points 0 and 1 and control coordinates p1, p2.
    private static func sample(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return ((a * t + b) * t + c) * t
    }

    private static func derivative(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return (3 * a * t + 2 * b) * t + c
    }

    private static func secondDerivative(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return 6 * a * t + 2 * b
    }

    /// The parameter t in 0…1 with x(t) = x: Newton's method, then bisection if Newton stalls or leaves 0…1.
    private func solve(x: Double) -> Double {
        let epsilon = 1e-14
        var t = x
        for _ in 0..<8 {
            let error = Self.sample(x1, x2, t) - x
            if abs(error) < epsilon { return t }
            let d = Self.derivative(x1, x2, t)
            if abs(d) < 1e-6 { break }
            t -= error / d
            if !(t >= 0 && t <= 1) { break }
        }
        // x(t) is non-decreasing on 0…1 because x1 and x2 lie in 0…1.
        var lo = 0.0
        var hi = 1.0
        t = x
        for _ in 0..<100 {
            let value = Self.sample(x1, x2, t)
            if abs(value - x) < epsilon { return t }
            if value < x { lo = t } else { hi = t }
            t = lo + (hi - lo) / 2
            if hi - lo < 1e-16 { break }
        }
        return t
    }
}
