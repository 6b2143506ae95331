import UIKit
import Koloda

// A coordinator that keeps the deck's data source and delegate under Koloda 5's protocol names, written bare as
// types, and hands them to the view.

final class DeckCoordinator {
    weak var dataSource: KolodaViewDataSource?
    weak var delegate: KolodaViewDelegate?

    func attach(to kolodaView: KolodaView) {
        kolodaView.dataSource = dataSource
        kolodaView.delegate = delegate
    }
}
