import UIKit
import Koloda

// Koloda 5 apps that qualify Koloda's names with the module name, in signatures and inside method bodies.

class QualifiedNamesViewController: UIViewController {
    var kolodaView: Koloda.KolodaView!
    var lastDirection: Koloda.SwipeResultDirection?

    override func viewDidLoad() {
        super.viewDidLoad()
        kolodaView = Koloda.KolodaView(frame: view.bounds)
        view.addSubview(kolodaView)
        kolodaView.dataSource = self
        kolodaView.delegate = self
    }
}

extension QualifiedNamesViewController: KolodaViewDelegate {
    func koloda(_ koloda: Koloda.KolodaView, didSwipeCardAt index: Int, in direction: Koloda.SwipeResultDirection) {
        let liked: Koloda.SwipeResultDirection = .right
        lastDirection = direction
        if direction == liked || direction == Koloda.SwipeResultDirection.up {
            print("liked card \(index)")
        }
    }

    func koloda(_ koloda: Koloda.KolodaView, allowedDirectionsForIndex index: Int) -> [Koloda.SwipeResultDirection] {
        return [Koloda.SwipeResultDirection.left, .right, .up]
    }
}

extension QualifiedNamesViewController: KolodaViewDataSource {
    func kolodaNumberOfCards(_ koloda: Koloda.KolodaView) -> Int {
        return 3
    }

    func kolodaSpeedThatCardShouldDrag(_ koloda: Koloda.KolodaView) -> Koloda.DragSpeed {
        return Koloda.DragSpeed.default
    }

    func koloda(_ koloda: Koloda.KolodaView, viewForCardAt index: Int) -> UIView {
        return UIView()
    }

    func koloda(_ koloda: Koloda.KolodaView, viewForCardOverlayAt index: Int) -> Koloda.OverlayView? {
        return Koloda.OverlayView()
    }
}
