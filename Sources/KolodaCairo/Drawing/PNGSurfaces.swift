import CCairo
import KolodaCompositing

// PNG reading and writing for the surface-owning types of this module (CairoImage, export).

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
                guard CBytes.copy(r.bytes, from: r.offset, count: n, to: data) else { return CAIRO_STATUS_READ_ERROR }
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
                w.bytes.append(contentsOf: CBytes.copy(from: data, count: Int(length)))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(writer).toOpaque())
    }
    return status == CAIRO_STATUS_SUCCESS ? writer.bytes : nil
}
