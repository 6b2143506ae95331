// A presenter that is not main-actor isolated, calling the deck: Swift 5 mode accepts it, as it accepts UIKit's own
// views there (Examples/iOS/Koloda5Style/NonisolatedCallers.swift); Swift 6 mode rejects it.
// expect: call to main actor-isolated instance method 'reloadData()' in a synchronous nonisolated context
import Koloda

final class Presenter {
    weak var kolodaView: KolodaView?

    nonisolated func itemsDidLoad() {
        kolodaView?.reloadData()
    }
}
