import Benchmark
import Foundation
@_spi(Fronts) import KolodaCore

// Motion fidelity: measured, not timed. The figure is computed once per run (deterministic) and reported as a custom
// metric in parts per million (ppm). It drives the deck through its public API only; the figures that need the
// engine's animation internals (completion frames against POP's solver, the return spring against its closed form)
// are computed and asserted by KolodaCoreTests (CompletionTimingTests, MotionTests).

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
            let steps = 12
            let dt = 1.0 / 120
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

func motionBenchmarks() {
    let speedJump = BenchmarkMetric.custom("speed jump at release (ppm)", useScalingFactor: false)
    let velocityJump = BenchmarkMetric.custom("velocity jump at release (ppm)", useScalingFactor: false)
    Benchmark("Motion: release velocity jump (fly-out)", configuration: computed([speedJump, velocityJump])) {
        benchmark in
        onMain(benchmark) { benchmark in
            let jump = measureReleaseJump()
            benchmark.measurement(speedJump, Int((jump.speed * 1e6).rounded()))
            benchmark.measurement(velocityJump, Int((jump.velocity * 1e6).rounded()))
        }
    }
}
