/// A list of item identities that a data-driven deck cannot adopt. The deck is unchanged when it is thrown.
public enum StackItemsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The same identity at two positions of the new list (the first two positions found, 0-based). Identities name
    /// cards, so each must be unique, as in SwiftUI's `ForEach`.
    case duplicateIdentity(firstOffset: Int, secondOffset: Int)
    /// An identity the list does not hold, asked to come to the front (`KolodaStackModel.show(_:animated:)`).
    case itemNotInList

    public var description: String {
        switch self {
        case .duplicateIdentity(let first, let second):
            return "the items at offsets \(first) and \(second) have the same identity; identities must be unique"
        case .itemNotInList:
            return "the item is not in the stack's list"
        }
    }
}

/// How a data-driven deck turns one list of identities into another: the engine's range updates, by identity, and
/// the front the deck must end with. Pure: `KolodaStackModel` applies it, the tests check it on its own.
///
/// The rule for the front (written once, here):
/// - the front item stays in front when it is still in the list, wherever it moved;
/// - otherwise (it was removed, or the deck had run out) the front is the first position after every item already
///   passed (swiped) that is still in the list: the next item not yet swiped comes forward.
struct StackItemsEdit<ID: Hashable> {
    /// One engine range update, in the order applied: removals from the last to the first, offsets in the list as
    /// it is just before the step; then insertions from the first to the last, offsets in the new list.
    enum Step: Hashable {
        case remove(Range<Int>)
        case insert(Range<Int>)
    }

    /// The range updates, in order.
    let steps: [Step]
    /// The front index in the new list by the rule above (`new.count` when no item is left to show).
    let front: Int
    /// True when the front item is in both lists: insertions at its index then leave it in front.
    let keepsFront: Bool

    /// The edit from `old`, whose front card is at `currentIndex`, to `new`.
    /// - Throws: `StackItemsError.duplicateIdentity` when `new` holds an identity twice.
    init(from old: [ID], currentIndex: Int, to new: [ID]) throws(StackItemsError) {
        var position: [ID: Int] = [:]
        position.reserveCapacity(new.count)
        for (offset, item) in new.enumerated() {
            if let first = position.updateValue(offset, forKey: item) {
                throw .duplicateIdentity(firstOffset: first, secondOffset: offset)
            }
        }
        let frontItem = old.indices.contains(currentIndex) ? old[currentIndex] : nil
        if let frontItem, let kept = position[frontItem] {
            // The front item is kept by construction: the lists before it and after it are compared apart, so a
            // shortest edit never moves it (which would rebuild its card) to keep others in place.
            let before = new[..<kept].difference(from: old[..<currentIndex])
            let after = new[(kept + 1)...].difference(from: old[(currentIndex + 1)...])
            steps = Self.steps(
                removed: Self.offsets(before).removed + Self.offsets(after).removed.map { $0 + currentIndex + 1 },
                inserted: Self.offsets(before).inserted + Self.offsets(after).inserted.map { $0 + kept + 1 })
            front = kept
            keepsFront = true
        } else {
            let whole = Self.offsets(new.difference(from: old))
            steps = Self.steps(removed: whole.removed, inserted: whole.inserted)
            // The first position after every passed item still in the list.
            front = old.prefix(max(0, min(currentIndex, old.count))).reduce(0) { after, item in
                position[item].map { max(after, $0 + 1) } ?? after
            }
            keepsFront = false
        }
    }

    /// The offsets of a difference (`CollectionDifference`, Myers' algorithm: a shortest edit): removals in the
    /// old list, insertions in the new one, each counted from the start of the lists compared.
    private static func offsets(_ difference: CollectionDifference<ID>) -> (removed: [Int], inserted: [Int]) {
        var removed: [Int] = []
        var inserted: [Int] = []
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.append(offset)
            case .insert(let offset, _, _): inserted.append(offset)
            }
        }
        return (removed, inserted)
    }

    /// Removals (offsets in the old list) and insertions (offsets in the new one) as contiguous runs: applying the
    /// removals from the last and then the insertions from the first turns the old list into the new one (the order
    /// `CollectionDifference` documents for `applying(_:)`).
    private static func steps(removed: [Int], inserted: [Int]) -> [Step] {
        runs(removed.sorted()).reversed().map(Step.remove) + runs(inserted.sorted()).map(Step.insert)
    }

    /// Sorted offsets as runs of consecutive ones.
    private static func runs(_ offsets: [Int]) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        for offset in offsets {
            if let last = runs.last, last.upperBound == offset {
                runs[runs.count - 1] = last.lowerBound..<(offset + 1)
            } else {
                runs.append(offset..<(offset + 1))
            }
        }
        return runs
    }
}
