import UIKit
import Koloda

// A view controller that lets go of the deck in `deinit`, as many Koloda 5 apps do: `deinit` is not main-actor
// isolated, and with Koloda 5 (as with UIKit's own views) this compiled in Swift 5 mode.

class CleanUpViewController: UIViewController, KolodaViewDataSource, KolodaViewDelegate {
    @IBOutlet weak var kolodaView: KolodaView!

    deinit {
        kolodaView?.dataSource = nil
        kolodaView?.delegate = nil
    }

    func kolodaNumberOfCards(_ koloda: KolodaView) -> Int {
        return 0
    }

    func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> UIView {
        return UIView()
    }
}
