@_spi(Fronts) import KolodaCore

/// The web front's renderer inside the module: writes each plan into one buffer of numbers in linear memory and hands
/// it to the page's `apply` import (docs/web-abi.md, "The plan buffer"). The buffer is kept across frames, so a drag
/// frame allocates nothing.
@MainActor
final class PlanWriter: DeckRenderer {
    /// Numbers in the header, and per content request, placement and removal.
    static let headerCount = 8
    static let requestCount = 3
    static let placementCount = 14
    /// The layout version written first.
    static let version = 1.0

    /// The presenter whose last frame is written (its scene gives each card's full transform). Set by `WebDeck`,
    /// which owns both.
    unowned(unsafe) var presenter: DeckPresenter?
    private let send: (UnsafePointer<Double>, Int) -> Void
    // Unsafe to share, but only this object uses it, and `deinit` frees it.
    nonisolated(unsafe) private var buffer: UnsafeMutablePointer<Double>
    private var capacity: Int
    private var count = 0

    init(send: @escaping (UnsafePointer<Double>, Int) -> Void) {
        self.send = send
        capacity = 256
        buffer = .allocate(capacity: capacity)
    }

    deinit { buffer.deallocate() }

    func apply(_ plan: DeckViewPlan) {
        guard let presenter else { return }
        let cards = plan.cards
        reserve(
            Self.headerCount + cards.contentRequests.count * Self.requestCount + cards.placements.count
                * Self.placementCount + cards.removals.count)
        count = 0
        let flags = (plan.isMoving ? 1 : 0) + (plan.frontCardChanged ? 2 : 0) + (plan.rasterizedCard != nil ? 4 : 0)
        put(Self.version)
        put(Double(flags))
        put(id(plan.frontCard))
        put(id(plan.rasterizedCard))
        put(Double(cards.contentRequests.count))
        put(Double(cards.placements.count))
        put(Double(cards.removals.count))
        put(Double(presenter.deck.countOfCards))
        for request in cards.contentRequests {
            put(Double(request.id.rawValue))
            put(Double(request.index))
            put(Double(request.contentVersion))
        }
        // The placements follow the scene's cards one for one (`SceneApplication`): the scene's transform is the
        // card's whole transform, local coordinates to the deck's, which CSS applies about the origin.
        let scene = presenter.lastFrame.scene.cards
        for i in cards.placements.indices {
            put(cards.placements[i], transform: scene[i].transform)
        }
        for removal in cards.removals { put(Double(removal.rawValue)) }
        send(UnsafePointer(buffer), count)
    }

    func removeAllCardViews() {}

    private func id(_ card: CardID?) -> Double { card.map { Double($0.rawValue) } ?? -1 }

    private func reserve(_ needed: Int) {
        guard needed > capacity else { return }
        buffer.deallocate()
        capacity = max(needed, capacity * 2)
        buffer = .allocate(capacity: capacity)
    }

    private func put(_ value: Double) {
        buffer[count] = value
        count += 1
    }

    private func put(_ placement: SceneApplication.Placement, transform t: AffineTransform) {
        let flags = (placement.isInteractive ? 1 : 0) + (placement.isLeaving ? 2 : 0) + (placement.isFresh ? 4 : 0)
        put(Double(placement.id.rawValue))
        put(Double(placement.index))
        put(placement.bounds.width)
        put(placement.bounds.height)
        put(t.a)
        put(t.b)
        put(t.c)
        put(t.d)
        put(t.tx)
        put(t.ty)
        put(placement.alpha)
        put(Double(placement.overlay.direction?.webCode ?? -1))
        put(placement.overlay.progress)
        put(Double(flags))
    }
}
