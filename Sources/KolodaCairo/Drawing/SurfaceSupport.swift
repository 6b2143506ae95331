import CCairo

// Internal helpers shared by the surface-owning types (CairoImage, RasterImage, FrameBuffer).

/// Creates an ARGB32 image surface of at least 1×1 px; `nil` if Cairo fails (e.g. out of memory).
func makeARGBSurface(width: Int, height: Int) -> OpaquePointer? {
    guard let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(max(1, width)), Int32(max(1, height))) else {
        return nil
    }
    guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
        cairo_surface_destroy(s)
        return nil
    }
    return s
}

/// The premultiplied `0xAARRGGBB` value of pixel (x, y) of an ARGB32 or RGB24 image surface; 0 outside it.
func premultipliedARGB(of surface: OpaquePointer, x: Int, y: Int) -> UInt32 {
    cairo_surface_flush(surface)
    let w = Int(cairo_image_surface_get_width(surface))
    let h = Int(cairo_image_surface_get_height(surface))
    guard x >= 0, y >= 0, x < w, y < h, let data = cairo_image_surface_get_data(surface) else { return 0 }
    let stride = Int(cairo_image_surface_get_stride(surface))
    let v = UnsafeRawPointer(data).load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
    return cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24 ? (v | 0xFF00_0000) : v
}

/// Converts a premultiplied `0xAARRGGBB` pixel to a straight-alpha colour.
func unpremultipliedColor(_ p: UInt32) -> CairoColor {
    let a = Double(p >> 24) / 255
    guard a > 0 else { return .clear }
    let r = Double((p >> 16) & 0xFF) / 255
    let g = Double((p >> 8) & 0xFF) / 255
    let b = Double(p & 0xFF) / 255
    return CairoColor(r: min(1, r / a), g: min(1, g / a), b: min(1, b / a), a: a)
}

/// Reads a PNG from memory into a new image surface; `nil` when the bytes are not a PNG Cairo can decode.
func surfaceFromPNG(bytes: [UInt8]) -> OpaquePointer? {
    final class Reader {
        var bytes: [UInt8]
        var offset = 0
        init(_ b: [UInt8]) { bytes = b }
    }
    let reader = Reader(bytes)
    let s = withExtendedLifetime(reader) { () -> OpaquePointer? in
        let ctx = Unmanaged.passUnretained(reader).toOpaque()
        return cairo_image_surface_create_from_png_stream(
            { closure, data, length in
                guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
                let r = Unmanaged<Reader>.fromOpaque(closure).takeUnretainedValue()
                let n = Int(length)
                guard r.offset + n <= r.bytes.count else { return CAIRO_STATUS_READ_ERROR }
                r.bytes.withUnsafeBufferPointer { buf in
                    data.update(from: buf.baseAddress! + r.offset, count: n)
                }
                r.offset += n
                return CAIRO_STATUS_SUCCESS
            }, ctx)
    }
    return validated(s)
}

/// Reads a PNG file into a new image surface; `nil` when the file is missing or not a PNG.
func surfaceFromPNG(path: String) -> OpaquePointer? {
    validated(cairo_image_surface_create_from_png(path))
}

private func validated(_ s: OpaquePointer?) -> OpaquePointer? {
    guard let s else { return nil }
    guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
        cairo_surface_destroy(s)
        return nil
    }
    return s
}

/// Encodes an image surface as PNG bytes; `nil` on a Cairo error.
func pngBytes(of surface: OpaquePointer) -> [UInt8]? {
    final class Writer { var bytes: [UInt8] = [] }
    let writer = Writer()
    let status = withExtendedLifetime(writer) { () -> cairo_status_t in
        cairo_surface_write_to_png_stream(
            surface,
            { closure, data, length in
                guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                let w = Unmanaged<Writer>.fromOpaque(closure).takeUnretainedValue()
                w.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(writer).toOpaque())
    }
    return status == CAIRO_STATUS_SUCCESS ? writer.bytes : nil
}
