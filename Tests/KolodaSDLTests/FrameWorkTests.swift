import KolodaCairo
import Testing

@_spi(Fronts) @testable import KolodaCore
@testable import KolodaSDL

/// A deck of plain cards that counts every question the deck asks its data source and delegate, by question.
@MainActor
final class CountingCards: KolodaViewDataSource, KolodaViewDelegate {
    var count = 5
    /// Questions asked, by name.
    private(set) var asked: [String: Int] = [:]
    private func ask(_ question: String) { asked[question, default: 0] += 1 }
    /// Forgets the counts.
    func reset() { asked = [:] }

    func kolodaNumberOfCards(_ koloda: KolodaView) -> Int {
        ask("numberOfCards")
        return count
    }
    func kolodaSpeedThatCardShouldDrag(_ koloda: KolodaView) -> DragSpeed {
        ask("speed")
        return .default
    }
    func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> CairoView {
        ask("viewForCard(\(index))")
        let card = CairoView()
        card.backgroundColor = CairoColor(r: 1, g: 0, b: 0)
        return card
    }
    func koloda(_ koloda: KolodaView, allowedDirectionsForIndex index: Int) -> [SwipeResultDirection] {
        ask("allowedDirections")
        return [.left, .right]
    }
    func koloda(_ koloda: KolodaView, shouldSwipeCardAt index: Int, in direction: SwipeResultDirection) -> Bool {
        ask("shouldSwipe")
        return true
    }
    func kolodaShouldApplyAppearAnimation(_ koloda: KolodaView) -> Bool {
        ask("shouldApplyAppear")
        return true
    }
    func kolodaShouldMoveBackgroundCard(_ koloda: KolodaView) -> Bool {
        ask("shouldMoveBackground")
        return true
    }
    func kolodaShouldTransparentizeNextCard(_ koloda: KolodaView) -> Bool {
        ask("shouldTransparentize")
        return true
    }
    func kolodaSwipeThresholdRatioMargin(_ koloda: KolodaView) -> Double? {
        ask("thresholdRatioMargin")
        return nil
    }
    func koloda(_ koloda: KolodaView, shouldDragCardAt index: Int) -> Bool {
        ask("shouldDrag")
        return true
    }
}

/// What a run of frames cost: the most scene builds and the most questions of one kind in any one frame.
struct FrameWork: CustomStringConvertible {
    var frames = 0
    var maxScenesPerFrame = 0
    var maxQuestionsPerFrame: [String: Int] = [:]
    var maxAllQuestionsPerFrame = 0

    mutating func add(scenes: Int, questions: [String: Int]) {
        frames += 1
        maxScenesPerFrame = max(maxScenesPerFrame, scenes)
        maxAllQuestionsPerFrame = max(maxAllQuestionsPerFrame, questions.values.reduce(0, +))
        for (question, n) in questions { maxQuestionsPerFrame[question] = max(maxQuestionsPerFrame[question] ?? 0, n) }
    }

    var description: String {
        "\(frames) frames, at most \(maxScenesPerFrame) scene builds per frame, at most \(maxAllQuestionsPerFrame) "
            + "questions per frame; by question, at most "
            + maxQuestionsPerFrame.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    }
}

/// One scene per frame: the window host builds the deck's scene once per frame, asks the delegate each question at
/// most once per frame and none of the scene's, through a drag, its release and the animation that follows (manual
/// clock, dummy driver).
extension SDLHostTests {
    @Test func theHostBuildsOneScenePerFrameAndAsksTheScenesQuestionsOnlyAtInput() throws {
        let cards = CountingCards()
        let koloda = KolodaView(frame: Rect(x: 40, y: 40, width: 320, height: 440))
        koloda.dataSource = cards
        koloda.delegate = cards
        let host = KolodaWindowHost(window: try openWindow(), koloda: koloda)
        defer { host.window.close() }
        var work = FrameWork()
        var t = 0.0
        func frame() {
            cards.reset()
            let before = koloda.deck.scenesBuilt
            host.frame(now: t)
            work.add(scenes: koloda.deck.scenesBuilt - before, questions: cards.asked)
            t += 1.0 / 60
        }
        var sceneQuestionsPerMove: [[String: Int]] = []
        let sceneQuestions: Set = ["thresholdRatioMargin", "shouldTransparentize", "shouldMoveBackground"]
        func pointer(_ phase: PointerEvent.Phase, x: Double) {
            cards.reset()
            host.handle(
                .pointer(PointerEvent(phase: phase, location: Point(x: x, y: 300), timestamp: t, source: .mouse)))
            if phase == .moved { sceneQuestionsPerMove.append(cards.asked.filter { sceneQuestions.contains($0.key) }) }
        }
        frame()
        pointer(.down, x: 200)
        for step in 1...20 {
            pointer(.moved, x: 200 + 12 * Double(step))
            frame()
        }
        pointer(.up, x: 440)
        for _ in 0..<60 { frame() }  // the card flies out, the next settles
        #expect(work.frames == 81)
        #expect(work.maxScenesPerFrame == 1, "\(work)")
        #expect(work.maxQuestionsPerFrame.values.allSatisfy { $0 <= 1 }, "\(work)")
        // A frame asks none of the scene's questions; each drag update asks the threshold and whether the background
        // cards move, once each, as Koloda 5's pan updates did (docs/koloda-behaviour.md §6.1). (The first move past
        // the recognizer's slop begins the drag: a drag update too.)
        #expect(sceneQuestions.allSatisfy { work.maxQuestionsPerFrame[$0] == nil }, "\(work)")
        #expect(sceneQuestionsPerMove.count == 20)
        #expect(
            sceneQuestionsPerMove.allSatisfy { $0 == ["thresholdRatioMargin": 1, "shouldMoveBackground": 1] },
            "\(sceneQuestionsPerMove)")
    }
}
