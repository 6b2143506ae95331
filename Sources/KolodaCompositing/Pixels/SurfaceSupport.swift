import CCairo

// Helpers shared by the surface-owning types (CairoImage in KolodaCairo, RasterImage, FrameBuffer): `package`, for
// the Linux front's modules.

/// Creates an ARGB32 image surface of at least 1×1 px; `nil` if Cairo fails (e.g. out of memory).
package func makeARGBSurface(width: Int, height: Int) -> OpaquePointer? {
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
package func premultipliedARGB(of surface: OpaquePointer, x: Int, y: Int) -> UInt32 {
    cairo_surface_flush(surface)
    guard let pixels = PixelMemory(surface), x >= 0, y >= 0, x < pixels.width, y < pixels.height else { return 0 }
    let v = pixels[y * pixels.stride + x]
    return cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24 ? (v | 0xFF00_0000) : v
}

/// Converts a premultiplied `0xAARRGGBB` pixel to a straight-alpha colour.
package func unpremultipliedColor(_ p: UInt32) -> CairoColor {
    let a = Double(p >> 24) / 255
    guard a > 0 else { return .clear }
    let r = Double((p >> 16) & 0xFF) / 255
    let g = Double((p >> 8) & 0xFF) / 255
    let b = Double(p & 0xFF) / 255
    return CairoColor(r: min(1, r / a), g: min(1, g / a), b: min(1, b / a), a: a)
}
