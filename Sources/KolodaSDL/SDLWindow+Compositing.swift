import Glibc
import KolodaCompositing

/// Which compositor suits the window.
extension SDLWindow {
    /// True when layers should be composited by the renderer (``RendererCompositor``) rather than on the CPU: the
    /// renderer is hardware accelerated (not SDL's software renderer, nor OpenGL on the CPU, which
    /// ``open(title:size:vsync:fallbackRefreshRate:)`` already replaces with it). The environment variable
    /// `KOLODA_COMPOSITOR` (`cpu` or `gpu`) overrides the choice.
    public var prefersRendererCompositing: Bool {
        if let forced = getenv("KOLODA_COMPOSITOR").map({ String(cString: $0).lowercased() }) {
            if forced == "cpu" { return false }
            if forced == "gpu" { return true }
        }
        return isAccelerated && !isSoftwareRenderer
    }
}
