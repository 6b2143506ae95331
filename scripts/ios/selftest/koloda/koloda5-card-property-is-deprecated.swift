// Koloda 5's per-card drag settings still build, marked deprecated: they set the deck's, for every card.
// expect: 'rotationMax' is deprecated: set KolodaView.rotationMax
import Koloda

@MainActor func stiffen(_ card: DraggableCardView) {
    card.rotationMax = 0.5
}
