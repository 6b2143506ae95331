import Foundation
import Testing

@_spi(Fronts) @testable import KolodaCore

/// Reference integration of m·x'' + c·x' + k·x = 0 with classic RK4 (independent of the closed form).
func rk4Spring(
    _ spring: Spring, x0: Double, v0: Double, until end: Double, step h: Double,
    sample: (Double, Double, Double) -> Void
) {
    func accel(_ x: Double, _ v: Double) -> Double { -(spring.stiffness * x + spring.damping * v) / spring.mass }
    var x = x0
    var v = v0
    let steps = Int((end / h).rounded())
    for i in 0...steps {
        sample(Double(i) * h, x, v)
        let k1x = v
        let k1v = accel(x, v)
        let k2x = v + h / 2 * k1v
        let k2v = accel(x + h / 2 * k1x, v + h / 2 * k1v)
        let k3x = v + h / 2 * k2v
        let k3v = accel(x + h / 2 * k2x, v + h / 2 * k2v)
        let k4x = v + h * k3v
        let k4v = accel(x + h * k3x, v + h * k3v)
        x += h * (k1x + 2 * k2x + 2 * k3x + k4x) / 6
        v += h * (k1v + 2 * k2v + 2 * k3v + k4v) / 6
    }
}

private func pair(_ e: (displacement: Double, velocity: Double)) -> [Double] { [e.displacement, e.velocity] }

@Suite("Spring")
struct SpringTests {
    /// docs/spring-math.md §2.4: (bounciness, speed) → tension k, friction c, damping ratio ζ.
    static let popTable: [(bounciness: Double, speed: Double, k: Double, c: Double, zeta: Double)] = [
        (4, 12, 342.1006, 30.4870, 0.8242),
        (9, 16, 427.0641, 26.0540, 0.6304),
        (10, 20, 512.0276, 26.7482, 0.5910),
        (12, 20, 512.0276, 23.6803, 0.5233),
        (0, 12, 342.1006, 36.9259, 0.9982),
        (20, 4, 172.1735, 7.5699, 0.2885)
    ]

    @Test(arguments: 0..<6) func popConversionMatchesReferenceTable(row: Int) {
        let r = Self.popTable[row]
        let s = Spring(bounciness: r.bounciness, speed: r.speed)
        #expect(abs(s.stiffness - r.k) < 1e-3)
        #expect(abs(s.damping - r.c) < 1e-3)
        #expect(abs(s.dampingRatio - r.zeta) < 1e-3)
        #expect(s.mass == 1)
    }

    @Test func presetsAreKolodasSprings() {
        #expect(Spring.reset == Spring(bounciness: 10, speed: 20))
        #expect(Spring.backgroundExample == Spring(bounciness: 9, speed: 16))
        #expect(Spring.popDefault == Spring(bounciness: 4, speed: 12))
        #expect(abs(Spring.reset.naturalFrequency - 22.628) < 1e-3)
        #expect(abs(Spring.reset.response - 0.2777) < 1e-4)
    }

    @Test func dampingRatioAndResponseRoundTrip() {
        for zeta in [0.1, 0.5, 0.7, 1.0, 1.5, 3.0] {
            for response in [0.05, 0.3, 0.55, 2.0] {
                let s = Spring(dampingRatio: zeta, response: response)
                #expect(abs(s.dampingRatio - zeta) < 1e-12 * zeta)
                #expect(abs(s.response - response) < 1e-12 * response)
                #expect(abs(s.naturalFrequency - 2 * Double.pi / response) < 1e-9)
            }
        }
    }

    @Test func appleDurationBounceCheck() {
        // docs/spring-math.md §11: Spring(duration: 0.5, bounce: 0.3) is (m 1, k 157.9, c 17.6); ζ = 1 − bounce.
        let s = Spring(dampingRatio: 1 - 0.3, response: 0.5)
        #expect(abs(s.stiffness - 157.9) < 0.05)
        #expect(abs(s.damping - 17.6) < 0.05)
        // And (m 1, k 100, c 10) is (duration 0.63, bounce 0.5).
        let t = Spring(stiffness: 100, damping: 10)
        #expect(abs(t.response - 0.63) < 0.005)
        #expect(abs((1 - t.dampingRatio) - 0.5) < 1e-12)
    }

    static let regimes: [(name: String, spring: Spring)] = [
        ("under (reset)", .reset),
        ("under (bouncy)", Spring(bounciness: 20, speed: 4)),
        ("critical", Spring(dampingRatio: 1, response: 0.3)),
        ("just under critical", Spring(dampingRatio: 1 - 1e-7, response: 0.3)),
        ("just over critical", Spring(dampingRatio: 1 + 1e-7, response: 0.3)),
        ("over", Spring(dampingRatio: 2.5, response: 0.3))
    ]

