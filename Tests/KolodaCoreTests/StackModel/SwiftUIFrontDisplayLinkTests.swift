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
        let link = RecordingDisplayLink()
        let ui = SwiftUIFront(items: ["a", "b", "c"], displayLink: link)
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
        #expect(link.steps == [.invalidate] && link.link == .none)
    }

    /// The controller installs its display link when it is made, and the stack adopts its items (which start
    /// Koloda's appear animation) before it calls `stackAppeared()`: no link is made until then, and one then.
    @Test func noLinkIsMadeBeforeTheStackAppears() {
        let link = RecordingDisplayLink()
        let ui = SwiftUIFront(items: ["a", "b", "c"], displayLink: link)
        #expect(ui.model.presenter.wantsFrames && ui.model.deck.isAnimating, "the deck asks for frames")
        // Before the stack appears: a command, new items and a new size ask for frames again.
        #expect(ui.updateDeck(at: 0.1) { $0.swipe(.left) })
        ui.adopt(["a", "b", "c", "d"], size: Size(width: 320, height: 420))
        #expect(link.steps.isEmpty && link.link == .none, "not on screen yet: \(link.steps)")
        #expect(!link.refresh(at: 0.2), "and no frame is made")
        ui.appeared()
        #expect(link.steps == [.create] && link.link == .running)
        link.settle(from: 0.2)
        #expect(link.steps == [.create, .pause], "one link for the stay")
        #expect(ui.model.poses.last?.item == "b", "the swipe made before the stack appeared shows")
    }

    /// A stack that disappears while a finger rests on a card (the link paused after the drag's last frame):
    /// leaving cancels the drag and ends the link, with no resume in between, and the card's return runs once the
    /// stack is back.
    @Test func disappearingWhileTheLinkIsPausedEndsItWithNoResume() {
        let (ui, link, start) = Self.stackOnScreen()
        let press = ui.model.deck.frameForCard(at: 0).center
        ui.dragChanged(start: press, location: press + Vector(dx: 50, dy: 0), at: start)
        let t = link.settle(from: start)
        #expect(link.link == .paused && ui.model.deck.isDragging)
        link.forgetSteps()
        ui.disappeared()
        #expect(link.steps == [.invalidate], "ended, never resumed first: \(link.steps)")
        #expect(!ui.model.deck.isDragging, "the drag whose end will never arrive is cancelled")
        #expect(ui.model.deck.isAnimating, "the card returns, once frames run again")
        ui.appeared()
        link.settle(from: t + 1)
        #expect(link.steps == [.invalidate, .create, .pause] && !ui.model.deck.isAnimating)
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
