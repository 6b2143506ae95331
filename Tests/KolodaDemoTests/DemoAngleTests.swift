import Glibc
import KolodaCairo
import KolodaCore
import Testing

@testable import KolodaDemo

/// v2's NOPE and LIKE throw the card 20° upwards (`swipe(toward:)`): it flies along that line and is reported as the
/// nearest direction, the side the button names in reading order.
@MainActor
@Suite("Demo: v2's buttons throw along an angle")
struct DemoAngleTests {
    @Test(arguments: [DeckLayoutDirection.leftToRight, .rightToLeft])
    func likeThrowsTheCardUpwardTowardTheTrailingEdge(layout: DeckLayoutDirection) throws {
        let app = DemoApp(windowSize: Recorder.windowSize, now: 0, eventLog: nil, layoutDirection: layout)
        app.show(.v2, now: 0.1)
        app.advance(to: 2)
        app.perform(.like)
        app.advance(to: 2.1)
        let card = try #require(app.screen.view.deck.scene.cards.first { $0.isLeaving && $0.index == 0 })
        let heading = try #require(card.offset.normalized)
        // Trailing is right reading left to right and left reading right to left; "up" is −y.
        let side = layout == .leftToRight ? 1.0 : -1.0
        let tilt = DemoButton.throwTilt
        #expect(abs(heading.dx - side * cos(tilt)) < 1e-9 && abs(heading.dy + sin(tilt)) < 1e-9, "\(heading)")
        app.advance(to: 4)
        #expect(app.screen.view.deck.history == [SwipeRecord(index: 0, direction: side > 0 ? .right : .left)])
    }
}
