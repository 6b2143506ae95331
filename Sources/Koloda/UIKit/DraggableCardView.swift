#if os(iOS)
@_spi(Fronts) import KolodaCore
import UIKit

/// One card on screen (Koloda's `DraggableCardView`): the data source's content view with its overlay above, moved
/// as a whole by the deck. Koloda's pan callbacks (`kolodaPanBegan(_:card:)`) hand it to the delegate.
///
/// For VoiceOver the card is a container: first an element for the card itself (its content's label, "card 3 of 20"
/// as value, the swipe and undo actions on the front card, activate to select), then whatever the content holds,
/// so buttons and other controls inside a card stay reachable.
@preconcurrency @MainActor
public final class DraggableCardView: UIView {
    weak var owner: KolodaView?
    /// The card's identity on screen.
    let id: CardID
    /// The data source's view for this card (`koloda(_:viewForCardAt:)`), sized to the card.
    public private(set) var contentView: UIView?
    /// The data source's overlay for this card, above the content.
    public private(set) var overlayView: OverlayView?
    /// The card's data index.
    public internal(set) var index = 0
    var contentVersion = -1
    var isFront = false
    private lazy var cardElement = CardAccessibilityElement(card: self)

    init(owner: KolodaView, id: CardID) {
        self.owner = owner
        self.id = id
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    /// Replaces the content and overlay (a new card, or a reloaded one). A view the app built with Auto Layout
    /// (`translatesAutoresizingMaskIntoConstraints == false`) is pinned to the card's edges with constraints, as
    /// Koloda pinned it; any other view is sized by `layOutContent(in:)`.
    func setContent(_ content: UIView?, overlay: OverlayView?) {
        contentView?.removeFromSuperview()
        overlayView?.removeFromSuperview()
        contentView = content
        overlayView = overlay
        for view in [content, overlay].compactMap({ $0 }) {
            addSubview(view)
            if !view.translatesAutoresizingMaskIntoConstraints {
                NSLayoutConstraint.activate([
                    view.leadingAnchor.constraint(equalTo: leadingAnchor),
                    view.trailingAnchor.constraint(equalTo: trailingAnchor),
                    view.topAnchor.constraint(equalTo: topAnchor),
                    view.bottomAnchor.constraint(equalTo: bottomAnchor)
                ])
            }
        }
    }

    /// Sizes the content and overlay that are not laid out by constraints to the card's `bounds`, through their own
    /// `bounds` size and `center`, never `frame`: UIKit leaves `frame` undefined under a non-identity transform, and an
    /// overlay that scales itself in `update(progress:)` keeps its transform.
    func layOutContent(in bounds: CGRect) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        for view in [contentView, overlayView].compactMap({ $0 }) where view.translatesAutoresizingMaskIntoConstraints {
            if view.bounds.size != bounds.size { view.bounds.size = bounds.size }
            if view.center != center { view.center = center }
        }
    }

    public override var accessibilityElements: [Any]? {
        get {
            guard owner?.options.isCardAccessibilityEnabled ?? true else { return super.accessibilityElements }
            cardElement.accessibilityFrameInContainerSpace = bounds
            // A content view that is itself an element is read as the card's label; otherwise VoiceOver looks inside.
            guard let contentView, !contentView.isAccessibilityElement else { return [cardElement] }
            return [cardElement, contentView]
        }
        set {}
    }
}

/// The VoiceOver element that stands for a whole card. Only the front card can be activated (it is selected) and
/// says so in its hint; activating a card behind it selects nothing and is still reported as handled, since VoiceOver
/// answers an unhandled activation with a simulated tap at the card's centre, which would land on the front card.
final class CardAccessibilityElement: UIAccessibilityElement {
    private weak var card: DraggableCardView?

    init(card: DraggableCardView) {
        self.card = card
        super.init(accessibilityContainer: card)
    }

    // Apple's documentation of `UIAccessibilityElement.isAccessibilityElement`: "The default value for this property
    // is false" (true only for UIKit controls). An element left at false is taken for a container and, having no
    // children, skipped: the card's value, actions and activation would never reach VoiceOver.
    override var isAccessibilityElement: Bool {
        get { true }
        set {}
    }
    override var accessibilityLabel: String? {
        get { card?.contentView?.accessibilityLabel }
        set {}
    }
    override var accessibilityValue: String? {
        get {
            guard let card, let owner = card.owner else { return nil }
            return owner.options.strings.cardValue(card.index + 1, owner.engine.countOfCards)
        }
        set {}
    }
    override var accessibilityHint: String? {
        get { card.flatMap { card in card.isFront ? card.owner?.options.strings.selectHint : nil } }
        set {}
    }
    override var accessibilityTraits: UIAccessibilityTraits {
        get { card?.isFront == true ? .none : .notEnabled }
        set {}
    }
    override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { card?.isFront == true ? card?.owner?.accessibilityActions() : nil }
        set {}
    }
    override func accessibilityActivate() -> Bool {
        guard let card, let owner = card.owner else { return false }
        return owner.presenter.activate(card.id, at: CACurrentMediaTime())
    }
}
#endif
