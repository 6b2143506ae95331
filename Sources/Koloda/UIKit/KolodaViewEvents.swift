#if os(iOS)
@_spi(Fronts) import KolodaCore
import UIKit

/// The UIKit view's own reactions to engine events, heard after the app's delegate: haptics at the swipe threshold
/// and Koloda 5's pan callbacks that pass the card's view. It is the engine's delegate while the app has none.
@MainActor
final class KolodaViewEvents: KolodaDeckDelegate {
    weak var view: KolodaView?
    /// The card the pan began on. A release that swipes has its frame made before `kolodaPanFinished` (the card that
    /// came in at the back needs its view), so by then the released card is no longer the front one.
    private weak var pannedCard: DraggableCardView?

    /// The three events the view reacts to, read from the event itself: the app's delegate has had the event's call
    /// already, and every other event (a drag's percentage on each move) needs nothing here.
    func koloda(_ koloda: KolodaDeck, didReceive event: KolodaEvent) {
        switch event {
        case .panBegan(let index): panBegan(cardAt: index)
        case .panFinished(let index): panFinished(cardAt: index)
        case .thresholdCrossed(_, _, let isPastThreshold): view?.haptics.play(isPastThreshold: isPastThreshold)
        default: break
        }
    }

    private func panBegan(cardAt index: Int) {
        guard let view else { return }
        view.haptics.prepare()
        pannedCard = view.frontCardView(index)
        if let card = pannedCard { view.delegate?.kolodaPanBegan(view, card: card) }
    }

    private func panFinished(cardAt index: Int) {
        defer { pannedCard = nil }
        guard let view, let card = pannedCard.flatMap({ $0.index == index ? $0 : nil }) ?? view.frontCardView(index)
        else { return }
        view.delegate?.kolodaPanFinished(view, card: card)
    }
}
#endif
