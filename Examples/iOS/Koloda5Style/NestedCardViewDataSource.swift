import UIKit
import Koloda

// A data source object (not a view controller) with its own nested `CardView` type, as some Koloda 5 apps keep
// their card view next to the deck's data.

final class PeopleDeckDataSource: NSObject, KolodaViewDataSource {
    final class CardView: UIView {
        let nameLabel = UILabel()
    }

    var names: [String] = ["Ada", "Grace"]

    func kolodaNumberOfCards(_ koloda: KolodaView) -> Int {
        return names.count
    }

    func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> UIView {
        let card = CardView()
        card.nameLabel.text = names[index]
        return card
    }

    func koloda(_ koloda: KolodaView, viewForCardOverlayAt index: Int) -> OverlayView? {
        return nil
    }
}
