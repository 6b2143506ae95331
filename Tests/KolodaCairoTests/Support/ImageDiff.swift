import CCairo

@testable import KolodaCairo
@testable import KolodaCompositing

/// Per-channel differences between two same-sized ARGB32 images (premultiplied bytes).
struct ImageDiff: CustomStringConvertible {
    /// Mean absolute channel difference over every channel of every pixel (0…255).
    var mean: Double
    /// Largest channel difference (0…255).
    var max: Int
    /// Pixels with any channel differing by more than 8.
    var differingPixels: Int

    var description: String { "mean \(mean), max \(max), \(differingPixels) px differ by > 8" }

    /// Compares two image surfaces; `nil` when their sizes differ.
    static func compare(_ a: OpaquePointer, _ b: OpaquePointer) -> ImageDiff? {
        cairo_surface_flush(a)
        cairo_surface_flush(b)
        let w = Int(cairo_image_surface_get_width(a))
        let h = Int(cairo_image_surface_get_height(a))
        guard w == Int(cairo_image_surface_get_width(b)), h == Int(cairo_image_surface_get_height(b)),
            let da = cairo_image_surface_get_data(a), let db = cairo_image_surface_get_data(b)
        else { return nil }
        let sa = Int(cairo_image_surface_get_stride(a))
        let sb = Int(cairo_image_surface_get_stride(b))
        var total = 0
        var worst = 0
        var differing = 0
        for y in 0..<h {
            let ra = UnsafeRawPointer(da + y * sa).assumingMemoryBound(to: UInt32.self)
            let rb = UnsafeRawPointer(db + y * sb).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w where ra[x] != rb[x] {
                var pixelWorst = 0
                for shift in stride(from: 0, through: 24, by: 8) {
                    let d = abs(Int((ra[x] >> UInt32(shift)) & 0xFF) - Int((rb[x] >> UInt32(shift)) & 0xFF))
                    total += d
                    pixelWorst = Swift.max(pixelWorst, d)
                }
                worst = Swift.max(worst, pixelWorst)
                if pixelWorst > 8 { differing += 1 }
            }
        }
        return ImageDiff(mean: Double(total) / Double(Swift.max(1, w * h * 4)), max: worst, differingPixels: differing)
    }

    /// Compares two frame buffers; `nil` when their sizes differ.
    static func compare(_ a: FrameBuffer, _ b: FrameBuffer) -> ImageDiff? { compare(a.surface, b.surface) }
}
