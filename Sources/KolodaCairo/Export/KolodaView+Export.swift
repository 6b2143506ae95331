import KolodaCompositing
import KolodaCore

extension KolodaView {
    /// Renders the deck as it is now into a new frame buffer: a canvas of `size` (pt) at `scale` px per pt, cleared to
    /// `background`, with the deck's origin at `origin` (pt, in the canvas). Headless: no window is needed.
    ///
    /// The pixel size is `size × scale`, rounded up (at least 1 × 1 px). Every card is drawn with `filterAtRest`,
    /// moving or not (a still shows no motion to hide resampling noise), with shadows.
    public func renderFrame(
        size: Size, scale: Double = 1, background: CairoColor,
        origin: Point = .zero
    ) -> FrameBuffer {
        let s = scale > 0 && scale.isFinite ? scale : 1
        let w = size.isDrawable ? Int((size.width * s).rounded(.up)) : 1
        let h = size.isDrawable ? Int((size.height * s).rounded(.up)) : 1
        let frame = FrameBuffer(width: w, height: h, scale: s)
        renderStill(
            into: frame, compositor: Compositor(backgroundColor: background), origin: origin, filter: filterAtRest)
        return frame
    }

    /// The PNG encoding of `renderFrame(size:scale:background:origin:)` (canvas `size` in pt, `scale` px per pt,
    /// deck `origin` in pt).
    /// - Throws: `ExportError.cairo` when Cairo cannot encode the frame.
    public func pngData(size: Size, scale: Double = 1, background: CairoColor, origin: Point = .zero)
        throws(ExportError) -> [UInt8]
    {
        try PNGWriter.data(of: renderFrame(size: size, scale: scale, background: background, origin: origin))
    }

    /// Writes `renderFrame(size:scale:background:origin:)` to a PNG file at `path` (canvas `size` in pt, `scale` px per
    /// pt, deck `origin` in pt).
    /// - Throws: `ExportError.cairo` when the file cannot be written.
    public func writePNG(
        to path: String, size: Size, scale: Double = 1, background: CairoColor,
        origin: Point = .zero
    ) throws(ExportError) {
        try PNGWriter.write(renderFrame(size: size, scale: scale, background: background, origin: origin), to: path)
    }
}
