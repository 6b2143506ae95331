#if os(iOS)
import KolodaCore
import UIKit

/// Adapts the engine's view-agnostic protocols to `KolodaView`'s: forwards each call with the view as the deck
/// (`Double` becomes `CGFloat` where Koloda's UIKit API has it), answering the defaults when there is no delegate.
@MainActor
final class KolodaViewBridge: KolodaDeckDataSource, KolodaDeckDelegate {
    weak var view: KolodaView?

    /// The delegate's answer, or `fallback` without a view or delegate (the same defaults, D14).
    private func ask<T>(_ fallback: T, _ query: (any KolodaViewDelegate, KolodaView) -> T) -> T {
        guard let view, let delegate = view.delegate else { return fallback }
        return query(delegate, view)
    }

    /// Delivers a notification to the delegate, if any.
    private func tell(_ notify: (any KolodaViewDelegate, KolodaView) -> Void) {
        if let view, let delegate = view.delegate { notify(delegate, view) }
    }

    func kolodaNumberOfCards(_ koloda: KolodaDeck) -> Int {
        guard let view, let dataSource = view.dataSource else { return 0 }
        return dataSource.kolodaNumberOfCards(view)
    }
    func kolodaSpeedThatCardShouldDrag(_ koloda: KolodaDeck) -> DragSpeed {
        guard let view, let dataSource = view.dataSource else { return .default }
        return dataSource.kolodaSpeedThatCardShouldDrag(view)
    }

    func koloda(_ koloda: KolodaDeck, allowedDirectionsForIndex index: Int) -> [SwipeResultDirection] {
        ask(KolodaDefaults.allowedDirections) { $0.koloda($1, allowedDirectionsForIndex: index) }
    }
    func koloda(_ koloda: KolodaDeck, shouldSwipeCardAt index: Int, in direction: SwipeResultDirection) -> Bool {
        ask(true) { $0.koloda($1, shouldSwipeCardAt: index, in: direction) }
    }
    func kolodaShouldApplyAppearAnimation(_ koloda: KolodaDeck) -> Bool { ask(true) { $0.kolodaShouldApplyAppearAnimation($1) } }
    func kolodaShouldMoveBackgroundCard(_ koloda: KolodaDeck) -> Bool { ask(true) { $0.kolodaShouldMoveBackgroundCard($1) } }
    func kolodaShouldTransparentizeNextCard(_ koloda: KolodaDeck) -> Bool { ask(true) { $0.kolodaShouldTransparentizeNextCard($1) } }
    func kolodaSwipeThresholdRatioMargin(_ koloda: KolodaDeck) -> Double? {
        ask(nil) { $0.kolodaSwipeThresholdRatioMargin($1).map { Double($0) } }
    }
    func koloda(_ koloda: KolodaDeck, shouldDragCardAt index: Int) -> Bool { ask(true) { $0.koloda($1, shouldDragCardAt: index) } }

    func koloda(_ koloda: KolodaDeck, didSwipeCardAt index: Int, in direction: SwipeResultDirection) {
        tell { $0.koloda($1, didSwipeCardAt: index, in: direction) }
    }
    func kolodaDidRunOutOfCards(_ koloda: KolodaDeck) { tell { $0.kolodaDidRunOutOfCards($1) } }
    func koloda(_ koloda: KolodaDeck, didSelectCardAt index: Int) { tell { $0.koloda($1, didSelectCardAt: index) } }
    func koloda(_ koloda: KolodaDeck, draggedCardWithPercentage percentage: Double, in direction: SwipeResultDirection) {
        tell { $0.koloda($1, draggedCardWithPercentage: CGFloat(percentage), in: direction) }
    }
    func kolodaDidResetCard(_ koloda: KolodaDeck) { tell { $0.kolodaDidResetCard($1) } }
    func koloda(_ koloda: KolodaDeck, didShowCardAt index: Int) { tell { $0.koloda($1, didShowCardAt: index) } }
    func koloda(_ koloda: KolodaDeck, didRewindTo index: Int) { tell { $0.koloda($1, didRewindTo: index) } }
    func kolodaPanBegan(_ koloda: KolodaDeck, cardAt index: Int) {
        view?.haptics.prepare()
        tell { delegate, view in
            delegate.kolodaPanBegan(view, cardAt: index)
            if let card = view.frontCardView(index) { delegate.kolodaPanBegan(view, card: card) }
        }
    }
    func kolodaPanFinished(_ koloda: KolodaDeck, cardAt index: Int) {
        tell { delegate, view in
            delegate.kolodaPanFinished(view, cardAt: index)
            if let card = view.frontCardView(index) { delegate.kolodaPanFinished(view, card: card) }
        }
    }
    func koloda(_ koloda: KolodaDeck, cardAt index: Int, didCrossThresholdIn direction: SwipeResultDirection, isPastThreshold: Bool) {
        view?.haptics.play(isPastThreshold: isPastThreshold)
        tell { $0.koloda($1, cardAt: index, didCrossThresholdIn: direction, isPastThreshold: isPastThreshold) }
    }
    func koloda(_ koloda: KolodaDeck, didEvict record: SwipeRecord, reason: HistoryEvictionReason) {
        tell { $0.koloda($1, didEvict: record, reason: reason) }
    }
    func koloda(_ koloda: KolodaDeck, didReport diagnostic: KolodaDiagnostic) { tell { $0.koloda($1, didReport: diagnostic) } }
}
#endif
