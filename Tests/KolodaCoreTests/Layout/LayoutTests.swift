import Testing

@_spi(Fronts) @testable import KolodaCore

@Suite("Layout")
@MainActor
struct LayoutTests {
    // docs/koloda-behaviour.md §4.1, W = 300, H = 400, defaults.
    @Test(arguments: [
        (VisibleCardsDirection.bottom, 0, Rect(x: 0, y: 0, width: 300, height: 392)),
        (.bottom, 1, Rect(x: 7.5, y: 23.6, width: 285, height: 372.4)),
        (.bottom, 2, Rect(x: 14.625, y: 46.22, width: 270.75, height: 353.78)),
        (.top, 0, Rect(x: 0, y: 8, width: 300, height: 392)),
        (.top, 1, Rect(x: 7.5, y: 4, width: 285, height: 372.4)),
        (.top, 2, Rect(x: 14.625, y: 0, width: 270.75, height: 353.78))
    ])
    func defaultStackMatchesKoloda(direction: VisibleCardsDirection, slot: Int, expected: Rect) {
        let context = LayoutContext(deckSize: Size(width: 300, height: 400), visibleCardsDirection: direction)
        #expect(close(StackLayout.frame(at: slot, in: context), expected, 1e-9))
    }

    @Test func deepestBottomSlotEndsOnTheDecksBottomEdge() {
        for v in 1...6 {
            let context = LayoutContext(deckSize: Size(width: 320, height: 480), countOfVisibleCards: v)
            #expect(close(StackLayout.frame(at: v - 1, in: context).maxY, 480, 1e-9))
        }
    }

    /// Koloda's example v2 layout (§4.4) is expressible, and a background card larger than the front is drawn scaled.
    @Test func exampleV2LayoutIsExpressible() throws {
        let h = Harness(count: 4) { deck, delegate in
            deck.countOfVisibleCards = 2
            deck.layout = ClosureLayout { slot, context in
                let w = context.deckSize.width
                switch slot {
                case 0: return Rect(x: 10, y: 20, width: w - 20, height: (w - 20) * 1.25)
                case 1: return Rect(x: -0.25 * w, y: 0, width: 1.5 * w, height: 1.5 * w * 1.25)
                default: return .zero
                }
            }
            deck.alphaValueSemiTransparent = 0.1
            delegate.moveBackground = false
        }
        let scene = h.deck.scene
        #expect(scene.cards.count == 2)
        let back = scene.cards[0]
        let front = scene.cards[1]
        #expect(front.frame == Rect(x: 10, y: 20, width: 280, height: 350))
        #expect(back.frame == Rect(x: -75, y: 0, width: 450, height: 562.5))
        #expect(close(back.alpha, 0.1) && close(front.alpha, 1))
        // The background card keeps the front's logical size and is scaled to its slot.
        #expect(back.bounds == front.bounds)
        let corner = back.transform.apply(Point(x: back.bounds.width, y: back.bounds.height))
        #expect(close(corner.x, 375) && close(corner.y, 562.5))
        // Dragging does not move the background card when the delegate says so.
        h.driver.drag(from: h.grab, by: Vector(dx: 60, dy: 0), duration: 0.2, release: false)
        #expect(h.deck.scene.cards[0].frame == back.frame)
    }

    @Test func resizingMidAnimationRetargetsFrames() throws {
        let h = Harness()
        h.deck.swipe(.right)
        h.driver.advance(by: 0.05)
        try h.deck.resize(to: Size(width: 600, height: 800))
        h.driver.settle()
        let front = try #require(h.front)
        #expect(front.frame == h.deck.frameForCard(at: 0))
        #expect(front.frame.width == 600)
    }
}
