import KolodaCompositing

// The public signature of this module that hands out a raw pointer, deprecated in favour of
// `presentFrame(drawing:)` and kept, forwarding, until the next major release (CONTRIBUTING.md, "Changing the public
// API"). Nothing else in the module spells a pointer type.

extension SDLWindow {
    /// Draws and shows one frame: `drawing` gets the pixels, width (px), height (px) and stride (bytes per row) of the
    /// locked streaming texture, as ``presentFrame(drawing:)`` hands them over as a frame buffer.
    @available(*, deprecated, message: "Use presentFrame(drawing:), which hands over a FrameBuffer")
    @discardableResult
    public func present(drawing: (UnsafeMutableRawPointer, Int, Int, Int) -> Void) -> Bool {
        lockedTexture { buffer in
            guard let pixels = buffer.flushedMemory() else { return }
            pixels.withAddress(ofPixel: 0) { drawing($0, buffer.width, buffer.height, buffer.bytesPerRow) }
            buffer.markDirty()
        }
    }
}
