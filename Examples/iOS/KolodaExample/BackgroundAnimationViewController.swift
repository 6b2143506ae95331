import Koloda
import UIKit

/// Koloda's second example screen (v2): a custom layout with a large, faint background card that springs into
/// place after each swipe (bounciness 9, speed 16); the deck starts over when it runs out.
final class BackgroundAnimationViewController: DeckScreenController {
    private let numberOfCards = 5

    init() { super.init(kolodaView: CustomKolodaView(frame: .zero), title: "Background", symbol: "sparkles") }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.94, green: 0.95, blue: 0.97, alpha: 1)
        kolodaView.alphaValueSemiTransparent = 0.1
        kolodaView.countOfVisibleCards = 2
        kolodaView.delegate = self
        kolodaView.dataSource = self
        kolodaView.animator = BackgroundKolodaAnimator()
    }
}

extension BackgroundAnimationViewController: KolodaViewDelegate {
    func kolodaDidRunOutOfCards(_ koloda: KolodaView) { koloda.resetCurrentCardIndex() }
    func kolodaShouldMoveBackgroundCard(_ koloda: KolodaView) -> Bool { false }
}

extension BackgroundAnimationViewController: KolodaViewDataSource {
    func kolodaNumberOfCards(_ koloda: KolodaView) -> Int { numberOfCards }
    func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> UIView { CardArt.cardView(index) }
    func koloda(_ koloda: KolodaView, viewForCardOverlayAt index: Int) -> OverlayView? { StampOverlayView() }
}
