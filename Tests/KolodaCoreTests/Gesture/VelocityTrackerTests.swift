import KolodaCheck
import Testing

@_spi(Fronts) @testable import KolodaCore

@Suite("VelocityTracker")
struct VelocityTrackerTests {
    let start = Point(x: 120, y: 300)

    func expectClose(_ a: Vector, _ b: Vector, relative: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        let error = (a - b).length
        #expect(error <= relative * b.length, "got \(a), expected \(b)", sourceLocation: sourceLocation)
    }

    @Test func constantSpeedGivesThatSpeed() {
        let v = Vector(dx: 850, dy: -320)
        var tracker = VelocityTracker()
        for i in 0...25 {
            let t = 10 + Double(i) * 0.008
            tracker.add(start + v * (t - 10), at: t)
        }
        expectClose(tracker.velocity(), v, relative: 0.01)
    }

    @Test func unevenlySpacedSamplesOnALineAreExact() {
        var rng = SplitMix(state: 1)
        let v = Vector(dx: -1200, dy: 40)
        var tracker = VelocityTracker()
        var t = 5.0
        for _ in 0..<30 {
            t += Double.random(in: 0.002...0.017, using: &rng)
            tracker.add(start + v * (t - 5), at: t)
        }
        expectClose(tracker.velocity(at: t), v, relative: 0.01)
    }

    @Test func jitteredTimestampsStayClose() {
        // Positions at a steady 125 Hz, each stamped up to ±1.5 ms off: the fit averages the noise out,
        // where the last two samples alone are off by ~18 % on this data.
        var rng = SplitMix(state: 42)
        let v = Vector(dx: 600, dy: 600)
        var tracker = VelocityTracker()
        var last = 0.0
        for i in 0...40 {
            let trueTime = 1 + Double(i) * 0.008
            last = trueTime + Double.random(in: -0.0015...0.0015, using: &rng)
            tracker.add(start + v * (trueTime - 1), at: last)
        }
        expectClose(tracker.velocity(at: last), v, relative: 0.08)
    }

    @Test func onlyTheLastWindowCounts() {
        // Slow for a long time, then fast for the last 100 ms: the estimate is the fast speed.
        var tracker = VelocityTracker()
        var p = start
        var t = 0.0
        for _ in 0..<50 {
            t += 0.01
            p = p + Vector(dx: 1, dy: 0)
            tracker.add(p, at: t)
        }
        for _ in 0..<12 {
            t += 0.01
            p = p + Vector(dx: 20, dy: 0)  // 2000 pt/s
            tracker.add(p, at: t)
        }
        expectClose(tracker.velocity(at: t), Vector(dx: 2000, dy: 0), relative: 0.01)
    }

    @Test func stillBeforeReleaseGivesZero() {
        var tracker = VelocityTracker()
        for i in 0...10 { tracker.add(start + Vector(dx: Double(i) * 10, dy: 0), at: Double(i) * 0.01) }
        #expect(tracker.velocity(at: 0.1 + 0.06) == .zero)
        // A short pause does not zero it.
        #expect(tracker.velocity(at: 0.1 + 0.03).dx > 0)
    }

    @Test func repeatedSamplesAtTheSameLocationCountAsStill() {
        var tracker = VelocityTracker()
        for i in 0...10 { tracker.add(start + Vector(dx: Double(i) * 10, dy: 0), at: Double(i) * 0.01) }
        let rest = start + Vector(dx: 100, dy: 0)
        for i in 1...7 { tracker.add(rest, at: 0.1 + Double(i) * 0.01) }
        #expect(tracker.velocity() == .zero)
    }

    @Test func nonFiniteSamplesAreIgnored() {
        let v = Vector(dx: 300, dy: 100)
        var clean = VelocityTracker()
        var dirty = VelocityTracker()
        for i in 0...12 {
            let t = Double(i) * 0.008
            clean.add(start + v * t, at: t)
            dirty.add(start + v * t, at: t)
            dirty.add(Point(x: .nan, y: 0), at: t + 0.002)
            dirty.add(Point(x: 0, y: .infinity), at: t + 0.003)
            dirty.add(start, at: .nan)
            dirty.add(start, at: -.infinity)
        }
        #expect(dirty.samples == clean.samples)
        #expect(dirty.velocity() == clean.velocity())
        expectClose(dirty.velocity(), v, relative: 0.01)
    }

    @Test func singleOrNoSampleGivesZero() {
        var tracker = VelocityTracker()
        #expect(tracker.velocity() == .zero)
        #expect(tracker.velocity(at: 1) == .zero)
        tracker.add(start, at: 1)
        #expect(tracker.velocity() == .zero)
        #expect(tracker.velocity(at: 1.01) == .zero)
    }

    @Test func samplesInOnePollAreMergedInsteadOfExploding() {
        // Events drained in one poll carry timestamps a few µs apart.
        var tracker = VelocityTracker()
        tracker.add(start, at: 2)
        tracker.add(start + Vector(dx: 5, dy: 0), at: 2.000_001)
        tracker.add(start + Vector(dx: 10, dy: 0), at: 2.000_002)
        #expect(tracker.samples.count == 1)
        #expect(tracker.velocity() == .zero)
        tracker.add(start + Vector(dx: 26, dy: 0), at: 2.016)
        // (26 − 10) pt over 16 ms, not 5 pt over 1 µs.
        expectClose(tracker.velocity(), Vector(dx: 1000, dy: 0), relative: 0.01)
    }

    @Test func samplesGoingBackInTimeAreIgnored() {
        var tracker = VelocityTracker()
        tracker.add(start, at: 1)
        tracker.add(start + Vector(dx: 10, dy: 0), at: 1.01)
        tracker.add(start + Vector(dx: 999, dy: 0), at: 0.5)
        expectClose(tracker.velocity(), Vector(dx: 1000, dy: 0), relative: 0.01)
    }

    @Test func resetForgetsEverything() {
        var tracker = VelocityTracker()
        tracker.add(start, at: 1)
        tracker.add(start + Vector(dx: 10, dy: 0), at: 1.01)
        tracker.reset()
        #expect(tracker.samples.isEmpty && tracker.lastMotionTime == nil)
        #expect(tracker.velocity() == .zero)
    }

    @Test func neverNaNAndClampedOnArbitraryInput() {
        var rng = SplitMix(state: 7)
        let specials: [Double] = [
            .nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 0, 1e-300
        ]
        for _ in 0..<300 {
            var tracker = VelocityTracker()
            var t = Double.random(in: 0...10, using: &rng)
            for _ in 0..<Int.random(in: 0...20, using: &rng) {
                func value() -> Double {
                    Bool.random(using: &rng)
                        ? specials.randomElement(using: &rng)! : Double.random(in: -1e6...1e6, using: &rng)
                }
                t += Bool.random(using: &rng) ? Double.random(in: 0...0.02, using: &rng) : value()
                tracker.add(Point(x: value(), y: value()), at: t)
            }
            let v = tracker.velocity(at: Bool.random(using: &rng) ? nil : t + Double.random(in: 0...0.1, using: &rng))
            #expect(v.isFinite)
            #expect(v.length <= tracker.maximumSpeed * (1 + 1e-12))
        }
    }
}
