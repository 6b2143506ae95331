import Koloda
import SwiftUI

/// The macOS example: one window with a `KolodaStack` of a few coloured cards, LIKE / NOPE stamps, and buttons.
/// Drag a card with the mouse or the trackpad (click and drag), or click the deck and use the arrow keys, Delete or
/// ⌘Z, and Return. scripts/mac-build.sh compiles it for macOS 12 against the macOS SDK; it has never run.
@main
struct KolodaMacApp: App {
    var body: some Scene {
        WindowGroup("Koloda") {
            DeckWindow()
                .frame(minWidth: 380, minHeight: 560)
        }
    }
}

/// The window's content: the deck, and NOPE, UNDO and LIKE under it. When the deck runs out, it starts over.
@MainActor
struct DeckWindow: View {
    @StateObject private var deck = KolodaStackController()
    @State private var cards = (0..<6).map { ColourCard(id: $0) }
    @State private var last = "Drag a card, or click the deck and press an arrow key."

    var body: some View {
        VStack(spacing: 20) {
            KolodaStack(cards, controller: deck) { card in
                CardFace(card: card)
            } overlay: { _, direction, progress in
                Stamp(direction: direction).opacity(progress)
            }
            .onSwipe { card, direction in last = "Card \(card.id + 1): \(direction)" }
            .onRunOut { deck.reset() }
            .padding(.horizontal, 40)
            .padding(.top, 40)
            HStack(spacing: 32) {
                Button("NOPE") { deck.swipe(.left) }
                Button("UNDO") { deck.revertAction() }.disabled(!deck.canRevert)
                Button("LIKE") { deck.swipe(.right) }
            }
            Text(last).font(.caption).foregroundColor(.secondary)
        }
        .padding(.bottom, 20)
    }
}
