import Testing

@_spi(Fronts) @testable import KolodaCore

/// A right-to-left layout through UIKit's `KolodaView` on the real presenter (`UIKitFront`): `layoutSubviews()`
/// hands the view's `effectiveUserInterfaceLayoutDirection` over, then its commands, keys (`kolodaHandleKey(_:)`),
/// VoiceOver actions (`accessibilityActions()`) and pan run as in any layout. Expected values come from
/// docs/behaviour.md ("Right to left"): reading-order directions mirror; physical ones, the arrow keys, the overlay's
/// direction and the swipe-back edge (the side the card left) do not.
@Suite("UIKit front, right to left on the real presenter")
@MainActor
struct UIKitFrontRightToLeftTests {
    /// The physical direction a reading-order one names: the docs' table, written out.
    static func physical(_ direction: RelativeSwipeDirection, in layout: DeckLayoutDirection) -> SwipeResultDirection {
        let leftToRight: [RelativeSwipeDirection: SwipeResultDirection] = [
            .leading: .left, .trailing: .right, .topLeading: .topLeft, .topTrailing: .topRight,
            .bottomLeading: .bottomLeft, .bottomTrailing: .bottomRight
        ]
        let mirror: [SwipeResultDirection: SwipeResultDirection] = [
            .left: .right, .right: .left, .topLeft: .topRight, .topRight: .topLeft, .bottomLeft: .bottomRight,
            .bottomRight: .bottomLeft
        ]
        let ltr = leftToRight[direction] ?? .up
        return layout == .leftToRight ? ltr : mirror[ltr] ?? ltr
    }

    /// A deck on screen laid out in `layout`, settled; every direction allowed unless `allowed` says otherwise.
    static func deckOnScreen(
        _ layout: DeckLayoutDirection, allowed: [SwipeResultDirection] = SwipeResultDirection.allCases
    ) -> (UIKitFront, RecordingDelegate, Double) {
        let ui = UIKitFront()
        let app = RecordingDelegate()
        app.allowed = allowed
        ui.setDataSource(CountingDataSource(count: 5), at: 1)
        ui.setDelegate(app)
        ui.layoutSubviews(size: UIKitFrontTests.size, layoutDirection: layout, at: 1.001)
        let t = UIKitFrontAngleTests.run(ui, from: 1.001, for: 1.5)
        app.clear()
        return (ui, app, t)
    }

    @Test func theLayoutPassHandsTheReadingDirectionToTheDeck() {
        let (ui, _, start) = Self.deckOnScreen(.leftToRight)
        #expect(ui.deck.layoutDirection == .leftToRight)
        ui.layoutSubviews(size: UIKitFrontTests.size, layoutDirection: .rightToLeft, at: start)
        #expect(ui.deck.layoutDirection == .rightToLeft)
        ui.layoutSubviews(size: UIKitFrontTests.size, layoutDirection: .leftToRight, at: start + 0.1)
        #expect(ui.deck.layoutDirection == .leftToRight)
    }

    @Test(
        arguments: [DeckLayoutDirection.leftToRight, .rightToLeft],
        [RelativeSwipeDirection.leading, .trailing, .topLeading, .topTrailing, .bottomLeading, .bottomTrailing])
    func aReadingOrderSwipeIsReportedAndRecordedPhysically(
        layout: DeckLayoutDirection, direction: RelativeSwipeDirection
    ) {
        let (ui, app, start) = Self.deckOnScreen(layout)
        let expected = Self.physical(direction, in: layout)
        #expect(ui.updateDeck(at: start) { $0.swipe(direction) })
        _ = UIKitFrontAngleTests.run(ui, from: start, for: 1)
        #expect(app.decisions.filter { $0.hasPrefix("didSwipe") } == ["didSwipe(0,\(expected))"])
        #expect(ui.deck.history == [SwipeRecord(index: 0, direction: expected)])
        #expect(expected.relative(in: layout) == direction)
    }

