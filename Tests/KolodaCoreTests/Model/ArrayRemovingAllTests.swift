import Testing

@testable import KolodaCore

/// `removeAllKeepingStorage()` empties an array as `removeAll(keepingCapacity: true)` does.
@Suite("Array removing all")
struct ArrayRemovingAllTests {
    @Test(arguments: [0, 1, 5, 100])
    func theArrayIsEmptyAndKeepsItsStorage(_ count: Int) {
        // Each array is compared with its own capacity before: two arrays of the same count may get different
        // capacities from the allocator (its usable size), so one cannot stand for the other's.
        var array = (0..<count).map { CardID(rawValue: $0) }
        var model = (0..<count).map { CardID(rawValue: $0) }
        let capacities = (array: array.capacity, model: model.capacity)
        array.removeAllKeepingStorage()
        model.removeAll(keepingCapacity: true)
        #expect(array.isEmpty && model.isEmpty)
        #expect(array.capacity == capacities.array)
        #expect(model.capacity == capacities.model)
    }
}
