import CCairo
import KolodaCompositing

/// Encodes frame buffers as PNG (via Cairo), to a file or to bytes.
public enum PNGWriter {
    /// Writes `frame` to a PNG file at `path` (ARGB with alpha).
    public static func write(_ frame: FrameBuffer, to path: String) throws(ExportError) {
        cairo_surface_flush(frame.surface)
        let status = cairo_surface_write_to_png(frame.surface, path)
        guard status == CAIRO_STATUS_SUCCESS else { throw .cairo(String(cString: cairo_status_to_string(status))) }
    }

    /// The PNG encoding of `frame` (via `cairo_surface_write_to_png_stream`).
    public static func data(of frame: FrameBuffer) throws(ExportError) -> [UInt8] {
        cairo_surface_flush(frame.surface)
        guard let bytes = pngBytes(of: frame.surface) else { throw .cairo("PNG stream encoding failed") }
        return bytes
    }
}
