import KolodaCheck
import Testing

@_spi(Fronts) @testable import KolodaCore

/// Koloda 5's order of card views among the deck's subviews (docs/koloda-behaviour.md §5: the deck adds its front card
/// with `addSubview`, each card behind it just below the one in front, and never moves the app's views).
@Suite("Card stacking, Koloda 5's order")
struct CardStackingKoloda5Tests {
    let a = CardID(rawValue: 1), b = CardID(rawValue: 2), c = CardID(rawValue: 3), d = CardID(rawValue: 4)

    /// The moves applied by UIKit's rules: `addSubview` puts a view last (on top); `insertSubview(_:belowSubview:)`
    /// puts it just before the sibling, moving it when it is there already.
    static func apply(_ moves: [CardStacking.Move], to subviews: [CardID?]) -> [CardID?] {
        var order = subviews
        for move in moves {
            switch move {
            case .addOnTop(let id):
                order.removeAll { $0 == id }
                order.append(id)
            case .insert(let id, let other):
                order.removeAll { $0 == id }
                order.insert(id, at: order.firstIndex(of: other)!)
            }
        }
        return order
    }

    static func card(_ move: CardStacking.Move) -> CardID {
        switch move {
        case .addOnTop(let id), .insert(let id, _): return id
        }
    }

    @Test func aDeckBuiltOverTheAppsViewGoesOnTopFrontFirst() {
        let moves = CardStacking.koloda5Moves(subviews: [nil], cards: [a, b, c])
        #expect(moves == [.addOnTop(c), .insert(b, below: c), .insert(a, below: b)])
        #expect(Self.apply(moves, to: [nil]) == [nil, a, b, c])
    }

    @Test func aViewTheAppAddsLaterStaysOnTop() {
        #expect(CardStacking.koloda5Moves(subviews: [a, b, c, nil], cards: [a, b, c]).isEmpty)
        // After a swipe: c still flies on top of the deck, d enters at the back, and the label stays above them all.
        let moves = CardStacking.koloda5Moves(subviews: [a, b, c, nil], cards: [d, a, b, c])
        #expect(moves == [.insert(d, below: a)])
        #expect(Self.apply(moves, to: [a, b, c, nil]) == [d, a, b, c, nil])
        // A card brought back by an undo is new, so it goes on top of the label, as Koloda 5's did.
        #expect(CardStacking.koloda5Moves(subviews: [b, c, nil], cards: [b, c, a]) == [.addOnTop(a)])
    }

    @Test func cardsOutOfOrderAreMendedWithoutMovingTheAppsViews() {
        let cards = [a, b, c, d]
        var generator = SplitMix(state: 5)
        for _ in 0..<500 {
            // Any order of some of the cards and up to three app views.
            var subviews: [CardID?] = cards.filter { _ in Bool.random(using: &generator) }
            subviews += Array(repeating: nil, count: Int.random(in: 0...3, using: &generator))
            subviews.shuffle(using: &generator)
            let moves = CardStacking.koloda5Moves(subviews: subviews, cards: cards)
            let result = Self.apply(moves, to: subviews)
            #expect(result.compactMap { $0 } == cards)
            #expect(moves.count <= cards.count)
            // The app's views keep their places relative to the cards that did not move.
            let moved = Set(moves.map(Self.card))
            func staying(_ order: [CardID?]) -> [CardID?] { order.filter { $0.map { !moved.contains($0) } ?? true } }
            #expect(staying(result) == staying(subviews))
        }
        #expect(CardStacking.koloda5Moves(subviews: [nil], cards: []).isEmpty)
    }
}