    @Test(arguments: 0..<6) func closedFormMatchesRK4(index: Int) {
        let spring = Self.regimes[index].spring
        for (x0, v0) in [(150.0, 0.0), (150.0, 900.0), (-80.0, 2500.0), (0.0, -600.0)] {
            var worst = 0.0
            rk4Spring(spring, x0: x0, v0: v0, until: 1.5, step: 1e-5) { t, x, v in
                let e = spring.evaluate(displacement: x0, velocity: v0, at: t)
                worst = max(worst, abs(e.displacement - x), abs(e.velocity - v) / 100)
            }
            #expect(worst < 1e-6, "\(Self.regimes[index].name) x0 \(x0) v0 \(v0): worst \(worst)")
        }
    }

    @Test(arguments: 0..<6) func settleTimeHoldsForever(index: Int) {
        let spring = Self.regimes[index].spring
        let threshold = SettleThreshold.points
        for (x0, v0) in [(150.0, 0.0), (150.0, 900.0), (-150.0, 900.0), (0.0, -600.0), (0.01, 0.5)] {
            let settle = spring.settleTime(
                displacement: x0, velocity: v0,
                distanceThreshold: threshold.distance, speedThreshold: threshold.speed)
            #expect(settle >= 0 && settle < 5)
            var t = settle
            while t <= 5 {
                let e = spring.evaluate(displacement: x0, velocity: v0, at: t)
                if abs(e.displacement) >= threshold.distance || abs(e.velocity) >= threshold.speed {
                    Issue.record(
                        "\(Self.regimes[index].name) x0 \(x0) v0 \(v0): at \(t) s x \(e.displacement) v \(e.velocity)")
                    break
                }
                t += 1e-4
            }
            // The magnitude-only bound (used for vectors) is never earlier than the signed one.
            let byMagnitude = spring.settleTime(
                displacementMagnitude: abs(x0), velocityMagnitude: abs(v0),
                distanceThreshold: threshold.distance, speedThreshold: threshold.speed)
            #expect(byMagnitude >= settle - 1e-9)
        }
    }

    @Test func settleTimeIsZeroWhenAlreadyWithin() {
        #expect(
            Spring.reset.settleTime(displacement: 0.01, velocity: 0.1, distanceThreshold: 0.05, speedThreshold: 2) == 0)
    }

    @Test func settleTimeIsNotGrosslyConservative() {
        // The envelope should not add more than a few time constants over the sampled last threshold crossing.
        let spring = Spring.reset
        let settle = spring.settleTime(displacement: 150, velocity: 0, distanceThreshold: 0.05, speedThreshold: 2)
        var lastOutside = 0.0
        var t = 0.0
        while t < 5 {
            let e = spring.evaluate(displacement: 150, velocity: 0, at: t)
            if abs(e.displacement) >= 0.05 || abs(e.velocity) >= 2 { lastOutside = t }
            t += 1e-4
        }
        #expect(settle >= lastOutside)
        #expect(settle - lastOutside < 0.25, "settle \(settle) last crossing \(lastOutside)")
        // Near-critical under-damping is as quick as critical damping, not slowed by 1/ωd.
        let critical = Spring(dampingRatio: 1, response: 0.3).settleTime(
            displacement: 150, velocity: 0, distanceThreshold: 0.05, speedThreshold: 2)
        let nearly = Spring(dampingRatio: 1 - 1e-6, response: 0.3).settleTime(
            displacement: 150, velocity: 0, distanceThreshold: 0.05, speedThreshold: 2)
        #expect(abs(nearly - critical) < 0.01 * critical)
    }

    @Test func undampedSpringStopsAtTheCap() {
        let spring = Spring(stiffness: 100, damping: 0)
        #expect(spring.isValid)
        #expect(
            spring.settleTime(displacement: 1, velocity: 0, distanceThreshold: 0.01, speedThreshold: 0.01)
                == Spring.maximumSettleTime)
    }

    @Test func invalidSpringsSnapWithoutTrapping() {
        let invalid = [
            Spring(stiffness: -1, damping: 1), Spring(stiffness: 100, damping: -1),
            Spring(stiffness: 100, damping: 10, mass: 0), Spring(stiffness: .nan, damping: 10),
            Spring(stiffness: 100, damping: .infinity), Spring(bounciness: 10, speed: -10)
        ]
        for s in invalid {
            #expect(!s.isValid)
            let e = s.evaluate(displacement: 10, velocity: 5, at: 0.1)
            #expect(e.displacement == 0 && e.velocity == 0)
            #expect(s.settleTime(displacement: 10, velocity: 5, distanceThreshold: 0.1, speedThreshold: 0.1) == 0)
        }
    }

    @Test func evaluationEdgeTimes() {
        let s = Spring.reset
        #expect(pair(s.evaluate(displacement: 3, velocity: 4, at: 0)) == [3, 4])
        #expect(pair(s.evaluate(displacement: 3, velocity: 4, at: -1)) == [3, 4])
        #expect(pair(s.evaluate(displacement: 3, velocity: 4, at: .nan)) == [3, 4])
        #expect(pair(s.evaluate(displacement: 3, velocity: 4, at: .infinity)) == [0, 0])
        let far = s.evaluate(displacement: 3, velocity: 4, at: 1e12)
        #expect(far.displacement == 0 && far.velocity == 0)
        #expect(pair(s.evaluate(displacement: .nan, velocity: 4, at: 1)) == [0, 0])
    }
}
