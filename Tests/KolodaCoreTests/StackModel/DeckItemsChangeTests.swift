@_spi(Fronts) import KolodaCore
import Testing

@Suite("Item list changes")
struct DeckItemsChangeTests {
    @Test(arguments: [
        (["a", "b", "c"], ["a", "b", "c"], DeckItemsChange.none),
        (["a", "b", "c"], ["a", "b", "c", "d", "e"], .inserted(3..<5)),
        (["a", "b", "c"], ["x", "y", "a", "b", "c"], .inserted(0..<2)),
        (["a", "b", "c"], ["a", "x", "b", "c"], .inserted(1..<2)),
        ([], ["a", "b"], .inserted(0..<2)),
        (["a", "b", "c", "d"], ["a", "d"], .removed(1..<3)),
        (["a", "b", "c"], [], .removed(0..<3)),
        (["a", "b", "c"], ["b", "c"], .removed(0..<1)),
        (["a", "a"], ["a", "a", "a"], .inserted(2..<3)),
        (["a", "b", "c"], ["c", "b", "a"], .reload),
        (["a", "b", "c"], ["a", "x", "c"], .reload),
        (["a", "b", "c"], ["x", "a", "b", "c", "y"], .reload),
        (["a", "b", "c", "d"], ["b", "d"], .reload)
    ])
    func theSmallestRangeUpdateThatExplainsTheChange(old: [String], new: [String], expected: DeckItemsChange) {
        #expect(DeckItemsChange.between(old, new) == expected)
    }

    @Test func applyingTheChangeToTheOldListGivesTheNewOne() {
        // Every insertion and removal found really turns the old list into the new one.
        let old = ["a", "b", "c", "d"]
        for new in [["a", "x", "y", "b", "c", "d"], ["a", "b", "c", "d", "e"], ["a", "d"], ["c", "d"], ["a"]] {
            var rebuilt = old
            switch DeckItemsChange.between(old, new) {
            case .inserted(let range): rebuilt.insert(contentsOf: new[range], at: range.lowerBound)
            case .removed(let range): rebuilt.removeSubrange(range)
            case .none, .reload: Issue.record("\(old) → \(new) is one insertion or removal")
            }
            #expect(rebuilt == new)
        }
    }
}
