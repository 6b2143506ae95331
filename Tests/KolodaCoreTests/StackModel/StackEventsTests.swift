import Testing

@_spi(Fronts) @testable import KolodaCore

/// Every UIKit delegate method's counterpart in the data-driven deck, heard or asked through `StackHandlers` with the
/// calls `KolodaStack` makes: gesture samples (`dragChanged`, `dragEnded`, `dragCancelled`), display frames and
/// app calls (`perform(at:_:)`). Expected orders are Koloda's (docs/koloda-behaviour.md, "The order of events");
/// percentages are Koloda's progress formula, `100 · dx / (card width / 2)` capped at 100.
@MainActor
@Suite("Data-driven deck: events the UIKit view hears")
struct StackEventsTests {
    @MainActor
    final class Deck {
        let model: KolodaStackModel<String>
        var log: [String] = []
        var now = 0.0

        init(_ items: [String] = ["a", "b", "c"], configure: (inout StackHandlers<String>) -> Void = { _ in }) {
            model = KolodaStackModel(items: items)
            model.resize(to: Size(width: 300, height: 400))
            var handlers = StackHandlers<String>()
            handlers.onSwipe = { [unowned self] in log.append("swipe \($0) \($1)") }
            handlers.onShow = { [unowned self] in log.append("show \($0)") }
            handlers.onRewind = { [unowned self] in log.append("rewind \($0)") }
            handlers.onSelect = { [unowned self] in log.append("select \($0)") }
            handlers.onDrag = { [unowned self] in log.append("drag \($0) \($1) \(Int($2.rounded()))") }
            handlers.onThresholdCrossed = { [unowned self] in log.append("threshold \($0) \($1) \($2)") }
            handlers.onReset = { [unowned self] in log.append("reset \($0)") }
            handlers.onDragBegan = { [unowned self] in log.append("began \($0)") }
            handlers.onDragEnded = { [unowned self] in log.append("ended \($0)") }
            configure(&handlers)
            model.handlers = handlers
            settle()
            log = []
        }

        func settle() {
            for _ in 0..<600 where model.frame(at: now) { now += 1.0 / 60 }
        }

        var center: Point { model.deck.frameForCard(at: 0).center }
        var halfWidth: Double { model.deck.frameForCard(at: 0).width / 2 }

        /// A gesture from the centre through horizontal offsets `dxs` (pt), one sample and one frame every 1/60 s,
        /// held still for `hold` s, then released (or cancelled).
        func drag(_ dxs: [Double], hold: Double = 0, cancel: Bool = false) {
            let start = center
            for dx in dxs {
                now += 1.0 / 60
                model.dragChanged(start: start, location: start + Vector(dx: dx, dy: 0), sampleTime: now, now: now)
                model.frame(at: now)
            }
            let last = start + Vector(dx: dxs.last ?? 0, dy: 0)
            for _ in 0..<Int(hold * 60) {
                now += 1.0 / 60
                model.dragChanged(start: start, location: last, sampleTime: now, now: now)
                model.frame(at: now)
            }
            if cancel { model.dragCancelled() } else { model.dragEnded(location: last, sampleTime: now) }
        }

        func percent(_ dx: Double) -> Int { Int(min(100 * dx / halfWidth, 100).rounded()) }
        func entries(_ prefix: String) -> [String] { log.filter { $0.hasPrefix(prefix) } }
    }

    @Test func aDragThatSwipesIsHeardInKolodasOrder() {
        let deck = Deck()
        let dxs = [12.0, deck.halfWidth * 0.5, deck.halfWidth * 0.8, deck.halfWidth * 1.2]
        deck.drag(dxs)
        deck.settle()
        // One per sample, and one for the release sample (the engine moves the card to where the finger lifted).
        #expect(deck.entries("drag") == (dxs + [dxs.last!]).map { "drag a right \(deck.percent($0))" })
        #expect(deck.entries("threshold") == ["threshold a right true"])
        let order = deck.log.filter { !$0.hasPrefix("drag") && !$0.hasPrefix("threshold") }
        #expect(order == ["began a", "swipe a right", "ended a", "show b"])
        #expect(deck.log.firstIndex(of: "threshold a right true")! > deck.log.firstIndex(of: "began a")!)
    }

