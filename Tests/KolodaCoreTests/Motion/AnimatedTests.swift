import KolodaCheck
import Testing

@_spi(Fronts) @testable import KolodaCore

@Suite("Animated")
struct AnimatedTests {
    static let start = 10.0
    static let from = Vector(dx: 150, dy: 0)
    static let throwVelocity = Vector(dx: 400, dy: -250)

    /// The card-reset motion: 150 pt back to the origin with some initial velocity.
    static func resetMotion() -> Animated<Vector> {
        var a = Animated(from, threshold: .points)
        a.animate(to: .zero, curve: .spring(.reset), at: start, initialVelocity: throwVelocity)
        return a
    }

    /// The exact, un-snapped curve, component by component.
    static func exact(at time: Double) -> Vector {
        let t = time - start
        let x = Spring.reset.evaluate(displacement: from.dx, velocity: throwVelocity.dx, at: t).displacement
        let y = Spring.reset.evaluate(displacement: from.dy, velocity: throwVelocity.dy, at: t).displacement
        return Vector(dx: x, dy: y)
    }

    static func frameTimes(rate: Double) -> [Double] {
        (0...Int(3 * rate)).map { start + Double($0) / rate }
    }

    static func jitteredFrameTimes(seed: UInt64) -> [Double] {
        var rng = SplitMix(state: seed)
        var times = [start]
        while times.last! < start + 3 {
            times.append(times.last! + (1.0 / 60) * (0.25 + 1.5 * rng.unit()))
        }
        return times
    }

    @Test func frameRateIndependence() {
        let a = Self.resetMotion()
        #expect(a.endTime > Self.start && a.endTime < Self.start + 2)
        let schedules: [(String, [Double])] = [
            ("30 Hz", Self.frameTimes(rate: 30)), ("60 Hz", Self.frameTimes(rate: 60)),
            ("120 Hz", Self.frameTimes(rate: 120)), ("144 Hz", Self.frameTimes(rate: 144)),
            ("jitter 1", Self.jitteredFrameTimes(seed: 1)), ("jitter 2", Self.jitteredFrameTimes(seed: 0xC0FFEE))
        ]
        for (name, times) in schedules {
            var worst = 0.0
            var firstSettled: Double?
            for t in times {
                let v = a.value(at: t)
                worst = max(worst, (v - Self.exact(at: t)).length)
                if a.isSettled(at: t) {
                    if firstSettled == nil { firstSettled = t }
                    #expect(v == .zero, "\(name): settled value must be exactly the target")
                } else {
                    #expect(firstSettled == nil, "\(name): settled, then moving again at \(t)")
                }
            }
            #expect(worst <= 0.1, "\(name): max difference \(worst) pt")
            // Every schedule settles on its first frame at or after the same endTime.
            #expect(firstSettled.map { $0 >= a.endTime && $0 < a.endTime + 0.05 } == true, "\(name)")
        }
        // The snap itself is smaller than the threshold.
        #expect(Self.exact(at: a.endTime).length < SettleThreshold.points.distance)
    }

    @Test func retargetingEveryFrameDoesNotChangeTheCurve() {
        // A host that re-issues the same target on every frame must not bend the motion.
        var a = Self.resetMotion()
        var worst = 0.0
        for t in Self.jitteredFrameTimes(seed: 7) {
            a.retarget(to: .zero, at: t)
            worst = max(worst, (a.value(at: t) - Self.exact(at: t)).length)
        }
        #expect(worst <= 0.1, "max difference \(worst) pt")
    }

