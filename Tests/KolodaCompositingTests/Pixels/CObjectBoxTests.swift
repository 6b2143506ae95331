import Testing

@testable import KolodaCompositing

/// The audited owner of C objects: each object is set up once and ended once, by its release or by `close`, whichever
/// comes first; its address stays the same from one call to the next.
@Suite("C object box")
struct CObjectBoxTests {
    /// What the set-up and tear-down closures saw, in order.
    final class Journal {
        var entries: [String] = []
    }

    @Test func anObjectSwiftAllocatesIsSetUpOnceAndTornDownOnceAtTheEnd() {
        let journal = Journal()
        do {
            let box = CObjectBox(
                41,
                setUp: {
                    $0.pointee += 1
                    journal.entries.append("set up \($0.pointee)")
                },
                tearDown: { journal.entries.append("torn down \($0.pointee)") })
            let first = box.with { $0 }
            box.with { $0.pointee *= 2 }
            #expect(box.with { $0 } == first, "the address does not move")
            #expect(box.with { $0.pointee } == 84)
            #expect(box.isOpen)
            #expect(journal.entries == ["set up 42"])
        }
        #expect(journal.entries == ["set up 42", "torn down 84"])
    }

    @Test func closingEndsTheObjectOnceWithTheClosingCall() {
        let journal = Journal()
        do {
            let box = CObjectBox(7, setUp: { _ in }, tearDown: { _ in journal.entries.append("torn down") })
            #expect(box.close { $0.pointee * 3 } == 21)
            #expect(!box.isOpen)
            #expect(box.close { _ in 0 } == nil, "a second close calls nothing")
        }
        #expect(journal.entries.isEmpty, "the usual tear-down does not run after a close")
    }

    @Test func anAdoptedObjectIsReleasedOnceAndNeverFreedBySwift() {
        let journal = Journal()
        let storage = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        storage.initialize(to: 5)
        defer { storage.deallocate() }
        do {
            let box = CObjectBox(adopting: { storage }, release: { journal.entries.append("released \($0.pointee)") })
            #expect(box?.with { $0 } == storage)
        }
        #expect(journal.entries == ["released 5"])
        #expect(storage.pointee == 5, "the memory is still the caller's")
        #expect(CObjectBox<Int>(adopting: { nil }, release: { _ in journal.entries.append("released nil") }) == nil)
        #expect(journal.entries == ["released 5"])
    }
}
