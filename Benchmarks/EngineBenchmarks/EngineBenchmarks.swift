import Benchmark
import Foundation
@_spi(Fronts) import KolodaCore

// Engine, scale and motion-fidelity benchmarks. See BENCHMARKS.md.
//
// The timed benchmarks run `benchmark.scaledIterations` operations per sample (scaling factor 1,000 for the
// sub-microsecond ones), inside one hop to the main actor, between `startMeasurement()` and `stopMeasurement()`:
// the hop and the set-up are not measured. Read the per-operation figures with `--scale` (the tables in
// BENCHMARKS.md are per operation).
//
// `KOLODA_BENCH_SMOKE=1` shortens every benchmark to a few samples (scripts/bench-smoke.sh).

let isSmoke = ProcessInfo.processInfo.environment["KOLODA_BENCH_SMOKE"] != nil

/// Samples of `count` operations each: warm up, then up to 2 s or 200 samples (a handful in a smoke run).
func timed(_ scaling: BenchmarkScalingFactor, metrics: [BenchmarkMetric] = [.wallClock, .cpuTotal, .mallocCountTotal])
    -> Benchmark.Configuration
{
    .init(
        metrics: metrics, timeUnits: .nanoseconds, warmupIterations: isSmoke ? 1 : 3, scalingFactor: scaling,
        maxDuration: .seconds(isSmoke ? 1 : 2), maxIterations: isSmoke ? 3 : 200)
}

/// One sample per run: for figures that are computed, not timed.
func computed(_ metrics: [BenchmarkMetric]) -> Benchmark.Configuration {
    .init(metrics: metrics, warmupIterations: 0, maxDuration: .seconds(10), maxIterations: 1)
}

// The decks live across samples (made on the main actor, used only from it).
@MainActor private var decks: [String: BenchDeck] = [:]
@MainActor private func bench(_ key: String, _ make: () -> BenchDeck) -> BenchDeck {
    if let d = decks[key] { return d }
    let d = make()
    decks[key] = d
    return d
}

let benchmarks: @Sendable () -> Void = {
    engineBenchmarks()
    scaleBenchmarks()
    motionBenchmarks()
}

// MARK: - 1. Engine

func engineBenchmarks() {
    for visible in [3, 10] {
        // One drag update: a sample in (`dragChanged`), the scene out (`tick`), as a host does each frame.
        Benchmark("Engine: drag update, \(visible) visible cards", configuration: timed(.kilo)) { benchmark in
            onMain(benchmark) { benchmark in
                let b = bench("drag-\(visible)") {
                    let b = BenchDeck(count: 20, visible: visible)
                    b.beginDrag()
                    return b
                }
                var step = 0
                // Warm-up inside the sample: storage reused from the previous frame is in place.
                for _ in 0..<4 {
                    step += 1
                    b.time += 1.0 / 120
                    try? b.deck.dragChanged(b.dragSample(step: step))
                    blackHole(b.tick())
                }
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    step += 1
                    b.time += 1.0 / 120
                    try? b.deck.dragChanged(b.dragSample(step: step))
                    blackHole(b.tick())
                }
                benchmark.stopMeasurement()
            }
        }
    }

    // One drag frame as a front makes it: the sample through the presenter (the clock moves, the drag applies), then
    // the display refresh's frame with its view plan (the card views to load, place and remove).
    Benchmark("Presenter: drag frame, 10 visible cards", configuration: timed(.kilo)) { benchmark in
        onMain(benchmark) { benchmark in
            let b = bench("presenter-drag-10") {
                let b = BenchDeck(count: 20, visible: 10)
                b.beginDrag()
                return b
            }
            var step = 0
            @MainActor func frame() {
                step += 1
                b.time += 1.0 / 120
                let sample = b.dragSample(step: step)
                b.presenter.update(at: b.time) { try? $0.dragChanged(sample) }
                blackHole(b.presenter.makeFrame(at: b.time))
            }
            for _ in 0..<4 { frame() }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { frame() }
            benchmark.stopMeasurement()
        }
    }

    // One tick while three cards animate: just after a swipe in a three-card deck, the swiped card flies out and the
    // two others move up a slot.
    Benchmark("Engine: tick, 3 cards animating", configuration: timed(.kilo)) { benchmark in
        onMain(benchmark) { benchmark in
            let b = bench("tick-3") { BenchDeck(count: 3, visible: 3) }
            // Set-up (not measured): bring the card back, settle, swipe, let the animations run 50 ms.
            if !b.deck.history.isEmpty { b.deck.revertAction() }
            b.advance(10)
            b.deck.swipe(.right)
            b.advance(0.05)
            // 1,000 ticks 10 µs apart: the animations are mid-way throughout (the background move lasts 0.2 s).
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                b.time += 0.000_01
                blackHole(b.tick())
            }
            benchmark.stopMeasurement()
        }
    }

    // A full swipe cycle: commit (`swipe`), the deck advances, then frames at 60 Hz until everything has settled.
    Benchmark("Engine: swipe cycle (commit, advance, settle at 60 Hz)", configuration: timed(.one)) { benchmark in
        onMain(benchmark) { benchmark in
            let b = bench("cycle") { BenchDeck(count: 1_000, visible: 3, loop: true) }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                b.deck.swipe(.right)
                b.settle()
            }
            benchmark.stopMeasurement()
        }
    }

    // One frame of a drag in SwiftUI's `KolodaStack`, as its model sees it: the gesture's sample (`dragChanged`),
    // the display frame (`frame(at:)`, the cards' poses), a publication check after each, and the poses read by the
    // view that draws them. The finger swings 80 pt either side, so the drag never ends.
    Benchmark("SwiftUI stack: drag frame (sample, frame, publications)", configuration: timed(.kilo)) { benchmark in
        onMain(benchmark) { benchmark in
            let model = stackModel()
            let start = model.deck.frameForCard(at: 0).center
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                stackStep += 1
                let now = 1 + Double(stackStep) / 120
                let location = start + Vector(dx: 80 * sin(Double(stackStep) / 20), dy: 0)
                model.dragChanged(start: start, location: location, sampleTime: now, now: now)
                blackHole(model.takePublication())
                model.frame(at: now)
                blackHole(model.takePublication())
                blackHole(model.poses.count)
            }
            benchmark.stopMeasurement()
        }
    }
}

