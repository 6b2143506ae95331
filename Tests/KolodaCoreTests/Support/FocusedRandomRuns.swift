import Testing

@testable import KolodaCheck
@_spi(Fronts) @testable import KolodaCore

/// Random sequences rich in one kind of operation: for each of 1,000 seeds (`seed << 32 | salt`), a deck of 0…8 cards,
/// the operations `first`, then 60 operations of which one in three is drawn by `focused` and the rest are any
/// operation. Each run is checked against the reference model and handed to `tally`; the first failure is recorded,
/// shrunk, as a test named `name` and the seed, and the runs stop.
@MainActor
func runFocusedSequences(
    name: String, salt: UInt64 = 0, first: [DeckOperation] = [],
    focused: (inout EntropyReader<SeededEntropy>) -> DeckOperation, tally: (DeckRun) -> Void
) {
    for seed in 0..<1000 as Range<UInt64> {
        var reader = EntropyReader(entropy: SeededEntropy(seed: seed << 32 | salt))
        let count = Int(reader.byte() % 9)
        var operations = first
        for _ in 0..<60 {
            operations.append(reader.byte() % 3 == 0 ? focused(&reader) : reader.operation(nestable: true))
        }
        let run = DeckRun(initialCount: count)
        run.perform(operations)
        run.finish()
        if let failure = run.failure {
            let (shrunk, shrunkFailure) = DeckCase(initialCount: count, operations: operations).shrunk(
                keeping: failure)
            Issue.record("\(shrunk.testSnippet(name: "\(name)\(seed)", failure: shrunkFailure))")
            return
        }
        tally(run)
    }
}
