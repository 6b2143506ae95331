// Koloda's example screen v2 as a layout: the front card inset at the top, one large faint card behind it.
import KolodaCore

/// The front card inset 10 pt with a 4:5 aspect; behind it one card 1.5 × the deck's width, centred and overflowing.
struct BigBackgroundLayout: CardLayout {
    func frameForCard(at slot: Int, in context: LayoutContext) -> Rect {
        let width = context.deckSize.width
        switch slot {
        case 0: return Rect(x: 10, y: 20, width: width - 20, height: (width - 20) * 1.25)
        case 1: return Rect(x: -width * 0.25, y: 0, width: width * 1.5, height: width * 1.5 * 1.25)
        default: return .zero  // never visible with countOfVisibleCards = 2
        }
    }
}

MainActor.assumeIsolated {
    let deck = KolodaDeck(size: Size(width: 300, height: 400))
    deck.layout = BigBackgroundLayout()
    deck.countOfVisibleCards = 2
    deck.alphaValueSemiTransparent = 0.1  // the card behind shows faintly
    precondition(deck.frameForCard(at: 1).width == 450)
    print("CustomLayout: slot 1 is", deck.frameForCard(at: 1))
}
