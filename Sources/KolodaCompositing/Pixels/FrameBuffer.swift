import CCairo
import KolodaCore

/// A render target: an ARGB32 (premultiplied, native-endian `0xAARRGGBB`, i.e. SDL's ARGB8888 on
/// little-endian machines) pixel buffer of `width` × `height` px showing a deck of `size` pt at `scale`.
///
/// Either owns its memory or draws into memory of the caller's during one call: an array
/// (``wrapping(_:width:height:pixelsPerRow:scale:_:)``) or a locked SDL streaming texture. Not `Sendable`.
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

    /// Calls `body` with a frame buffer that draws straight into `pixels` (premultiplied ARGB32, native-endian
    /// `0xAARRGGBB`): `height` rows of `width` px, row `y` from element `y · pixelsPerRow` (default `width`), at
    /// `scale` px per pt. The frame buffer is valid during the call only: do not keep it. Returns `body`'s result, or
    /// `nil` (`body` not called) when a size is not positive, `pixelsPerRow` < `width`, or `pixels` holds fewer than
    /// `pixelsPerRow · height` elements.
    public static func wrapping<R>(
        _ pixels: inout [UInt32], width: Int, height: Int, pixelsPerRow: Int? = nil, scale: Double = 1,
        _ body: (FrameBuffer) throws -> R
    ) rethrows -> R? {
        let drawn = try PixelMemory.withMemory(
            of: &pixels, width: width, height: height, pixelsPerRow: pixelsPerRow ?? width
        ) { memory in try FrameBuffer(wrapping: memory, scale: scale).map(body) }
        return drawn ?? nil
    }

    /// Wraps `memory` (ARGB32, `bytesPerRow` a multiple of 4, at least `width · 4`); `nil` for invalid dimensions.
    /// The memory must stay valid, unchanged in size, while the frame buffer exists.
    package init?(wrapping memory: PixelMemory, scale: Double = 1) {
        guard memory.width > 0, memory.height > 0, memory.bytesPerRow >= memory.width * 4, memory.bytesPerRow % 4 == 0,
            let s = memory.makeSurface()
        else { return nil }
        self.surface = s
        self.width = memory.width
        self.height = memory.height
        self.bytesPerRow = memory.bytesPerRow
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

    /// Runs Cairo's pending drawing into the pixels (before another reader, such as SDL, takes them).
    package func flush() { cairo_surface_flush(surface) }

    /// The pixels, after flushing Cairo, for the Linux front's own copies; valid while the frame buffer exists.
    package func flushedMemory() -> PixelMemory? {
        cairo_surface_flush(surface)
        return PixelMemory(surface)
    }

    deinit { cairo_surface_destroy(surface) }
}
