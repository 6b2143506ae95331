/// A failure while writing an image file.
public enum ExportError: Error, Equatable, Sendable {
    /// Cairo reported an error (its status message).
    case cairo(String)
    /// giflib reported an error (its code and message).
    case gif(code: Int, message: String)
    /// The frame's size differs from the animation's (px).
    case frameSizeMismatch(expected: [Int], got: [Int])
    /// The animation's size is empty or too large for GIF (px; 1…65535 each), or there are no frames.
    case invalidSize(width: Int, height: Int)
    /// The encoder was already finished.
    case finished
}
