import Glibc
import KolodaCompositing
import KolodaCore

/// Records what a `KolodaView` shows, frame by frame, headless: to an animated GIF and/or to numbered PNG files.
///
/// Drive the view (`tick(now:)`, drags, swipes) and call `capture()` after each step. Frames are kept in memory
/// (`frames`) unless `streamGIF(to:delayCentiseconds:)` was called first, in which case each capture is encoded
/// straight into the GIF and not kept, so long recordings use constant memory.
@MainActor
public final class DeckRecorder {
    /// The recorded view.
    public let view: KolodaView
    /// The canvas (pt).
    public let canvasSize: Size
    /// Device pixels per point.
    public let scale: Double
    /// The colour the canvas is cleared to (also what translucent pixels are flattened onto in a GIF).
    public let background: CairoColor
    /// Where the deck's origin sits in the canvas (pt).
    public let origin: Point
    /// The kept frames, in capture order (empty while streaming to a GIF).
    public private(set) var frames: [FrameBuffer] = []
    /// The number of `capture()` calls so far, kept or streamed.
    public private(set) var captureCount = 0

    private let compositor: Compositor
    private var stream: (encoder: GIFEncoder, delay: Int)?

    /// Creates a recorder of `view` on a `canvasSize` (pt) canvas at `scale` px per pt, cleared to `background`,
    /// with the deck's origin at `origin` (pt).
    public init(
        view: KolodaView, canvasSize: Size, scale: Double = 1, background: CairoColor = .white, origin: Point = .zero
    ) {
        self.view = view
        self.canvasSize = canvasSize
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.background = background
        self.origin = origin
        self.compositor = Compositor(backgroundColor: background)
    }

    /// The canvas width (px): `canvasSize.width × scale`, rounded up, at least 1.
    public var pixelWidth: Int { canvasSize.isDrawable ? Int((canvasSize.width * scale).rounded(.up)) : 1 }
    /// The canvas height (px): `canvasSize.height × scale`, rounded up, at least 1.
    public var pixelHeight: Int { canvasSize.isDrawable ? Int((canvasSize.height * scale).rounded(.up)) : 1 }

    /// From now on, encodes every capture into an animated GIF at `path` (each frame shown `delayCentiseconds`, 1/100
    /// s) instead of keeping it. Frames already kept are written first. Call `finish()` to close the file.
    /// - Throws: `ExportError` when the file cannot be created or a kept frame cannot be encoded.
    public func streamGIF(to path: String, delayCentiseconds: Int) throws(ExportError) {
        try finish()
        let encoder = try GIFEncoder(path: path, width: pixelWidth, height: pixelHeight, background: background)
        for frame in frames { try encoder.addFrame(frame, delayCentiseconds: delayCentiseconds) }
        frames.removeAll()
        stream = (encoder, delayCentiseconds)
    }

    /// Renders the view's current scene into a new frame (every card with the view's `filterAtRest`) and keeps it, or
    /// encodes it when streaming to a GIF.
    /// - Throws: `ExportError` only when streaming and the GIF frame cannot be written.
    public func capture() throws(ExportError) {
        let frame = FrameBuffer(width: pixelWidth, height: pixelHeight, scale: scale)
        view.renderStill(into: frame, compositor: compositor, origin: origin, filter: view.filterAtRest)
        captureCount += 1
        if let stream {
            try stream.encoder.addFrame(frame, delayCentiseconds: stream.delay)
        } else {
            frames.append(frame)
        }
    }

    /// Closes the streamed GIF, if any (kept frames are unaffected).
    /// - Throws: `ExportError.gif` when giflib cannot finish the file.
    public func finish() throws(ExportError) {
        guard let stream else { return }
        self.stream = nil
        try stream.encoder.finish()
    }

    /// Writes the kept frames to an animated GIF at `path`, each shown `delayCentiseconds` (1/100 s), looping forever.
    /// - Throws: `ExportError.invalidSize` when no frame is kept; `ExportError.gif` on a giflib failure.
    public func writeGIF(to path: String, delayCentiseconds: Int) throws(ExportError) {
        try GIFEncoder.write(frames: frames, delayCentiseconds: delayCentiseconds, to: path, background: background)
    }

    /// Writes each kept frame as a PNG into `directory` (created if missing), named `frame-0000.png`, `frame-0001.png`,
    /// … (zero-padded to at least four digits, so names sort in capture order). Returns the paths written.
    /// - Throws: `ExportError.cairo` when the directory cannot be created or a file cannot be written.
    @discardableResult
    public func writeFrames(toDirectory directory: String) throws(ExportError) -> [String] {
        if mkdir(directory, 0o755) != 0 && errno != EEXIST {
            throw .cairo("cannot create directory \(directory): \(String(cString: strerror(errno)))")
        }
        let digits = max(4, String(max(0, frames.count - 1)).count)
        var paths: [String] = []
        for (i, frame) in frames.enumerated() {
            let number = String(i)
            let name = "frame-" + String(repeating: "0", count: max(0, digits - number.count)) + number + ".png"
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            try PNGWriter.write(frame, to: path)
            paths.append(path)
        }
        return paths
    }
}