/// A 20-item stack model, sized and settled, holding a drag that began on its front card; kept across samples.
@MainActor private var stack: KolodaStackModel<Int>?
@MainActor private var stackStep = 0
@MainActor private func stackModel() -> KolodaStackModel<Int> {
    if let stack { return stack }
    let model = KolodaStackModel(items: Array(0..<20))
    model.resize(to: Size(width: 460, height: 660))
    for frame in 0...60 { model.frame(at: Double(frame) / 60) }
    let start = model.deck.frameForCard(at: 0).center
    model.dragChanged(start: start, location: start + Vector(dx: 12, dy: 0), sampleTime: 1, now: 1)
    stack = model
    return model
}

// MARK: - 2. Scale

func scaleBenchmarks() {
    for count in [10, 1_000, 1_000_000] {
        let label = count.formatted()
        // One swipe: commit, advance, and one frame after the flight (the cards have settled, the next is shown).
        Benchmark("Scale: swipe, \(label) cards", configuration: timed(.kilo)) { benchmark in
            onMain(benchmark) { benchmark in
                let b = bench("swipe-\(count)") {
                    let b = BenchDeck(count: count, visible: 3, loop: true)
                    b.deck.undoLimit = 100
                    return b
                }
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    b.deck.swipe(.right)
                    b.advance(1)
                }
                benchmark.stopMeasurement()
            }
        }

        // Insert 10 cards in the middle of the deck and remove them again (animated), with 100 swipes in the history.
        Benchmark("Scale: insert + remove 10 cards, \(label) cards", configuration: timed(.kilo)) { benchmark in
            onMain(benchmark) { benchmark in
                let b = bench("insert-\(count)") {
                    let b = BenchDeck(count: count, visible: 3, loop: true)
                    for _ in 0..<100 {
                        b.deck.swipe(.right)
                        b.advance(1)
                    }
                    return b
                }
                let at = count / 2
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    b.source.count += 10
                    try? b.deck.insertCards(at: at..<at + 10)
                    b.source.count -= 10
                    try? b.deck.removeCards(at: at..<at + 10, animated: true)
                }
                benchmark.stopMeasurement()
                b.advance(1)
            }
        }

        // Memory: load a deck, swipe 100 cards (undo history kept), insert and remove a range. Growth of the resident
        // set (from /proc/self/statm) and of the heap (requested bytes not freed), measured while the deck is alive,
        // after the same scenario has run once on another deck (so code pages and allocator pools are warm).
        let resident = BenchmarkMetric.custom("resident growth (KB)", useScalingFactor: false)
        Benchmark(
            "Scale: memory, load and swipe 100, \(label) cards",
            configuration: computed([resident, .memoryLeakedBytes, .mallocCountTotal])
        ) { benchmark in
            onMain(benchmark) { benchmark in
                @MainActor func scenario() -> BenchDeck {
                    let b = BenchDeck(count: count, visible: 3, loop: true)
                    for _ in 0..<100 {
                        b.deck.swipe(.right)
                        b.advance(1)
                    }
                    b.source.count += 10
                    try? b.deck.insertCards(at: count / 2..<count / 2 + 10)
                    b.source.count -= 10
                    try? b.deck.removeCards(at: count / 2..<count / 2 + 10, animated: true)
                    b.advance(1)
                    return b
                }
                blackHole(scenario())
                let residentBefore = residentBytes()
                benchmark.startMeasurement()
                let b = scenario()
                benchmark.stopMeasurement()
                benchmark.measurement(resident, (residentBytes() - residentBefore) / 1024)
                blackHole(b)
            }
        }
    }
}
