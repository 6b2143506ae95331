import CSDL2
import KolodaCairo
import KolodaCompositing

/// Presenting a persistent `FrameBuffer` by its damaged region.
extension SDLWindow {
    /// Shows `buffer` (ARGB32, the drawable's size in px), sending only `damage` (px) when the window already shows
    /// the previous frame: everything outside `damage` must be unchanged since the last present. `nil` sends all.
    ///
    /// Only the damaged rows go to the streaming texture (`SDL_UpdateTexture` with a rectangle). With SDL's software
    /// renderer, whose window surface keeps its pixels, the damaged rows are copied straight into that surface (no
    /// texture in between) and only they are sent to the display (`SDL_UpdateWindowSurfaceRects`); an empty `damage`
    /// then sends nothing, and the unchanged picture stays up (still counted as a frame shown, see ``statistics``).
    /// Other renderers copy the whole texture and present (their back buffer is undefined after a present). The first
    /// present after the window was (re)sized sends everything. When ``pacesPresents``, the frame is held until the
    /// next refresh time first, as a vsync'd present would be.
    /// - Returns: false when the window is closed or has no texture (nothing was shown).
    @discardableResult
    public func present(_ buffer: FrameBuffer, damage: PixelRect?) -> Bool {
        guard let renderer, let window, ensureTexture(), let texture else { return false }
        let size = textureSize
        let whole = PixelRect(x: 0, y: 0, width: min(size.width, buffer.width), height: min(size.height, buffer.height))
        let partial = screenHoldsTexture && damage != nil && buffer.width == size.width && buffer.height == size.height
        let region = partial ? (damage ?? whole).clamped(to: size) : whole
        // Every path below writes the window surface (the software renderer's target) or replaces the frame shown.
        surfaceWrittenByAnotherPath(sent: partial ? region : nil)
        if isSoftwareRenderer && partial, hasDirectSurface() {
            // The window surface holds the last frame: write the damaged rows straight into it and send just them.
            if !region.isEmpty {
                copyIntoWindowSurface(region, of: buffer)
            }
            let refreshTime = waitForRefresh()
            sendSurface(region, of: window)
            textureIsStale = true
            didPresent(refreshTime: refreshTime)
            return true
        }
        if !region.isEmpty {
            var rect = SDL_Rect(x: Int32(region.x), y: Int32(region.y), w: Int32(region.width), h: Int32(region.height))
            // `region` lies inside the buffer (`whole` is): SDL reads its rows from its first pixel on.
            guard let pixels = buffer.flushedMemory(),
                pixels.withAddress(
                    ofPixel: region.y * pixels.stride + region.x,
                    { SDL_UpdateTexture(texture, &rect, $0, Int32(pixels.bytesPerRow)) == 0 })
            else { return false }
        }
        let refreshTime = waitForRefresh()
        if isSoftwareRenderer && partial {
            // The window surface still holds the last frame: copy and send just the damaged region.
            if !region.isEmpty {
                var rect = SDL_Rect(
                    x: Int32(region.x), y: Int32(region.y), w: Int32(region.width), h: Int32(region.height))
                _ = SDL_RenderCopy(renderer, texture, &rect, &rect)
                _ = SDL_RenderFlush(renderer)
                if SDL_UpdateWindowSurfaceRects(window, &rect, 1) != 0 { SDL_RenderPresent(renderer) }
            }
        } else {
            _ = SDL_RenderCopy(renderer, texture, nil, nil)
            SDL_RenderPresent(renderer)
        }
        screenHoldsTexture = region == whole || partial
        textureIsStale = textureIsStale && region != whole
        didPresent(refreshTime: refreshTime)
        return true
    }

    /// True when ``present(_:damage:)`` itself holds each frame until the next refresh (see ``RefreshPacer``): vsync
    /// was asked for, the renderer does not wait for the vertical blank (SDL's software renderer, or no vsync), and
    /// there is a display (not SDL's `dummy` or `offscreen` driver, where nobody watches and tests run frames back to
    /// back).
    public var pacesPresents: Bool {
        guard vsyncRequested, isSoftwareRenderer || !isVSynced else { return false }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        return !["dummy", "offscreen"].contains(driver)
    }

    /// True for SDL's software renderer, whose output (the window surface) keeps its pixels between presents.
    var isSoftwareRenderer: Bool { rendererName == "software" }

    /// Shows the last frame again (after the window was exposed, its contents may be gone). Not a frame: the window
    /// surface of the software renderer is sent again as it is; other renderers copy the texture again.
    func representTexture() {
        guard let renderer, let texture, screenHoldsTexture else { return }
        if isSoftwareRenderer, let window {
            _ = SDL_RenderFlush(renderer)
            _ = SDL_UpdateWindowSurface(window)
            return
        }
        guard !textureIsStale else { return }
        _ = SDL_RenderCopy(renderer, texture, nil, nil)
        SDL_RenderPresent(renderer)
    }

    /// True when the software renderer's target, the window surface, can take frame buffer rows as they are (32-bit
    /// XRGB or ARGB); false otherwise (the texture path is used). Pending render commands are run first.
    func hasDirectSurface() -> Bool {
        guard let renderer, let window, let surface = SDL_GetWindowSurface(window), let format = surface.pointee.format,
            [SDL_PIXELFORMAT_RGB888.rawValue, SDL_PIXELFORMAT_ARGB8888.rawValue].contains(format.pointee.format),
            surface.pointee.pixels != nil
        else { return false }
        _ = SDL_RenderFlush(renderer)
        return true
    }

    /// Copies `region` (px) of `buffer` into the same place of the window surface (32 bits per pixel, see
    /// `hasDirectSurface()`), row by row.
    private func copyIntoWindowSurface(_ region: PixelRect, of buffer: FrameBuffer) {
        guard let window, let surface = SDL_GetWindowSurface(window) else { return }
        let size = PixelSize(width: Int(surface.pointee.w), height: Int(surface.pointee.h))
        let r = region.clamped(to: size).clamped(to: PixelSize(width: buffer.width, height: buffer.height))
        guard !r.isEmpty else { return }
        let locks = surface.pointee.flags & UInt32(SDL_RLEACCEL) != 0 || surface.pointee.locked != 0
        if locks { _ = SDL_LockSurface(surface) }
        defer { if locks { SDL_UnlockSurface(surface) } }
        guard let pixels = surface.pointee.pixels else { return }
        let target = PixelMemory(
            pixels, width: size.width, height: size.height, bytesPerRow: Int(surface.pointee.pitch))
        guard let source = buffer.flushedMemory() else { return }
        // `r` lies inside both.
        for row in r.y..<(r.y + r.height) {
            target.copy(r.width, from: source, at: row * source.stride + r.x, to: row * target.stride + r.x)
        }
    }
}
