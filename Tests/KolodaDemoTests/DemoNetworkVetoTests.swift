import KolodaCairo
import Testing

@_spi(Fronts) @testable import KolodaCore
@testable import KolodaDemo

/// v2's "server" checks each like: the card waits where it was let go, then flies out, except every fifth like,
/// which it rejects (the card springs back). Driven on a manual clock.
@MainActor
@Suite("Demo: likes checked by a server")
struct DemoNetworkVetoTests {
    @Test func everyFifthLikeIsRejectedTheOthersSwipeOnce() throws {
        let screen = DeckScreen(kind: .v2, frame: Rect(x: 0, y: 0, width: 400, height: 520))
        let driver = DeckDriver(deck: screen.view.deck)
        driver.settle()
        let latency = LikeNetwork().latency
        var swipes: [Int] = []
        var resets: [Int] = []
        for like in 1...5 {
            let index = screen.view.currentCardIndex
            let center = screen.view.deck.frameForCard(at: 0).center
            driver.clearEvents()
            driver.drag(from: center - Vector(dx: 0, dy: 60), by: Vector(dx: 280, dy: 0), duration: 0.3, hold: 0.1)
            let pending = try #require(screen.view.pendingSwipe, "like \(like) waits for the server")
            #expect(pending.index == index && pending.direction == .right)
            driver.advance(by: latency / 2)
            screen.deliverNetworkAnswers()
            #expect(screen.view.pendingSwipe == pending, "no answer before the latency")
            driver.advance(by: latency)
            screen.deliverNetworkAnswers()
            #expect(screen.view.pendingSwipe == nil)
            driver.settle()
            swipes += driver.events(named: ["didSwipeCardAt"]).compactMap(\.index)
            resets += driver.events(named: ["kolodaDidResetCard"]).compactMap(\.index)
        }
        // Likes 1–4 swipe cards 0–3, once each; the fifth (card 4) is rejected and stays in front.
        #expect(swipes == [0, 1, 2, 3] && resets == [4])
        #expect(screen.view.currentCardIndex == 4)
    }
}
