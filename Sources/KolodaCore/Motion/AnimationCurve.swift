/// How an animated property (a card's offset, alpha, scale, …) travels to a new target.
public enum AnimationCurve: Hashable, Sendable {
    /// Jump to the target immediately.
    case instant
    /// Interpolate from the current value to the target over `duration` seconds (s) along `timing`
    /// (default: Core Animation's default curve, as POP's basic animations). Velocity is not carried over.
    /// A duration that is ≤ 0 or not finite behaves as `.instant`.
    case tween(duration: Double, timing: TimingCurve = .default)
    /// Follow a damped spring to the target, keeping the current velocity. Ends when the spring has settled.
    case spring(Spring)

    /// A spring given in POP's terms (see `Spring.init(bounciness:speed:)`); Koloda's reset is (10, 20).
    public static func spring(bounciness: Double, speed: Double) -> AnimationCurve {
        .spring(Spring(bounciness: bounciness, speed: speed))
    }

    /// A spring given by damping ratio ζ (unitless) and response (s) (see `Spring.init(dampingRatio:response:)`).
    public static func spring(dampingRatio: Double, response: Double) -> AnimationCurve {
        .spring(Spring(dampingRatio: dampingRatio, response: response))
    }
}
