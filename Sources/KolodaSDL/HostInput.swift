import KolodaCairo
@_spi(Fronts) import KolodaCore

/// How a window host hands its input to a `KolodaView`: the translation ``KolodaWindowHost`` uses, on its own so
/// that it can be driven without a window (the view layer's random tests and fuzzer do).
///
/// - Every event reaches the deck through the view's presenter (`update(at:)`), which requests a frame.
/// - Pointer events go to the deck in the view's coordinates (the event's location minus the view's
///   `frame.origin`), at their `timestamp`. Invalid input (a non-finite location, a move with no press) is rejected
///   by the deck with a typed error and changes nothing.
/// - Keys go through ``DeckKeys`` to `KolodaDeck.perform(_:)` (auto-repeats ignored); Escape asks to quit.
@MainActor
public enum HostInput {
    /// Applies `event` to `koloda`; returns true when the event asks the host to quit (Escape, or the window closed).
    /// A pointer event applies at its `timestamp`, a key (which carries no time) at the deck's: a host moves the
    /// deck's clock to the key's time first (``DeckCanvas/handle(_:at:)``).
    @discardableResult
    public static func apply(_ event: HostEvent, to koloda: KolodaView) -> Bool {
        let presenter = koloda.presenter
        switch event {
        case .pointer(let pointer):
            let origin = koloda.frame.origin
            let location = Point(x: pointer.location.x - origin.x, y: pointer.location.y - origin.y)
            presenter.update(at: pointer.timestamp) { deck in
                switch pointer.phase {
                case .down: try? deck.pointerDown(at: location, time: pointer.timestamp)
                case .moved: try? deck.pointerMoved(to: location, time: pointer.timestamp)
                case .up: try? deck.pointerUp(at: location, time: pointer.timestamp)
                case .cancelled: deck.pointerCancelled()
                }
            }
            return false
        case .keyDown(let key):
            if key.key == .escape { return !key.isRepeat }
            if let action = DeckKeys.action(for: key) { presenter.update(at: koloda.deck.now) { $0.perform(action) } }
            return false
        case .quit:
            return true
        case .resized, .keyUp:
            return false
        }
    }
}
