import Testing

@_spi(Fronts) @testable import KolodaCore

/// A plan's removals are in creation order (ascending `CardID`), whatever order the loaded views come in.
@Suite("Scene application removals")
struct SceneApplicationRemovalsTests {
    @Test(arguments: [0, 1, 2, 7, 40])
    func everyLoadedCardTheSceneLacksIsRemovedInAscendingOrder(_ count: Int) {
        let empty = DeckScene(
            time: 0, size: Size(width: 300, height: 400), cards: [], isAnimating: false, currentCardIndex: 0,
            countOfCards: 0)
        // Ids in a scrambled order (a multiplicative permutation), with content versions of both kinds.
        let ids = (0..<count).map { CardID(rawValue: ($0 * 17 + 5) % max(count, 1) * 3 - 20) }
        var loaded: [CardID: Int?] = [:]
        for (i, id) in ids.enumerated() { loaded[id] = i.isMultiple(of: 2) ? .some(i) : .some(nil) }
        let plan = SceneApplication(scene: empty, loaded: loaded, countOfCards: 0)
        #expect(plan.removals == ids.sorted())
        #expect(Set(plan.removals).count == loaded.count)
    }
}
