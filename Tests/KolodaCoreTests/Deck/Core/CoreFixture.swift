@_spi(Fronts) @testable import KolodaCore

/// A deck core set up as the shell would, with the answers the shell would get from the app given by hand.
@MainActor
struct CoreFixture {
    let curves = AnimationCurves(
        animator: KolodaViewAnimator(), backgroundCardFrameAnimationDuration: 0.2,
        reverseAnimationDuration: 0.3, appearanceAnimationDuration: 0.8)

    /// A core of `count` cards, `visible` of them in the deck, loaded at rest at time 0.
    func makeCore(count: Int, visible: Int = 3) -> DeckCore {
        var core = DeckCore(answers: .defaults)
        core.size = Size(width: 300, height: 400)
        _ = core.model.setCountOfVisibleCards(visible)
        _ = core.model.reload(newCount: count)
        sync(&core, .instant)
        return core
    }

    /// The shell's sync: one swipe duration (0.5 s) for each card the core says will enter.
    func sync(_ core: inout DeckCore, _ entrance: CardEntrance, front: CardRuntime? = nil) {
        let visible = core.model.visibleIndexes
        let entering = DeckCore.countOfCardsEntering(visible, withFront: front != nil, cards: core.cards)
        core.syncCards(
            visible, newCards: entrance, front: front, swipeDurations: Array(repeating: 0.5, count: entering),
            curves: curves)
    }

    /// The default layout's rectangles for slots 0…`slots` (pt).
    func frames(_ core: DeckCore, slots: Int) -> SlotFrames {
        SlotFrames(whole: (0...slots).map { StackLayout.frame(at: $0, in: core.layoutContext) })
    }

    func answers(_ core: DeckCore, slots: Int? = nil, moveBackground: Bool = true) -> SceneAnswers {
        SceneAnswers(
            app: AppAnswers(threshold: 1, transparentize: true, moveBackground: moveBackground),
            frames: frames(core, slots: slots ?? core.cards.count))
    }

    func scene(_ core: DeckCore, _ answers: SceneAnswers) -> DeckScene? {
        var missing: [Int] = []
        return scene(core, answers, missing: &missing)
    }

    /// The shell's scene: the core's parts posed by a poser of `answers`; nil, with the missing slots in `missing`,
    /// when a card needs a rectangle `answers` lacks.
    func scene(_ core: DeckCore, _ answers: SceneAnswers, missing: inout [Int]) -> DeckScene? {
        let poser = ScenePoser(
            at: core.now, deckSize: core.size, settings: core.settings, appearScale: core.appearScale,
            appearAlpha: core.appearAlpha, cards: core.cards, answers: answers)
        var poses: [CardPose] = []
        guard DeckCore.poses(of: core.cards, leaving: core.leaving, poser: poser, into: &poses, missing: &missing)
        else { return nil }
        return DeckScene(
            time: core.now, size: core.size, cards: poses, isAnimating: core.isAnimating,
            currentCardIndex: core.model.currentCardIndex, countOfCards: core.model.countOfCards)
    }
}
