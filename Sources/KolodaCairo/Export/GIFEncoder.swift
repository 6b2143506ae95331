import CCairo
import CGif
import Glibc
import KolodaCompositing

/// Streams frame buffers into an animated GIF file with giflib: one global 256-colour palette (a fixed
/// colour cube plus greys, ordered dithering), a per-frame delay (cs), looping forever by default.
/// Translucent pixels are composited over an opaque background first. After the first frame only the
/// rectangle that changed is stored.
///
/// Call `addFrame` for each frame, then `finish()` (also done, ignoring errors, on deinit).
public final class GIFEncoder {
    /// Width of the animation (px).
    public let width: Int
    /// Height of the animation (px).
    public let height: Int
    /// The colour translucent pixels are composited over.
    public let background: CairoColor
    /// Whether ordered dithering is applied when quantizing.
    public let dithering: Bool
    /// Frames written so far.
    public private(set) var frameCount = 0

    /// giflib's handle on the file, closed by ``finish()`` or at the end (ignoring errors).
    private let gif: CObjectBox<GifFileType>
    private var previous: [UInt8] = []
    private var current: [UInt8]

    /// Creates the file at `path` for `width` × `height` px frames. `loopCount` 0 loops forever;
    /// otherwise the animation plays that many extra times.
    public init(
        path: String, width: Int, height: Int, loopCount: Int = 0, background: CairoColor = .white,
        dithering: Bool = true
    ) throws(ExportError) {
        guard width > 0, height > 0, width <= 65535, height <= 65535 else {
            throw .invalidSize(width: width, height: height)
        }
        self.width = width
        self.height = height
        self.background = background.withAlpha(1)
        self.dithering = dithering
        self.current = [UInt8](repeating: 0, count: width * height)
        var err: Int32 = 0
        // giflib's EGifOpenFileName creates files readable by their owner only (0600); open with the usual 0644.
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw .gif(code: Int(E_GIF_ERR_OPEN_FAILED), message: "cannot open \(path) for writing") }
        guard
            let gif = CObjectBox(
                adopting: { EGifOpenFileHandle(fd, &err) },
                release: {
                    var ignored: Int32 = 0
                    EGifCloseFile($0, &ignored)
                })
        else {
            close(fd)
            throw Self.gifError(err)
        }
        self.gif = gif
        try gif.with { gif throws(ExportError) in
            EGifSetGifVersion(gif, true)
            let colors = GIFPalette.colors.map { GifColorType(Red: $0.0, Green: $0.1, Blue: $0.2) }
            let map = CBytes.withAddress(of: colors) { GifMakeMapObject(256, $0) }
            defer { GifFreeMapObject(map) }
            guard EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, map) == GIF_OK else { throw fail() }
            // NETSCAPE2.0 application extension: loop count (0 = forever).
            var app = Array("NETSCAPE2.0".utf8)
            var loop: [UInt8] = [1, UInt8(loopCount & 0xFF), UInt8((loopCount >> 8) & 0xFF)]
            guard EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE) == GIF_OK,
                EGifPutExtensionBlock(gif, Int32(app.count), &app) == GIF_OK,
                EGifPutExtensionBlock(gif, Int32(loop.count), &loop) == GIF_OK,
                EGifPutExtensionTrailer(gif) == GIF_OK
            else { throw fail() }
        }
    }

    /// Appends a frame shown for `delayCentiseconds` (1/100 s; clamped to 0…65535).
    /// The frame must be `width` × `height` px.
    public func addFrame(_ frame: FrameBuffer, delayCentiseconds: Int) throws(ExportError) {
        guard gif.isOpen else { throw .finished }
        guard frame.width == width, frame.height == height else {
            throw .frameSizeMismatch(expected: [width, height], got: [frame.width, frame.height])
        }
        quantize(frame)
        // The changed rectangle (the whole frame the first time).
        var x0 = 0
        var y0 = 0
        var x1 = width - 1
        var y1 = height - 1
        if !previous.isEmpty {
            x0 = width
            y0 = height
            x1 = -1
            y1 = -1
            for y in 0..<height {
                let row = y * width
                var first = -1
                var last = -1
                for x in 0..<width where current[row + x] != previous[row + x] {
                    if first < 0 { first = x }
                    last = x
                }
                if first >= 0 {
                    x0 = min(x0, first)
                    x1 = max(x1, last)
                    y0 = min(y0, y)
                    y1 = y
                }
            }
            if x1 < 0 {
                x0 = 0
                y0 = 0
                x1 = 0
                y1 = 0
            }  // unchanged: a 1-px no-op image keeps the delay
        }
        var gcb = GraphicsControlBlock(
            DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false,
            DelayTime: Int32(max(0, min(65535, delayCentiseconds))),
            TransparentColor: NO_TRANSPARENT_COLOR)
        var ext = [UInt8](repeating: 0, count: 4)
        let n = EGifGCBToExtension(&gcb, &ext)
        let w = x1 - x0 + 1
        let h = y1 - y0 + 1
        let described = gif.with { gif in
            EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(n), ext) == GIF_OK
                && EGifPutImageDesc(gif, Int32(x0), Int32(y0), Int32(w), Int32(h), false, nil) == GIF_OK
        }
        guard described else { throw fail() }
        // Each line `w` px from (x0, y): inside `current` (width × height), as x1 < width and y1 < height.
        for y in y0...y1 {
            let ok = CBytes.withMutableAddress(of: &current, at: y * width + x0, count: w) { line in
                gif.with { EGifPutLine($0, line, Int32(w)) == GIF_OK }
            }
            guard ok else { throw fail() }
        }
        swap(&previous, &current)
        if current.isEmpty { current = [UInt8](repeating: 0, count: width * height) }
        frameCount += 1
    }

    /// Writes the trailer and closes the file. Further `addFrame` calls throw `.finished`.
    public func finish() throws(ExportError) {
        let closed = gif.close { gif in
            var err: Int32 = 0
            return (ok: EGifCloseFile(gif, &err) == GIF_OK, error: err)
        }
        guard let closed else { return }  // already finished
        guard closed.ok else { throw Self.gifError(closed.error) }
    }

    /// Writes `frames` (all the same size) to an animated GIF at `path`, each shown `delayCentiseconds`.
    public static func write(
        frames: [FrameBuffer], delayCentiseconds: Int, to path: String,
        loopCount: Int = 0, background: CairoColor = .white
    ) throws(ExportError) {
        guard let first = frames.first else { throw .invalidSize(width: 0, height: 0) }
        let encoder = try GIFEncoder(
            path: path, width: first.width, height: first.height,
            loopCount: loopCount, background: background)
        for f in frames { try encoder.addFrame(f, delayCentiseconds: delayCentiseconds) }
        try encoder.finish()
    }

    private func quantize(_ frame: FrameBuffer) {
        let bgR = Int(background.r * 255 + 0.5)
        let bgG = Int(background.g * 255 + 0.5)
        let bgB = Int(background.b * 255 + 0.5)
        let dither = dithering
        let w = width
        let h = height
        guard let pixels = frame.flushedMemory(), pixels.width >= w, pixels.height >= h else { return }
        // The index buffer, held uniquely while it is written (no copy, no exclusivity check per pixel).
        var out: [UInt8] = []
        swap(&out, &current)
        defer { swap(&out, &current) }
        for y in 0..<h {
            let row = y * pixels.stride
            for x in 0..<w {
                let p = pixels[row + x]
                let a = Int(p >> 24)
                let ia = 255 - a
                // Premultiplied over opaque background: c + bg·(1 − a).
                let r = Int((p >> 16) & 0xFF) + (bgR * ia + 127) / 255
                let g = Int((p >> 8) & 0xFF) + (bgG * ia + 127) / 255
                let b = Int(p & 0xFF) + (bgB * ia + 127) / 255
                out[y * w + x] = GIFPalette.index(
                    r: min(255, r), g: min(255, g), b: min(255, b),
                    x: x, y: y, dither: dither)
            }
        }
    }

    private func fail() -> ExportError {
        Self.gifError(gif.isOpen ? gif.with { $0.pointee.Error } : 0)
    }

    private static func gifError(_ code: Int32) -> ExportError {
        let msg = GifErrorString(code).map { String(cString: $0) } ?? "unknown giflib error"
        return .gif(code: Int(code), message: msg)
    }
}
