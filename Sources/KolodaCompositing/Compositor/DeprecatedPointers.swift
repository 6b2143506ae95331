// The public signatures of this module that take or hand out raw pointers, each deprecated in favour of a safe one
// and kept, forwarding, until the next major release (CONTRIBUTING.md, "Changing the public API"). Nothing else in
// the module spells a pointer type outside its audited memory handles (`PixelMemory`, `CBytes`, `CObjectBox`).

extension FrameBuffer {
    /// Wraps external ARGB32 memory of `height` rows of `bytesPerRow` bytes (a multiple of 4, at least
    /// `width * 4`). `nil` for invalid dimensions. The memory must stay valid while the frame buffer exists.
    @available(
        *, deprecated,
        message: "Use FrameBuffer.wrapping(_:width:height:pixelsPerRow:scale:_:), or SDLWindow.presentFrame(drawing:)"
    )
    public convenience init?(
        wrapping pixels: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int, scale: Double = 1
    ) {
        self.init(
            wrapping: PixelMemory(pixels, width: width, height: height, bytesPerRow: bytesPerRow), scale: scale)
    }

    /// Calls `body` with the raw pixel rows (`height * bytesPerRow` bytes), after flushing Cairo.
    @available(*, deprecated, message: "Use pixelBytes (a copy), or premultipliedPixel(x:y:)")
    public func withPixels<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        guard let memory = flushedMemory() else { return try body(UnsafeRawBufferPointer(start: nil, count: 0)) }
        return try memory.withAddress(ofPixel: 0) {
            try body(UnsafeRawBufferPointer(start: $0, count: height * bytesPerRow))
        }
    }
}

extension PreparedLayerImage {
    /// Calls `body` with the pixels (premultiplied ARGB32, native-endian `0xAARRGGBB`) and the bytes per row.
    @available(*, deprecated, message: "Use pixelBytes and bytesPerRow")
    public func withPixels<R>(_ body: (UnsafeRawPointer, Int) throws -> R) rethrows -> R? {
        guard let memory = flushedMemory() else { return nil }
        return try memory.withAddress(ofPixel: 0) { try body($0, memory.bytesPerRow) }
    }
}
