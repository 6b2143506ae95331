import Koloda
import UIKit

/// Koloda's example `CustomKolodaView`: the front card inset 10 pt at the sides and 20 pt at the top, and one
/// background card half as wide again as the deck, centred, overflowing both sides; no other slots.
final class CustomKolodaView: KolodaView {
    override func frameForCard(at index: Int) -> CGRect {
        switch index {
        case 0:
            let width = bounds.width - 20
            return CGRect(x: 10, y: 20, width: width, height: width * 1.25)
        case 1:
            let width = bounds.width * 1.5
            return CGRect(x: -bounds.width * 0.25, y: 0, width: width, height: width * 1.25)
        default:
            return .zero
        }
    }
}
