import Foundation
import Koloda

// A file that imports Foundation and Koloda and no UIKit, as Koloda 5's framework allowed.

final class DeckFactory {
    static func makeDeck(in bounds: CGRect, inset: CGFloat) -> KolodaView {
        let deck = KolodaView(frame: bounds.insetBy(dx: inset, dy: inset))
        deck.backgroundColor = UIColor.clear
        let message = UILabel(frame: deck.bounds)
        message.text = NSLocalizedString("No more cards", comment: "")
        deck.addSubview(message)
        return deck
    }
}
