// Must type-check: Koloda 5's data-source and delegate protocols are plain protocols here too, so code that writes
// them bare as types (`weak var delegate: KolodaViewDelegate?`) builds, in Swift 6 mode, with no `any`.
import Koloda

@MainActor final class Holder {
    weak var dataSource: KolodaViewDataSource?
    weak var delegate: KolodaViewDelegate?

    func attach(to kolodaView: KolodaView) {
        kolodaView.dataSource = dataSource
        kolodaView.delegate = delegate
    }
}
