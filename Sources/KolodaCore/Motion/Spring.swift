/// A damped harmonic oscillator `m·x'' + c·x' + k·x = 0`, evaluated in closed form.
///
/// `x` is the displacement from the target (value − target) and `x'` its rate, so the same spring drives any unit
/// (pt, pt/s for points; 1 and 1/s for scale or alpha; rad and rad/s for angles). Each component of a vector value
/// is driven independently by the same spring, as POP does.
///
/// A spring is *valid* when `mass > 0`, `stiffness > 0` and `damping ≥ 0`, all finite. An invalid spring never traps:
/// it evaluates to `(0, 0)` (it snaps to its target) and settles in zero time.
public struct Spring: Hashable, Sendable {
    /// Stiffness k (force per unit displacement; 1/s² per unit mass). POP calls it tension.
    public var stiffness: Double
    /// Damping c (force per unit velocity; 1/s per unit mass). POP calls it friction.
    public var damping: Double
    /// Mass m (unitless scale of inertia). POP and UIKit use 1.
    public var mass: Double

    /// Creates a spring from its physical constants.
    ///
    /// - Parameters:
    ///   - stiffness: k, in 1/s² per unit mass.
    ///   - damping: c, in 1/s per unit mass.
    ///   - mass: m. Defaults to 1, as in POP, UIKit and Core Animation.
    public init(stiffness: Double, damping: Double, mass: Double = 1) {
        self.stiffness = stiffness
        self.damping = damping
        self.mass = mass
    }

    /// Creates the spring POP builds from `springBounciness` and `springSpeed` (mass 1), with POP's exact conversion.
    ///
    /// POP documents both parameters on [0, 20] but never clamps them, and neither does this initialiser.
    /// Speeds below about −4.1 give a negative stiffness, that is an invalid spring.
    /// - Parameters:
    ///   - bounciness: POP's `springBounciness` (unitless; POP's default is 4).
    ///   - speed: POP's `springSpeed` (unitless; POP's default is 12).
    public init(bounciness: Double, speed: Double) {
        let constants = popSpringConstants(bounciness: bounciness, speed: speed)
        self.init(stiffness: constants.tension, damping: constants.friction, mass: constants.mass)
    }

    /// Creates a unit-mass spring from its damping ratio and response (SwiftUI's parameterisation).
    ///
    /// k = (2π/response)², c = 4π·ζ/response. SwiftUI's `bounce` is 1 − ζ for ζ ≤ 1.
    /// - Parameters:
    ///   - dampingRatio: ζ (unitless): < 1 oscillates, 1 is critically damped, > 1 is over-damped.
    ///   - response: the undamped period 2π/ω0 (s).
    public init(dampingRatio: Double, response: Double) {
        let omega = 2 * Double.pi / response
        self.init(stiffness: omega * omega, damping: 2 * dampingRatio * omega, mass: 1)
    }

    /// Koloda's card-reset spring: POP bounciness 10, speed 20 (k 512.0276, c 26.7482, m 1; ζ 0.591).
    public static let reset = Spring(bounciness: 10, speed: 20)
    /// The Koloda example app's background-card spring: POP bounciness 9, speed 16 (k 427.0641, c 26.0540; ζ 0.630).
    public static let backgroundExample = Spring(bounciness: 9, speed: 16)
    /// POP's default spring: bounciness 4, speed 12 (k 342.1006, c 30.4870; ζ 0.824).
    public static let popDefault = Spring(bounciness: 4, speed: 12)

    /// True when mass and stiffness are finite and positive and damping is finite and not negative.
    public var isValid: Bool {
        mass.isFinite && mass > 0 && stiffness.isFinite && stiffness > 0 && damping.isFinite && damping >= 0
    }

    /// Undamped angular frequency ω0 = √(k/m) (rad/s).
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// Damping ratio ζ = c / (2√(k·m)) (unitless).
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// Response: the undamped period 2π/ω0 (s).
    public var response: Double { 2 * Double.pi / naturalFrequency }

    /// The longest settle time `settleTime` reports (s). A spring that has not provably settled by then
    /// (for example one with zero damping) is reported as settled after this time, so animations always end.
    public static let maximumSettleTime = 60.0

