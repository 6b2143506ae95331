import Benchmark
import Foundation
import KolodaCairo
import KolodaCompositing
import KolodaCore

// One benchmark sample = one frame (one closure call). Each frame of the drag benchmarks moves the drag first (the
// engine's tick is part of the frame), then renders into the same frame buffer, as a window host does.

@MainActor private var scenes: [String: BenchmarkScene] = [:]

@MainActor private func scene(_ key: String, scale: Double, naive: Bool = false) -> BenchmarkScene {
    if let s = scenes[key] { return s }
    let s = BenchmarkScene(scale: scale, naive: naive)
    scenes[key] = s
    return s
}

/// Two consecutive mid-drag frames for the GIF benchmark (made once on the main actor; only read afterwards, by the
/// benchmark runner's single thread).
nonisolated(unsafe) private var gifFrames: [FrameBuffer] = []

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal], timeUnits: .microseconds,
        warmupIterations: 5, maxDuration: .seconds(4), maxIterations: 400)

    for (label, scale) in [("540x960 @1x", 1.0), ("1080x1920 @2x", 2.0)] {
        Benchmark("Mid-drag frame \(label), cached") { _ in
            onMain {
                let s = scene("drag-cached-\(scale)", scale: scale)
                s.advanceDrag()
                s.render()
            }
        }
        Benchmark("Mid-drag frame \(label), cached, one thread") { _ in
            onMain {
                // The same frame with the rotated card sampled on the calling thread alone (its CPU time, which the
                // threaded frame spreads over the cores).
                let s = scene("drag-cached-one-thread-\(scale)", scale: scale)
                s.compositor.threadCount = 1
                s.advanceDrag()
                s.render()
            }
        }
        Benchmark("Mid-drag frame \(label), naive") { _ in
            onMain {
                let s = scene("drag-naive-\(scale)", scale: scale, naive: true)
                s.advanceDrag()
                s.view.rasterizer.removeAll()
                s.render()
            }
        }
        Benchmark("Past-threshold drag frame \(label), cached") { _ in
            onMain {
                // Dragged beyond the swipe threshold: the background cards rest, so they come from the backdrop.
                let s = scene("far-cached-\(scale)", scale: scale)
                s.advanceDrag(from: 220, to: 300)
                s.render()
            }
        }

        // A swiped card flying out (its flight and the cards moving up behind it), frame after frame; a new card is
        // rasterized when it enters at the back, once per swipe, as in an app.
        Benchmark("Fly-out frame \(label), cached") { _ in
            onMain {
                let s = scene("fly-cached-\(scale)", scale: scale)
                s.advanceFlyOut()
                s.render()
            }
        }
        Benchmark("Fly-out frame \(label), naive") { _ in
            onMain {
                let s = scene("fly-naive-\(scale)", scale: scale, naive: true)
                s.advanceFlyOut()
                s.view.rasterizer.removeAll()
                s.render()
            }
        }
        Benchmark("Resting frame \(label), unchanged") { _ in
            onMain { scene("rest-\(scale)", scale: scale).render() }
        }
        Benchmark("Resting frame \(label), full redraw") { _ in
            onMain {
                let s = scene("rest-full-\(scale)", scale: scale)
                s.renderer.setNeedsFullRedraw()
                s.render()
            }
        }
        Benchmark("Resting frame \(label), naive") { _ in
            onMain {
                let s = scene("rest-naive-\(scale)", scale: scale, naive: true)
                s.view.rasterizer.removeAll()
                s.render()
            }
        }
    }
    // The frame a swipe begins in, which brings the next card in at the back (its raster, and its shadow from the
    // bake shared by every card of its size), measured alone; the fly-out that follows is run unmeasured.
    Benchmark("Card-entering frame 1080x1920 @2x", configuration: .init(maxIterations: 100)) { benchmark in
        onMain { scene("enter-2", scale: 2).settle() }
        benchmark.startMeasurement()
        onMain {
            let s = scene("enter-2", scale: 2)
            s.swipeRight()
            s.render()
        }
        benchmark.stopMeasurement()
    }
    Benchmark("Rasterize one card @2x") { _ in
        onMain {
            let s = scene("raster-2", scale: 2)
            let card = s.koloda(s.view, viewForCardAt: 0)
            card.frame = Rect(x: 0, y: 0, width: 460, height: 620)
            blackHole(CardRasterizer(scale: 2).raster(for: card))
        }
    }
    Benchmark("Encode one GIF frame 540x960") { benchmark in
        if gifFrames.isEmpty {
            onMain {
                let s = scene("gif-1", scale: 1)
                var frames: [FrameBuffer] = []
                for _ in 0..<2 {
                    s.advanceDrag()
                    frames.append(
                        s.view.renderFrame(
                            size: BenchmarkScene.canvas, background: CairoColor(hex: 0xF2F2F7),
                            origin: BenchmarkScene.origin))
                }
                gifFrames = frames
            }
        }
        let encoder = try? GIFEncoder(path: NSTemporaryDirectory() + "koloda-bench.gif", width: 540, height: 960)
        try? encoder?.addFrame(gifFrames[0], delayCentiseconds: 3)  // first frame: the whole canvas
        benchmark.startMeasurement()
        try? encoder?.addFrame(gifFrames[1], delayCentiseconds: 3)  // measured: a mid-drag frame after another
        benchmark.stopMeasurement()
        try? encoder?.finish()
    }
}
