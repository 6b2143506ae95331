// POP's springBounciness / springSpeed → tension, friction, mass conversion
// (`convertBounciness:speed:toTension:friction:mass:` in facebook/pop's POPAnimationExtras.mm),
// reproduced step by step as in docs/spring-math.md §2.2. Nothing is clamped, as in POP.

/// Converts POP's bounciness and speed to a physical spring (k, c, m), exactly as POP does.
///
/// - Returns: tension k (N/m-like, 1/s² for unit mass), friction c (1/s for unit mass) and mass m (always 1).
func popSpringConstants(bounciness: Double, speed: Double) -> (tension: Double, friction: Double, mass: Double) {
    let normalizationRange = 20.0
    let normalizationScale = 1.7
    let bouncinessNormalizedMax = 0.8
    let speedNormalizedMin = 0.5
    let speedNormalizedMax = 200.0
    let frictionInterpolationMax = 0.01

    // 1–2. Normalise, then project bounciness onto [0, 0.8].
    let beta = bouncinessNormalizedMax * ((bounciness / normalizationScale) / normalizationRange)
    let sigma = (speed / normalizationScale) / normalizationRange
    // 3. Quartz Composer ("Bouncy3") tension.
    let tensionQC = speedNormalizedMin + sigma * (speedNormalizedMax - speedNormalizedMin)
    // 4–6. Friction: quadratic-out blend between the no-bounce friction and the minimum.
    let u = 2 * beta - beta * beta
    let frictionQC = u * frictionInterpolationMax + (1 - u) * bouncy3NoBounceFriction(tensionQC)
    // 7. Quartz Composer units → POP units (POPAnimationPrivate.h macros).
    let tension = 194 + ((tensionQC - 30) / 50) * (375 - 194)
    let friction = 25 + ((frictionQC - 8) / 2) * (25 - 19)
    return (tension, friction, 1)
}

/// POPBouncy3NoBounce: the Quartz Composer friction that just avoids bouncing at tension `t` (QC units).
func bouncy3NoBounceFriction(_ t: Double) -> Double {
    if t <= 18 {
        return 0.0007 * t * t * t - 0.031 * t * t + 0.64 * t + 1.28
    } else if t > 18 && t <= 44 {
        return 0.000044 * t * t * t - 0.006 * t * t + 0.36 * t + 2.0
    } else {
        return 0.00000045 * t * t * t - 0.000332 * t * t + 0.1078 * t + 5.84
    }
}
