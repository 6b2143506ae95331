#if os(iOS)
@_spi(Fronts) import KolodaCore
import UIKit

// The UIKit protocols are plain (Koloda 5's shape, no associated types: see docs/migrating-from-koloda.md, "How
// Koloda 5 code keeps compiling"); these bridges are the engine-family objects that ask them, so the engine's
// forwarders and `KolodaEvent.deliver(to:from:)` serve the UIKit view unchanged. Each holds its target weakly, as
// the view holds its data source and delegate, and answers `KolodaDefaults` once the target is gone.

/// A `KolodaViewDataSource` as the engine family's data source, with the view as the deck.
@MainActor
final class KolodaViewDataSourceBridge: KolodaDataSource {
    typealias Koloda = KolodaView
    private weak var source: (any KolodaViewDataSource)?

    init(_ source: any KolodaViewDataSource) { self.source = source }

    func kolodaNumberOfCards(_ koloda: KolodaView) -> Int { source?.kolodaNumberOfCards(koloda) ?? 0 }
    func kolodaSpeedThatCardShouldDrag(_ koloda: KolodaView) -> DragSpeed {
        source?.kolodaSpeedThatCardShouldDrag(koloda) ?? .default
    }
}

/// A `KolodaViewDelegate` as the engine family's delegate, with the view as the deck and `CGFloat` fractions.
@MainActor
final class KolodaViewDelegateBridge: KolodaDelegate {
    typealias Koloda = KolodaView
    typealias Fraction = CGFloat
    private weak var target: (any KolodaViewDelegate)?

    init(_ target: any KolodaViewDelegate) { self.target = target }

    func koloda(_ koloda: KolodaView, allowedDirectionsForIndex index: Int) -> [SwipeResultDirection] {
        target?.koloda(koloda, allowedDirectionsForIndex: index) ?? KolodaDefaults.allowedDirections
    }
    func koloda(_ koloda: KolodaView, shouldSwipeCardAt index: Int, in direction: SwipeResultDirection) -> Bool {
        target?.koloda(koloda, shouldSwipeCardAt: index, in: direction) ?? KolodaDefaults.shouldSwipeCard
    }
    func koloda(_ koloda: KolodaView, decideSwipe swipe: PendingSwipe) -> SwipeDecision {
        target?.koloda(koloda, decideSwipe: swipe) ?? KolodaDefaults.swipeDecision
    }
    func koloda(_ koloda: KolodaView, didSwipeCardAt index: Int, in direction: SwipeResultDirection) {
        target?.koloda(koloda, didSwipeCardAt: index, in: direction)
    }
    func koloda(_ koloda: KolodaView, didSwipeCardAt index: Int, in direction: SwipeResultDirection, angle: Double) {
        target?.koloda(koloda, didSwipeCardAt: index, in: direction, angle: angle)
    }
    func kolodaDidRunOutOfCards(_ koloda: KolodaView) { target?.kolodaDidRunOutOfCards(koloda) }
    func koloda(_ koloda: KolodaView, didSelectCardAt index: Int) { target?.koloda(koloda, didSelectCardAt: index) }
    func kolodaShouldApplyAppearAnimation(_ koloda: KolodaView) -> Bool {
        target?.kolodaShouldApplyAppearAnimation(koloda) ?? KolodaDefaults.shouldApplyAppearAnimation
    }
    func kolodaShouldMoveBackgroundCard(_ koloda: KolodaView) -> Bool {
        target?.kolodaShouldMoveBackgroundCard(koloda) ?? KolodaDefaults.shouldMoveBackgroundCard
    }
    func kolodaShouldTransparentizeNextCard(_ koloda: KolodaView) -> Bool {
        target?.kolodaShouldTransparentizeNextCard(koloda) ?? KolodaDefaults.shouldTransparentizeNextCard
    }
    func koloda(_ koloda: KolodaView, draggedCardWithPercentage percentage: CGFloat, in direction: SwipeResultDirection)
    {
        target?.koloda(koloda, draggedCardWithPercentage: percentage, in: direction)
    }
    func kolodaDidResetCard(_ koloda: KolodaView) { target?.kolodaDidResetCard(koloda) }
    func kolodaSwipeThresholdRatioMargin(_ koloda: KolodaView) -> CGFloat? {
        target?.kolodaSwipeThresholdRatioMargin(koloda) ?? nil
    }
    func koloda(_ koloda: KolodaView, didShowCardAt index: Int) { target?.koloda(koloda, didShowCardAt: index) }
    func koloda(_ koloda: KolodaView, didRewindTo index: Int) { target?.koloda(koloda, didRewindTo: index) }
    func koloda(_ koloda: KolodaView, shouldDragCardAt index: Int) -> Bool {
        target?.koloda(koloda, shouldDragCardAt: index) ?? KolodaDefaults.shouldDragCard
    }
    func kolodaPanBegan(_ koloda: KolodaView, cardAt index: Int) { target?.kolodaPanBegan(koloda, cardAt: index) }
    func kolodaPanFinished(_ koloda: KolodaView, cardAt index: Int) {
        target?.kolodaPanFinished(koloda, cardAt: index)
    }
    func koloda(
        _ koloda: KolodaView, cardAt index: Int, didCrossThresholdIn direction: SwipeResultDirection,
        isPastThreshold: Bool
    ) {
        target?.koloda(koloda, cardAt: index, didCrossThresholdIn: direction, isPastThreshold: isPastThreshold)
    }
    func koloda(_ koloda: KolodaView, didEvict record: SwipeRecord, reason: HistoryEvictionReason) {
        target?.koloda(koloda, didEvict: record, reason: reason)
    }
    func koloda(_ koloda: KolodaView, didReport diagnostic: KolodaDiagnostic) {
        target?.koloda(koloda, didReport: diagnostic)
    }
    func koloda(_ koloda: KolodaView, didReceive event: KolodaEvent) { target?.koloda(koloda, didReceive: event) }
}
#endif
