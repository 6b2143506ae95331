@_spi(Fronts) @testable import KolodaCore

/// A model of POP's spring solver, to compare the engine's completion times with POP's settle frames.
///
/// Written from POP's documented behaviour (restated in the Tuning Motion article): the distance still to go
/// p = target − value and its rate are integrated with classic 4-stage Runge–Kutta at a fixed step of
/// `Float(0.001)` s; each frame consumes its time in whole steps, carries the remainder, and returns (and continues
/// from) the linear interpolation between the last two steps. A frame finishes the animation when (a) every
/// component of the written value is within thr/5 of the target and moved less than thr/5 since the previous
/// frame, or (b) every |p_i| < thr/2, |v| < 5√thr and |a| < 25·thr (norms over the components, `a` being the last
/// step's averaged acceleration).
enum PopSpringReference {
    /// POP's solver step (s): the float literal 0.001 widened to double.
    static let step = Double(Float(0.001))

    /// The frame (1-based, at `frameRate` Hz, the start frame being 0) on which POP finishes `spring` started at
    /// displacement `x0` (value − target, per component, u) and velocity `v0` (u/s) with the property threshold
    /// `threshold` (u); nil if not within `maximumFrames`.
    static func settleFrame(
        _ spring: Spring, displacement x0: [Double], velocity v0: [Double],
        threshold: Double, frameRate: Double = 60, maximumFrames: Int = 10_000
    ) -> Int? {
        let k = spring.stiffness / spring.mass
        let c = spring.damping / spring.mass
        let h = step
        let dt = 1 / frameRate
        // Spring space: p = target − value = −x0; v = −velocity.
        var p = x0.map { -$0 }
        var v = v0.map { -$0 }
        var lastAcceleration = [Double](repeating: 0, count: p.count)
        var accumulator = 0.0
        var previousWritten: [Double]? = nil
        func a(_ p: Double, _ v: Double) -> Double { -k * p - c * v }
        for frame in 1...maximumFrames {
            accumulator += dt
            var previousP = p
            var previousV = v
            while accumulator >= h {
                previousP = p
                previousV = v
                for i in p.indices {
                    let (p0, v0) = (p[i], v[i])
                    let aDP = v0
                    let aDV = a(p0, v0)
                    let bDP = v0 + aDV * h / 2
                    let bDV = a(p0 + aDP * h / 2, v0 + aDV * h / 2)
                    let cDP = v0 + bDV * h / 2
                    let cDV = a(p0 + bDP * h / 2, v0 + bDV * h / 2)
                    let dDP = v0 + cDV * h
                    let dDV = a(p0 + cDP * h, v0 + cDV * h)
                    p[i] = p0 + h * (aDP + 2 * (bDP + cDP) + dDP) / 6
                    v[i] = v0 + h * (aDV + 2 * (bDV + cDV) + dDV) / 6
                    lastAcceleration[i] = (aDV + 2 * (bDV + cDV) + dDV) / 6
                }
                accumulator -= h
            }
            let alpha = accumulator / h
            for i in p.indices {
                p[i] = previousP[i] * (1 - alpha) + p[i] * alpha
                v[i] = previousV[i] * (1 - alpha) + v[i] * alpha
            }
            // The written value, as displacement from the target: −p.
            let written = p.map { -$0 }
            let t = threshold / 5
            if let previous = previousWritten,
                written.indices.allSatisfy({ abs(written[$0]) < t && abs(previous[$0] - written[$0]) < t })
            {
                return frame
            }
            let speed2 = v.reduce(0) { $0 + $1 * $1 }
            let acceleration2 = lastAcceleration.reduce(0) { $0 + $1 * $1 }
            if p.allSatisfy({ abs($0) < threshold / 2 }), speed2 < 25 * threshold,
                acceleration2 < 625 * threshold * threshold
            {
                return frame
            }
            previousWritten = written
        }
        return nil
    }

    /// A spring case of the settle-frame comparison: a name, POP's spring, the start and the property threshold.
    struct Case: Sendable {
        /// What is measured, e.g. "bounciness 4, speed 12: 0 → 1, threshold 0.01".
        var name: String
        /// The spring.
        var spring: Spring
        /// Start displacement from the target, per component (u).
        var displacement: [Double]
        /// The engine's threshold (its `completion` is POP's property threshold).
        var threshold: SettleThreshold
    }

    /// The five reference cases (a 0 → 1 move with POP's alpha threshold, 0.01) and Koloda's springs: the reset
    /// spring (bounciness 10, speed 20) on a translation of (100, −30) pt, and the example app's background spring
    /// (bounciness 9, speed 16) on a scale from 0.95 and on a 20 pt frame move.
    static let cases: [Case] = {
        var cases = [(4.0, 12.0), (9, 16), (12, 20), (0, 12), (20, 4)].map { b, s in
            Case(
                name: "bounciness \(Int(b)), speed \(Int(s)): 0 → 1, threshold 0.01",
                spring: Spring(bounciness: b, speed: s), displacement: [-1], threshold: .unitless)
        }
        cases.append(
            Case(
                name: "Koloda reset (10, 20): (100, −30) pt → 0, threshold 1 pt", spring: .reset,
                displacement: [100, -30], threshold: .points))
        cases.append(
            Case(
                name: "Example background (9, 16): scale 0.95 → 1, threshold 0.005",
                spring: .backgroundExample, displacement: [-0.05], threshold: .scale))
        cases.append(
            Case(
                name: "Example background (9, 16): frame 20 pt → 0, threshold 1 pt",
                spring: .backgroundExample, displacement: [20, 0], threshold: .points))
        return cases
    }()

    /// The first 60 Hz frame (the start being frame 0) on which the engine's `Animated` value reports the case's
    /// motion complete, and the frame on which it has settled.
    static func engineFrames(_ c: Case, frameRate: Double = 60) -> (complete: Int, settled: Int) {
        func frame(_ done: (Double) -> Bool) -> Int {
            var f = 0
            while !done(Double(f) / frameRate), f < 100_000 { f += 1 }
            return f
        }
        if c.displacement.count == 1 {
            var a = Animated<Double>(c.displacement[0], threshold: c.threshold)
            a.animate(to: 0, curve: .spring(c.spring), at: 0)
            return (frame { a.isComplete(at: $0) }, frame { a.isSettled(at: $0) })
        }
        var a = Animated<Vector>(Vector(dx: c.displacement[0], dy: c.displacement[1]), threshold: c.threshold)
        a.animate(to: .zero, curve: .spring(c.spring), at: 0)
        return (frame { a.isComplete(at: $0) }, frame { a.isSettled(at: $0) })
    }
}