    @Test(arguments: [DeckLayoutDirection.leftToRight, .rightToLeft])
    func theArrowKeysSwipeTheWayTheyPointInEveryLayout(layout: DeckLayoutDirection) {
        let keys: [(StackKey, SwipeResultDirection)] = [
            (.leftArrow, .left), (.rightArrow, .right), (.upArrow, .up), (.downArrow, .down)
        ]
        for (key, direction) in keys {
            let (ui, app, start) = Self.deckOnScreen(layout)
            // The arrows opt out of UIKit's automatic mirroring, so the key pressed is the key that arrives.
            #expect(key.hasPhysicalDirection)
            #expect(ui.keyCommands(textInputHasKeyboard: false).contains(key))
            #expect(ui.press(key, at: start))
            _ = UIKitFrontAngleTests.run(ui, from: start, for: 1)
            #expect(app.decisions.filter { $0.hasPrefix("didSwipe") } == ["didSwipe(0,\(direction))"])
        }
    }

    @Test func voiceOverReadsTheSwipeActionsLeadingFirst() {
        // Left and right allowed: leading is left in a left-to-right layout and right in a right-to-left one.
        let (ltr, _, _) = Self.deckOnScreen(.leftToRight, allowed: [.left, .right, .up])
        let (rtl, _, start) = Self.deckOnScreen(.rightToLeft, allowed: [.left, .right, .up])
        #expect(ltr.accessibilityActions == [.swipe(.left), .swipe(.right), .swipe(.up)])
        #expect(rtl.accessibilityActions == [.swipe(.right), .swipe(.left), .swipe(.up)])
        // Each action still does what its (physical) name says.
        #expect(rtl.updateDeck(at: start) { $0.perform(rtl.accessibilityActions[0]) })
        _ = UIKitFrontAngleTests.run(rtl, from: start, for: 1)
        #expect(rtl.deck.history == [SwipeRecord(index: 0, direction: .right)])
        #expect(rtl.accessibilityActions.last == .undo)
    }

    @Test func theOverlayIsToldThePhysicalDirectionWhateverTheLayout() throws {
        // The same pan to the left on a left-to-right and a right-to-left deck: the overlay the view applies says
        // left in both (an overlay showing LIKE toward the trailing edge asks `relative(in:)`: trailing, in RTL).
        var overlays: [DeckLayoutDirection: OverlayState] = [:]
        for layout in [DeckLayoutDirection.leftToRight, .rightToLeft] {
            let (ui, _, start) = Self.deckOnScreen(layout, allowed: [.left, .right])
            let press = ui.deck.frameForCard(at: 0).center
            ui.pan(.began, DragSample(location: press, translation: .zero, timestamp: start), at: start)
            let moved = Vector(dx: -60, dy: 0)
            let t = start + 1.0 / 60
            ui.pan(.changed, DragSample(location: press + moved, translation: moved, timestamp: t), at: t)
            ui.displayLinkStep(at: t)
            let front = try #require(ui.views.lastPlan?.cards.placements.first { $0.index == 0 })
            overlays[layout] = front.overlay
        }
        #expect(overlays[.leftToRight]?.direction == .left)
        #expect(overlays[.rightToLeft] == overlays[.leftToRight])
        #expect(SwipeResultDirection.left.relative(in: .rightToLeft) == .trailing)
    }

    @Test func theSwipeBackEdgeIsTheSideTheCardLeftNotTheTrailingEdge() {
        // Right to left, a trailing swipe leaves to the left: the card comes back from the left edge.
        let (ui, app, start) = Self.deckOnScreen(.rightToLeft, allowed: [.left, .right])
        ui.deck.settings.swipeBackEdgeWidth = 40
        #expect(ui.updateDeck(at: start) { $0.swipe(.trailing) })
        let t = UIKitFrontAngleTests.run(ui, from: start, for: 2)
        app.clear()
        let leftEdge = Point(x: 15, y: 200)
        let rightEdge = Point(x: UIKitFrontTests.size.width - 15, y: 200)
        #expect(ui.deck.swipeBackRegion?.contains(leftEdge, deckSize: ui.deck.size) == true)
        #expect(ui.deck.swipeBackRegion?.contains(rightEdge, deckSize: ui.deck.size) == false)
        #expect(ui.deck.shouldBeginDrag(at: leftEdge, velocity: Vector(dx: 500, dy: 0)))
        ui.pan(from: leftEdge, through: (0...20).map { Vector(dx: Double($0) * 13, dy: 0) }, start: t)
        _ = UIKitFrontAngleTests.run(ui, from: t + 21.0 / 60, for: 2)
        #expect(app.decisions.filter { $0.hasPrefix("rewind") } == ["rewind(0)"])
        #expect(ui.deck.currentCardIndex == 0 && ui.deck.history.isEmpty)
    }
}
