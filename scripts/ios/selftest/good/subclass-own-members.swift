// Must type-check, in Swift 6 mode: a `KolodaView` subclass declares its own `deck`, `strings` and `settings`, and
// its own `@objc` gesture handlers and `UIGestureRecognizerDelegate`; through the subclass those names are its own,
// through `KolodaView` they are still the view's (the engine, the VoiceOver words).
import Koloda

final class GameDeckView: KolodaView, UIGestureRecognizerDelegate {
    var deck: [String] = ["Ada"]
    var strings: [String] = []
    var settings: [String: Bool] = [:]

    @objc func handleTap(_ sender: UITapGestureRecognizer) {}
    @objc func handlePan(_ sender: UIPanGestureRecognizer) {}

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
}

@MainActor func configure(_ view: GameDeckView) -> (String, KolodaDeck, KolodaStrings, KolodaViewAnimator) {
    let asDeck: KolodaView = view
    asDeck.deck.decisionPolicy = .positionOnly
    return (view.deck[0], asDeck.deck, asDeck.strings, asDeck.animator)
}