    /// The displacement and rate after `t` seconds, in closed form.
    ///
    /// - Parameters:
    ///   - x0: displacement from the target at t = 0 (value − target; any unit u).
    ///   - v0: rate of the displacement at t = 0 (u/s).
    ///   - t: elapsed time (s). Times ≤ 0 (or NaN) return the initial state; +∞ returns (0, 0).
    /// - Returns: displacement (u) and velocity (u/s). Never NaN: an invalid spring, non-finite initial state or
    ///   a numerically non-finite result returns (0, 0), that is the target at rest.
    public func evaluate(displacement x0: Double, velocity v0: Double, at t: Double) -> (
        displacement: Double, velocity: Double
    ) {
        guard isValid, x0.isFinite, v0.isFinite else { return (0, 0) }
        guard t > 0 else { return (x0, v0) }
        guard t.isFinite else { return (0, 0) }
        let result = closedForm(x0: x0, v0: v0, t: t)
        guard result.x.isFinite, result.v.isFinite else { return (0, 0) }
        return (result.x, result.v)
    }

    /// The time (s) after which the spring started from (x0, v0) provably stays within both thresholds forever.
    ///
    /// It solves an analytic upper envelope of |x(t)| and |x'(t)| (not the oscillating curve itself), so the
    /// bound holds at every later time. Returns 0 if the envelope is already within the thresholds, and at most
    /// `Spring.maximumSettleTime`. An invalid spring or a non-finite state returns 0.
    /// - Parameters:
    ///   - x0: displacement from the target (u).
    ///   - v0: rate of the displacement (u/s).
    ///   - distanceThreshold: |x| must stay below this (u).
    ///   - speedThreshold: |x'| must stay below this (u/s).
    public func settleTime(
        displacement x0: Double, velocity v0: Double,
        distanceThreshold: Double, speedThreshold: Double
    ) -> Double {
        guard isValid, x0.isFinite, v0.isFinite else { return 0 }
        return settleTime(distanceThreshold: distanceThreshold, speedThreshold: speedThreshold) { t in
            envelope(x0: x0, v0: v0, t: t)
        }
    }

    /// Settle time for a state known only by its magnitudes |x0| (u) and |v0| (u/s), for example a vector.
    ///
    /// The state is x0·a(t) + v0·b(t) with a, b the unit responses, so by the triangle inequality
    /// |x(t)| ≤ |x0|·env_a(t) + |v0|·env_b(t), and likewise for the rate.
    func settleTime(
        displacementMagnitude x0: Double, velocityMagnitude v0: Double,
        distanceThreshold: Double, speedThreshold: Double
    ) -> Double {
        guard isValid, x0.isFinite, v0.isFinite else { return 0 }
        let x = abs(x0)
        let v = abs(v0)
        return settleTime(distanceThreshold: distanceThreshold, speedThreshold: speedThreshold) { t in
            let a = envelope(x0: 1, v0: 0, t: t)
            let b = envelope(x0: 0, v0: 1, t: t)
            return (x * a.distance + v * b.distance, x * a.speed + v * b.speed)
        }
    }
}

// MARK: - Closed form (docs/spring-math.md §9)

extension Spring {
    /// |ζ − 1| below this is treated as critical damping, avoiding the 1/ωd and 1/(r2 − r1) blow-ups.
    static let criticalBand = 1e-9

    private enum Regime {
        /// ζ < 1: decay rate ζω0 (1/s), damped frequency ωd (rad/s).
        case under(decay: Double, frequency: Double)
        /// ζ ≈ 1: rate ω0 (1/s).
        case critical(rate: Double)
        /// ζ > 1: the two real roots r1 (slow) and r2 (fast), both negative (1/s).
        case over(r1: Double, r2: Double)
    }

    private var regime: Regime {
        let omega0 = naturalFrequency
        let zeta = dampingRatio
        if abs(zeta - 1) < Spring.criticalBand { return .critical(rate: omega0) }
        if zeta < 1 { return .under(decay: zeta * omega0, frequency: omega0 * (1 - zeta * zeta).squareRoot()) }
        let s = (zeta * zeta - 1).squareRoot()
        // r1 = −ω0(ζ − s) written as −ω0/(ζ + s) to avoid cancellation for large ζ.
        return .over(r1: -omega0 / (zeta + s), r2: -omega0 * (zeta + s))
    }

