/// The earlier name of ``CardPose``, a card's pose in a ``DeckScene`` (not saved state, which is ``DeckModel``).
@available(*, deprecated, renamed: "CardPose")
public typealias CardSnapshot = CardPose
