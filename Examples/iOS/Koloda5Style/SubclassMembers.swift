import UIKit
import Koloda

// `KolodaView` subclasses with members of their own, under names a Koloda 5 subclass could pick: its own `deck` and
// `strings`, a tap recognizer with `@objc func handleTap(_:)`, and its own gesture-recognizer delegate.

struct PlayingCard {
    let title: String
}

class DeckKolodaView: KolodaView {
    var deck: [PlayingCard] = []
    var strings: [String] = []
    var settings: [String: Bool] = [:]

    func title(at index: Int) -> String {
        return deck[index].title
    }
}

class TappableKolodaView: KolodaView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleTap(_:))))
        addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:))))
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    @objc func handleTap(_ sender: UITapGestureRecognizer) {
        print("tapped at \(sender.location(in: self))")
    }

    @objc func handlePan(_ sender: UIPanGestureRecognizer) {
        print("panned by \(sender.translation(in: self))")
    }

    @objc func step(_ sender: Any) {}
}

class GestureAwareKolodaView: KolodaView, UIGestureRecognizerDelegate {
    let longPress = UILongPressGestureRecognizer()

    override func awakeFromNib() {
        super.awakeFromNib()
        longPress.delegate = self
        addGestureRecognizer(longPress)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        return !(touch.view is UIButton)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        return true
    }
}
