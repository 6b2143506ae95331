import KolodaCairo

/// How a window host hands its input to a `KolodaView`: the translation ``KolodaWindowHost`` uses, on its own so
/// that it can be driven without a window (the view layer's random tests and fuzzer do).
///
/// - Pointer events go to the deck in the view's coordinates (window pt minus the view's `frame.origin`). Invalid
///   input (a non-finite location, a move with no press) is rejected by the deck with a typed error and changes
///   nothing.
/// - Keys, auto-repeats ignored: Left, Right, Up and Down swipe that way (the delegate's allowed directions still
///   apply); Backspace or Ctrl+Z undoes; Escape asks to quit.
@MainActor
public enum HostInput {
    /// Applies `event` to `koloda`; returns true when the event asks the host to quit (Escape, or the window closed).
    @discardableResult
    public static func apply(_ event: HostEvent, to koloda: KolodaView) -> Bool {
        switch event {
        case .pointer(let pointer):
            let origin = koloda.frame.origin
            let location = Point(x: pointer.location.x - origin.x, y: pointer.location.y - origin.y)
            switch pointer.phase {
            case .down: try? koloda.deck.pointerDown(at: location, time: pointer.timestamp)
            case .moved: try? koloda.deck.pointerMoved(to: location, time: pointer.timestamp)
            case .up: try? koloda.deck.pointerUp(at: location, time: pointer.timestamp)
            case .cancelled: koloda.deck.pointerCancelled()
            }
            return false
        case .keyDown(let key) where !key.isRepeat:
            return apply(key, to: koloda)
        case .quit:
            return true
        case .resized, .keyDown, .keyUp:
            return false
        }
    }

    private static func apply(_ key: KeyEvent, to koloda: KolodaView) -> Bool {
        switch key.key {
        case .left: koloda.swipe(.left)
        case .right: koloda.swipe(.right)
        case .up: koloda.swipe(.up)
        case .down: koloda.swipe(.down)
        case .backspace: koloda.revertAction()
        case .z where key.modifiers.contains(.control): koloda.revertAction()
        case .escape: return true
        default: break
        }
        return false
    }
}
