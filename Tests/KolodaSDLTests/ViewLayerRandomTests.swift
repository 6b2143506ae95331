import Foundation
import KolodaCheck
import KolodaCore
import KolodaViewCheck
import Testing

@testable import KolodaSDL

/// Model-based random testing of the view layer: random sequences of pointer, key, resize, frame, data-source and
/// setting operations drive a real `KolodaView` through the window host's input translation (`HostInput`), drawn
/// into a frame buffer at random intervals; `ViewRun` checks its invariants after every tick and frame. A failure
/// is shrunk and printed as a test to paste.
@Suite("View layer random sequences")
@MainActor
struct ViewLayerRandomTests {
    /// Sequences per run: `KOLODA_VIEW_SEQUENCES` (CI: 2,000) or 150, from `KOLODA_VIEW_SEED` or 0.
    static let sequences = RandomSequences(
        label: "view-layer random sequences", countVariable: "KOLODA_VIEW_SEQUENCES",
        defaultCount: 150, seedVariable: "KOLODA_VIEW_SEED")
    /// Operations per sequence.
    static let length = 40

    @Test func viewLayerKeepsItsInvariants() {
        let failures = Self.sequences.run { seed in
            var entropy = SeededEntropy(seed: seed)
            let viewCase = ViewCase.decode(&entropy, maxOperations: Self.length)
            // Odd seeds also go through SDL: each window event becomes the SDL event a real window would send and
            // comes back through the window's SDL event translator.
            let translation: (() -> ViewRun.Translation)? = seed % 2 == 1 ? { SDLRoundTrip().translate } : nil
            let run = ViewRun(initialCount: viewCase.initialCount, translate: translation?())
            run.perform(viewCase.operations)
            run.finish()
            guard let failure = run.failure else { return (run.operationsRun, nil) }
            let (shrunk, shrunkFailure) = viewCase.shrunk(keeping: failure, translation: translation)
            let test = shrunk.testSnippet(name: "viewSeed\(seed)", failure: shrunkFailure)
            return (
                run.operationsRun,
                RandomSequences.report(
                    failure, operations: viewCase.operations.count,
                    shrunkTo: shrunk.operations.count, test: test)
            )
        }
        for failure in failures { Issue.record(Comment(rawValue: failure)) }
    }
}

/// The view-layer checker can fail, and the failures found by it stay fixed.
@Suite("View layer checker")
@MainActor
struct ViewLayerCheckerTests {
    /// A notification the delegate never hears is caught at the next tick.
    @Test func aLostNotificationIsCaught() throws {
        let run = ViewRun(initialCount: 3, losesNotification: { $0 == 1 })
        run.perform([.key(.right, isRepeat: false, control: false), .render(after: 1.0 / 60, scale: 1)])
        run.finish()
        let failure = try #require(run.failure)
        #expect(failure.kind == "events")
    }

    /// Reading right to left, a trailing swipe goes left and the → key still swipes right.
    @Test func readingOrderSwipesResolveAndArrowsStayPhysical() {
        let run = ViewRun(initialCount: 4)
        run.perform([
            .layoutDirection(.rightToLeft), .swipeRelative(.trailing), .render(after: 1, scale: 1),
            .key(.right, isRepeat: false, control: false), .render(after: 1, scale: 1)
        ])
        run.finish()
        #expect(run.failure == nil, "\(run.failure!)")
        #expect(run.koloda.deck.history.map(\.direction) == [.left, .right])
    }

    /// A reading direction set behind the checker's back makes a reading-order swipe go the other way: caught.
    @Test func aReadingDirectionTheCheckerDoesNotKnowIsCaught() throws {
        let run = ViewRun(initialCount: 3)
        run.koloda.layoutDirection = .rightToLeft
        run.perform([.swipeRelative(.trailing)])
        let failure = try #require(run.failure)
        #expect(failure.kind == "readingOrder")
    }