    @Test func aDragThatReturnsIsHeardAsResetThenEnded() {
        let deck = Deck()
        // Past the threshold and back: crossed both ways; released slowly short of it: the card returns.
        deck.drag([12, deck.halfWidth * 1.2, deck.halfWidth * 0.3], hold: 0.5)
        deck.settle()
        #expect(deck.entries("threshold") == ["threshold a right true", "threshold a right false"])
        #expect(
            deck.log.filter { !$0.hasPrefix("drag") && !$0.hasPrefix("threshold") } == ["began a", "reset a", "ended a"]
        )
    }

    @Test func aCancelledDragResetsWithoutEnding() {
        let deck = Deck()
        deck.drag([12, 60], cancel: true)
        deck.settle()
        #expect(deck.entries("reset") == ["reset a"])
        #expect(deck.entries("ended").isEmpty && deck.entries("swipe").isEmpty)
    }

    @Test func shouldDragFalseKeepsTheCardStillButTapsAndButtonsWork() {
        let deck = Deck { $0.shouldDrag = { $0 != "a" } }
        let rest = deck.model.poses.last?.transform
        deck.drag([12, 80, 200])
        deck.settle()
        #expect(deck.log.isEmpty && deck.model.poses.last?.transform == rest)
        #expect(deck.model.perform(at: deck.now) { $0.selectFrontCard() })
        #expect(deck.model.perform(at: deck.now) { $0.swipe(.left) })
        deck.settle()
        #expect(deck.log == ["select a", "swipe a left", "show b"])
        deck.drag([12, 80])  // "b" may be dragged
        #expect(deck.entries("began") == ["began b"])
    }

    @Test func aSmallerThresholdRatioSwipesAShorterDrag() {
        // Released slowly at 60 % of the way to the edge: a return by default, a swipe with a ratio of 0.5.
        for (ratio, swipes) in [(nil, false), (0.5, true)] as [(Double?, Bool)] {
            let deck = Deck { $0.swipeThresholdRatioMargin = { ratio } }
            deck.drag([12, deck.halfWidth * 0.6], hold: 0.5)
            #expect(deck.entries("swipe") == (swipes ? ["swipe a right"] : []))
            #expect(deck.entries("threshold") == (swipes ? ["threshold a right true"] : []))
        }
    }

    @Test func theAppearAnimationRunsOnlyWhenAllowed() throws {
        for allowed in [true, false] {
            let model = KolodaStackModel<String>()
            model.resize(to: Size(width: 300, height: 400))
            model.handlers.shouldApplyAppearAnimation = { allowed }
            model.frame(at: 0)
            try model.setItems(["a", "b"])
            model.frame(at: 0.05)
            // Koloda's appear animation grows the deck from a scale of 0.1; without it the card is at full size.
            let scale = try #require(model.poses.last?.transform.a)
            #expect(allowed ? scale < 0.5 : scale == 1)
        }
    }

    @Test func backgroundCardsAreOpaqueWhenNotTransparentized() {
        for transparent in [true, false] {
            let deck = Deck { $0.shouldTransparentizeNextCard = { transparent } }
            let behind = deck.model.poses.first(where: { !$0.isFront })?.alpha
            let expected = transparent ? deck.model.deck.alphaValueSemiTransparent : deck.model.deck.alphaValueOpaque
            #expect(behind == expected)
        }
    }

    @Test func aThresholdThatCannotBeUsedIsReportedAsADiagnostic() {
        // Koloda's rule: a ratio that is not finite and positive is replaced by 1.0, and the deck reports it.
        var reported: [KolodaDiagnostic] = []
        let deck = Deck {
            $0.swipeThresholdRatioMargin = { .nan }
            $0.onDiagnostic = { reported.append($0) }
        }
        deck.drag([12, deck.halfWidth * 0.5])
        #expect(reported.contains { if case .invalidThreshold = $0 { return true } else { return false } })
        #expect(deck.entries("drag").first == "drag a right \(deck.percent(12))")  // measured against 1.0
    }

    @Test func undoIsHeardAsRewindThenShow() {
        let deck = Deck()
        deck.model.perform(at: deck.now) { $0.swipe(.left) }
        deck.settle()
        deck.log = []
        #expect(deck.model.perform(at: deck.now) { $0.revertAction() })
        deck.settle()
        #expect(deck.log == ["rewind a", "show a"])
    }

    @Test func everyDeckActionAKeyStandsForReachesItsHandler() {
        // The keys of the UIKit view (`DeckKeys` on Linux): arrows swipe, Delete and ⌘Z undo, Return and Space select.
        let deck = Deck()
        for key in StackKey.allCases {
            _ = deck.model.perform(at: deck.now) { $0.perform(key.action) }
            deck.settle()
        }
        // Up and down are not among the default directions (left and right): those keys do nothing.
        let expected = ["swipe a left", "swipe b right", "rewind b", "rewind a", "select a", "select a"]
        #expect(deck.log.filter { !$0.hasPrefix("show") } == expected)
    }
}
