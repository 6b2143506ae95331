import Koloda
import SwiftUI

/// One picture of the SwiftUI screens: its number and its image, one of the five that `CardArt` draws once and
/// shares, so refilling the deck adds no image memory.
struct Picture: Identifiable {
    let id: Int
    let image: UIImage

    @MainActor init(id: Int) {
        self.id = id
        image = CardArt.picture(id)
    }
}

/// A picture card: the image filling the card, cropped to it and rounded.
struct PictureCard: View {
    let picture: Picture

    var body: some View {
        // `.fill` makes the image larger than the card in one dimension, and a clip shape clips to the size of the
        // view it is applied to. The clear colour takes the card's size; the image overlays it, centred, and the
        // clip cuts it to the card.
        Color.clear
            .overlay(Image(uiImage: picture.image).resizable().scaledToFill())
            .clipShape(RoundedRectangle(cornerRadius: 16))
            .accessibility(label: Text("Picture \(picture.id % 5 + 1)"))
    }
}

/// The "LIKE" / "NOPE" stamp, tilted, in the card's upper corner.
struct Stamp: View {
    let direction: SwipeResultDirection

    var body: some View {
        let like = direction == .right
        Text(like ? "LIKE" : "NOPE")
            .font(.system(size: 40, weight: .bold))
            .foregroundColor(like ? .green : .red)
            .padding(.horizontal, 12)
            .overlay(RoundedRectangle(cornerRadius: 10).stroke(like ? Color.green : Color.red, lineWidth: 5))
            .rotationEffect(.radians(like ? -0.3 : 0.3))
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: like ? .topLeading : .topTrailing)
            .padding(28)
    }
}

/// NOPE, UNDO and LIKE under a deck.
@available(iOS 14.0, *)
struct DeckButtons: View {
    @ObservedObject var deck: KolodaStackController

    var body: some View {
        HStack {
            Button("NOPE") { deck.swipe(.left) }.foregroundColor(.red)
            Spacer()
            Button("UNDO") { deck.revertAction() }.foregroundColor(.gray)
            Spacer()
            Button("LIKE") { deck.swipe(.right) }.foregroundColor(.green)
        }
        .font(.headline)
        .padding(.horizontal, 48)
        .frame(height: 56)
    }
}

/// Koloda's first example screen (v1) in SwiftUI: five pictures with a LIKE/NOPE stamp, and four more appended
/// whenever the deck runs out.
@available(iOS 14.0, *)
@MainActor
struct SwiftUIStackScreen: View {
    @StateObject private var deck = KolodaStackController()
    @State private var pictures = (0..<5).map { Picture(id: $0) }

    var body: some View {
        VStack(spacing: 24) {
            KolodaStack(pictures, controller: deck) { picture in
                PictureCard(picture: picture)
            } overlay: { _, direction, progress in
                Stamp(direction: direction).opacity(progress)
            }
            .onRunOut {
                let next = pictures.count
                pictures += (next..<next + 4).map { Picture(id: $0) }
            }
            .onSelect { picture in print("selected picture \(picture.id)") }
            .accessibilitySwipeNames([.right: "Like", .left: "Nope"])
            DeckButtons(deck: deck)
        }
        .padding(16)
    }
}

/// Koloda's second example screen (v2) in SwiftUI: the front card inset, one large faint card behind it that
/// springs into place after each swipe; the deck starts over when it runs out.
@available(iOS 14.0, *)
@MainActor
struct SwiftUIBackgroundScreen: View {
    @StateObject private var deck = KolodaStackController.backgroundAnimation()
    private let pictures = (0..<5).map { Picture(id: $0) }

    var body: some View {
        VStack(spacing: 24) {
            KolodaStack(pictures, controller: deck) { picture in
                PictureCard(picture: picture)
            } overlay: { _, direction, progress in
                Stamp(direction: direction).opacity(progress)
            }
            .onRunOut { deck.reset() }
            .shouldMoveBackgroundCard(false)
            DeckButtons(deck: deck)
        }
        .padding(16)
        .background(Color(red: 0.94, green: 0.95, blue: 0.97).edgesIgnoringSafeArea(.all))
    }
}

@available(iOS 14.0, *)
extension KolodaStackController {
    /// Koloda's example v2 deck: two visible cards, the one behind 1.5 × the deck's width and faint, moving to
    /// its slot with a POP spring (bounciness 9, speed 16).
    static func backgroundAnimation() -> KolodaStackController {
        let controller = KolodaStackController()
        controller.deck.countOfVisibleCards = 2
        controller.deck.alphaValueSemiTransparent = 0.1
        controller.deck.animator = BackgroundKolodaAnimator()
        controller.deck.layout = ClosureLayout { slot, context in
            let width = context.deckSize.width
            switch slot {
            case 0: return Rect(x: 10, y: 20, width: width - 20, height: (width - 20) * 1.25)
            case 1: return Rect(x: -width * 0.25, y: 0, width: width * 1.5, height: width * 1.5 * 1.25)
            default: return .zero
            }
        }
        return controller
    }
}

/// The UIKit `KolodaView` inside SwiftUI, fed by a Koloda data source: for apps that keep theirs.
@available(iOS 14.0, *)
@MainActor
struct UIKitDeckScreen: View {
    @StateObject private var cards = PictureCards()

    var body: some View {
        KolodaViewRepresentable(dataSource: cards, delegate: cards) { kolodaView in
            kolodaView.countOfVisibleCards = 3
        }
        .padding(16)
    }
}

/// A Koloda data source and delegate of five pictures that starts over when it runs out.
@MainActor
final class PictureCards: ObservableObject, KolodaViewDataSource, KolodaViewDelegate {
    func kolodaNumberOfCards(_ koloda: KolodaView) -> Int { 5 }
    func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> UIView { CardArt.cardView(index) }
    func koloda(_ koloda: KolodaView, viewForCardOverlayAt index: Int) -> OverlayView? { StampOverlayView() }
    func kolodaDidRunOutOfCards(_ koloda: KolodaView) { koloda.resetCurrentCardIndex() }
}
