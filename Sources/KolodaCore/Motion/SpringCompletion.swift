/// When a spring is complete, the way POP decides it (documented in the Tuning Motion article).
///
/// POP stops a spring on the first frame where either (a) the value is within thr/5 of the target and moved less
/// than thr/5 since the previous frame, or (b) |x| < thr/2, |v| < 5√thr and |a| < 25·thr, thr being the
/// property's threshold. Frames are not known here, so the rule is made independent of the frame rate: the
/// exact curve must pass (a) or (b) — (a)'s per-frame step read as a speed below 12·thr per second, the step of one
/// 60 Hz frame — without interruption for 1/60 s, as POP's test (a) looks at two successive frames. The spring
/// is complete at the end of that span.
extension Spring {
    /// The time step of the search (s): 1/960 s, 16 steps per 60 Hz frame.
    static let completionStep = 1.0 / 960
    /// How long the test must hold (s): one 60 Hz frame.
    static let completionHold = 1.0 / 60

    /// The time (s, from the start) at which the spring started from `x0` (u) at `v0` (u/s) is complete by POP's
    /// rule for a property threshold `threshold` (u); at most `settleTime` (s), when it settles anyway.
    ///
    /// Every component follows the same spring; the vector's length is tested (POP tests components for (a), so
    /// this is at most slightly stricter). An invalid spring, a non-finite state or threshold, or a threshold ≤ 0
    /// returns `settleTime`.
    func completionTime<Value: Interpolatable>(
        displacement x0: Value, velocity v0: Value, threshold: Double,
        settleTime: Double
    ) -> Double {
        let settle = settleTime.isFinite ? Swift.max(0, settleTime) : Spring.maximumSettleTime
        guard isValid, threshold.isFinite, threshold > 0, x0.magnitude.isFinite, v0.magnitude.isFinite else {
            return settle
        }
        let h = Spring.completionStep
        // One step of the exact solution is linear in (x, v): the state is advanced by this 2×2 map.
        let fromX = evaluate(displacement: 1, velocity: 0, at: h)
        let fromV = evaluate(displacement: 0, velocity: 1, at: h)
        let nearA = threshold / 5
        let slowA = 12 * threshold
        let nearB = threshold / 2
        let slowB = 5 * threshold.squareRoot()
        let calmB = 25 * threshold
        let k = stiffness / mass
        let c = damping / mass
        let holdSteps = Int((Spring.completionHold / h).rounded())
        var x = x0
        var v = v0
        var run = 0
        var step = 0
        while Double(step) * h < settle {
            let distance = x.magnitude
            let speed = v.magnitude
            let passes =
                (distance < nearA && speed < slowA)
                || (distance < nearB && speed < slowB && (x * k + v * c).magnitude < calmB)
            run = passes ? run + 1 : 0
            if run > holdSteps { return Swift.min(settle, Double(step) * h) }
            (x, v) = (x * fromX.displacement + v * fromV.displacement, x * fromX.velocity + v * fromV.velocity)
            step += 1
        }
        return settle
    }
}
