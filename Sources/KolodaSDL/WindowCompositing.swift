import KolodaCairo

/// How a window host puts a canvas's frame on screen: one protocol, with a CPU implementation
/// (``CPUWindowCompositing``: the canvas composites into its frame buffer, the window presents the damaged pixels)
/// and a GPU one (``RendererCompositor``: SDL's renderer draws the layers' textures).
@MainActor
package protocol WindowCompositing: AnyObject {
    /// Shows the last frame of `canvas`'s deck, with its chrome, in `window` if a pixel changed, or in any case when
    /// `force` is set (after a resize).
    /// - Returns: true when the frame was drawn, so a forced redraw is done.
    func showFrame(of canvas: DeckCanvas, in window: SDLWindow, force: Bool) -> Bool
}

/// Compositing on the CPU: the canvas draws through its damage cache into pixels that keep their contents, and the
/// window presents only the damaged pixels. Every redraw is a damaged one, so `force` needs nothing more.
///
/// Where the window has a direct software surface (SDL's software renderer, see ``SDLWindow/directSurface()``), the
/// canvas composites straight into it and the window sends the damaged rows to the display: no copy of the frame.
/// Otherwise (another renderer, no usable surface) the canvas draws into its own `buffer` and the window copies the
/// damaged pixels to its texture or surface.
@MainActor
package final class CPUWindowCompositing: WindowCompositing {
    /// When true (the default), the window surface is drawn into where the window offers one; false always draws
    /// into the canvas's `buffer` and copies it.
    package var drawsIntoWindowSurface = true
    /// The frame buffer over the window surface the canvas drew into last, and what that surface was: the same
    /// object while the surface is (so the canvas redraws only what changed), a new one, drawn in full, when not.
    private var surfaceTarget: (identity: DirectWindowSurface.Identity, buffer: FrameBuffer)?

    package init() {}

    package func showFrame(of canvas: DeckCanvas, in window: SDLWindow, force: Bool) -> Bool {
        if let target = surfaceTarget(of: window, scale: canvas.pixelsPerPoint(scaleFactor: window.scaleFactor)) {
            let changed = canvas.draw(into: target)
            let damage = canvas.changedRegion.map { PixelRect.covering($0, scale: target.scale) }
            if changed {
                window.presentSurface(damage: damage)
            } else if canvas.koloda.isSceneMoving {
                window.presentSurface(damage: .empty)  // see below
            }
            return true
        }
        let pixels = window.drawableSize
        let changed = canvas.draw(width: pixels.width, height: pixels.height, scaleFactor: window.scaleFactor)
        guard let buffer = canvas.buffer else { return true }
        if changed {
            window.present(buffer, damage: canvas.changedRegion.map { PixelRect.covering($0, scale: buffer.scale) })
        } else if canvas.koloda.isSceneMoving {
            // Moving, but this frame looks like the last (a finger held still): the picture stays up, and the frame
            // still counts as shown on time (an empty damage sends nothing).
            window.present(buffer, damage: .empty)
        }
        return true
    }

    /// A frame buffer over `window`'s surface at `scale` px per content pt, the same as last time while the surface
    /// is; nil (and the last one dropped) when the window offers no surface or the scale is not drawable.
    private func surfaceTarget(of window: SDLWindow, scale: Double?) -> FrameBuffer? {
        guard drawsIntoWindowSurface, let scale, let surface = window.directSurface() else {
            surfaceTarget = nil
            return nil
        }
        if let last = surfaceTarget, last.identity == surface.identity, last.buffer.scale == scale {
            return last.buffer
        }
        // A new surface, or one another path wrote into: a new frame buffer, which the canvas draws in full.
        guard let buffer = FrameBuffer(wrapping: surface.memory, scale: scale) else {
            surfaceTarget = nil
            return nil
        }
        surfaceTarget = (surface.identity, buffer)
        return buffer
    }
}

extension RendererCompositor: WindowCompositing {
    package func showFrame(of canvas: DeckCanvas, in window: SDLWindow, force: Bool) -> Bool {
        guard let frame = canvas.layers(scaleFactor: window.scaleFactor) else { return false }
        backgroundColor = canvas.backgroundColor
        present(layers: frame.layers, scale: frame.scale, force: force)
        return true
    }
}
