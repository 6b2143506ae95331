/// A plain-text report of ``FrameStatistics``, as `koloda-demo --stats` prints it.
extension FrameStatistics {
    /// Lines of `key: value` text: presents, frames per second while animating, p50/p90/p99 frame interval (ms,
    /// between the times frames were shown), the same between present returns, p50/p90/p99 present duration after
    /// the refresh (ms), missed vertical blanks, CPU seconds per second while animating and idle, idle presents per
    /// second and, when given, the peak resident memory (`peakResidentBytes`, shown in MB).
    public func report(peakResidentBytes: Int? = nil) -> String {
        func ms(_ percentile: (Double) -> Double?) -> String {
            [50.0, 90, 99].map { percentile($0).map { format($0 * 1000, 2) } ?? "-" }.joined(separator: " / ")
        }
        var lines = [
            "frames: \(presentCount) (\(animationIntervals.count) while animating over \(format(animationSeconds, 2)) "
                + "s)",
            "fps: \(format(framesPerSecond, 1))",
            "frame interval p50/p90/p99: \(ms(intervalPercentile)) ms",
            "present return interval p50/p90/p99: \(ms(returnIntervalPercentile)) ms",
            "present duration after the refresh p50/p90/p99: \(ms(presentDurationPercentile)) ms",
            "missed vsyncs: \(missedVSyncs) (refresh \(format(refreshInterval * 1000, 2)) ms)",
            "cpu while animating: \(format(animationCPULoad, 3)) s/s",
            "idle: \(format(idleSeconds, 2)) s, \(format(idlePresentsPerSecond, 2)) presents/s, cpu "
                + "\(format(idleCPULoad, 4)) s/s"
        ]
        if let peakResidentBytes { lines.append("peak memory: \(format(Double(peakResidentBytes) / 1_048_576, 1)) MB") }
        return lines.joined(separator: "\n")
    }

    /// `value` with `digits` decimals (no Foundation).
    private func format(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return "\(value)" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        let whole = Int(scaled / scale)
        let fraction = Int(scaled) - whole * Int(scale)
        var text = "\(value < 0 && scaled > 0 ? "-" : "")\(whole)"
        if digits > 0 {
            let digitsText = String(fraction)
            text += "." + String(repeating: "0", count: digits - digitsText.count) + digitsText
        }
        return text
    }
}
