import Testing

@_spi(Fronts) @testable import KolodaCore

/// SwiftUI's `KolodaStackController`, as its entry points call the model, with the display link a `ManualFrameClock`
/// the presenter drives: each method is one controller entry point and makes the model call it makes, then the
/// controller's `publish()` (here: `takePublication()`, recorded). Nothing here decides anything.
@MainActor
final class SwiftUIFront {
    let model = KolodaStackModel<String>()
    let clock = ManualFrameClock()
    /// The publications, in order, one per controller call or display frame.
    private(set) var publications: [StackPublication] = []

    /// `init()`: the clock, and a publication after every display frame; then `adopt`, as the stack's `onAppear`
    /// does before it calls `stackAppeared()`. `displayLink`, when given, is the clock instead of `clock`, installed
    /// first, as the controller installs `DisplayLinkClock`.
    init(items: [String], size: Size = Size(width: 300, height: 400), displayLink: RecordingDisplayLink? = nil) {
        model.presenter.clock = displayLink ?? clock
        model.onFrame = { [weak self] in self?.publish() }
        adopt(items, size: size)
    }

    /// `adopt(_:id:update:)`: the stack's size and items.
    func adopt(_ items: [String], size: Size) {
        model.resize(to: size)
        _ = try? model.setItems(items)
        publish()
    }

    /// `dragChanged(_:)` with the gesture's own clock equal to the deck's.
    func dragChanged(start: Point, location: Point, at now: Double) {
        model.dragChanged(start: start, location: location, sampleTime: now, now: now)
        publish()
    }

    /// `dragEnded(_:)`.
    func dragEnded(location: Point, at now: Double) {
        model.dragEnded(location: location, sampleTime: now)
        publish()
    }

    /// `updateDeck(_:)`: every command (`swipe`, `revertAction`, `reset`, keys).
    @discardableResult
    func updateDeck<T>(at now: Double, _ body: (KolodaDeck) -> T) -> T {
        defer { publish() }
        return model.perform(at: now, body)
    }

    /// `stackAppeared()` and `stackDisappeared()`.
    func appeared() {
        model.stackAppeared()
        publish()
    }
    func disappeared() {
        model.stackDisappeared()
        publish()
    }

    /// The display link fires at `time` (s).
    func refresh(at time: Double) { clock.refresh(at: time) }

    private func publish() { publications.append(model.takePublication()) }
}

@Suite("SwiftUI front on the real presenter and a manual display link")
@MainActor
struct SwiftUIFrontClockTests {
    /// Refreshes at 60 Hz from `start` while the clock runs (at most 5 s); returns the time reached.
    @discardableResult
    static func settle(_ ui: SwiftUIFront, from start: Double) -> Double {
        var t = start
        for _ in 0..<300 where ui.clock.isRunning {
            t += 1.0 / 60
            ui.refresh(at: t)
        }
        return t
    }

    @Test func theClockRunsWhileTheDeckAppearsAndStopsAtRest() {
        let ui = SwiftUIFront(items: ["a", "b", "c"])
        #expect(ui.clock.isRunning, "the first items appear with Koloda's appear animation")
        let t = Self.settle(ui, from: 0)
        #expect(!ui.clock.isRunning && !ui.model.deck.isAnimating)
        #expect(t > 0 && t < 5, "it settled: \(t)")
        #expect(ui.model.poses.map(\.item) == ["c", "b", "a"], "drawn back to front by the presenter's frames")
    }

    @Test func aDragRefreshBuildsOneSceneAndPublishesThePosesOnly() {
        let ui = SwiftUIFront(items: ["a", "b", "c"])
        var t = Self.settle(ui, from: 0)
        let start = ui.model.deck.frameForCard(at: 0).center
        var scenes: [Int] = []
        var framePublications: [StackPublication] = []
        ui.dragChanged(start: start, location: start + Vector(dx: 12, dy: 0), at: t)
        for step in 1...20 {
            let before = ui.model.deck.scenesBuilt
            t += 1.0 / 60
            ui.dragChanged(start: start, location: start + Vector(dx: 12 + Double(step) * 4, dy: 0), at: t)
            let published = ui.publications.count
            ui.refresh(at: t)
            scenes.append(ui.model.deck.scenesBuilt - before)
            framePublications += ui.publications[published...]
        }
        #expect(scenes == Array(repeating: 1, count: 20), "one scene per refresh: \(scenes)")
        #expect(framePublications == Array(repeating: [.poses], count: 20), "the frame publishes the poses only")
        // The finger rests: the next refresh makes no frame and stops the clock; the next sample starts it again.
        t += 1.0 / 60
        ui.refresh(at: t)
        #expect(!ui.clock.isRunning)
        ui.dragChanged(start: start, location: start + Vector(dx: 100, dy: 0), at: t + 1.0 / 60)
        #expect(ui.clock.isRunning)
    }

    @Test func aCommandGoesThroughThePresenterAndItsEventsReachTheHandlers() {
        let ui = SwiftUIFront(items: ["a", "b", "c"])
        var swiped: [String] = []
        ui.model.handlers.onSwipe = { item, _ in swiped.append(item) }
        let t = Self.settle(ui, from: 0)
        #expect(ui.updateDeck(at: t) { $0.swipe(.left) })
        #expect(swiped == ["a"])
        #expect(ui.publications.last?.contains(.status) == true, "the front index changed")
        #expect(ui.clock.isRunning, "the card flies out")
        Self.settle(ui, from: t)
        #expect(ui.model.poses.last?.item == "b")
    }

    @Test func aStackThatLeavesTheScreenMidDragCancelsItAndStopsItsClock() {
        let ui = SwiftUIFront(items: ["a", "b", "c"])
        let t = Self.settle(ui, from: 0)
        ui.appeared()
        let start = ui.model.deck.frameForCard(at: 0).center
        ui.dragChanged(start: start, location: start + Vector(dx: 12, dy: 0), at: t)
        ui.dragChanged(start: start, location: start + Vector(dx: 60, dy: 0), at: t + 1.0 / 60)
        #expect(ui.model.deck.isDragging && ui.clock.isRunning)
        ui.disappeared()
        #expect(!ui.model.deck.isDragging, "its end will never arrive")
        #expect(!ui.clock.isRunning)
        ui.refresh(at: t + 2.0 / 60)
        #expect(!ui.model.presenter.isOnScreen)
        ui.appeared()
        #expect(ui.clock.isRunning, "back on screen, the card returns")
    }
}
