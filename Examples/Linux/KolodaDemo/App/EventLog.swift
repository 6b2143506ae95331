import Glibc
import KolodaCore

/// Appends the deck's events to a file as JSON Lines, one object per event, flushed after each line so a test
/// can read the file while the demo runs: `{"name":"didSwipeCardAt","index":1,"direction":"right","time":12.345}`
/// (absent fields are omitted; `time` is the engine time in seconds).
@MainActor
final class EventLog {
    private let file: UnsafeMutablePointer<FILE>
    /// Where the log is written.
    let path: String

    /// Opens `path` for appending; nil when it cannot be opened.
    init?(path: String) {
        guard let file = fopen(path, "a") else { return nil }
        self.file = file
        self.path = path
    }

    isolated deinit { fclose(file) }

    /// Writes one event as a line and flushes.
    func write(_ event: TimedEvent) {
        fputs(Self.json(event) + "\n", file)
        fflush(file)
    }

    /// The JSON object for `event`.
    static func json(_ event: TimedEvent) -> String {
        var fields = ["\"name\":\"\(event.event.name)\""]
        if let index = event.event.index { fields.append("\"index\":\(index)") }
        if let direction = event.event.direction { fields.append("\"direction\":\"\(direction.rawValue)\"") }
        fields.append("\"time\":\(decimal(event.time, places: 3))")
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// `value` with exactly `places` decimals, without Foundation.
    static func decimal(_ value: Double, places: Int) -> String {
        guard value.isFinite else { return "0" }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = Int((abs(value) * scale).rounded())
        let whole = scaled / Int(scale)
        let fraction = String(scaled % Int(scale))
        let sign = value < 0 && scaled != 0 ? "-" : ""
        return places == 0
            ? "\(sign)\(whole)" : "\(sign)\(whole)." + String(repeating: "0", count: places - fraction.count) + fraction
    }
}
