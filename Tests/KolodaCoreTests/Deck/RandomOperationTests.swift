import Foundation
import KolodaCheck
import Testing

@_spi(Fronts) @testable import KolodaCore

/// Model-based random testing: random sequences of `DeckOperation`s (drags with any values, releases,
/// cancels, taps, jittered/zero/huge/NaN ticks, swipes, undos, reloads, resets, valid and invalid range updates,
/// unannounced count changes, loop and visible-count changes, resizes, calls from inside callbacks) run against
/// `ReferenceDeck`; `DeckRun` checks every invariant after every step and the settled state at the end.
/// A failure is shrunk to a minimal sequence and printed as a test to paste.
@Suite("Random operation sequences")
@MainActor
struct RandomOperationTests {
    /// Sequences per run: `KOLODA_RANDOM_SEQUENCES` (CI: 10 000) or 400, from `KOLODA_RANDOM_SEED` or 0 (to
    /// explore other sequences locally).
    static let sequences = RandomSequences(
        label: "random sequences", countVariable: "KOLODA_RANDOM_SEQUENCES",
        defaultCount: 400, seedVariable: "KOLODA_RANDOM_SEED")
    /// Operations per sequence (before nested ones).
    static let length = 60

    @Test func engineAgreesWithTheReferenceModel() {
        let failures = Self.sequences.run { seed in
            var entropy = SeededEntropy(seed: seed)
            let deckCase = DeckCase.decode(&entropy, maxOperations: Self.length)
            let run = DeckRun(initialCount: deckCase.initialCount)
            run.perform(deckCase.operations)
            run.finish()
            guard let failure = run.failure else { return (run.operationsRun, nil) }
            let (shrunk, shrunkFailure) = deckCase.shrunk(keeping: failure)
            let test = shrunk.testSnippet(name: "randomSeed\(seed)", failure: shrunkFailure)
            return (
                run.operationsRun,
                RandomSequences.report(
                    failure, operations: deckCase.operations.count,
                    shrunkTo: shrunk.operations.count, test: test)
            )
        }
        for failure in failures { Issue.record(Comment(rawValue: failure)) }
    }

