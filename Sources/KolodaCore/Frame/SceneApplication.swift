/// What a front must do to its card views to show a scene, without platform types: which cards need content from
/// the data source, where each card view goes, in which order, and which views go away.
///
/// The Cairo view (`KolodaCairo`) applies it to its views; the UIKit view's scene application follows the same
/// rules field by field (bounds, centre, linear transform, alpha, touches, accessibility, overlay). The view layer's
/// random tests apply it to a platform-free model of a view tree after every frame and check the result.
@_spi(Fronts) public struct SceneApplication: Hashable, Sendable {
    /// A card whose content the data source must supply (new on screen, or its content was reloaded).
    public struct ContentRequest: Hashable, Sendable {
        /// The card.
        public var id: CardID
        /// Its data index (always within 0..<countOfCards).
        public var index: Int
        /// The content version the new views stand for.
        public var contentVersion: Int
    }

    /// Where one card view goes, in the deck's coordinates.
    public struct Placement: Hashable, Sendable {
        /// The card.
        public var id: CardID
        /// Its data index.
        public var index: Int
        /// The card view's bounds (pt); content and overlay views fill them.
        public var bounds: Size
        /// The image of the bounds' midpoint (pt): a view's centre.
        public var center: Point
        /// The transform's linear part (no translation): a view's transform about its centre.
        public var linear: AffineTransform
        /// Opacity, 0…1.
        public var alpha: Double
        /// True for the one card that takes touches (the front card): its hit area is its bounds under the transform.
        public var isInteractive: Bool
        /// True for a card on its way out: hidden from accessibility.
        public var isLeaving: Bool
        /// The overlay's direction and progress (0…1).
        public var overlay: OverlayState

        /// True when the card's view or content is new in this plan (no view yet, or content asked for again). A front
        /// places such a card as it is, outside any animation the app has open around it, so it never grows from an
        /// empty rectangle; cards already on screen follow such an animation (a rotation, say).
        package var isFresh: Bool

        /// True for every card but the front one: a screen reader skips it. Background cards are dimmed copies the
        /// user cannot act on, and a leaving card is gone; the SwiftUI stack hides the same cards.
        package var isHiddenFromScreenReader: Bool { !isInteractive }
    }

    /// Cards whose content must be asked for, front first (the order Koloda asks in).
    public var contentRequests: [ContentRequest]
    /// Every card of the scene, back to front: the order of the card views.
    public var placements: [Placement]
    /// Card views to remove: their cards left the scene (in creation order).
    public var removals: [CardID]
    /// True when `placements` lists other cards, or the same cards in another order, than the plan this one was
    /// updated from (always true for a new plan): only then may the card views need restacking. A drag frame moves
    /// cards without reordering them.
    package var orderChanged = true

    /// The plan for `scene`, given the card views on screen and the content version each holds (`loaded`; nil for a
    /// card view with no content yet) and the deck's card count (content is never asked for an index outside
    /// 0..<`countOfCards`).
    public init(scene: DeckScene, loaded: [CardID: Int?], countOfCards: Int) {
        self.init(scene: scene, loaded: LoadedCards(loaded), countOfCards: countOfCards)
    }

    /// The plan for `scene`, given the card views on screen (`loaded`) and the deck's card count.
    package init(scene: DeckScene, loaded: LoadedCards, countOfCards: Int) {
        contentRequests = []
        placements = []
        removals = []
        update(scene: scene, loaded: loaded, countOfCards: countOfCards)
        orderChanged = true
    }

    /// Makes this the plan for `scene` (as `init(scene:loaded:countOfCards:)` does), in the storage it already has: a
    /// front that keeps its plan between frames makes a drag frame's plan without allocating.
    public mutating func update(scene: DeckScene, loaded: [CardID: Int?], countOfCards: Int) {
        update(scene: scene, loaded: LoadedCards(loaded), countOfCards: countOfCards)
    }

    /// Makes this the plan for `scene`, given the card views on screen (`loaded`), in the storage it already has.
    package mutating func update(scene: DeckScene, loaded: LoadedCards, countOfCards: Int) {
        orderChanged = !Self.sameCards(placements, scene.cards)
        contentRequests.removeAllKeepingStorage()
        placements.removeAllKeepingStorage()
        removals.removeAllKeepingStorage()
        // One look-up of `loaded` per card gives whether its content is asked for, whether it is fresh, and how many
        // of the views on screen stay (the scene's ids are unique): when all do, nothing is removed.
        var viewsStaying = 0
        for card in scene.cards {
            let held = loaded[card.id]
            if held != nil { viewsStaying += 1 }
            let asksContent = held ?? nil != card.contentVersion && card.index >= 0 && card.index < countOfCards
            if asksContent {
                contentRequests.append(
                    ContentRequest(id: card.id, index: card.index, contentVersion: card.contentVersion))
            }
            let t = card.transform
            placements.append(
                Placement(
                    id: card.id, index: card.index, bounds: card.bounds,
                    center: t.apply(Point(x: card.bounds.width / 2, y: card.bounds.height / 2)),
                    linear: AffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: 0, ty: 0), alpha: card.alpha,
                    isInteractive: card.isInteractive, isLeaving: card.isLeaving, overlay: card.overlay,
                    isFresh: held == nil || asksContent))
        }
        contentRequests.reverse()  // front first
        guard viewsStaying < loaded.count else { return }
        // Kept in order as it grows, not sorted after: the ids are distinct, so the order is `sort()`'s, and a frame
        // removes a few cards; the standard library's sort would add about 3 KB to the web module.
        for id in loaded.ids where !scene.cards.contains(where: { $0.id == id }) {
            removals.insert(id, at: removals.firstIndex { id < $0 } ?? removals.endIndex)
        }
    }

    /// True when `placements` are `cards`, in the same order.
    private static func sameCards(_ placements: [Placement], _ cards: [CardPose]) -> Bool {
        guard placements.count == cards.count else { return false }
        for i in cards.indices where placements[i].id != cards[i].id { return false }
        return true
    }
}