    @Test func springRetargetIsContinuous() {
        var a = Self.resetMotion()
        let t1 = Self.start + 0.07
        let before = (a.value(at: t1), a.velocity(at: t1))
        a.retarget(to: Vector(dx: -60, dy: 40), at: t1)
        #expect((a.value(at: t1) - before.0).length < 1e-9)
        #expect((a.velocity(at: t1) - before.1).length < 1e-9)
        #expect(a.target == Vector(dx: -60, dy: 40))
        // Switching curve with animate keeps position and velocity too.
        let t2 = t1 + 0.05
        let mid = (a.value(at: t2), a.velocity(at: t2))
        a.animate(to: Vector(dx: 10, dy: 10), curve: .spring(dampingRatio: 1.4, response: 0.4), at: t2)
        #expect((a.value(at: t2) - mid.0).length < 1e-9)
        #expect((a.velocity(at: t2) - mid.1).length < 1e-9)
        // And the motion just after is close to the motion just before (no kink in position).
        #expect((a.value(at: t2 + 1e-6) - mid.0).length < 1e-6 * mid.1.length + 1e-6)
        // An explicit initial velocity replaces the carried one.
        a.animate(to: .zero, curve: .spring(.reset), at: t2, initialVelocity: Vector(dx: 1, dy: 2))
        #expect(a.velocity(at: t2) == Vector(dx: 1, dy: 2))
        #expect(a.value(at: a.endTime) == .zero && a.isSettled(at: a.endTime))
    }

    @Test func tweenRunsItsDurationAndRetargetsOverTheRemainder() {
        var a = Animated(0.0)
        a.animate(to: 1, curve: .tween(duration: 0.8), at: 2)
        #expect(a.endTime == 2.8)
        #expect(a.value(at: 1) == 0 && a.value(at: 2) == 0)
        #expect(abs(a.value(at: 2.4) - TimingCurve.default.progress(at: 0.5)) < 1e-12)
        #expect(abs(a.velocity(at: 2.4) - TimingCurve.default.slope(at: 0.5) / 0.8) < 1e-12)
        #expect(a.value(at: 2.8) == 1 && a.velocity(at: 2.8) == 0)
        let p = a.value(at: 2.6)
        a.retarget(to: 3, at: 2.6)
        #expect(abs(a.value(at: 2.6) - p) < 1e-12)
        #expect(abs(a.endTime - 2.8) < 1e-12)
        #expect(a.value(at: 2.8) == 3)
        // A tween does not carry velocity: it starts with the timing curve's own slope.
        a.animate(to: 0, curve: .tween(duration: 0.5, timing: .easeIn), at: 3)
        #expect(a.velocity(at: 3) == 0)
    }

    @Test func instantAndDegenerateCurvesJump() {
        for curve: AnimationCurve in [
            .instant, .tween(duration: 0), .tween(duration: -1), .tween(duration: .nan),
            .tween(duration: .infinity), .spring(Spring(stiffness: -5, damping: 1))
        ] {
            var a = Animated(Vector(dx: 5, dy: 5), threshold: .points)
            a.animate(to: Vector(dx: 1, dy: 2), curve: curve, at: 1)
            #expect(a.value(at: 1) == Vector(dx: 1, dy: 2), "\(curve)")
            #expect(a.isSettled(at: 1) && a.endTime == -.infinity, "\(curve)")
        }
    }

    @Test func setJumpsAndRests() {
        var a = Self.resetMotion()
        a.set(Vector(dx: 3, dy: 4))
        #expect(a.value(at: Self.start + 0.1) == Vector(dx: 3, dy: 4))
        #expect(a.velocity(at: Self.start + 0.1) == .zero)
        #expect(a.isSettled(at: -.infinity))
    }

    @Test func retargetAfterSettlingUsesTheLastCurve() {
        var a = Animated(0.0)
        a.animate(to: 1, curve: .spring(.reset), at: 0)
        let end = a.endTime
        a.retarget(to: 2, at: end + 1)
        #expect(!a.isSettled(at: end + 1.01))
        #expect(a.value(at: end + 1) == 1)
        #expect(a.value(at: a.endTime) == 2)
    }

    @Test func nonFiniteTimesAreSafe() {
        var a = Self.resetMotion()
        #expect(a.value(at: .nan) == .zero && a.velocity(at: .nan) == .zero)
        #expect(a.value(at: .infinity) == .zero)
        #expect(a.value(at: -.infinity) == Self.from)
        #expect(a.value(at: Self.start - 5) == Self.from)
        a.animate(to: Vector(dx: 9, dy: 9), curve: .spring(.reset), at: .nan)
        #expect(a.value(at: 0) == Vector(dx: 9, dy: 9))
        var b = Animated(0.0)
        b.animate(to: 1, curve: .tween(duration: 1), at: .infinity)
        #expect(b.value(at: 0) == 1 && !b.value(at: .nan).isNaN)
    }
}
