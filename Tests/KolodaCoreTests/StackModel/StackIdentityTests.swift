import Testing

@_spi(Fronts) @testable import KolodaCore

/// The list edits apps make, applied the way `KolodaStack` applies them (`setItems(_:)` after an update, display
/// frames at 60 Hz), checked against the identity rule: the front item stays in front unless it is removed; then
/// the next item not yet swiped comes forward, and `onShow` hears it; every item on screen before and after keeps its
/// card and content version.
@MainActor
@Suite("Data-driven deck: items by identity")
struct StackIdentityTests {
    @MainActor
    final class Deck {
        let model: KolodaStackModel<String>
        var shown: [String] = []
        var now = 0.0

        init(_ items: [String], swiped: Int = 0) {
            model = KolodaStackModel(items: items)
            model.resize(to: Size(width: 300, height: 400))
            model.handlers.onShow = { [unowned self] in shown.append($0) }
            settle()
            for _ in 0..<swiped {
                model.perform(at: now) { $0.swipe(.left) }
                settle()
            }
            shown = []
        }

        func settle() {
            for _ in 0..<600 where model.frame(at: now) { now += 1.0 / 60 }
        }

        /// Each item on screen with its card and content version.
        var cards: [String: StackContentIDCard] {
            Dictionary(
                uniqueKeysWithValues: model.poses.map { ($0.item, StackContentIDCard($0.id, $0.contentVersion)) })
        }

        /// Swipes the front card and lets it settle; returns the item that was in front.
        func swipe() -> String? {
            let front = model.currentItem
            model.perform(at: now) { $0.swipe(.right) }
            settle()
            return front
        }
    }

    struct StackContentIDCard: Equatable {
        let card: CardID
        let version: Int
        init(_ card: CardID, _ version: Int) {
            self.card = card
            self.version = version
        }
    }

    struct Edit: CustomTestStringConvertible, Sendable {
        let name: String
        let old: [String]
        let swiped: Int
        let new: [String]
        /// The front item by the rule, written out per row.
        let front: String?
        var testDescription: String { name }
    }

    // Before each edit the front item is old[swiped]: "b" in the lists of five.
    nonisolated static let edits: [Edit] = [
        Edit(name: "append", old: ["a", "b", "c", "d"], swiped: 1, new: ["a", "b", "c", "d", "e", "f"], front: "b"),
        Edit(name: "prepend", old: ["a", "b", "c", "d"], swiped: 1, new: ["x", "y", "a", "b", "c", "d"], front: "b"),
        Edit(name: "prepend at the front", old: ["a", "b", "c"], swiped: 0, new: ["x", "a", "b", "c"], front: "a"),
        Edit(
            name: "drop swiped and append", old: ["p0", "p1", "p2", "p3", "p4"], swiped: 2,
            new: ["p2", "p3", "p4", "p5", "p6"], front: "p2"),
        // Removed: the next item not yet swiped, "c", comes forward.
        Edit(name: "remove front", old: ["a", "b", "c", "d", "e"], swiped: 1, new: ["a", "c", "d", "e"], front: "c"),
        Edit(
            name: "remove front and top up", old: ["a", "b", "c", "d", "e"], swiped: 1,
            new: ["a", "c", "d", "e", "f"], front: "c"),
        Edit(
            name: "insert in two places", old: ["a", "b", "c", "d", "e"], swiped: 0,
            new: ["a", "b", "c", "x", "d", "e", "y"], front: "a"),
        Edit(name: "remove behind", old: ["a", "b", "c", "d", "e"], swiped: 1, new: ["a", "b", "d", "e"], front: "b"),
        Edit(
            name: "move behind", old: ["a", "b", "c", "d", "e"], swiped: 1, new: ["a", "b", "e", "c", "d"], front: "b"),
        // The front item moved: it stays in front, where it now is.
        Edit(name: "move front", old: ["a", "b", "c", "d", "e"], swiped: 1, new: ["a", "c", "d", "b", "e"], front: "b"),
        // No passed item is left, so the front is the first position.
        Edit(name: "replace all", old: ["a", "b", "c", "d", "e"], swiped: 1, new: ["v", "w", "x", "y"], front: "v"),
        // The deck had run out: the items after every passed one are new, and come forward.
        Edit(name: "refill after running out", old: ["a", "b"], swiped: 2, new: ["a", "b", "c", "d"], front: "c")
    ]

