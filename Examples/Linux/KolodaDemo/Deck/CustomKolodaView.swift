import KolodaCairo
import KolodaCore

/// Koloda's example `CustomKolodaView` (its example screen v2): the front card inset 10 pt at the top, and one
/// background card larger than the deck (1.5 × its width), centred and overflowing both sides; no other slots.
final class CustomKolodaView: KolodaView {
    override func frameForCard(at index: Int) -> Rect {
        let width = bounds.width
        switch index {
        case 0:
            let w = width - 20
            return Rect(x: 10, y: 20, width: w, height: w * 1.25)
        case 1:
            let w = width * 1.5
            return Rect(x: -width * 0.25, y: 0, width: w, height: w * 1.25)
        default:
            return .zero
        }
    }
}
