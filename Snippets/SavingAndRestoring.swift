// Saving a deck's place and undo history as JSON, and restoring it.
import Foundation
import KolodaCore

@MainActor final class Photos: KolodaDeckDataSource {
    func kolodaNumberOfCards(_ koloda: KolodaDeck) -> Int { 20 }
}

try MainActor.assumeIsolated {
    let photos = Photos()
    let deck = KolodaDeck(size: Size(width: 300, height: 400))
    deck.dataSource = photos
    deck.swipe(.right)
    deck.swipe(.left)  // commands apply at once, even while the first card is still flying

    // Save: any moment will do, mid-drag or mid-animation; the snapshot is the settled state.
    let saved = try JSONEncoder().encode(deck.snapshot())

    // Restore, e.g. on the next launch, into a deck with the same data source.
    let restored = KolodaDeck(size: Size(width: 300, height: 400))
    restored.dataSource = photos
    try restored.restore(JSONDecoder().decode(DeckModel.self, from: saved))

    precondition(restored.currentCardIndex == 2)
    let history = [SwipeRecord(index: 0, direction: .right), SwipeRecord(index: 1, direction: .left)]
    precondition(restored.history == history)
    restored.revertAction()  // undo works across the restore
    precondition(restored.currentCardIndex == 1)
    print("SavingAndRestoring: \(saved.count) bytes of JSON; front card \(restored.currentCardIndex) after one undo")

    // Start at a chosen card: right after the data source, before the first frame.
    let resumed = KolodaDeck(size: Size(width: 300, height: 400))
    resumed.dataSource = photos
    try resumed.showCard(at: 12, animated: false)
    precondition(resumed.visibleIndexes == [12, 13, 14])

    // Jump later, animated: no card between is swiped; the undo history stays.
    try resumed.showCard(at: 3)
    do {
        try resumed.showCard(at: 20)  // past the last card
    } catch KolodaError.indexRangeOutOfBounds(let range, let count) {
        precondition(range == 20..<21 && count == 20 && resumed.currentCardIndex == 3)  // nothing changed
    }
    print("SavingAndRestoring: started at card 12, jumped to card \(resumed.currentCardIndex)")
}