    /// Each seed decodes to the same operations every time, so a printed seed reproduces.
    @Test func casesAreReproducible() {
        var a = SeededEntropy(seed: 7)
        var b = SeededEntropy(seed: 7)
        #expect(
            ViewCase.decode(&a, maxOperations: 40).description == ViewCase.decode(&b, maxOperations: 40).description)
    }

    /// Bad input from the window and the app leaves the view consistent: NaN and huge pointers, zero and NaN
    /// window sizes, an unannounced count change, keys held down.
    @Test func badInputKeepsTheInvariants() {
        let failure = ViewRun.check(
            initialCount: 4,
            [
                .pointer(.down, x: .nan, y: 100, finger: 0),
                .pointer(.down, x: 120, y: 160, finger: 0),
                .pointer(.moved, x: 1e300, y: -.infinity, finger: 0),
                .render(after: 1.0 / 60, scale: 2),
                .resize(width: 0, height: .nan),
                .render(after: 0.3, scale: 1),
                .silentCount(1),
                .key(.right, isRepeat: true, control: false),
                .key(.left, isRepeat: false, control: false),
                .render(after: 1.2, scale: 1),
                .resize(width: 240, height: 320),
                .reload,
                .render(after: 1.2, scale: 1)
            ])
        #expect(failure == nil, "\(failure!)")
    }
}

/// Regressions found by the view-layer random tests (each failed before its fix).
@Suite("View layer regressions")
@MainActor
struct ViewLayerRegressionTests {
    /// A card swiped, then the data reloaded, then the swipe undone while the card still flew: it came back
    /// showing the view made before the reload (stale content).
    @Test func anUndoneCardAfterAReloadShowsTheReloadedData() {
        let failure = ViewRun.check(
            initialCount: 1,
            [
                .key(.right, isRepeat: false, control: false),
                .reload,
                .key(.backspace, isRepeat: false, control: false)
            ])
        #expect(failure == nil, "\(failure!)")
    }
}

/// The view fuzzer's committed seeds run clean in the ordinary test run too.
@Suite("View fuzzer seed corpus")
@MainActor
struct ViewFuzzCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Fuzz/view-corpus").standardized

    @Test func seedCorpusRunsClean() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).sorted()
        #expect(files.count >= 5)
        for name in files {
            let data = try Data(contentsOf: Self.corpus.appendingPathComponent(name))
            var entropy = ByteEntropy(Array(data))
            let c = ViewCase.decode(&entropy, maxOperations: 120)
            let failure = ViewRun.check(initialCount: c.initialCount, c.operations)
            #expect(failure == nil, "\(name): \(failure.map(String.init(describing:)) ?? "")\n\(c)")
        }
    }
}

/// The SDL round trip used by half of the view-layer sequences delivers what a real window would.
@Suite("SDL round trip")
@MainActor
struct SDLRoundTripTests {
    @Test func eventsComeBackAsAWindowWouldSendThem() {
        let trip = SDLRoundTrip()
        let window = Size(width: 240, height: 320)
        func pointer(_ phase: PointerEvent.Phase, _ x: Double, _ y: Double, _ source: PointerEvent.Source = .mouse)
            -> HostEvent
        {
            .pointer(PointerEvent(phase: phase, location: Point(x: x, y: y), timestamp: 2, source: source))
        }
        #expect(trip.translate(pointer(.moved, 10, 10), window: window).isEmpty)  // hover: no press yet
        #expect(trip.translate(pointer(.down, 10.4, 20.6), window: window) == [pointer(.down, 10, 21)])
        #expect(trip.translate(pointer(.moved, .nan, 5), window: window).isEmpty)  // SDL has no NaN mouse
        #expect(trip.translate(pointer(.up, 30, 40), window: window) == [pointer(.up, 30, 40)])
        #expect(
            trip.translate(pointer(.down, 120, 160, .touch(2)), window: window) == [pointer(.down, 120, 160, .touch(2))]
        )
        #expect(trip.translate(pointer(.cancelled, 0, 0), window: window) == [pointer(.cancelled, 120, 160, .touch(2))])
        #expect(
            trip.translate(.keyDown(KeyEvent(key: .right, isRepeat: true)), window: window)
                == [.keyDown(KeyEvent(key: .right, isRepeat: true))])
        #expect(
            trip.translate(.resized(Size(width: 300, height: 500)), window: window) == [
                .resized(Size(width: 300, height: 500))
            ])
    }
}
