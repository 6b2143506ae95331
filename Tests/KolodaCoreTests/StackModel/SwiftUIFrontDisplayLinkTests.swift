import Testing

@_spi(Fronts) @testable import KolodaCore

/// SwiftUI's stack (`SwiftUIFront`, the controller's calls) on the real presenter, with the display link recorded
/// (`RecordingDisplayLink`, the schedule `DisplayLinkClock` applies): one link while the stack shows, paused and
/// resumed while a card is held still, ended when the last stack showing the deck disappears mid-drag.
@Suite("SwiftUI front, its display link")
@MainActor
struct SwiftUIFrontDisplayLinkTests {
    /// A controller with three items whose stack appeared and settled.
    static func stackOnScreen() -> (SwiftUIFront, RecordingDisplayLink, Double) {
        let ui = SwiftUIFront(items: ["a", "b", "c"])
        let link = RecordingDisplayLink()
        ui.model.presenter.clock = link
        ui.appeared()
        let t = link.settle(from: 0)
        #expect(link.steps == [.create, .pause], "one link, paused once the deck rests")
        return (ui, link, t)
    }

    @Test func aCardHeldStillPausesAndResumesOneLink() {
        let (ui, link, start) = Self.stackOnScreen()
        let press = ui.model.deck.frameForCard(at: 0).center
        let held = press + Vector(dx: 40, dy: 0)
        ui.dragChanged(start: press, location: held, at: start)
        var t = link.settle(from: start)
        link.forgetSteps()
        for _ in 0..<30 {
            t += 1.0 / 60
            ui.dragChanged(start: press, location: held, at: t)
            link.refresh(at: t)
        }
        #expect(ui.model.deck.isDragging)
        #expect(link.steps == Array(repeating: [.resume, .pause], count: 30).flatMap { $0 })
        // The stack disappears while the finger rests: the paused link is ended, none is made.
        link.forgetSteps()
        ui.disappeared()
        #expect(link.steps.last == .invalidate && link.count(.create) == 0 && link.link == .none)
    }

    @Test func disappearingMidDragEndsTheLinkAndAppearingMakesOne() {
        let (ui, link, start) = Self.stackOnScreen()
        let press = ui.model.deck.frameForCard(at: 0).center
        var t = start
        for step in 1...5 {
            t += 1.0 / 60
            ui.dragChanged(start: press, location: press + Vector(dx: Double(step) * 10, dy: 0), at: t)
            link.refresh(at: t)
        }
        // The finger moves on; the stack disappears before the link's next refresh.
        t += 1.0 / 60
        ui.dragChanged(start: press, location: press + Vector(dx: 60, dy: 0), at: t)
        #expect(link.link == .running)
        link.forgetSteps()
        ui.disappeared()
        #expect(link.steps == [.invalidate] && link.link == .none)
        #expect(!ui.model.deck.isDragging, "the drag whose end will never arrive is cancelled")
        // While no stack shows the deck, commands and new items ask for frames: no link is made.
        #expect(ui.updateDeck(at: t + 0.1) { $0.swipe(.left) })
        ui.adopt(["a", "b", "c", "d"], size: Size(width: 320, height: 420))
        #expect(link.steps == [.invalidate] && link.link == .none)
        ui.appeared()
        #expect(link.steps == [.invalidate, .create] && link.link == .running)
    }

    @Test func theLinkLastsWhileAnyStackShowsTheDeck() {
        let (ui, link, _) = Self.stackOnScreen()
        link.forgetSteps()
        ui.appeared()  // a second stack shows the same controller
        ui.disappeared()
        #expect(link.count(.create) == 0 && link.count(.invalidate) == 0, "one stack still shows it")
        ui.disappeared()
        #expect(link.steps.last == .invalidate && link.link == .none)
    }
}
