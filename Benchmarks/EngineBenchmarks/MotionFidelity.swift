import Benchmark
import Foundation
import KolodaCheck  // SplitMix: seeded jitter, the same frame times in every run
import KolodaCore

// Motion fidelity: measured, not timed. Each figure is computed once per run (deterministic) and
// reported as a custom metric in integer units: parts per million (ppm) and micro-points (µpt).

/// What the release-velocity measurement found.
struct ReleaseJump {
    /// Largest |card speed − finger speed| / finger speed on the frame after release.
    var speed = 0.0
    /// Largest |card velocity − finger velocity| / finger speed (direction changes count too).
    var velocity = 0.0
}

/// A finger drags the front card at a constant velocity (pointer events at 120 Hz, frames at 120 Hz) for 0.1 s and
/// lets go; the card flies out. The card's velocity over the next 60 Hz frame is compared with the finger's.
/// Speeds 600…3,000 pt/s, in five directions.
@MainActor
func measureReleaseJump() -> ReleaseJump {
    var worst = ReleaseJump()
    for speed in [600.0, 1_200, 2_400, 3_000] {
        for angle in [0.0, 180, 20, -30, 160] {
            let radians = angle * Double.pi / 180
            let finger = Vector(dx: speed * cos(radians), dy: -speed * sin(radians))
            let b = BenchDeck(count: 10)
            let start = b.grab
            try? b.deck.pointerDown(at: start, time: b.time)
            b.tick()
            let steps = 12, dt = 1.0 / 120
            for step in 1...steps {
                b.time += dt
                try? b.deck.pointerMoved(to: start + finger * (Double(step) * dt), time: b.time)
                b.tick()
            }
            try? b.deck.pointerUp(at: start + finger * (Double(steps) * dt), time: b.time)
            let released = b.tick().scene
            guard let before = released.cards.last(where: { $0.isLeaving }) else { continue }  // not swiped: skip
            let next = b.advance(1.0 / 60).scene
            guard let after = next.cards.first(where: { $0.id == before.id }) else { continue }
            let card = (after.offset - before.offset) * 60
            worst.speed = max(worst.speed, abs(card.length - finger.length) / finger.length)
            worst.velocity = max(worst.velocity, (card - finger).length / finger.length)
        }
    }
    return worst
}

/// A card released short of the threshold springs back (Koloda's reset spring, from (100, −30) pt at
/// (−400, 120) pt/s). Frames at `hz`, each frame time jittered by ±50 % (seeded); returns the largest distance
/// (pt) between the card's offset and the exact spring at the frame times.
@MainActor
func measureSpringError(hz: Double) -> Double {
    let b = BenchDeck(count: 10)
    let release = Vector(dx: -400, dy: 120), x0 = Vector(dx: 100, dy: -30)
    _ = try? b.deck.dragBegan(DragSample(location: b.grab, translation: .zero, timestamp: b.time))
    for step in 1...6 {
        b.advance(1.0 / 60)
        let t = x0 * (Double(step) / 6)
        try? b.deck.dragChanged(DragSample(location: b.grab + t, translation: t, velocity: release, timestamp: b.time))
    }
    try? b.deck.dragEnded(DragSample(location: b.grab + x0, translation: x0, velocity: release, timestamp: b.time))
    let releasedAt = b.time
    var reference = Animated<Vector>(x0, threshold: .points)
    reference.animate(to: .zero, curve: .spring(.reset), at: 0, initialVelocity: release)
    let settleTime = reference.endTime
    var generator = SplitMix(state: UInt64(hz * 1000))
    var worst = 0.0
    while b.time - releasedAt < 1.5 {
        let scene = b.advance(Double.random(in: 0.5...1.5, using: &generator) / hz).scene
        guard let front = scene.cards.last(where: { $0.isInteractive }) else { return .infinity }
        let t = b.time - releasedAt
        var exact = Vector.zero
        if t < settleTime {
            exact = Vector(dx: Spring.reset.evaluate(displacement: x0.dx, velocity: release.dx, at: t).displacement,
                           dy: Spring.reset.evaluate(displacement: x0.dy, velocity: release.dy, at: t).displacement)
        }
        worst = max(worst, (front.offset - exact).length)
    }
    return worst
}

/// For each spring case (the five reference springs and Koloda's), the engine's completion frame at 60 Hz and
/// POP's settle frame (from the POP solver model), and the largest relative difference.
func measureCompletionFrames() -> (cases: [(name: String, pop: Int, engine: Int, settled: Int)], worst: Double) {
    var rows: [(name: String, pop: Int, engine: Int, settled: Int)] = []
    var worst = 0.0
    for c in PopSpringReference.cases {
        guard let pop = PopSpringReference.settleFrame(c.spring, displacement: c.displacement,
                                                       velocity: c.displacement.map { _ in 0 },
                                                       threshold: c.threshold.completion) else { continue }
        let engine = PopSpringReference.engineFrames(c)
        rows.append((c.name, pop, engine.complete, engine.settled))
        worst = max(worst, abs(Double(engine.complete - pop)) / Double(pop))
    }
    return (rows, worst)
}

func motionBenchmarks() {
    let completion = measureCompletionFrames()
    let completionMetrics = completion.cases.map {
        BenchmarkMetric.custom("\($0.name): engine frame (POP \($0.pop))", useScalingFactor: false)
    }
    let completionWorst = BenchmarkMetric.custom("largest |engine − POP| / POP (ppm)", useScalingFactor: false)
    Benchmark("Motion: completion frame vs POP (60 Hz)", configuration: computed(completionMetrics + [completionWorst])) {
        benchmark in
        for (row, metric) in zip(completion.cases, completionMetrics) { benchmark.measurement(metric, row.engine) }
        benchmark.measurement(completionWorst, Int((completion.worst * 1e6).rounded()))
    }

    let speedJump = BenchmarkMetric.custom("speed jump at release (ppm)", useScalingFactor: false)
    let velocityJump = BenchmarkMetric.custom("velocity jump at release (ppm)", useScalingFactor: false)
    Benchmark("Motion: release velocity jump (fly-out)", configuration: computed([speedJump, velocityJump])) { benchmark in
        onMain(benchmark) { benchmark in
            let jump = measureReleaseJump()
            benchmark.measurement(speedJump, Int((jump.speed * 1e6).rounded()))
            benchmark.measurement(velocityJump, Int((jump.velocity * 1e6).rounded()))
        }
    }

    let rates = [30.0, 60, 120, 144]
    let perRate = rates.map { BenchmarkMetric.custom("\(Int($0)) Hz jittered (µpt)", useScalingFactor: false) }
    let overall = BenchmarkMetric.custom("largest (µpt)", useScalingFactor: false)
    Benchmark("Motion: return spring vs exact, any frame rate", configuration: computed(perRate + [overall])) { benchmark in
        onMain(benchmark) { benchmark in
            var largest = 0.0
            for (hz, metric) in zip(rates, perRate) {
                let error = measureSpringError(hz: hz)
                largest = max(largest, error)
                benchmark.measurement(metric, Int((error * 1e6).rounded()))
            }
            benchmark.measurement(overall, Int((largest * 1e6).rounded()))
        }
    }
}
