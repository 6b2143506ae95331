/// One animated value: a pure value type that is evaluated at host-supplied absolute times (s).
///
/// The value never reads a clock. Every query evaluates the current curve in closed form, so the result does not
/// depend on how often, or at which times, it is sampled. Once settled it is exactly `target`.
///
/// Times before the current motion's start evaluate to the start state. A NaN time counts as "far future"
/// (settled: the target, zero velocity); −∞ counts as before the start. Results are never NaN.
struct Animated<Value: Interpolatable>: Sendable, Equatable {
    /// When a spring may stop and snap to its target. Set at creation; defaults to `.unitless`.
    let threshold: SettleThreshold
    /// The value the current motion ends at (units of `Value`).
    private(set) var target: Value
    /// The time (s) from which the value is settled at `target`; −∞ at rest.
    private(set) var endTime: Double
    /// The time (s) from which the motion counts as complete, by POP's rule for springs (see `SettleThreshold`);
    /// `endTime` for tweens; −∞ at rest. Never after `endTime`. Between the two the value still follows its curve.
    private(set) var completionTime: Double
    /// The curve of the last `animate` call, reused by `retarget`.
    private var curve: AnimationCurve
    private var motion: Motion

    private enum Motion: Sendable, Equatable {
        case rest
        /// Displacement from the target and its rate, at `start` (s).
        case spring(Spring, start: Double, displacement: Value, velocity: Value)
        /// From `from` to the target over `duration` (s) starting at `start` (s).
        case tween(TimingCurve, start: Double, duration: Double, from: Value)
    }

    /// Creates a value at rest.
    /// - Parameters:
    ///   - value: the initial value, also the target.
    ///   - threshold: when springs settle; defaults to `.unitless` (use `.points` for pt, `.radians` for angles).
    init(_ value: Value, threshold: SettleThreshold = .unitless) {
        self.threshold = threshold
        self.target = value
        self.endTime = -.infinity
        self.completionTime = -.infinity
        self.curve = .instant
        self.motion = .rest
    }

    /// The value at `time` (s).
    @inline(__always)
    func value(at time: Double) -> Value {
        guard !isSettled(at: time) else { return target }
        return movingValue(at: time)
    }

    /// The value at `time` (s) before the motion has settled.
    private func movingValue(at time: Double) -> Value {
        switch motion {
        case .rest:
            return target
        case .spring(let spring, let start, let x0, let v0):
            let basis = Self.springBasis(spring, elapsed: time - start)
            return target + x0 * basis.xFromX + v0 * basis.xFromV
        case .tween(let timing, let start, let duration, let from):
            let p = timing.progress(at: (time - start) / duration)
            return from + (target - from) * p
        }
    }

    /// The velocity at `time` (units of `Value` per second); zero at rest and once settled.
    func velocity(at time: Double) -> Value {
        guard !isSettled(at: time) else { return .zero }
        switch motion {
        case .rest:
            return .zero
        case .spring(let spring, let start, let x0, let v0):
            let basis = Self.springBasis(spring, elapsed: time - start)
            return x0 * basis.vFromX + v0 * basis.vFromV
        case .tween(let timing, let start, let duration, let from):
            let slope = timing.slope(at: (time - start) / duration)
            return (target - from) * (slope / duration)
        }
    }

    /// True when `time` (s) is at or after `endTime`, that is the value is exactly `target` and at rest.
    func isSettled(at time: Double) -> Bool {
        time.isNaN || time >= endTime
    }

    /// True when `time` (s) is at or after `completionTime`: the motion is complete (it may still be settling).
    func isComplete(at time: Double) -> Bool {
        time.isNaN || time >= completionTime
    }

    /// Starts moving from the value at `time` (s) to `target` along `curve`.
    ///
    /// - A spring keeps the current velocity, or uses `initialVelocity` (units/s) if given.
    /// - A tween starts from the current value; velocity is not carried over.
    /// - `.instant`, a tween whose duration is ≤ 0 or not finite, an invalid spring, a non-finite `time`
    ///   or a non-finite start state jump to `target` and rest.
    mutating func animate(to target: Value, curve: AnimationCurve, at time: Double, initialVelocity: Value? = nil) {
        let current = value(at: time)
        let currentVelocity = initialVelocity ?? velocity(at: time)
        self.curve = curve
        guard time.isFinite else { return set(target) }
        switch curve {
        case .instant:
            set(target)
        case .tween(let duration, let timing):
            guard duration.isFinite, duration > 0, current.magnitude.isFinite else { return set(target) }
            self.target = target
            motion = .tween(timing, start: time, duration: duration, from: current)
            endTime = time + duration
            completionTime = endTime
        case .spring(let spring):
            let x0 = current - target
            guard spring.isValid, x0.magnitude.isFinite, currentVelocity.magnitude.isFinite else { return set(target) }
            let settle = spring.settleTime(
                displacementMagnitude: x0.magnitude, velocityMagnitude: currentVelocity.magnitude,
                distanceThreshold: threshold.distance, speedThreshold: threshold.speed)
            guard settle > 0 else { return set(target) }
            self.target = target
            motion = .spring(spring, start: time, displacement: x0, velocity: currentVelocity)
            endTime = time + settle
            completionTime =
                time
                + spring.completionTime(
                    displacement: x0, velocity: currentVelocity,
                    threshold: threshold.completion, settleTime: settle)
        }
    }

    /// Jumps to `value` and rests there (the last curve is kept for `retarget`).
    mutating func set(_ value: Value) {
        target = value
        motion = .rest
        endTime = -.infinity
        completionTime = -.infinity
    }

    /// Moves the target of the running motion at `time` (s), keeping the current position and velocity.
    ///
    /// A spring continues from its current position and velocity. A tween restarts from the current value over
    /// its remaining duration, with the same timing curve. If the value is already settled, this is
    /// `animate(to:curve:at:)` with the last curve used (`.instant` if none).
    mutating func retarget(to target: Value, at time: Double) {
        guard !isSettled(at: time) else { return animate(to: target, curve: curve, at: time) }
        switch motion {
        case .rest, .spring:
            animate(to: target, curve: curve, at: time)
        case .tween(let timing, let start, let duration, _):
            let remaining = endTime - Swift.max(time, start)
            let lastCurve = curve
            animate(to: target, curve: .tween(duration: Swift.min(remaining, duration), timing: timing), at: time)
            curve = lastCurve
        }
    }

    /// The spring's unit responses at `elapsed` (s): x(t) = x0·xFromX + v0·xFromV, x'(t) = x0·vFromX + v0·vFromV.
    /// Because the closed form is linear in (x0, v0), every component follows the same spring exactly.
    private static func springBasis(_ spring: Spring, elapsed: Double)
        -> (xFromX: Double, xFromV: Double, vFromX: Double, vFromV: Double)
    {
        let fromX = spring.evaluate(displacement: 1, velocity: 0, at: elapsed)
        let fromV = spring.evaluate(displacement: 0, velocity: 1, at: elapsed)
        return (fromX.displacement, fromV.displacement, fromX.velocity, fromV.velocity)
    }
}
