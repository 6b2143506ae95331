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

/// Compositing on the CPU: the canvas draws into a frame buffer that keeps its pixels, through its damage cache, and
/// the window presents only the damaged pixels. Every redraw is a damaged one, so `force` needs nothing more.
@MainActor
package final class CPUWindowCompositing: WindowCompositing {
    package init() {}

    package func showFrame(of canvas: DeckCanvas, in window: SDLWindow, force: Bool) -> Bool {
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
}

extension RendererCompositor: WindowCompositing {
    package func showFrame(of canvas: DeckCanvas, in window: SDLWindow, force: Bool) -> Bool {
        guard let frame = canvas.layers(scaleFactor: window.scaleFactor) else { return false }
        backgroundColor = canvas.backgroundColor
        present(layers: frame.layers, scale: frame.scale, force: force)
        return true
    }
}
