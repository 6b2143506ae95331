import CSDL2
import KolodaCompositing

/// The window surface of SDL's software renderer as memory to composite into, and its present.
extension SDLWindow {
    /// The window surface's memory, for a compositor to draw a frame straight into (no copy from a buffer of its
    /// own), and what it is: ``DirectWindowSurface/identity`` changes whenever the memory may not hold what was last
    /// drawn into it. Nil when the window has no such surface: not SDL's software renderer, a surface that is not
    /// 32-bit XRGB or ARGB, one that must be locked (RLE), or one whose size is not ``drawableSize``. Pending
    /// render commands are run first. Show what was drawn with ``presentSurface(damage:)``.
    package func directSurface() -> DirectWindowSurface? {
        guard isSoftwareRenderer, let window, hasDirectSurface(), let surface = SDL_GetWindowSurface(window),
            let pixels = surface.pointee.pixels,
            // `SDL_MUSTLOCK`: only an RLE-encoded surface must be locked before its pixels are touched (SDL_surface.h).
            surface.pointee.flags & UInt32(SDL_RLEACCEL) == 0
        else { return nil }
        let size = PixelSize(width: Int(surface.pointee.w), height: Int(surface.pointee.h))
        let pitch = Int(surface.pointee.pitch)
        guard size == drawableSize, size.width > 0, size.height > 0, pitch >= size.width * 4, pitch % 4 == 0 else {
            return nil
        }
        // SDL keeps the surface, its pixels and its size until the window is resized (it makes another surface when
        // `SDL_GetWindowSurface` is next called then): the identity records all three and the other writers' count.
        return DirectWindowSurface(
            memory: PixelMemory(pixels, width: size.width, height: size.height, bytesPerRow: pitch),
            identity: DirectWindowSurface.Identity(
                surfaceAddress: Int(bitPattern: surface), pixelsAddress: Int(bitPattern: pixels), size: size,
                bytesPerRow: pitch, revision: surfaceRevision))
    }

    /// Records that a present other than ``presentSurface(damage:)`` wrote into the window surface or replaced the
    /// frame shown, sending `sent` (px) of it, or all of it when nil: a ``DirectWindowSurface`` taken before no longer
    /// holds the last frame drawn into it (its identity changes).
    func surfaceWrittenByAnotherPath(sent: PixelRect?) {
        surfaceRevision &+= 1
        lastSentRegion = sent
    }

    /// Sends `region` (px) of the window surface to the display, or the whole surface when SDL refuses the rectangle;
    /// an empty region sends nothing.
    func sendSurface(_ region: PixelRect, of window: OpaquePointer) {
        guard !region.isEmpty else { return }
        var rect = SDL_Rect(x: Int32(region.x), y: Int32(region.y), w: Int32(region.width), h: Int32(region.height))
        if SDL_UpdateWindowSurfaceRects(window, &rect, 1) != 0 { _ = SDL_UpdateWindowSurface(window) }
    }

    /// Shows the frame drawn straight into the window surface (``directSurface()``): sends `damage` (px) to the
    /// display, or the whole surface when it is nil; an empty `damage` sends nothing, and the unchanged picture
    /// stays up (still counted as a frame shown, see ``statistics``). When ``pacesPresents``, it waits for the next
    /// refresh time first, as ``present(_:damage:)`` does.
    package func presentSurface(damage: PixelRect?) {
        guard let window, let surface = SDL_GetWindowSurface(window) else { return }
        let size = PixelSize(width: Int(surface.pointee.w), height: Int(surface.pointee.h))
        let region = (damage ?? PixelRect(x: 0, y: 0, width: size.width, height: size.height)).clamped(to: size)
        let refreshTime = waitForRefresh()
        sendSurface(region, of: window)
        lastSentRegion = damage == nil ? nil : region
        screenHoldsTexture = true  // the window surface holds the whole frame (re-sent on expose)
        textureIsStale = true
        didPresent(refreshTime: refreshTime)
    }
}

/// The memory of an SDL window surface and what it is (``SDLWindow/directSurface()``).
@MainActor
package struct DirectWindowSurface {
    /// What the memory is: another value means it may not hold the last frame drawn into it.
    package struct Identity: Equatable {
        /// The addresses of SDL's surface and of its pixels, compared only (never read through).
        let surfaceAddress: Int, pixelsAddress: Int
        let size: PixelSize
        let bytesPerRow: Int
        /// ``SDLWindow``'s count of writes into the surface by its other paths.
        let revision: Int
    }

    /// The surface's pixels (32-bit XRGB or ARGB: the compositor's ARGB32 bytes as they are), valid while
    /// ``identity`` stays the window's.
    package let memory: PixelMemory
    package let identity: Identity
}
