// The iOS example of the README, of the Getting started article and of docs/migrating-from-koloda.md, verbatim
// (scripts/check-doc-code.py checks): scripts/ios-build.sh compiles it against the real iPhoneOS SDK, as an app would
// use the package (`import Koloda`). The Koloda in SwiftUI article's card with controls is ReadmeSwiftUIExample.swift.
import Koloda
import UIKit

final class ViewController: UIViewController {
    @IBOutlet weak var kolodaView: KolodaView!  // or KolodaView(frame:) in code
    var images: [UIImage] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        kolodaView.dataSource = self
        kolodaView.delegate = self
    }

    // works mid-animation too: never dropped
    @IBAction func leftButtonTapped(_ sender: Any) { kolodaView.swipe(.left) }
    @IBAction func rightButtonTapped(_ sender: Any) { kolodaView.swipe(.right) }
    // the card returns from the side it left
    @IBAction func undoButtonTapped(_ sender: Any) { kolodaView.revertAction() }
}

extension ViewController: KolodaViewDataSource {
    func kolodaNumberOfCards(_ koloda: KolodaView) -> Int { images.count }
    func kolodaSpeedThatCardShouldDrag(_ koloda: KolodaView) -> DragSpeed { .fast }
    func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> UIView { UIImageView(image: images[index]) }
    func koloda(_ koloda: KolodaView, viewForCardOverlayAt index: Int) -> OverlayView? { StampOverlayView() }
}

extension ViewController: KolodaViewDelegate {
    func kolodaDidRunOutOfCards(_ koloda: KolodaView) { koloda.resetCurrentCardIndex() }
    func koloda(_ koloda: KolodaView, didSelectCardAt index: Int) { print("selected card \(index)") }
}

/// "LIKE" / "NOPE" over the card; `OverlayView` fades it with the drag (`update(progress:)`).
final class StampOverlayView: OverlayView {
    private let label = UILabel()
    override var overlayState: SwipeResultDirection? {
        didSet { label.text = overlayState == .right ? "LIKE" : overlayState == .left ? "NOPE" : nil }
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        if label.superview == nil { addSubview(label) }
        label.frame = bounds
    }
}
