import Glibc

/// The times of a window's presents, kept in memory while the demo runs (writing a line per frame would add a system
/// call to every frame being measured) and written to a file at exit, one present per line:
/// `shown returned` (s, the window's `MonotonicClock`, `CLOCK_MONOTONIC_RAW`). A scripted session reads it to count the
/// presents and missed refreshes inside its own time windows.
@MainActor
final class PresentLog {
    /// Where the log is written.
    let path: String
    /// Shown and returned times (s), in the order of the presents.
    private(set) var presents: [(shown: Double, returned: Double)] = []

    /// A log to be written to `path`.
    init(path: String) {
        self.path = path
        presents.reserveCapacity(4_096)
    }

    /// Records one present.
    func record(shownAt shown: Double, returnedAt returned: Double) {
        presents.append((shown, returned))
    }

    /// The file's text: one `shown returned` line per present, each time with 6 decimals (µs).
    var text: String {
        presents.map { "\(EventLog.decimal($0.shown, places: 6)) \(EventLog.decimal($0.returned, places: 6))\n" }
            .joined()
    }

    /// Writes the file (replacing it); false when it cannot be written.
    func write() -> Bool {
        guard let file = fopen(path, "w") else { return false }
        defer { fclose(file) }
        return fputs(text, file) >= 0
    }
}