    @Test(arguments: edits)
    func theFrontFollowsTheIdentityRule(edit: Edit) throws {
        let deck = Deck(edit.old, swiped: edit.swiped)
        #expect(deck.model.currentItem == edit.old[safe: edit.swiped])
        try deck.model.setItems(edit.new)
        deck.settle()
        #expect(deck.model.items == edit.new)
        #expect(deck.model.currentItem == edit.front)
        #expect(deck.model.poses.last(where: \.isFront)?.item == edit.front)
    }

    @Test(arguments: edits.filter { $0.front == $0.old[safe: $0.swiped] })
    func itemsOnScreenBeforeAndAfterKeepTheirCardAndContent(edit: Edit) throws {
        let deck = Deck(edit.old, swiped: edit.swiped)
        let before = deck.cards
        try deck.model.setItems(edit.new)
        deck.settle()
        let after = deck.cards
        for item in Set(before.keys).intersection(after.keys) { #expect(before[item] == after[item], "\(item)") }
        #expect(deck.shown.isEmpty)  // the front card did not change: nothing new was shown
    }

    @Test func whenTheFrontItemIsRemovedTheNextIsShownWithOnShow() throws {
        let deck = Deck(["a", "b", "c", "d", "e"], swiped: 1)
        try deck.model.setItems(["a", "c", "d", "e"])
        deck.settle()
        #expect(deck.shown == ["c"])
    }

    @Test func pagingShowsEveryItemOnceInOrder() throws {
        // [p0…p4] with p2 in front → [p2…p6]: then p3, p4, p5, p6, each with onShow, none skipped.
        let deck = Deck(["p0", "p1", "p2", "p3", "p4"], swiped: 2)
        try deck.model.setItems(["p2", "p3", "p4", "p5", "p6"])
        deck.settle()
        var swiped: [String?] = []
        for _ in 0..<5 { swiped.append(deck.swipe()) }
        #expect(swiped == ["p2", "p3", "p4", "p5", "p6"])
        #expect(deck.shown == ["p3", "p4", "p5", "p6"])
        #expect(deck.model.status.isRunOutOfCards)
    }

    @Test func removingEachSwipedItemAndToppingUpSkipsNobody() throws {
        // The idiom `onSwipe { items.removeAll { $0 == item }; items += next }`, run inside the notification.
        let deck = Deck(["p0", "p1", "p2"])
        var list = deck.model.items
        var next = 3
        deck.model.handlers.onSwipe = { [unowned deck] item, _ in
            list.removeAll { $0 == item }
            list.append("p\(next)")
            next += 1
            _ = try? deck.model.setItems(list)
        }
        var swiped: [String?] = []
        for _ in 0..<6 { swiped.append(deck.swipe()) }
        #expect(swiped == (0..<6).map { "p\($0)" })
        #expect(deck.shown == (1..<7).map { "p\($0)" })
    }

    @Test func anEditInPlaceChangesNothing() throws {
        let deck = Deck(["a", "b", "c", "d"], swiped: 1)
        let before = deck.cards
        #expect(try deck.model.setItems(["a", "b", "c", "d"]) == .none)
        #expect(!deck.model.needsFrames && deck.cards == before)
    }

    @Test(arguments: [
        (["a", "b", "b"], StackItemsError.duplicateIdentity(firstOffset: 1, secondOffset: 2)),
        (["x", "a", "y", "x"], .duplicateIdentity(firstOffset: 0, secondOffset: 3))
    ])
    func duplicateIdentitiesAreRejectedAndChangeNothing(list: [String], error: StackItemsError) {
        let deck = Deck(["a", "b", "c"], swiped: 1)
        let (items, status, cards) = (deck.model.items, deck.model.status, deck.cards)
        #expect(throws: error) { try deck.model.setItems(list) }
        #expect(deck.model.items == items && deck.model.status == status && deck.cards == cards)
        #expect(!deck.model.needsFrames)
    }

    @Test func aFirstListWithADuplicateIsNotAdoptedAndSetItemsSaysWhy() {
        let model = KolodaStackModel(items: ["a", "b", "a"])
        #expect(model.items.isEmpty && model.deck.countOfCards == 0)
        #expect(throws: StackItemsError.duplicateIdentity(firstOffset: 0, secondOffset: 2)) {
            try model.setItems(["a", "b", "a"])
        }
        #expect(KolodaStackModel(items: ["a", "b"]).deck.countOfCards == 2)
    }

