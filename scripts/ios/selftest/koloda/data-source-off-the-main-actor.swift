// A data source that is not a UIKit class is main-actor isolated by its conformance: calling its methods off the main
// actor is what the compiler rejects.
// expect: call to main actor-isolated instance method 'kolodaNumberOfCards' in a synchronous nonisolated context
import Koloda
import UIKit

final class Cards: KolodaViewDataSource {
    func kolodaNumberOfCards(_ koloda: KolodaView) -> Int { 2 }
    func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> UIView { UIView() }
}

nonisolated func count(_ cards: Cards, in kolodaView: KolodaView) -> Int { cards.kolodaNumberOfCards(kolodaView) }
