import UIKit
import Koloda

// Koloda 5 apps that keep the deck's animator and put it back later: `animator` reads as a `KolodaViewAnimator`.

class AnimatorSwapViewController: UIViewController {
    @IBOutlet weak var kolodaView: KolodaView!
    private var savedAnimator: KolodaViewAnimator?

    func useSpringAnimator() {
        savedAnimator = kolodaView.animator
        kolodaView.animator = BackgroundKolodaAnimator(koloda: kolodaView)
    }

    func restoreAnimator() {
        if let savedAnimator = savedAnimator {
            kolodaView.animator = savedAnimator
        }
        let current: KolodaViewAnimator = kolodaView.animator
        print(current)
    }
}