    // MARK: Undo by identity

    @Test func undoHistoryFollowsItsItemsThroughEdits() throws {
        let deck = Deck(["a", "b", "c", "d", "e"], swiped: 3)
        #expect(deck.model.undoItems == ["a", "b", "c"])
        try deck.model.setItems(["x", "c", "a", "d", "e"])  // b removed, a moved, x prepended
        deck.settle()
        #expect(deck.model.undoItems == ["a", "c"])  // in the order they were swiped, b's record gone
        #expect(deck.model.currentItem == "d")
    }

    @Test func undoingARemovedItemIsANoOpAndTheEarlierSwipeStillUndoes() throws {
        var rewound: [String] = []
        let deck = Deck(["a", "b", "c"], swiped: 2)
        deck.model.handlers.onRewind = { rewound.append($0) }
        try deck.model.setItems(["a", "c"])  // the app drops b, the last swiped
        deck.settle()
        #expect(deck.model.undoItems == ["a"])
        #expect(deck.model.perform(at: deck.now) { $0.revertAction() })
        deck.settle()
        #expect(rewound == ["a"] && deck.model.currentItem == "a")
        // With nothing left to undo, undo is a no-op.
        let alone = Deck(["a", "b"], swiped: 1)
        try alone.model.setItems(["b"])
        #expect(!alone.model.status.canRevert)
        #expect(!alone.model.perform(at: alone.now) { $0.revertAction() })
        #expect(alone.model.currentItem == "b")
    }

    // MARK: Jumps

    @Test func showBringsAnItemToTheFrontAndKeepsHistory() throws {
        let deck = Deck(["a", "b", "c", "d"], swiped: 1)
        #expect(deck.model.show("d"))
        deck.settle()
        #expect(deck.model.currentItem == "d" && deck.shown == ["d"])
        #expect(deck.model.undoItems == ["a"])
        #expect(!deck.model.show("zz"))  // not in the list: nothing changes
        #expect(deck.model.currentItem == "d")
    }
}

@Suite("Data-driven deck: the edit between two lists")
struct StackItemsEditTests {
    /// Random lists of distinct letters (a fixed linear congruential sequence, so every run is the same).
    @Test func theStepsTurnTheOldListIntoTheNewOne() throws {
        var state: UInt64 = 42
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let alphabet = (0..<12).map { String(UnicodeScalar(UInt8(97 + $0))) }
        for _ in 0..<500 {
            let old = Array(alphabet.shuffled(using: next).prefix(next(9)))
            let new = Array(alphabet.shuffled(using: next).prefix(next(9)))
            let edit = try StackItemsEdit(from: old, currentIndex: next(old.count + 1), to: new)
            var list = old
            var count = old.count
            for step in edit.steps {
                switch step {
                case .remove(let range):
                    list.removeSubrange(range)
                    count -= range.count
                case .insert(let range):
                    list.insert(contentsOf: new[range], at: range.lowerBound)
                    count += range.count
                }
                #expect(list.count == count && !range(of: step).isEmpty)
            }
            #expect(list == new, "\(old) → \(new)")
            #expect(edit.front >= 0 && edit.front <= new.count)
        }
    }

    private func range(of step: StackItemsEdit<String>.Step) -> Range<Int> {
        switch step {
        case .remove(let range), .insert(let range): return range
        }
    }
}

extension Array {
    /// A shuffle driven by `next(bound)`, a number in 0..<bound.
    fileprivate func shuffled(using next: (Int) -> Int) -> [Element] {
        var copy = self
        for i in copy.indices.reversed() where i > 0 { copy.swapAt(i, next(i + 1)) }
        return copy
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