    private func closedForm(x0: Double, v0: Double, t: Double) -> (x: Double, v: Double) {
        switch regime {
        case .under(let a, let wd):
            let decay = exp(-a * t)
            let b = (v0 + a * x0) / wd
            let phase = reducedPhase(wd * t)
            let c = cos(phase)
            let s = sin(phase)
            let x = decay * (x0 * c + b * s)
            let v = decay * (v0 * c - ((a * v0 + (a * a + wd * wd) * x0) / wd) * s)
            return (x, v)
        case .critical(let w):
            let decay = exp(-w * t)
            let b = v0 + w * x0
            return (decay * (x0 + b * t), decay * (v0 - w * b * t))
        case .over(let r1, let r2):
            let c2 = (v0 - r1 * x0) / (r2 - r1)
            let c1 = x0 - c2
            let e1 = exp(r1 * t)
            let e2 = exp(r2 * t)
            return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
        }
    }

    /// Keeps huge phases (only reachable with extreme times) inside the range the sine reduction handles well.
    private func reducedPhase(_ phase: Double) -> Double {
        abs(phase) < 1e6 ? phase : phase.truncatingRemainder(dividingBy: 2 * Double.pi)
    }
}

// MARK: - Settling envelope

extension Spring {
    /// Upper bounds of |x(t)| (u) and |x'(t)| (u/s) that never increase with t.
    ///
    /// Every regime satisfies |x| ≤ e^(−λt)(|x0| + |v0 + ζω0·x0|·t) and |x'| ≤ e^(−λt)(|v0| + |ζω0·v0 + ω0²·x0|·t),
    /// λ being the slowest decay rate (from |sin(ωd t)| ≤ ωd t, or sinh(μt)/μ ≤ t·e^(μt)). Made monotone by taking the
    /// hump's peak before it. This is tight near critical damping; away from it the regime's own amplitude bound
    /// (under-damped phasor amplitude, over-damped |C1|e^(r1 t) + |C2|e^(r2 t)) is tighter, so the smaller is used.
    func envelope(x0: Double, v0: Double, t: Double) -> (distance: Double, speed: Double) {
        let omega0 = naturalFrequency
        let a = dampingRatio * omega0
        let pX = abs(x0)
        let qX = abs(v0 + a * x0)
        let pV = abs(v0)
        let qV = abs(a * v0 + omega0 * omega0 * x0)
        switch regime {
        case .under(let a, let wd):
            let decay = exp(-a * t)
            let amplitude = (x0 * x0 + qX * qX / (wd * wd)).squareRoot()
            let speedAmplitude = (v0 * v0 + qV * qV / (wd * wd)).squareRoot()
            return (
                Swift.min(amplitude * decay, Spring.hump(pX, qX, rate: a, t)),
                Swift.min(speedAmplitude * decay, Spring.hump(pV, qV, rate: a, t))
            )
        case .critical(let w):
            return (Spring.hump(pX, qX, rate: w, t), Spring.hump(pV, qV, rate: w, t))
        case .over(let r1, let r2):
            let c2 = (v0 - r1 * x0) / (r2 - r1)
            let c1 = x0 - c2
            let e1 = exp(r1 * t)
            let e2 = exp(r2 * t)
            let distance = abs(c1) * e1 + abs(c2) * e2
            let speed = abs(c1 * r1) * e1 + abs(c2 * r2) * e2
            return (
                Swift.min(distance, Spring.hump(pX, qX, rate: -r1, t)),
                Swift.min(speed, Spring.hump(pV, qV, rate: -r1, t))
            )
        }
    }

    /// sup over s ≥ t of e^(−λs)(p + q·s), for p, q ≥ 0: non-increasing in t. +∞ when λ ≤ 0 and q > 0.
    static func hump(_ p: Double, _ q: Double, rate lambda: Double, _ t: Double) -> Double {
        guard lambda > 0 else { return q > 0 ? .infinity : p }
        var s = t
        if q > 0 { s = Swift.max(t, 1 / lambda - p / q) }
        return exp(-lambda * s) * (p + q * s)
    }

    /// Smallest t in [0, maximumSettleTime] with bound(t) within both thresholds, by bisection
    /// (valid because the bound never increases).
    private func settleTime(
        distanceThreshold: Double, speedThreshold: Double,
        bound: (Double) -> (distance: Double, speed: Double)
    ) -> Double {
        func within(_ t: Double) -> Bool {
            let b = bound(t)
            return b.distance < distanceThreshold && b.speed < speedThreshold
        }
        if within(0) { return 0 }
        var lo = 0.0
        var hi = Spring.maximumSettleTime
        if !within(hi) { return hi }
        while hi - lo > 1e-9 {
            let mid = (lo + hi) / 2
            if within(mid) { hi = mid } else { lo = mid }
        }
        return hi
    }
}
