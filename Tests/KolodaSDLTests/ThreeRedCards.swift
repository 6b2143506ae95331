import KolodaCairo
import KolodaCore

@testable import KolodaSDL

/// A deck of three plain red cards, for tests that look at where the deck is drawn, not at what a card shows.
@MainActor
final class ThreeRedCards: KolodaViewDataSource {
    func kolodaNumberOfCards(_ koloda: KolodaView) -> Int { 3 }
    func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> CairoView {
        let card = CairoView()
        card.backgroundColor = CairoColor(r: 1, g: 0, b: 0)
        return card
    }
}
