#if os(iOS)
import KolodaCore
import UIKit

/// The UIKit view's own reactions to engine events, heard after the app's delegate: haptics at the swipe threshold
/// and Koloda 5's pan callbacks that pass the card's view. It is the engine's delegate while the app has none.
@MainActor
final class KolodaViewEvents: KolodaDeckDelegate {
    weak var view: KolodaView?

    func kolodaPanBegan(_ koloda: KolodaDeck, cardAt index: Int) {
        guard let view else { return }
        view.haptics.prepare()
        if let card = view.frontCardView(index) { view.delegate?.kolodaPanBegan(view, card: card) }
    }

    func kolodaPanFinished(_ koloda: KolodaDeck, cardAt index: Int) {
        guard let view, let card = view.frontCardView(index) else { return }
        view.delegate?.kolodaPanFinished(view, card: card)
    }

    func koloda(
        _ koloda: KolodaDeck, cardAt index: Int, didCrossThresholdIn direction: SwipeResultDirection,
        isPastThreshold: Bool
    ) {
        view?.haptics.play(isPastThreshold: isPastThreshold)
    }
}
#endif
