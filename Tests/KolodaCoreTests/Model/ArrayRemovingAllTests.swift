import Testing

@testable import KolodaCore

/// `removeAllKeepingStorage()` empties an array as `removeAll(keepingCapacity: true)` does.
@Suite("Array removing all")
struct ArrayRemovingAllTests {
    @Test(arguments: [0, 1, 5, 100])
    func theArrayIsEmptyAndKeepsItsStorage(_ count: Int) {
        var array = (0..<count).map { CardID(rawValue: $0) }
        var model = (0..<count).map { CardID(rawValue: $0) }
        array.removeAllKeepingStorage()
        model.removeAll(keepingCapacity: true)
        #expect(array.isEmpty)
        #expect(array.capacity == model.capacity)
    }
}
