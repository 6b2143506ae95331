// The trace check's native recorder (scripts/wasm-check.sh): plays a recorded session through the web glue
// (`WebAPI`, the functions the wasm exports call) on the native engine, with imports that write what they receive,
// and prints the trace. `trace.mjs` plays the same session through koloda.wasm under Node with imports that write the
// same lines; the two traces must be equal byte for byte. Numbers are written as their IEEE 754 bits in hex, so equal
// text means equal values.
@_spi(Fronts) import KolodaCore

#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

@main
struct TraceRecorder {
    @MainActor static var lines: [String] = []
    @MainActor static var requested = false
    /// Imports applied, and whether the calls from inside an event and a question were made (once each).
    @MainActor static var applies = 0
    @MainActor static var reentered = false
    @MainActor static var askedInside = false
    /// True when the line being played returned an error code.
    @MainActor static var rejected = false
    /// The lines whose rejected call changed the deck.
    @MainActor static var failures: [String] = []

    @MainActor static func main() {
        guard CommandLine.arguments.count == 2, let session = readSession(CommandLine.arguments[1]) else {
            print("usage: KolodaWebTrace SESSION")
            return
        }
        WebAPI.imports = recordingImports()
        for line in session.split(separator: "\n", omittingEmptySubsequences: false) {
            let words = line.split(separator: " ").map(String.init)
            guard let name = words.first, !name.hasPrefix("#") else { continue }
            lines.append("> " + words.joined(separator: " "))
            let before = look()
            play(name, words.dropFirst().map(number))
            if rejected, let before, before != look() { failures.append(String(line)) }
            rejected = false
            lines.append("state \(WebAPI.currentIndex) \(WebAPI.count) \(WebAPI.isAnimating) \(WebAPI.wantsFrames)")
        }
        print(lines.joined(separator: "\n"))
        for line in failures { print("a rejected call changed the deck: \(line)") }
        if !failures.isEmpty { exit(1) }
    }

    /// What a rejected call must leave as it was: the deck's model, settings, size and cards (every card's pose;
    /// the session makes its bad calls while nothing moves, so only the clock, which input moves, may change).
    @MainActor static func look() -> Look? {
        guard let deck = WebAPI.current?.deck else { return nil }
        // Building the scene asks the delegate's questions: not part of the session, so not written.
        let written = lines.count
        defer { lines.removeSubrange(written...) }
        return Look(model: deck.model, settings: deck.settings, cards: deck.scene.cards, size: deck.size)
    }

    struct Look: Equatable {
        var model: DeckModel
        var settings: KolodaSettings
        var cards: [CardPose]
        var size: Size
    }

    static func hex(_ x: Double) -> String { String(x.bitPattern, radix: 16) }

    static func number(_ word: String) -> Double { word == "nan" ? .nan : Double(word) ?? .nan }

    static func readSession(_ path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = fread(&chunk, 1, chunk.count, file)
            if n == 0 { break }
            bytes += chunk[0..<n]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @MainActor static func recordingImports() -> WebImports {
        WebImports(
            apply: { pointer, count in
                lines.append("apply " + (0..<count).map { hex(pointer[$0]) }.joined(separator: " "))
                applies += 1
                // A call from inside apply is refused (the plan buffer is being read).
                if applies == 100 { inside("apply", WebAPI.swipe(0, 0, 0)) }
            },
            requestFrames: {
                requested = true
                lines.append("request")
            },
            stopFrames: {
                requested = false
                lines.append("stop")
            },
            event: { kind, index, direction, value, flag, time in
                lines.append("event \(kind) \(index) \(direction) \(hex(value)) \(flag) \(hex(time))")
                if kind == 12 { lines.append("message " + message()) }
                // A call from inside a notification applies; its events follow this one's.
                if kind == 6 && index == 5 && !reentered {
                    reentered = true
                    inside("event", WebAPI.swipe(1, 0, time))
                    inside("event", WebAPI.destroy())
                }
            },
            allowedDirections: { index in
                let answer: Int32 = index % 3 == 0 ? 15 : -1
                lines.append("ask allowed \(index) \(answer)")
                // A mutating call from inside a question is rejected.
                if !askedInside {
                    askedInside = true
                    inside("question", WebAPI.show(0, 0, 0))
                }
                return answer
            },
            shouldSwipe: { index, direction in
                let answer: Int32 = direction == 2 ? 0 : -1
                lines.append("ask swipe \(index) \(direction) \(answer)")
                return answer
            },
            thresholdRatio: {
                lines.append("ask threshold")
                return 0.8
            })
    }

    @MainActor static func message() -> String {
        String(decoding: UnsafeBufferPointer(start: WebAPI.message.bytes, count: WebAPI.message.count), as: UTF8.self)
    }

    /// Writes the result of a call made from inside an import.
    @MainActor static func inside(_ place: String, _ code: Int32) {
        lines.append("inside \(place) = \(code)")
        if code < 0 { lines.append("message " + message()) }
    }

    @MainActor static func result(_ code: Int32) {
        lines.append("= \(code)")
        if code < 0 {
            rejected = true
            lines.append("message " + message())
        }
    }
}
