import CCairo
import KolodaCore

/// A render target: an ARGB32 (premultiplied, native-endian `0xAARRGGBB`, i.e. SDL's ARGB8888 on
/// little-endian machines) pixel buffer of `width` × `height` px showing a deck of `size` pt at `scale`.
///
/// Either owns its memory or wraps external memory (e.g. a locked SDL streaming texture); in the latter
/// case the memory must outlive the frame buffer. Not `Sendable`.
public final class FrameBuffer {
    /// The `cairo_surface_t *` (an image surface). Owned by the frame buffer: do not destroy it.
    public let surface: OpaquePointer
    /// Width (px).
    public let width: Int
    /// Height (px).
    public let height: Int
    /// Bytes from one row to the next.
    public let bytesPerRow: Int
    /// Device pixels per point.
    public let scale: Double

    /// The area shown (pt): the pixel size divided by `scale`.
    public var size: Size { Size(width: Double(width) / scale, height: Double(height) / scale) }

    /// Allocates a transparent frame buffer of `width` × `height` px (each at least 1) at `scale` px per pt.
    public init(width: Int, height: Int, scale: Double = 1) {
        guard let s = makeARGBSurface(width: width, height: height) else {
            fatalError("FrameBuffer: cannot allocate a \(width)×\(height) px surface")
        }
        self.surface = s
        self.width = Int(cairo_image_surface_get_width(s))
        self.height = Int(cairo_image_surface_get_height(s))
        self.bytesPerRow = Int(cairo_image_surface_get_stride(s))
        self.scale = scale > 0 && scale.isFinite ? scale : 1
    }

    /// Wraps external ARGB32 memory of `height` rows of `bytesPerRow` bytes (a multiple of 4, at least
    /// `width * 4`). `nil` for invalid dimensions. The memory must stay valid while the frame buffer exists.
    public init?(wrapping pixels: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int, scale: Double = 1)
    {
        guard width > 0, height > 0, bytesPerRow >= width * 4, bytesPerRow % 4 == 0,
            let s = cairo_image_surface_create_for_data(
                pixels.assumingMemoryBound(to: UInt8.self),
                CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(bytesPerRow))
        else { return nil }
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(s)
            return nil
        }
        self.surface = s
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.scale = scale > 0 && scale.isFinite ? scale : 1
    }

    /// Fills every pixel with `color` (replacing, not blending).
    public func fill(_ color: CairoColor) {
        guard let cr = cairo_create(surface) else { return }
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgba(cr, color.r, color.g, color.b, color.a)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
    }

    /// Tells Cairo the pixels were modified outside Cairo.
    public func markDirty() { cairo_surface_mark_dirty(surface) }

    /// The premultiplied `0xAARRGGBB` value of pixel (x, y) (px); 0 outside.
    public func premultipliedPixel(x: Int, y: Int) -> UInt32 { premultipliedARGB(of: surface, x: x, y: y) }

    /// The straight-alpha colour of pixel (x, y) (px); clear outside.
    public func color(x: Int, y: Int) -> CairoColor { unpremultipliedColor(premultipliedPixel(x: x, y: y)) }

    /// A copy of the pixel rows (`height * bytesPerRow` bytes, premultiplied ARGB32), after flushing Cairo.
    public var pixelBytes: [UInt8] { flushedMemory()?.bytes() ?? [] }

    /// Calls `body` with the raw pixel rows (`height * bytesPerRow` bytes), after flushing Cairo.
    @available(*, deprecated, message: "Use pixelBytes (a copy), or premultipliedPixel(x:y:)")
    public func withPixels<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        guard let memory = flushedMemory() else { return try body(UnsafeRawBufferPointer(start: nil, count: 0)) }
        return try memory.withAddress(ofPixel: 0) {
            try body(UnsafeRawBufferPointer(start: $0, count: height * bytesPerRow))
        }
    }

    /// Runs Cairo's pending drawing into the pixels (before another reader, such as SDL, takes them).
    package func flush() { cairo_surface_flush(surface) }

    /// The pixels, after flushing Cairo, for the Linux front's own copies; valid while the frame buffer exists.
    package func flushedMemory() -> PixelMemory? {
        cairo_surface_flush(surface)
        return PixelMemory(surface)
    }

    deinit { cairo_surface_destroy(surface) }
}
