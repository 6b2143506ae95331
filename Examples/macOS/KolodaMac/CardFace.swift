import Koloda
import SwiftUI

/// One card of the example: its number, on one of six colours.
struct ColourCard: Identifiable {
    let id: Int

    /// The card's colour: six hues around the colour wheel, repeating.
    var hue: Double { Double(id % 6) / 6 }
}

/// A card's face: a rounded tile with the card's number.
struct CardFace: View {
    let card: ColourCard

    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .fill(Color(hue: card.hue, saturation: 0.45, brightness: 0.95))
            .overlay(Text("\(card.id + 1)").font(.system(size: 96, weight: .bold)).foregroundColor(.white))
            .shadow(radius: 4)
    }
}

/// The "LIKE" / "NOPE" stamp in the card's upper corner.
struct Stamp: View {
    let direction: SwipeResultDirection

    var body: some View {
        let like = direction == .right
        Text(like ? "LIKE" : "NOPE")
            .font(.system(size: 36, weight: .bold))
            .foregroundColor(like ? .green : .red)
            .padding(.horizontal, 10)
            .overlay(RoundedRectangle(cornerRadius: 8).stroke(like ? Color.green : Color.red, lineWidth: 4))
            .rotationEffect(.radians(like ? -0.3 : 0.3))
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: like ? .topLeading : .topTrailing)
            .padding(24)
    }
}
