import Testing

@_spi(Fronts) @testable import KolodaCore

/// Independent reference: Bernstein form and plain bisection on the parameter.
private func bruteForceProgress(_ c: TimingCurve, _ fraction: Double) -> Double {
    func bernstein(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }
    var lo = 0.0
    var hi = 1.0
    for _ in 0..<200 {
        let mid = (lo + hi) / 2
        if bernstein(c.x1, c.x2, mid) < fraction { lo = mid } else { hi = mid }
    }
    return bernstein(c.y1, c.y2, (lo + hi) / 2)
}

@Suite("TimingCurve")
struct TimingCurveTests {
    static let presets: [TimingCurve] = [
        .default, .easeInEaseOut, .easeIn, .easeOut, .linear,
        TimingCurve(x1: 0.3, y1: -0.5, x2: 0.7, y2: 1.6)
    ]

    @Test func defaultCurveAtHalf() {
        let expected = bruteForceProgress(.default, 0.5)
        #expect(abs(expected - 0.8024) < 1e-4)
        #expect(abs(TimingCurve.default.progress(at: 0.5) - expected) < 1e-12)
    }

    @Test(arguments: 0..<6) func matchesBruteForceAndIsMonotone(index: Int) {
        let curve = Self.presets[index]
        #expect(curve.progress(at: 0) == 0)
        #expect(curve.progress(at: 1) == 1)
        #expect(curve.progress(at: -3) == 0 && curve.progress(at: 7) == 1 && curve.progress(at: .nan) == 0)
        var previousX = -1.0
        for i in 0...1000 {
            let f = Double(i) / 1000
            let p = curve.progress(at: f)
            #expect(abs(p - bruteForceProgress(curve, f)) < 1e-12, "fraction \(f)")
            // x(t) is monotone: progress is a function of the fraction; for curves with y in 0…1 it is monotone.
            if curve.y1 >= 0 && curve.y1 <= 1 && curve.y2 >= 0 && curve.y2 <= 1 {
                #expect(p >= previousX - 1e-15, "fraction \(f)")
            }
            previousX = p
        }
    }

    @Test func linearIsIdentity() {
        for i in 0...100 {
            let f = Double(i) / 100
            #expect(abs(TimingCurve.linear.progress(at: f) - f) < 1e-14)
            #expect(abs(TimingCurve.linear.slope(at: f) - 1) < 1e-12)
        }
    }

    @Test(arguments: 0..<6) func slopeMatchesFiniteDifference(index: Int) {
        let curve = Self.presets[index]
        let h = 1e-6
        for i in 1..<100 {
            let f = Double(i) / 100
            let numeric = (curve.progress(at: f + h) - curve.progress(at: f - h)) / (2 * h)
            #expect(abs(curve.slope(at: f) - numeric) < 1e-5 * max(1, abs(numeric)), "fraction \(f)")
        }
    }

    @Test func slopeAtEndPointsIsFinite() {
        // easeOut starts with x'(0) = y'(0) = 0: the limit is y2/x2.
        #expect(abs(TimingCurve.easeOut.slope(at: 0) - 1 / 0.58) < 1e-9)
        #expect(TimingCurve.easeIn.slope(at: 0) == 0)
        #expect(TimingCurve(x1: 0, y1: 0.5, x2: 1, y2: 1).slope(at: 0).isFinite)
    }

    @Test func controlPointsAreSanitised() {
        let c = TimingCurve(x1: -1, y1: .nan, x2: 2, y2: .infinity)
        #expect(c == TimingCurve(x1: 0, y1: 0, x2: 1, y2: 1))
    }
}
