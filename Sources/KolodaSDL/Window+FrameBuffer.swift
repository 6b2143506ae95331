import CSDL2
import KolodaCairo

/// Presenting a persistent `FrameBuffer` by its damaged region.
extension Window {
    /// Shows `buffer` (ARGB32, the drawable's size in px), sending only `damage` (px) when the window already shows
    /// the previous frame: everything outside `damage` must be unchanged since the last present. `nil` sends all.
    ///
    /// Only the damaged rows go to the streaming texture (`SDL_UpdateTexture` with a rectangle). With SDL's software
    /// renderer, whose window surface keeps its pixels, only the damaged region is copied to that surface and only it
    /// is sent to the display (`SDL_UpdateWindowSurfaceRects`); an empty `damage` then sends nothing, and the
    /// unchanged picture stays up (still counted as a frame shown, see ``statistics``). Other renderers copy the whole
    /// texture and present (their back buffer is undefined after a present). The first present after the window
    /// was (re)sized sends everything. When ``pacesPresents``, the frame is held until the next refresh time first, as
    /// a vsync'd present would be.
    /// - Returns: false when the window is closed or has no texture (nothing was shown).
    @discardableResult
    public func present(_ buffer: FrameBuffer, damage: PixelRect?) -> Bool {
        guard let renderer, let window, ensureTexture(), let texture else { return false }
        let size = textureSize
        let whole = PixelRect(x: 0, y: 0, width: min(size.width, buffer.width), height: min(size.height, buffer.height))
        let partial = screenHoldsTexture && damage != nil && buffer.width == size.width && buffer.height == size.height
        let region = partial ? (damage ?? whole).clamped(to: size) : whole
        if !region.isEmpty {
            var rect = SDL_Rect(x: Int32(region.x), y: Int32(region.y), w: Int32(region.width), h: Int32(region.height))
            let uploaded = buffer.withPixels { pixels -> Bool in
                guard let base = pixels.baseAddress else { return false }
                let start = base + region.y * buffer.bytesPerRow + region.x * 4
                return SDL_UpdateTexture(texture, &rect, start, Int32(buffer.bytesPerRow)) == 0
            }
            guard uploaded else { return false }
        }
        let paced = pacesPresents
        if paced { RefreshPacer.waitUntil(pacer.refreshTime(forPresentReadyAt: MonotonicClock.now())) }
        if isSoftwareRenderer && partial {
            // The window surface still holds the last frame: copy and send just the damaged region.
            if !region.isEmpty {
                var rect = SDL_Rect(x: Int32(region.x), y: Int32(region.y), w: Int32(region.width), h: Int32(region.height))
                _ = SDL_RenderCopy(renderer, texture, &rect, &rect)
                _ = SDL_RenderFlush(renderer)
                if SDL_UpdateWindowSurfaceRects(window, &rect, 1) != 0 { SDL_RenderPresent(renderer) }
            }
        } else {
            _ = SDL_RenderCopy(renderer, texture, nil, nil)
            SDL_RenderPresent(renderer)
        }
        screenHoldsTexture = region == whole || partial
        didPresent()
        lastPresentWasPaced = paced
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

    /// Shows the texture again as it is (after the window was exposed, its contents may be gone). Not a frame.
    func representTexture() {
        guard let renderer, let texture, screenHoldsTexture else { return }
        _ = SDL_RenderCopy(renderer, texture, nil, nil)
        SDL_RenderPresent(renderer)
    }
}
