import CSDL2
import KolodaCompositing

/// Drawing a whole frame straight into the window's streaming texture.
extension SDLWindow {
    /// Draws and shows one frame.
    ///
    /// Locks the streaming texture (recreated first if the drawable size changed) and calls `drawing` with it as a
    /// frame buffer of the drawable's size (px) at ``scaleFactor`` px per pt, valid during the call only (do not keep
    /// it); then unlocks, copies it to the window and presents (waiting for vsync when ``isVSynced``). The pixels are
    /// ARGB8888 premultiplied, Cairo's `CAIRO_FORMAT_ARGB32`. Their prior contents are undefined (SDL may hand out a
    /// fresh buffer): draw every pixel (a `Compositor` clears what it draws first). Alpha is ignored on screen.
    /// - Returns: false when the window is closed or SDL could not lock the texture (nothing was shown).
    @discardableResult
    public func presentFrame(drawing: (FrameBuffer) -> Void) -> Bool {
        lockedTexture { buffer in
            drawing(buffer)
            buffer.flush()
        }
    }

    /// Locks the streaming texture, calls `body` with it as a frame buffer (valid during the call only), unlocks it and
    /// presents it.
    func lockedTexture(_ body: (FrameBuffer) -> Void) -> Bool {
        guard let renderer, ensureTexture(), let texture else { return false }
        var pitch: Int32 = 0
        let lock = CBytes.receivingAddress { SDL_LockTexture(texture, nil, &$0, &pitch) }
        guard lock.result == 0, let pixels = lock.address else { return false }
        // The locked texture is `textureSize`, `pitch` bytes a row, until it is unlocked below: the frame buffer that
        // wraps it is not used after that (it is not handed out beyond `body`).
        let memory = PixelMemory(
            pixels, width: textureSize.width, height: textureSize.height, bytesPerRow: Int(pitch))
        if let buffer = FrameBuffer(wrapping: memory, scale: scaleFactor) {
            body(buffer)
        }
        SDL_UnlockTexture(texture)
        surfaceWrittenByAnotherPath(sent: nil)
        _ = SDL_RenderCopy(renderer, texture, nil, nil)
        screenHoldsTexture = true
        SDL_RenderPresent(renderer)
        didPresent()
        return true
    }
}
