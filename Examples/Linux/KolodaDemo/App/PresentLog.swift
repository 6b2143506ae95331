import Glibc

/// What a scripted session needs to count the refreshes a changed frame missed: the window's presents, the input the
/// loop took and the deck's frames, kept in memory while the demo runs (writing a line per frame would add a system
/// call to every frame being measured) and written to a file at exit, one line each, in the order they happened
/// (times in s, the window's `MonotonicClock`, `CLOCK_MONOTONIC_RAW`, 6 decimals):
/// - `shown returned`: a present, the refresh its frame was shown at and the time the present returned;
/// - `input time`: the app took an input event (pointer or key) from the loop;
/// - `tick time animating`: the deck made a frame; `animating` is 1 when an animation runs in it (the next refresh
///   has a new picture), else 0.
/// `scripts/present_log.py` reads it (see its header for what counts as a missed refresh).
@MainActor
final class PresentLog {
    /// One line of the log.
    enum Entry: Equatable {
        case present(shown: Double, returned: Double)
        case input(Double)
        case tick(Double, animating: Bool)
    }

    /// Where the log is written.
    let path: String
    /// The entries, in the order they were recorded.
    private(set) var entries: [Entry] = []

    /// A log to be written to `path`.
    init(path: String) {
        self.path = path
        entries.reserveCapacity(8_192)
    }

    /// Records one present.
    func record(shownAt shown: Double, returnedAt returned: Double) {
        entries.append(.present(shown: shown, returned: returned))
    }

    /// Records an input event the app took at `time` (s).
    func record(inputAt time: Double) {
        entries.append(.input(time))
    }

    /// Records a frame the deck made at `time` (s), `animating` or not.
    func record(tickAt time: Double, animating: Bool) {
        entries.append(.tick(time, animating: animating))
    }

    /// The file's text, one line per entry.
    var text: String {
        entries.map { entry in
            switch entry {
            case .present(let shown, let returned): "\(Self.time(shown)) \(Self.time(returned))\n"
            case .input(let time): "input \(Self.time(time))\n"
            case .tick(let time, let animating): "tick \(Self.time(time)) \(animating ? 1 : 0)\n"
            }
        }.joined()
    }

    /// Writes the file (replacing it); false when it cannot be written.
    func write() -> Bool {
        guard let file = fopen(path, "w") else { return false }
        defer { fclose(file) }
        return fputs(text, file) >= 0
    }

    private static func time(_ seconds: Double) -> String { EventLog.decimal(seconds, places: 6) }
}
