import CCairo

/// A borrowed view of image memory (premultiplied ARGB32 pixels, or A8 bytes): the one place where the compositor
/// reads and writes raw memory. The blitters, the frame's bands, the shadow blur and the pixel scans address pixels
/// by index through it and never hold a pointer of their own. It does not own the memory: whoever made it keeps the
/// surface or buffer alive, unchanged in size, for as long as the handle is used.
///
/// Addressing: pixel index `i` is `y · stride + x` (`stride` = pixels per row); byte offset `o` is
/// `y · bytesPerRow + x`. Every accessor's precondition is that the pixels or bytes it touches lie in
/// `0 ..< height · stride` (pixels) or `0 ..< height · bytesPerRow` (bytes); debug builds check it, optimized builds
/// trust the caller (the callers' own bounds reasoning is written beside each call).
package struct PixelMemory: @unchecked Sendable {
    // Why unsafe memory at all: the render benchmarks (`Benchmarks/RenderBenchmarks`, the mid-drag frame at
    // 1080 × 1920 on one and two threads) draw every pixel of a turned card through the blitters' four-pixel loops,
    // which use 16-byte loads and stores with no bounds check, straight in Cairo's memory. Unsafe code is justified
    // only while those benchmarks show it: a safe path (`Span`, arrays) must be measured against them before it
    // replaces this one, and nothing new goes through here without such a measurement. The pointer arithmetic lives in
    // this file, to be reviewed in one place, and nowhere else in the compositor.
    //
    // Unchecked `Sendable`: the handle is shared by the threads that draw one frame's bands; each band writes only
    // its own disjoint rows of a destination and only reads its sources, and the compositor keeps every buffer alive
    // until all bands are drawn (`BandWorkers.run` returns only then).

    private let base: UnsafeMutableRawPointer
    /// Size (px).
    package let width: Int, height: Int
    /// Bytes from one row to the next (a multiple of 4 for ARGB32 memory).
    package let bytesPerRow: Int

    /// Pixels from one row to the next.
    @inline(__always) package var stride: Int { bytesPerRow &>> 2 }

    /// A handle on `height` rows of `bytesPerRow` bytes from `base`, which stay valid while the handle is used.
    package init(_ base: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int) {
        self.base = base
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
    }

    /// The memory of an image surface (ARGB32 or A8); `nil` when it has none. Cairo's pending drawing is not flushed:
    /// call `cairo_surface_flush` first where it matters.
    package init?(_ surface: OpaquePointer) {
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        self.init(
            UnsafeMutableRawPointer(data), width: Int(cairo_image_surface_get_width(surface)),
            height: Int(cairo_image_surface_get_height(surface)),
            bytesPerRow: Int(cairo_image_surface_get_stride(surface)))
    }

    /// Calls `body` with a handle on `pixels` as `height` rows of `width` px, `pixelsPerRow` apart, for the call only;
    /// `nil` (`body` not called) when a size is not positive, `pixelsPerRow` < `width`, or the array is too short.
    package static func withMemory<R>(
        of pixels: inout [UInt32], width: Int, height: Int, pixelsPerRow: Int, _ body: (PixelMemory) throws -> R
    ) rethrows -> R? {
        guard width > 0, height > 0, pixelsPerRow >= width, pixelsPerRow <= Int.max / 4 / height,
            pixels.count >= pixelsPerRow * height
        else { return nil }
        return try pixels.withUnsafeMutableBytes { raw in
            try body(PixelMemory(raw.baseAddress!, width: width, height: height, bytesPerRow: pixelsPerRow * 4))
        }
    }

    /// Whether the pixels `i ..< i + count` lie in the memory.
    @inline(__always) private func holds(_ i: Int, _ count: Int) -> Bool {
        i >= 0 && i &+ count <= height &* stride
    }

    /// Pixel `i`.
    @inline(__always) package subscript(i: Int) -> UInt32 {
        get {
            assert(holds(i, 1))
            return base.load(fromByteOffset: i &* 4, as: UInt32.self)
        }
        nonmutating set {
            assert(holds(i, 1))
            base.storeBytes(of: newValue, toByteOffset: i &* 4, as: UInt32.self)
        }
    }

    /// Pixels `i ..< i + 2` in one load.
    @inline(__always) package func two(at i: Int) -> SIMD2<UInt32> {
        assert(holds(i, 2))
        return base.loadUnaligned(fromByteOffset: i &* 4, as: SIMD2<UInt32>.self)
    }

    /// Pixels `i ..< i + 4` in one load.
    @inline(__always) package func four(at i: Int) -> SIMD4<UInt32> {
        assert(holds(i, 4))
        return base.loadUnaligned(fromByteOffset: i &* 4, as: SIMD4<UInt32>.self)
    }

    /// Stores pixels `i ..< i + 4` in one store.
    @inline(__always) package func store(_ pixels: SIMD4<UInt32>, at i: Int) {
        assert(holds(i, 4))
        base.storeBytes(of: pixels, toByteOffset: i &* 4, as: SIMD4<UInt32>.self)
    }

    /// Whether pixel `i` starts on a 16-byte boundary (a four-pixel load or store from it stays in one cache line).
    @inline(__always) package func isAligned16(at i: Int) -> Bool {
        UInt(bitPattern: base + i &* 4) & 15 == 0
    }

    /// Sets pixels `i ..< i + count` to `value`.
    package func fill(_ value: UInt32, at i: Int, count: Int) {
        guard count > 0 else { return }
        assert(holds(i, count))
        (base + i &* 4).bindMemory(to: UInt32.self, capacity: count).update(repeating: value, count: count)
    }

    /// Copies `count` pixels of `source` from its pixel `j` to pixels `i ..< i + count`.
    package func copy(_ count: Int, from source: PixelMemory, at j: Int, to i: Int) {
        guard count > 0 else { return }
        assert(holds(i, count) && source.holds(j, count))
        (base + i &* 4).copyMemory(from: source.base + j &* 4, byteCount: count &* 4)
    }

    /// Byte `o` (A8 memory).
    @inline(__always) package subscript(byte o: Int) -> UInt8 {
        get {
            assert(o >= 0 && o < height &* bytesPerRow)
            return base.load(fromByteOffset: o, as: UInt8.self)
        }
        nonmutating set {
            assert(o >= 0 && o < height &* bytesPerRow)
            base.storeBytes(of: newValue, toByteOffset: o, as: UInt8.self)
        }
    }

    /// A copy of every byte (`height · bytesPerRow`), row after row.
    package func bytes() -> [UInt8] {
        Array(UnsafeRawBufferPointer(start: base, count: height &* bytesPerRow))
    }

    /// Calls `body` with the address of pixel `i`, for a C call (a texture upload) that reads at most the memory from
    /// there to the end during the call and keeps no pointer.
    package func withAddress<R>(ofPixel i: Int, _ body: (UnsafeMutableRawPointer) throws -> R) rethrows -> R {
        precondition(holds(i, 0) && i < height &* stride)
        return try body(base + i &* 4)
    }

    /// A Cairo image surface of its own over this ARGB32 memory (for pixman's paints); the caller destroys it.
    package func makeSurface() -> OpaquePointer? {
        guard
            let s = cairo_image_surface_create_for_data(
                base.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height),
                Int32(bytesPerRow))
        else { return nil }
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(s)
            return nil
        }
        return s
    }

    /// The same 16 bytes read as other SIMD lanes (four ARGB pixels as `SIMD4<UInt32>`, as eight 16-bit channel pairs
    /// as `SIMD8<UInt16>`, signed or not): the blitters' one reinterpretation of lanes.
    // Why here: it is a read of memory (the value's own bytes) as another type, so it lives with the compositor's
    // other raw reads, to be reviewed in this file. Both types are SIMD vectors of plain integers (no references,
    // every bit pattern valid) and of the same size (checked); the optimizer makes it a register move, as the bitcast
    // it replaces was (the mid-drag render benchmark, alternated runs, in docs/architecture.md). Safe lane
    // conversions compile to shuffles inside the blitters' loops and were 12–45 % slower there.
    @inline(__always)
    static func reinterpret<From: SIMD, To: SIMD>(_ value: From, as _: To.Type) -> To
    where From.Scalar: FixedWidthInteger, To.Scalar: FixedWidthInteger {
        precondition(MemoryLayout<From>.size == MemoryLayout<To>.size)
        return withUnsafeBytes(of: value) { $0.loadUnaligned(as: To.self) }
    }
}
