import Testing

@testable import KolodaSDL

/// `FrameStatistics`: pure arithmetic on recorded (time, CPU) samples; no clock is read.
struct FrameStatisticsTests {
    @Test func percentileIsNearestRank() {
        let values = (1...10).map(Double.init)
        #expect(FrameStatistics.percentile(50, of: values) == 5)
        #expect(FrameStatistics.percentile(90, of: values) == 9)
        #expect(FrameStatistics.percentile(91, of: values) == 10)
        #expect(FrameStatistics.percentile(99, of: values) == 10)
        #expect(FrameStatistics.percentile(0, of: values) == 1)
        #expect(FrameStatistics.percentile(100, of: values) == 10)
        #expect(FrameStatistics.percentile(250, of: values) == 10)
        #expect(FrameStatistics.percentile(50, of: [7]) == 7)
        #expect(FrameStatistics.percentile(50, of: []) == nil)
    }

    @Test func missedRefreshesRoundToWholePeriods() {
        let r = 1.0 / 60
        #expect(FrameStatistics.missedRefreshes(interval: r, refreshInterval: r) == 0)
        #expect(FrameStatistics.missedRefreshes(interval: 1.4 * r, refreshInterval: r) == 0)
        #expect(FrameStatistics.missedRefreshes(interval: 1.6 * r, refreshInterval: r) == 1)
        #expect(FrameStatistics.missedRefreshes(interval: 3 * r, refreshInterval: r) == 2)
        #expect(FrameStatistics.missedRefreshes(interval: .infinity, refreshInterval: r) == 0)
    }

    @Test func animationAndIdleAreCountedApart() {
        var stats = FrameStatistics(refreshInterval: 0.02, idleGap: 0.1)
        // An animation of 5 presents 20 ms apart, one of them late (40 ms), each interval costing 10 ms of CPU.
        let times = [1.00, 1.02, 1.04, 1.08, 1.10]
        for (i, t) in times.enumerated() { stats.recordPresent(at: t, cpuSeconds: 0.5 + 0.01 * Double(i)) }
        // A second, after 1 s of idle in which 5 ms of CPU were used, then a still screen until 3.1 s.
        stats.recordPresent(at: 2.10, cpuSeconds: 0.545)
        stats.close(at: 3.10, cpuSeconds: 0.546)

        #expect(stats.presentCount == 6)
        #expect(stats.animationIntervals.count == 4)
        #expect(abs(stats.animationSeconds - 0.10) < 1e-9)
        #expect(abs(stats.framesPerSecond - 40) < 1e-6)
        #expect(stats.missedVSyncs == 1)
        #expect(abs((stats.intervalPercentile(50) ?? 0) - 0.02) < 1e-9)
        #expect(abs((stats.intervalPercentile(90) ?? 0) - 0.04) < 1e-9)
        #expect(abs(stats.animationCPULoad - 0.4) < 1e-6)
        #expect(stats.idlePresentCount == 1)
        #expect(abs(stats.idleSeconds - 2.0) < 1e-9)
        #expect(abs(stats.idleCPULoad - 0.003) < 1e-6)
        #expect(abs(stats.idlePresentsPerSecond - 0.5) < 1e-9)
    }

    @Test func loneRedrawsOfAStillScreenAreIdlePresents() {
        var stats = FrameStatistics(refreshInterval: 1.0 / 60, idleGap: 0.1)
        for i in 0..<5 { stats.recordPresent(at: Double(i) * 0.25, cpuSeconds: 0) }  // 4 redraws a second
        stats.close(at: 1.25, cpuSeconds: 0)
        #expect(stats.idlePresentCount == 4, "every redraw after the window's first picture")
        #expect(abs(stats.idlePresentsPerSecond - 3.2) < 1e-9)
        #expect(stats.animationIntervals.isEmpty)
    }

    @Test func samplesGoingBackInTimeAreIgnored() {
        var stats = FrameStatistics()
        stats.recordPresent(at: 2, cpuSeconds: 1)
        stats.recordPresent(at: 1, cpuSeconds: 1)
        stats.recordPresent(at: .nan, cpuSeconds: 1)
        #expect(stats.presentCount == 1)
        #expect(stats.animationIntervals.isEmpty)
        #expect(stats.framesPerSecond == 0)
        #expect(stats.intervalPercentile(90) == nil)
    }

    @Test func framesHeldUntilARefreshAreTimedByItAndTheirPresentsCostIsKeptApart() {
        var stats = FrameStatistics(refreshInterval: 0.02, idleGap: 0.1)
        // Refreshes 20 ms apart; each present returns 1, 3, 2 and 4 ms after its refresh.
        let shown = [1.00, 1.02, 1.04, 1.06]
        let cost = [0.001, 0.003, 0.002, 0.004]
        for i in shown.indices { stats.recordPresent(shownAt: shown[i], returnedAt: shown[i] + cost[i], cpuSeconds: 0) }
        #expect(stats.animationIntervals.allSatisfy { abs($0 - 0.02) < 1e-9 }, "\(stats.animationIntervals)")
        let returns = [0.022, 0.019, 0.022]
        #expect(zip(stats.returnIntervals, returns).allSatisfy { abs($0 - $1) < 1e-9 }, "\(stats.returnIntervals)")
        #expect(stats.returnIntervals.count == 3)
        #expect(
            zip(stats.presentDurations, cost.dropFirst()).allSatisfy { abs($0 - $1) < 1e-9 },
            "\(stats.presentDurations)")
        #expect(abs((stats.presentDurationPercentile(90) ?? 0) - 0.004) < 1e-9)
        #expect(abs((stats.returnIntervalPercentile(90) ?? 0) - 0.022) < 1e-9)
        // A return time before the refresh counts as the refresh: no negative duration.
        stats.recordPresent(shownAt: 1.08, returnedAt: 1.07, cpuSeconds: 0)
        #expect(stats.presentDurations.last == 0)
    }

    @Test func reportNamesEveryFigure() {
        var stats = FrameStatistics(refreshInterval: 1.0 / 60)
        for i in 0..<61 { stats.recordPresent(at: Double(i) / 60, cpuSeconds: Double(i) * 0.004) }
        let report = stats.report(peakResidentBytes: 50 * 1_048_576)
        #expect(report.contains("frames: 61 (60 while animating over 1.00 s)"))
        #expect(report.contains("fps: 60.0"))
        #expect(report.contains("frame interval p50/p90/p99: 16.67 / 16.67 / 16.67 ms"))
        #expect(report.contains("present return interval p50/p90/p99: 16.67 / 16.67 / 16.67 ms"))
        #expect(report.contains("present duration after the refresh p50/p90/p99: 0.00 / 0.00 / 0.00 ms"))
        #expect(report.contains("missed vsyncs: 0"))
        #expect(report.contains("cpu while animating: 0.240 s/s"))
        #expect(report.contains("peak memory: 50.0 MB"))
    }
}
