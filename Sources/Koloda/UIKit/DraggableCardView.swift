#if os(iOS)
import KolodaCore
import UIKit

/// One card on screen (Koloda's `DraggableCardView`): the data source's content view with its overlay above, moved
/// as a whole by the deck. Koloda's pan callbacks (`kolodaPanBegan(_:card:)`) hand it to the delegate.
///
/// For VoiceOver the card is a container: first an element for the card itself (its content's label, "card 3 of 20"
/// as value, the swipe and undo actions on the front card, activate to select), then whatever the content holds,
/// so buttons and other controls inside a card stay reachable.
public final class DraggableCardView: UIView {
    weak var owner: KolodaView?
    /// The data source's view for this card (`koloda(_:viewForCardAt:)`), sized to the card.
    public private(set) var contentView: UIView?
    /// The data source's overlay for this card, above the content.
    public private(set) var overlayView: OverlayView?
    /// The card's data index.
    public internal(set) var index = 0
    var contentVersion = -1
    var isFront = false
    private lazy var cardElement = CardAccessibilityElement(card: self)

    init(owner: KolodaView) {
        self.owner = owner
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    /// Replaces the content and overlay (a new card, or a reloaded one).
    func setContent(_ content: UIView?, overlay: OverlayView?) {
        contentView?.removeFromSuperview()
        overlayView?.removeFromSuperview()
        contentView = content
        overlayView = overlay
        for view in [content, overlay].compactMap({ $0 }) { addSubview(view) }
    }

    public override var accessibilityElements: [Any]? {
        get {
            cardElement.accessibilityFrameInContainerSpace = bounds
            // A content view that is itself an element is read as the card's label; otherwise VoiceOver looks inside.
            guard let contentView, !contentView.isAccessibilityElement else { return [cardElement] }
            return [cardElement, contentView]
        }
        set {}
    }
}

/// The VoiceOver element that stands for a whole card.
final class CardAccessibilityElement: UIAccessibilityElement {
    private weak var card: DraggableCardView?

    init(card: DraggableCardView) {
        self.card = card
        super.init(accessibilityContainer: card)
    }

    override var accessibilityLabel: String? { get { card?.contentView?.accessibilityLabel } set {} }
    override var accessibilityValue: String? {
        get { card.flatMap { card in card.owner?.deck.accessibilityDescription(ofCardAt: card.index) } }
        set {}
    }
    override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { card?.isFront == true ? card?.owner?.accessibilityActions() : nil }
        set {}
    }
    override func accessibilityActivate() -> Bool {
        guard let card, card.isFront, let owner = card.owner else { return false }
        return owner.updateDeck { $0.selectFrontCard() }
    }
}
#endif