    /// Each seed decodes to the same case every time, so a printed seed reproduces.
    @Test func casesAreReproducible() {
        var a = SeededEntropy(seed: 42)
        var b = SeededEntropy(seed: 42)
        // Compared as source: NaN values make `==` false.
        #expect(
            DeckCase.decode(&a, maxOperations: 60).description == DeckCase.decode(&b, maxOperations: 60).description)
    }

    /// The checker can fail: when the app loses one `didSwipeCardAt` (fault injected), the invariants catch it and
    /// the failing sequence shrinks to a handful of operations that still lose a swipe.
    /// The release check is not vacuous: random runs check hundreds of releases, and a deck deciding by another rule
    /// (the engine's projection: 110 pt at 100 pt/s swipes) is caught at its release.
    @Test func releasesAreCheckedAndAnotherRuleIsCaught() {
        var checked = 0
        for seed in UInt64(0)..<100 {
            var entropy = SeededEntropy(seed: seed)
            let c = DeckCase.decode(&entropy, maxOperations: Self.length)
            let run = DeckRun(initialCount: c.initialCount)
            run.perform(c.operations)
            checked += run.releasesChecked
        }
        #expect(checked >= 10)
        let run = DeckRun(initialCount: 3, policy: .projected())
        run.perform([.dragBegan(x: 150, y: 120), .dragEnded(dx: 110, dy: 0, vx: 100, vy: 0)])
        #expect(run.failure?.kind == "release")
        let same = DeckRun(initialCount: 3)
        same.perform([.dragBegan(x: 150, y: 120), .dragEnded(dx: 110, dy: 0, vx: 100, vy: 0)])
        #expect(same.failure == nil && same.releasesChecked == 1)
    }

    /// Random releases on a fresh deck each: offsets around the threshold and velocities around the flick speed, on
    /// any allowed directions and either `shouldSwipeCardAt` answer, each checked by `DeckRun` against
    /// `ReferenceRelease` (the question asked, and whether and where the card swiped).
    @Test func randomReleasesAgreeWithTheReferenceRule() {
        var generator = SplitMix(state: 2024)
        func value(_ typical: [Double], _ range: ClosedRange<Double>) -> Double {
            Bool.random(using: &generator)
                ? typical.randomElement(using: &generator)! : .random(in: range, using: &generator)
        }
        let offsets: [Double] = [0, 10, 40, 60, 110, 149, 150, 151, 160, -40, -150, -160, 200, -200]
        let speeds: [Double] = [0, 100, 150, 200, 999, 1000, 1001, 1500, -150, -999, -1000, -1500, 3000]
        var checked = 0
        for _ in 0..<3000 {
            let run = DeckRun(initialCount: 3)
            let dx = value(offsets, -400...400)
            let dy: Double = Bool.random(using: &generator) ? value(offsets, -500...500) : 0
            let vx = value(speeds, -3000...3000)
            let vy: Double = value(speeds, -3000...3000) / 2
            let mask = UInt8.random(in: 1...255, using: &generator)
            let answer = Int.random(in: 0..<4, using: &generator) != 0
            run.perform([
                .setAllowed(mask: mask), .setShouldSwipe(answer), .dragBegan(x: 150, y: 120),
                .dragChanged(dx: dx / 2, dy: dy / 2, vx: 0, vy: 0), .dragEnded(dx: dx, dy: dy, vx: vx, vy: vy)
            ])
            run.finish()
            if let failure = run.failure { Issue.record(Comment(rawValue: failure.description)) }
            checked += run.releasesChecked
        }
        // A drag that did not begin (heading nowhere allowed) has no release to check; most do.
        #expect(checked >= 1500)
    }

    @Test func aLostSwipeIsCaughtAndShrunk() throws {
        func check(_ c: DeckCase) -> DeckRun.Failure? {
            let run = DeckRun(initialCount: c.initialCount)
            run.losesSwipeReport = { $0 == 2 }
            run.perform(c.operations)
            run.finish()
            return run.failure
        }
        var found: (DeckCase, DeckRun.Failure)?
        for seed in UInt64(0)..<200 {
            var entropy = SeededEntropy(seed: seed)
            let c = DeckCase.decode(&entropy, maxOperations: Self.length)
            if let f = check(c) {
                found = (c, f)
                break
            }
        }
        let (original, failure) = try #require(found)
        let (shrunk, shrunkFailure) = original.shrunk(keeping: failure, check: check)
        #expect(shrunkFailure.kind == failure.kind)
        #expect(check(shrunk) != nil)
        #expect(shrunk.operations.count <= 8, "\(shrunk)")
        #expect(shrunk.operations.count < original.operations.count)
        let snippet = shrunk.testSnippet(failure: shrunkFailure)
        #expect(snippet.contains("DeckRun.check(initialCount: \(shrunk.initialCount), ["))
        #expect(check(DeckCase(initialCount: shrunk.initialCount, operations: [])) == nil)
    }

    /// The shrinker on a synthetic predicate: "a 7 followed later by a 3" shrinks to exactly [7, 3].
    @Test func shrinkerFindsTheMinimalFailingSequence() {
        let input = [1, 5, 7, 2, 9, 9, 4, 3, 8, 3, 6]
        var calls = 0
        let shrunk = Shrinker.shrink(input) { xs in
            calls += 1
            guard let i = xs.firstIndex(of: 7) else { return false }
            return xs[(i + 1)...].contains(3)
        }
        #expect(shrunk == [7, 3])
        #expect(calls < 200)
    }

    /// Simplification: values shrink toward zero while the predicate holds.
    @Test func shrinkerSimplifiesElements() {
        let shrunk = Shrinker.shrink(
            [DeckOperation.tick(dt: .nan), .swipe(.topRight, force: true)],
            simplify: \.simplifications
        ) { ops in
            ops.contains {
                if case .swipe = $0 { return true }
                return false
            }
        }
        #expect(shrunk == [.swipe(.left, force: false)])
    }

    /// The snippet is Swift source for the case: non-finite values print as literals.
    @Test func snippetPrintsSwiftLiterals() {
        let c = DeckCase(
            initialCount: 2,
            operations: [
                .dragEnded(dx: .nan, dy: -.infinity, vx: 1e12, vy: 0), .revert(.up),
                .inNotification(.swipe(.left, force: true))
            ])
        #expect(
            c.testSnippet(name: "t") == """
                @Test func t() {
                    let failure = DeckRun.check(initialCount: 2, [
                        .dragEnded(dx: .nan, dy: -.infinity, vx: 1000000000000.0, vy: 0.0),
                        .revert(.up),
                        .inNotification(.swipe(.left, force: true)),
                    ])
                    #expect(failure == nil, "\\(failure!)")
                }

                """)
    }
}

/// The fuzzer's seed corpus, replayed by the ordinary test run: every committed input must run clean.
@Suite("Fuzz corpus")
@MainActor
struct FuzzCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Fuzz/corpus").standardized

    @Test func seedCorpusRunsClean() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).sorted()
        #expect(files.count >= 5)
        for name in files {
            let data = try Data(contentsOf: Self.corpus.appendingPathComponent(name))
            var entropy = ByteEntropy(Array(data))
            let c = DeckCase.decode(&entropy, maxOperations: 200)
            let failure = c.check()
            #expect(failure == nil, "\(name): \(failure.map(String.init(describing:)) ?? "")\n\(c)")
        }
    }
}
