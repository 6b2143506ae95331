/// The frame discipline every front follows, written once: input and commands move the deck's clock and change the
/// deck; once per display refresh the front asks for one frame and applies its view plan.
///
/// - **Input and commands** (`update(at:_:)`): the clock moves to the input's time (so what the input starts,
///   starts then), the input applies, and a frame is noted as needed. No scene is built and the delegate is asked
///   nothing it would be asked again when the frame is made.
/// - **One frame per display refresh** (`makeFrame(at:)`): one `KolodaDeck.makeFrame()` (one scene, each per-frame
///   question asked once) and one `DeckViewPlan`, kept as `lastFrame` and `lastPlan`. What is on screen (a card's
///   view, whether anything moves) is read from them, never by building another scene.
/// - **Data source and delegate** (`setDelegate(_:)`): installing the delegate moves no clock, so an event owed
///   before it (the first `didShowCardAt`) is delivered at the next frame, to it, whichever was assigned first.
///
/// UIKit's `KolodaView`, SwiftUI's stack and the Linux `KolodaView` each hold one and apply its plans.
@MainActor
public final class DeckPresenter {
    /// The engine.
    public let deck: KolodaDeck
    /// The last frame made: the scene on screen and the events delivered since the frame before.
    public private(set) var lastFrame: DeckFrame
    /// The view plan of the last frame.
    public private(set) var lastPlan: DeckViewPlan
    /// True when the deck changed since the last frame (input, a command, a new delegate): the front should make a
    /// frame at its next display refresh even if nothing animates.
    public private(set) var needsFrame = true
    /// The content version each card view holds, as the plans told the front (nil: a view with no content).
    private var loaded: [CardID: Int?] = [:]
    /// Nesting of updates and frames: a delegate callback that calls back into the deck does not move the clock again.
    private var depth = 0

    /// A presenter for `deck`. Nothing is on screen until the first `makeFrame(at:)`.
    public init(deck: KolodaDeck) {
        self.deck = deck
        let empty = DeckScene(
            time: deck.now, size: deck.size, cards: [], isAnimating: false, currentCardIndex: 0,
            countOfCards: 0)
        lastFrame = DeckFrame(scene: empty, events: [])
        lastPlan = DeckViewPlan(
            cards: SceneApplication(scene: empty, loaded: [:], countOfCards: 0), rasterizedCard: nil,
            frontCard: nil, frontCardChanged: false, isMoving: false)
    }

    // MARK: Input and commands

    /// Runs `body` (input or a command) on the deck at `now` (s, the host's clock; a time that is not finite, or
    /// earlier than the deck's, leaves the clock where it is), and notes that a frame is needed. A call made from a
    /// delegate callback during an update or a frame does not move the clock again.
    @discardableResult
    public func update<T, E: Error>(at now: Double, _ body: (KolodaDeck) throws(E) -> T) throws(E) -> T {
        if depth == 0 { try? deck.advance(to: now) }
        depth += 1
        defer {
            depth -= 1
            needsFrame = true
        }
        return try body(deck)
    }

    /// Installs `delegate` as the deck's delegate without moving the clock: events already owed (the first
    /// `didShowCardAt` after the data source was set) reach it at the next frame, whichever was assigned first.
    public func setDelegate(_ delegate: (any KolodaDeckDelegate)?) {
        deck.delegate = delegate
        needsFrame = true
    }

    /// Forgets every card view (the front dropped them all, e.g. for a new data source): the next plan asks for the
    /// content of every card on screen.
    public func forgetCardViews() {
        loaded.removeAll()
        needsFrame = true
    }

    /// Screen-reader activation of the card `card` at `now` (s): the front card is selected (`didSelectCardAt`); any
    /// other card (one peeking out behind, one on its way out) selects nothing. Returns true either way when the card
    /// is on screen, so that the screen reader does not fall back to a simulated tap, which would land on the front
    /// card and select it instead.
    public func activate(_ card: CardID, at now: Double) -> Bool {
        guard lastFrame.scene.cards.contains(where: { $0.id == card }) else { return false }
        guard card == lastPlan.frontCard else { return true }
        return update(at: now) { $0.selectFrontCard() }
    }

    // MARK: Frames

    /// True while the front should keep making frames: something changed since the last frame, or something moves.
    /// A card held still under a finger needs none: its next sample asks for one.
    public var wantsFrames: Bool { needsFrame || deck.isAnimating }

    /// The frame at `now` (s, the display's clock for this refresh): moves the clock (delivering the events due), makes
    /// the deck's one scene for this frame, and returns the plan that brings the card views up to date with it.
    @discardableResult
    public func makeFrame(at now: Double) -> DeckViewPlan {
        depth += 1
        try? deck.advance(to: now)
        depth -= 1
        let frame = deck.makeFrame()
        let cards = SceneApplication(scene: frame.scene, loaded: loaded, countOfCards: deck.countOfCards)
        for id in cards.removals { loaded[id] = nil }
        for placement in cards.placements where loaded[placement.id] == nil { loaded[placement.id] = .some(nil) }
        for request in cards.contentRequests { loaded[request.id] = request.contentVersion }
        let front = frame.scene.cards.last { $0.isInteractive }?.id
        let plan = DeckViewPlan(
            cards: cards, rasterizedCard: deck.isDragging ? front : nil, frontCard: front,
            frontCardChanged: front != lastPlan.frontCard, isMoving: frame.scene.isMoving)
        lastFrame = frame
        lastPlan = plan
        needsFrame = false
        return plan
    }

    // MARK: What is on screen (the last frame)

    /// The card on screen, not leaving, that shows data index `index`, if any.
    public func card(showing index: Int) -> CardPose? {
        lastFrame.scene.cards.first { $0.index == index && !$0.isLeaving }
    }

    /// True while anything on screen moves, in the last frame.
    public var isMoving: Bool { lastPlan.isMoving }
}
