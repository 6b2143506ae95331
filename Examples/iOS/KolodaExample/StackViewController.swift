import Koloda
import UIKit

/// Koloda's first example screen (v1): a stack of five pictures with a LIKE/NOPE stamp, NOPE/UNDO/LIKE buttons, and
/// four more pictures inserted whenever the deck runs out.
final class StackViewController: DeckScreenController {
    private var pictures = Array(0..<5)

    init() { super.init(kolodaView: KolodaView(frame: .zero), title: "Stack", symbol: "square.stack") }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        kolodaView.dataSource = self
        kolodaView.delegate = self
    }
}

extension StackViewController: KolodaViewDataSource {
    func kolodaNumberOfCards(_ koloda: KolodaView) -> Int { pictures.count }
    func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> UIView { CardArt.cardView(pictures[index]) }
    func koloda(_ koloda: KolodaView, viewForCardOverlayAt index: Int) -> OverlayView? { StampOverlayView() }
}

extension StackViewController: KolodaViewDelegate {
    func kolodaDidRunOutOfCards(_ koloda: KolodaView) {
        let position = koloda.currentCardIndex
        pictures.append(contentsOf: 0..<4)
        do {
            try koloda.insertCards(at: position..<position + 4)
        } catch {
            assertionFailure("the data source counts the new pictures, so the range is valid: \(error)")
        }
    }

    func koloda(_ koloda: KolodaView, didSelectCardAt index: Int) {
        let alert = UIAlertController(title: "Picture \(pictures[index] + 1)", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}
