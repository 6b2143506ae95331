#if canImport(UIKit)
import UIKit
import KolodaCore

/// Adapts the engine's view-agnostic protocols to `KolodaView`'s: forwards each call with the view as the deck,
/// converting `Double` to `CGFloat` where Koloda's UIKit API uses it.
@MainActor
final class KolodaViewBridge: KolodaDeckDataSource, KolodaDeckDelegate {
    weak var view: KolodaView?

    private var dataSource: (any KolodaViewDataSource)? { view?.dataSource }
    private var delegate: (any KolodaViewDelegate)? { view?.delegate }

    func kolodaNumberOfCards(_ koloda: KolodaDeck) -> Int {
        guard let view, let dataSource else { return 0 }
        return dataSource.kolodaNumberOfCards(view)
    }
    func kolodaSpeedThatCardShouldDrag(_ koloda: KolodaDeck) -> DragSpeed {
        guard let view, let dataSource else { return .default }
        return dataSource.kolodaSpeedThatCardShouldDrag(view)
    }

    func koloda(_ koloda: KolodaDeck, allowedDirectionsForIndex index: Int) -> [SwipeResultDirection] {
        guard let view, let delegate else { return KolodaDefaults.allowedDirections }
        return delegate.koloda(view, allowedDirectionsForIndex: index)
    }
    func koloda(_ koloda: KolodaDeck, shouldSwipeCardAt index: Int, in direction: SwipeResultDirection) -> Bool {
        guard let view, let delegate else { return true }
        return delegate.koloda(view, shouldSwipeCardAt: index, in: direction)
    }
    func koloda(_ koloda: KolodaDeck, didSwipeCardAt index: Int, in direction: SwipeResultDirection) {
        if let view { delegate?.koloda(view, didSwipeCardAt: index, in: direction) }
    }
    func kolodaDidRunOutOfCards(_ koloda: KolodaDeck) {
        if let view { delegate?.kolodaDidRunOutOfCards(view) }
    }
    func koloda(_ koloda: KolodaDeck, didSelectCardAt index: Int) {
        if let view { delegate?.koloda(view, didSelectCardAt: index) }
    }
    func kolodaShouldApplyAppearAnimation(_ koloda: KolodaDeck) -> Bool {
        guard let view, let delegate else { return true }
        return delegate.kolodaShouldApplyAppearAnimation(view)
    }
    func kolodaShouldMoveBackgroundCard(_ koloda: KolodaDeck) -> Bool {
        guard let view, let delegate else { return true }
        return delegate.kolodaShouldMoveBackgroundCard(view)
    }
    func kolodaShouldTransparentizeNextCard(_ koloda: KolodaDeck) -> Bool {
        guard let view, let delegate else { return true }
        return delegate.kolodaShouldTransparentizeNextCard(view)
    }
    func koloda(_ koloda: KolodaDeck, draggedCardWithPercentage percentage: Double, in direction: SwipeResultDirection) {
        if let view { delegate?.koloda(view, draggedCardWithPercentage: CGFloat(percentage), in: direction) }
    }
    func kolodaDidResetCard(_ koloda: KolodaDeck) {
        if let view { delegate?.kolodaDidResetCard(view) }
    }
    func kolodaSwipeThresholdRatioMargin(_ koloda: KolodaDeck) -> Double? {
        guard let view, let delegate else { return nil }
        return delegate.kolodaSwipeThresholdRatioMargin(view).map { Double($0) }
    }
    func koloda(_ koloda: KolodaDeck, didShowCardAt index: Int) {
        if let view { delegate?.koloda(view, didShowCardAt: index) }
    }
    func koloda(_ koloda: KolodaDeck, didRewindTo index: Int) {
        if let view { delegate?.koloda(view, didRewindTo: index) }
    }
    func koloda(_ koloda: KolodaDeck, shouldDragCardAt index: Int) -> Bool {
        guard let view, let delegate else { return true }
        return delegate.koloda(view, shouldDragCardAt: index)
    }
    func kolodaPanBegan(_ koloda: KolodaDeck, cardAt index: Int) {
        guard let view else { return }
        view.prepareHaptics()
        delegate?.kolodaPanBegan(view, cardAt: index)
    }
    func kolodaPanFinished(_ koloda: KolodaDeck, cardAt index: Int) {
        if let view { delegate?.kolodaPanFinished(view, cardAt: index) }
    }
    func koloda(_ koloda: KolodaDeck, cardAt index: Int, didCrossThresholdIn direction: SwipeResultDirection, isPastThreshold: Bool) {
        guard let view else { return }
        view.playThresholdHaptic(isPastThreshold: isPastThreshold)
        delegate?.koloda(view, cardAt: index, didCrossThresholdIn: direction, isPastThreshold: isPastThreshold)
    }
    func koloda(_ koloda: KolodaDeck, didEvict record: SwipeRecord, reason: HistoryEvictionReason) {
        if let view { delegate?.koloda(view, didEvict: record, reason: reason) }
    }
    func koloda(_ koloda: KolodaDeck, didReport diagnostic: KolodaDiagnostic) {
        if let view { delegate?.koloda(view, didReport: diagnostic) }
    }
}
#endif
