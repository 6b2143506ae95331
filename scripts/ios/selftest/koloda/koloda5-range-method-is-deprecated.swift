// Koloda 5's non-throwing range methods still build, marked deprecated in favour of the throwing ones.
// expect: 'insertCardAtIndexRange(_:animated:)' is deprecated: use insertCards(at:animated:)
import Koloda

@MainActor func refill(_ kolodaView: KolodaView) {
    kolodaView.insertCardAtIndexRange(0..<4, animated: true)
}
