import Glibc
import KolodaCairo
import KolodaCore

/// Plays `DemoSession` headless — no window, no SDL — on a manual clock at 30 frames per second, through the
/// window host's input and frame path without the window (the app's `DeckCanvas`), and writes each frame to an
/// animated GIF and/or numbered PNG files.
@MainActor
enum Recorder {
    /// Frames per second of the simulation (and of `--frames`).
    static let framesPerSecond = 30.0
    /// Every how many simulated frames one goes into the GIF: 2, so the GIF plays at 15 frames per second, which
    /// halves its size (each moving frame stores the card's whole rectangle) and still reads as motion.
    static let gifFrameStride = 2
    /// The window size the session is laid out for (pt).
    static let windowSize = Size(width: 480, height: 800)

    /// Records the session. Prints where it wrote.
    /// - Throws: `ExportError` when a file cannot be written, `RecorderError` when the frames directory cannot be made.
    static func record(gifPath: String?, framesDirectory: String?, scale: Double, eventLog: EventLog?) throws {
        let app = DemoApp(windowSize: windowSize, now: 0, eventLog: eventLog, fastFilterWhileMoving: false)
        let script = DemoSession.script(for: app.layout, framesPerSecond: framesPerSecond)
        let width = Int((windowSize.width * scale).rounded())
        let height = Int((windowSize.height * scale).rounded())
        let gif = try gifPath.map { path throws(ExportError) in try GIFEncoder(path: path, width: width, height: height)
        }
        if let framesDirectory, mkdir(framesDirectory, 0o755) != 0, errno != EEXIST {
            throw RecorderError(message: "cannot create \(framesDirectory)")
        }
        let frameCount = Int((script.cursor * framesPerSecond).rounded(.up)) + 1
        var next = 0
        for frame in 0..<frameCount {
            let now = Double(frame) / framesPerSecond
            while next < script.events.count, script.events[next].time <= now + 1e-9 {
                let (time, event) = script.events[next]
                app.advance(to: time)  // the engine sees the input at the moment it happened
                app.handle(event)
                next += 1
            }
            // The window host's frame: one tick, the damaged region redrawn into the canvas's buffer.
            app.canvas.frame(now: now, width: width, height: height, scaleFactor: scale)
            guard let target = app.canvas.buffer else { continue }
            if frame % gifFrameStride == 0 { try gif?.addFrame(target, delayCentiseconds: gifDelay(after: frame)) }
            if let framesDirectory {
                try PNGWriter.write(target, to: framesDirectory + "/" + frameName(frame))
            }
        }
        try gif?.finish()
        if let gifPath { print("Recorded \(frameCount) frames (\(width)×\(height) px) to \(gifPath)") }
        if let framesDirectory { print("Wrote \(frameCount) PNG frames to \(framesDirectory)/") }
    }

    /// How long the GIF shows `frame` (cs): until the next frame it stores, rounded so that the delays add up to the
    /// session's own times (a frame every 6.67 cs is stored as 7, 6, 7, …).
    private static func gifDelay(after frame: Int) -> Int {
        func centiseconds(_ frame: Int) -> Int { Int((Double(frame) * 100 / framesPerSecond).rounded()) }
        return centiseconds(frame + gifFrameStride) - centiseconds(frame)
    }

    /// `frame-0001.png` for frame 0.
    private static func frameName(_ frame: Int) -> String {
        let number = String(frame + 1)
        return "frame-" + String(repeating: "0", count: max(0, 4 - number.count)) + number + ".png"
    }
}

/// The recorder could not prepare its output.
struct RecorderError: Error, CustomStringConvertible {
    /// What went wrong.
    var message: String
    var description: String { message }
}
