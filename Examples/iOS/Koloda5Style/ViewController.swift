import UIKit
import Koloda

private var numberOfCards: Int = 5

class ViewController: UIViewController {
    @IBOutlet weak var kolodaView: KolodaView!

    fileprivate var dataSource: [UIImage] = {
        var array: [UIImage] = []
        for _ in 0..<numberOfCards {
            array.append(UIImage())
        }
        return array
    }()

    override func loadView() {
        view = UIView()
        let deck = CustomKolodaView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        view.addSubview(deck)
        kolodaView = deck
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        kolodaView.dataSource = self
        kolodaView.delegate = self
        kolodaView.alphaValueOpaque = 1
        kolodaView.alphaValueTransparent = 0
        kolodaView.alphaValueSemiTransparent = 0.1
        kolodaView.shouldPassthroughTapsWhenNoVisibleCards = true
        kolodaView.rotationMax = 1
        kolodaView.rotationAngle = CGFloat.pi / 10
        kolodaView.scaleMin = 0.8
        kolodaView.appearanceAnimationDuration = 0.8
        kolodaView.backgroundCardFrameAnimationDuration = 0.2
        kolodaView.reverseAnimationDuration = 0.3
        kolodaView.countOfVisibleCards = 2
        kolodaView.backgroundCardsTopMargin = 4
        kolodaView.backgroundCardsScalePercent = 0.95
        kolodaView.visibleCardsDirection = .bottom
        kolodaView.isLoop = false
        kolodaView.animator = BackgroundKolodaAnimator(koloda: kolodaView)
        self.modalTransitionStyle = UIModalTransitionStyle.flipHorizontal
    }

    @IBAction func leftButtonTapped() {
        kolodaView?.swipe(.left)
    }

    @IBAction func rightButtonTapped() {
        kolodaView?.swipe(.right, force: true)
    }

    @IBAction func undoButtonTapped() {
        kolodaView?.revertAction()
    }

    @IBAction func removeFirstTapped() {
        dataSource.removeFirst()
        kolodaView.removeCardInIndexRange(0..<1, animated: true)
    }

    @IBAction func refreshTapped() {
        kolodaView.reloadCardsInIndexRange(kolodaView.currentCardIndex..<kolodaView.currentCardIndex + 1)
        kolodaView.reconfigureCards()
        kolodaView.layoutDeck()
        if !kolodaView.isAnimating && !kolodaView.isRunOutOfCards {
            kolodaView.applyAppearAnimationIfNeeded()
        }
        print(kolodaView.countOfCards, kolodaView.viewForCard(at: kolodaView.currentCardIndex) as Any)
    }
}

extension ViewController: KolodaViewDelegate {
    func kolodaDidRunOutOfCards(_ koloda: KolodaView) {
        let position = kolodaView.currentCardIndex
        for _ in 1...4 {
            dataSource.append(UIImage())
        }
        kolodaView.insertCardAtIndexRange(position..<position + 4, animated: true)
    }

    func koloda(_ koloda: KolodaView, didSelectCardAt index: Int) {
        print("selected \(index)")
    }

    func koloda(_ koloda: KolodaView, allowedDirectionsForIndex index: Int) -> [SwipeResultDirection] {
        return SwipeResultDirection.allCases.filter { $0 != .down }
    }

    func koloda(_ koloda: KolodaView, shouldSwipeCardAt index: Int, in direction: SwipeResultDirection) -> Bool {
        return direction != SwipeResultDirection(rawValue: "up")
    }

    func koloda(_ koloda: KolodaView, didSwipeCardAt index: Int, in direction: SwipeResultDirection) {
        print("swiped \(index) \(direction.rawValue)")
    }

    func kolodaShouldApplyAppearAnimation(_ koloda: KolodaView) -> Bool { return true }
    func kolodaShouldMoveBackgroundCard(_ koloda: KolodaView) -> Bool { return false }
    func kolodaShouldTransparentizeNextCard(_ koloda: KolodaView) -> Bool { return true }

    func koloda(_ koloda: KolodaView, draggedCardWithPercentage finishPercentage: CGFloat, in direction: SwipeResultDirection) {
        print(finishPercentage)
    }

    func kolodaDidResetCard(_ koloda: KolodaView) {}
    func kolodaSwipeThresholdRatioMargin(_ koloda: KolodaView) -> CGFloat? { return 0.5 }
    func koloda(_ koloda: KolodaView, didShowCardAt index: Int) {}
    func koloda(_ koloda: KolodaView, didRewindTo index: Int) {}
    func koloda(_ koloda: KolodaView, shouldDragCardAt index: Int) -> Bool { return true }

    func kolodaPanBegan(_ koloda: KolodaView, card: DraggableCardView) {
        card.contentView?.alpha = 0.9
        // Koloda 5's per-card drag settings: they now set the deck's, for every card.
        card.rotationMax = 1
        card.rotationAngle = CGFloat.pi / 10
        card.scaleMin = card.scaleMin
    }

    func kolodaPanFinished(_ koloda: KolodaView, card: DraggableCardView) {
        card.contentView?.alpha = 1
    }
}

extension ViewController: KolodaViewDataSource {
    func kolodaNumberOfCards(_ koloda: KolodaView) -> Int {
        return dataSource.count
    }

    func kolodaSpeedThatCardShouldDrag(_ koloda: KolodaView) -> DragSpeed {
        return .default
    }

    func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> UIView {
        return UIImageView(image: dataSource[Int(index)])
    }

    func koloda(_ koloda: KolodaView, viewForCardOverlayAt index: Int) -> OverlayView? {
        return Bundle.main.loadNibNamed("OverlayView", owner: self, options: nil)?[0] as? OverlayView
            ?? ExampleOverlayView()
    }
}
