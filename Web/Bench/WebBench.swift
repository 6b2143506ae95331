// The engine call in the web module against the same call natively (scripts/wasm-bench.sh): the page's two hot calls
// through the web glue (`WebAPI`), with imports that do nothing. `bench.mjs` runs the same loops in koloda.wasm under
// Node. Prints one line per scenario: its median (µs per operation) over the samples.
@_spi(Fronts) import KolodaCore

#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

@main
struct WebBench {
    static let samples = 200
    static let operations = 1000
    static let warmUp = 20_000

    @MainActor static func main() {
        WebAPI.imports = WebImports(
            apply: { _, _ in }, requestFrames: {}, stopFrames: {}, event: { _, _, _, _, _, _ in },
            allowedDirections: { _ in -1 }, shouldSwipe: { _, _ in -1 }, thresholdRatio: { .nan })
        print("drag update (pointer move + refresh), 10 visible cards: \(median(dragUpdate())) µs")
        print("refresh, 3 cards animating: \(median(refreshes())) µs")
    }

    /// A held drag: each operation moves the pointer (the card swings between 20 and 120 pt) and refreshes.
    @MainActor static func dragUpdate() -> [Double] {
        _ = WebAPI.create(width: 460, height: 660, count: 20, visible: 10, loop: 0, options: 0, now: 0)
        _ = WebAPI.pointerDown(230, 300, 1)
        var t = 1.0
        var k = 0
        func step() {
            t += 1.0 / 60
            k += 1
            _ = WebAPI.pointerMove(250 + Double(k % 100), 300, t)
            WebAPI.refresh(t)
        }
        for _ in 0..<warmUp { step() }
        return (0..<samples).map { _ in time(step) }
    }

    /// Each sample: a swipe in a 3-card deck, then 1,000 refreshes 10 µs apart from 50 ms after it (timed).
    @MainActor static func refreshes() -> [Double] {
        _ = WebAPI.create(width: 460, height: 660, count: 20, visible: 3, loop: 1, options: 0, now: 0)
        var start = 1.0
        var k = 0
        func refresh() {
            k += 1
            WebAPI.refresh(start + 0.05 + Double(k) * 1e-5)
        }
        var result: [Double] = []
        for sample in 0..<(samples + warmUp / operations) {
            start += 10
            k = 0
            _ = WebAPI.swipe(1, 0, start)
            let perOperation = time(refresh)
            if sample >= warmUp / operations { result.append(perOperation) }
        }
        return result
    }

    /// µs per call of `body`, over `operations` calls.
    static func time(_ body: () -> Void) -> Double {
        var begin = timespec()
        var end = timespec()
        clock_gettime(CLOCK_MONOTONIC, &begin)
        for _ in 0..<operations { body() }
        clock_gettime(CLOCK_MONOTONIC, &end)
        let ns = Double(end.tv_sec - begin.tv_sec) * 1e9 + Double(end.tv_nsec - begin.tv_nsec)
        return ns / 1000 / Double(operations)
    }

    static func median(_ values: [Double]) -> String {
        let sorted = values.sorted()
        let m = sorted[sorted.count / 2]
        return String(Double(Int(m * 1000)) / 1000)
    }
}
