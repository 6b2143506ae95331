/// Why the SDL host could not start or keep a window: each case carries SDL's own reason.
///
/// `description` is a single line meant to be printed as is, e.g. by a demo's `main`.
public enum HostError: Error, Sendable, Equatable, CustomStringConvertible {
    /// SDL could not initialise video or create a window: there is no usable display.
    case noDisplay(reason: String)
    /// Neither an accelerated nor a software renderer could be created for the window.
    case rendererUnavailable(reason: String)
    /// The streaming texture the window draws through could not be created.
    case textureUnavailable(reason: String)

    /// A one-line, user-facing message.
    public var description: String {
        switch self {
        case .noDisplay(let reason):
            return "No display available (SDL: \(reason)); run under xvfb-run or use --record"
        case .rendererUnavailable(let reason):
            return "No SDL renderer available (SDL: \(reason))"
        case .textureUnavailable(let reason):
            return "Could not create the window's streaming texture (SDL: \(reason))"
        }
    }
}
