@_spi(Fronts) import KolodaCore

/// A platform-free model of a front's view tree (what the UIKit view's `apply(_:)` keeps from a frame's plan: one card
/// view per card, holding content of a version, with bounds, centre, linear transform, alpha, touch and accessibility
/// flags and an overlay, ordered back to front), updated only through `SceneApplication`, as both fronts are.
struct SceneViewTreeModel {
    struct CardView: Equatable {
        var contentVersion: Int?
        var placement: SceneApplication.Placement?
    }

    private(set) var views: [CardID: CardView] = [:]
    /// Back to front.
    private(set) var order: [CardID] = []

    /// Applies the plan for `scene` and returns the first inconsistency, if any.
    /// `inside` is the view's hit test in deck pt (`point(inside:)`, a test within the deck's bounds).
    mutating func apply(_ scene: DeckScene, countOfCards: Int, point inside: (Point) -> Bool) -> String? {
        let plan = SceneApplication(scene: scene, loaded: views.mapValues(\.contentVersion), countOfCards: countOfCards)
        for request in plan.contentRequests {
            guard request.index >= 0, request.index < countOfCards else {
                return "content asked for index \(request.index) of \(countOfCards)"
            }
            views[request.id, default: CardView()].contentVersion = request.contentVersion
        }
        for placement in plan.placements { views[placement.id, default: CardView()].placement = placement }
        for id in plan.removals { views[id] = nil }
        order = plan.placements.map(\.id)

        guard Set(views.keys) == Set(scene.cards.map(\.id)) else {
            return "card views \(views.keys.sorted()) for cards \(scene.cards.map(\.id))"
        }
        guard order == scene.cards.map(\.id) else { return "views ordered \(order), cards \(scene.cards.map(\.id))" }
        for card in scene.cards where card.index >= 0 && card.index < countOfCards {
            guard views[card.id]?.contentVersion == card.contentVersion else {
                return
                    "card \(card.index) shows content version \(String(describing: views[card.id]?.contentVersion)), "
                    + "not \(card.contentVersion)"
            }
        }
        let placements = plan.placements
        for p in placements {
            let values = [
                p.center.x, p.center.y, p.linear.a, p.linear.b, p.linear.c, p.linear.d, p.alpha, p.bounds.width,
                p.bounds.height, p.overlay.progress
            ]
            guard values.allSatisfy(\.isFinite), (0...1).contains(p.alpha), (0...1).contains(p.overlay.progress) else {
                return "card \(p.index) placed with non-finite or out-of-range values: \(p)"
            }
        }
        let interactive = placements.filter(\.isInteractive)
        guard interactive.count <= 1 else { return "\(interactive.count) cards take touches" }
        if let front = interactive.first {
            guard !front.isLeaving, front.id == placements.last(where: { !$0.isLeaving })?.id else {
                return "card \(front.index) takes touches but is not the front card"
            }
            let deck = Rect(origin: .zero, size: scene.size)
            if front.alpha > 0, front.linear.determinant != 0, front.bounds.width > 0, front.bounds.height > 0,
                deck.contains(front.center), !inside(front.center)
            {
                return "the front card's centre \(front.center) is outside its hit area"
            }
        }
        return nil
    }
}
