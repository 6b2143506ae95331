/// When a spring counts as complete and when it counts as settled.
///
/// - *Complete* (POP's rule, see ``Spring/completionTime(displacement:velocity:threshold:settleTime:)``): close
///   enough to its target that POP would have finished the same spring. Completions and the notifications that
///   wait for the motion (`didShowCardAt`, `didRewindTo`) fire then.
/// - *Settled*: it snaps to its target once |displacement| < `distance` and |velocity| < `speed` are guaranteed
///   from then on. Until then it is drawn on the exact curve, so completing early makes no visible jump.
struct SettleThreshold: Hashable, Sendable {
    /// Largest displacement from the target that may be snapped away (value units: pt, 1, rad…).
    var distance: Double
    /// Largest speed that may be snapped away (value units per second: pt/s, 1/s, rad/s…).
    var speed: Double
    /// POP's threshold for the property (value units): 1 pt for positions and frames, 0.01 for alpha and rotation
    /// (rad), 0.005 for scale. The completion rule derives its distance, speed and acceleration limits from it.
    var completion: Double

    /// Creates a threshold.
    /// - Parameters:
    ///   - distance: value units (pt, 1, rad…).
    ///   - speed: value units per second (pt/s, 1/s, rad/s…).
    ///   - completion: POP's property threshold (value units). Defaults to `distance`, for which completion comes
    ///     about when the value settles.
    init(distance: Double, speed: Double, completion: Double? = nil) {
        self.distance = distance
        self.speed = speed
        self.completion = completion ?? distance
    }

    /// For positions and sizes in points: settles within 0.05 pt and 2 pt/s, so the final snap moves the value by
    /// < 0.1 pt; completes with POP's 1 pt threshold.
    static let points = SettleThreshold(distance: 0.05, speed: 2, completion: 1)
    /// For unitless values (alpha, slot positions): settles within 0.0005 and 0.01 /s; completes with POP's alpha
    /// threshold, 0.01.
    static let unitless = SettleThreshold(distance: 0.0005, speed: 0.01, completion: 0.01)
    /// For scale factors: settles like `unitless`; completes with POP's scale threshold, 0.005.
    static let scale = SettleThreshold(distance: 0.0005, speed: 0.01, completion: 0.005)
    /// For a card's fractional slot position: settles like `unitless`; completes at 0.05 of a slot. In Koloda's
    /// layout one slot is a move of about 20 pt and a scale step of 0.05, so POP's frame (1 pt) and scale (0.005)
    /// thresholds are about 0.05 and 0.1 of a slot; the stricter is used.
    static let slot = SettleThreshold(distance: 0.0005, speed: 0.01, completion: 0.05)
    /// For angles in radians: settles within 0.0005 rad and 0.01 rad/s; completes with POP's rotation threshold,
    /// 0.01 rad.
    static let radians = SettleThreshold(distance: 0.0005, speed: 0.01, completion: 0.01)
}
