import KolodaCore
import Testing

@testable import KolodaCairo
@testable import KolodaCompositing

/// `update(progress:)` reaches an overlay when its card's overlay changes, never while the card rests (Koloda 5 called
/// it only on drag updates). The UIKit view applies scenes by the same rule (`OverlayDelivery`); this drives the Cairo
/// view, frame by frame, as its window host does.
@Suite("Overlay updates")
@MainActor
struct OverlayUpdateTests {
    final class CountingOverlay: OverlayView {
        var progresses: [Double] = []
        override func update(progress: Double) {
            progresses.append(progress)
            super.update(progress: progress)
        }
    }

    final class Cards: KolodaViewDataSource {
        var overlays: [Int: CountingOverlay] = [:]
        func kolodaNumberOfCards(_ koloda: KolodaView) -> Int { 5 }
        func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> CairoView { CairoView() }
        func koloda(_ koloda: KolodaView, viewForCardOverlayAt index: Int) -> OverlayView? {
            let overlay = CountingOverlay()
            overlays[index] = overlay
            return overlay
        }
    }

    @Test func anOverlayHearsItsCardMoveAndNothingAtRest() throws {
        let view = KolodaView(frame: Rect(x: 0, y: 0, width: 300, height: 400))
        let cards = Cards()
        view.dataSource = cards
        var now = 0.0
        func frames(_ count: Int) throws {
            for _ in 0..<count {
                now += 1.0 / 60
                try view.tick(now: now)
            }
        }
        try frames(30)
        let front = try #require(cards.overlays[0])
        let behind = try #require(cards.overlays[1])
        // Each overlay is told once, as its card appears: hidden.
        #expect(front.progresses == [0] && behind.progresses == [0] && front.alpha == 0)

        // A drag to 75 pt and back: the front overlay hears every change.
        let start = Point(x: 150, y: 100)
        _ = try view.deck.dragBegan(DragSample(location: start, translation: .zero, timestamp: now))
        for dx in [25.0, 50, 75] {
            try view.deck.dragChanged(
                DragSample(location: start + Vector(dx: dx, dy: 0), translation: Vector(dx: dx, dy: 0), timestamp: now))
            try frames(1)
        }
        #expect(front.progresses.count == 4 && front.progresses.last.map { $0 > 0.4 } == true)
        #expect(behind.progresses == [0])  // a background card's overlay does not change

        try view.deck.dragEnded(
            DragSample(location: start + Vector(dx: 75, dy: 0), translation: Vector(dx: 75, dy: 0), timestamp: now))
        try frames(120)  // the card returns, its overlay fading with it, then rests
        #expect(front.progresses.last == 0 && front.alpha == 0)
        let heard = front.progresses.count

        // At rest, more frames (a host ticking while something else moves) tell the overlays nothing.
        view.swipe(.left)
        try frames(5)
        #expect(behind.progresses == [0])
        #expect(front.progresses.count > heard)  // the swiped card's overlay shows its direction as it leaves
    }
}
