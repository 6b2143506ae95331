import KolodaCore

/// A deliberately simple reference model of the deck, written from the documented behaviour (decisions D7–D11,
/// B3, B8) without looking at `DeckModel`: what the engine must agree with after every operation.
package struct ReferenceDeck: Hashable, Sendable, CustomStringConvertible {
    /// The card count the deck last read.
    package var count: Int
    /// Data index of the front card (`count` once a non-loop deck has run out).
    package var current = 0
    package var loop = false
    package var visible = 3
    package var undoLimit: Int?
    package var history: [SwipeRecord] = []
    /// The reading direction (`layoutDirection`): it changes what reading-order directions name, nothing else.
    package var layoutDirection = DeckLayoutDirection.leftToRight

    package init(count: Int) { self.count = max(0, count) }

    /// The data indexes that must be in the deck, front first: the next `min(visible, remaining)` indexes.
    package var window: [Int] {
        guard count > 0 else { return [] }
        if loop { return (0..<min(visible, count)).map { (current % count + $0) % count } }
        // No overflow for a huge `visible`.
        return current < count ? Array(current..<current + min(visible, count - current)) : []
    }

    package var isEmpty: Bool { window.isEmpty }

    /// A committed swipe of the front card in `direction`; the data source now reports `actualCount`.
    package mutating func swipe(_ direction: SwipeResultDirection, actualCount: Int) -> SwipeRecord? {
        guard let front = window.first else { return nil }
        let record = SwipeRecord(index: front, direction: direction)
        history.append(record)
        current = front + 1
        if loop && current >= count { current = 0 }
        trim()
        if actualCount != count { reload(actualCount) }  // a count changed behind the deck's back is adopted
        return record
    }

    package mutating func revert() -> SwipeRecord? {
        guard let last = history.popLast() else { return nil }
        current = last.index
        return last
    }

    /// `reloadData()` with `newCount` cards: the index is clamped (wrapped in loop mode), history past the end dropped.
    package mutating func reload(_ newCount: Int) {
        count = max(0, newCount)
        current = loop ? (count == 0 ? 0 : current % count) : min(current, count)
        history.removeAll { $0.index >= count }
    }

    package mutating func reset(_ newCount: Int) {
        count = max(0, newCount)
        current = 0
        history = []
    }

    package mutating func insert(at lower: Int, length n: Int) {
        if lower < current { current += n }
        for i in history.indices where history[i].index >= lower { history[i].index += n }
        count += n
    }

    package mutating func remove(at lower: Int, length n: Int) {
        current -= min(max(current - lower, 0), n)
        count -= n
        if loop && current >= count { current = 0 }
        history = history.compactMap { r in
            if r.index >= lower && r.index < lower + n { return nil }
            return r.index >= lower + n ? SwipeRecord(index: r.index - n, direction: r.direction) : r
        }
    }

    /// `showCard(at:)`: the front becomes `index` when it is a card's (loop mode too); the history stays. Returns
    /// whether the jump is valid.
    package mutating func show(_ index: Int) -> Bool {
        guard index >= 0, index < count else { return false }
        current = index
        return true
    }

    package mutating func trim() {
        if let undoLimit, history.count > undoLimit { history.removeFirst(history.count - undoLimit) }
    }

    /// Whether a snapshot of this state can be restored when the data source reports `actualCount` cards.
    package func restorable(actualCount: Int) -> Bool {
        let maxIndex = loop ? max(actualCount - 1, 0) : actualCount
        return current >= 0 && current <= maxIndex && history.allSatisfy { $0.index < actualCount }
    }

    package var description: String {
        "count \(count), current \(current), loop \(loop), visible \(visible), undoLimit "
            + "\(undoLimit.map(String.init) ?? "nil"), "
            + "history \(history.map { "\($0.index)\($0.direction)" }), window \(window)"
    }
}
