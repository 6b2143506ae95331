import Testing

@_spi(Fronts) @testable import KolodaCore

/// UIKit's `KolodaView` entry points (`UIKitFront`) on the real presenter, with the display link recorded
/// (`RecordingDisplayLink`, the schedule `DisplayLinkClock` applies): one link per stay in a window, paused and
/// resumed while a card is held still, ended when the view leaves its window mid-drag, none made off screen.
@Suite("UIKit front, its display link")
@MainActor
struct UIKitFrontDisplayLinkTests {
    static let size = Size(width: 300, height: 400)
    static var window: Rect { Rect(origin: .zero, size: size) }

    /// `setUp()`'s order: the view is made outside a window and its clock installed there; then the app sets a data
    /// source, the view joins a window, is laid out and settles.
    static func deckInWindow() -> (UIKitFront, RecordingDisplayLink, Double) {
        let ui = UIKitFront()
        ui.removeFromWindow()
        let link = RecordingDisplayLink()
        ui.presenter.clock = link
        ui.setDataSource(CountingDataSource(count: 5), at: 1)
        #expect(link.steps.isEmpty, "no window: no link")
        ui.didMoveToWindow(viewport: window, at: 1)
        ui.layoutSubviews(size: size, at: 1.001)
        let t = link.settle(from: 1.001)
        #expect(link.steps == [.create, .pause], "one link, paused once the deck rests")
        return (ui, link, t)
    }

    static func sample(_ press: Point, _ dx: Double, at t: Double) -> DragSample {
        DragSample(
            location: press + Vector(dx: dx, dy: 0), translation: Vector(dx: dx, dy: 0), velocity: .zero, timestamp: t)
    }

    @Test func aCardHeldStillPausesAndResumesOneLink() {
        let (ui, link, start) = Self.deckInWindow()
        let press = ui.deck.frameForCard(at: 0).center
        ui.pan(.began, Self.sample(press, 40, at: start), at: start)
        var t = link.settle(from: start)
        link.forgetSteps()
        // The finger rests: every sample asks for a frame, which moves nothing and stops the clock.
        for _ in 0..<30 {
            t += 1.0 / 60
            ui.pan(.changed, Self.sample(press, 40, at: t), at: t)
            link.refresh(at: t)
        }
        #expect(ui.deck.isDragging)
        #expect(link.count(.create) == 0 && link.count(.invalidate) == 0)
        #expect(link.steps == Array(repeating: [.resume, .pause], count: 30).flatMap { $0 })
    }

    /// `setUp()` installs the display link while the view has no window; the app then sets a data source (whose
    /// cards appear with Koloda's appear animation), lays the view out and swipes: no link until `didMoveToWindow()`
    /// puts the view in a window, the same rule as the SwiftUI stack's `onAppear`.
    @Test func noLinkIsMadeBeforeTheViewJoinsAWindow() {
        let ui = UIKitFront(inWindow: false)
        let link = RecordingDisplayLink()
        ui.presenter.clock = link
        ui.setDataSource(CountingDataSource(count: 5), at: 1)
        #expect(ui.presenter.wantsFrames, "the deck asks for frames")
        ui.layoutSubviews(size: Self.size, at: 1.1)
        #expect(ui.updateDeck(at: 1.2) { $0.swipe(.left) })
        #expect(link.steps.isEmpty && link.link == .none, "no window yet: \(link.steps)")
        ui.didMoveToWindow(viewport: Self.window, at: 1.3)
        #expect(link.steps == [.create] && link.link == .running)
        link.settle(from: 1.3)
        #expect(link.steps == [.create, .pause], "one link for the stay")
    }

    /// The UIKit half of the SwiftUI stack's rule: leaving the window while a finger rests on a card (the link
    /// paused) cancels the drag and ends the link, with no resume in between.
    @Test func leavingTheWindowWhileTheLinkIsPausedEndsItWithNoResume() {
        let (ui, link, start) = Self.deckInWindow()
        let press = ui.deck.frameForCard(at: 0).center
        ui.pan(.began, Self.sample(press, 40, at: start), at: start)
        link.settle(from: start)
        #expect(link.link == .paused && ui.deck.isDragging)
        link.forgetSteps()
        ui.removeFromWindow()
        #expect(link.steps == [.invalidate], "ended, never resumed first: \(link.steps)")
        #expect(!ui.deck.isDragging)
    }

    @Test func leavingTheWindowMidDragEndsTheLinkAndComingBackMakesOne() {
        let (ui, link, start) = Self.deckInWindow()
        let press = ui.deck.frameForCard(at: 0).center
        var t = start
        ui.pan(.began, Self.sample(press, 0, at: t), at: t)
        for step in 1...5 {
            t += 1.0 / 60
            ui.pan(.changed, Self.sample(press, Double(step) * 10, at: t), at: t)
            link.refresh(at: t)
        }
        // The finger moves on; the view leaves its window before the link's next refresh.
        t += 1.0 / 60
        ui.pan(.changed, Self.sample(press, 60, at: t), at: t)
        #expect(link.link == .running)
        link.forgetSteps()
        ui.removeFromWindow()
        #expect(link.steps == [.invalidate] && link.link == .none)
        #expect(!ui.deck.isDragging, "the drag whose end will never arrive is cancelled")
        // Off screen, commands, a new size and a new data source ask for frames: no link is made.
        #expect(ui.updateDeck(at: t + 0.1) { $0.swipe(.left) })
        ui.layoutSubviews(size: Size(width: 320, height: 420), at: t + 0.2)
        ui.setDataSource(CountingDataSource(count: 3), at: t + 0.3)
        #expect(link.steps == [.invalidate] && link.link == .none)
        ui.didMoveToWindow(viewport: Self.window, at: t + 0.4)
        #expect(link.steps == [.invalidate, .create] && link.link == .running)
        t = link.settle(from: t + 0.4)
        #expect(link.link == .paused)
        #expect(ui.updateDeck(at: t) { $0.swipe(.right) })
        #expect(link.steps.last == .resume && link.count(.create) == 1)
    }

    @Test func aPausedLinkIsEndedWhenTheViewLeavesAndEachStayMakesOne() {
        let (ui, link, start) = Self.deckInWindow()
        var t = start
        for stay in 1...4 {
            #expect(link.link == .paused)
            ui.removeFromWindow()
            #expect(link.link == .none)
            t += 1
            ui.didMoveToWindow(viewport: Self.window, at: t)
            t = link.settle(from: t)
            #expect(link.count(.create) == stay + 1 && link.count(.invalidate) == stay)
        }
    }
}
