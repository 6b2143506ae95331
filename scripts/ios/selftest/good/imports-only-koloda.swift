// Must type-check: `import Koloda` alone brings UIKit, as Koloda 5's umbrella header did, and the engine's
// geometry names stay unambiguous next to it, in Swift 6 mode.
import Koloda

@MainActor func makeDeck(in bounds: CGRect) -> (KolodaView, UIView, Rect) {
    let deck = KolodaView(frame: bounds)
    let label = UILabel(frame: deck.bounds)
    let size = Size(width: Double(bounds.width), height: Double(bounds.height))
    return (deck, label, Rect(origin: Point(x: 0, y: 0), size: size))
}
