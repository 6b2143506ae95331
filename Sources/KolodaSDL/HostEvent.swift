import KolodaCore

/// Everything the host reports to the app, translated from SDL events.
public enum HostEvent: Hashable, Sendable {
    /// Mouse (left button) or touch input.
    case pointer(PointerEvent)
    /// A key went down (or auto-repeated: see ``KeyEvent/isRepeat``).
    case keyDown(KeyEvent)
    /// A key went up.
    case keyUp(KeyEvent)
    /// The window's size changed; the new size (pt). The drawable size follows on the next frame.
    case resized(Size)
    /// The user asked to quit (window closed, Ctrl-C, SIGTERM).
    case quit
}
