// The UI is main-actor confined, and the compiler proves it: making a KolodaView off the main actor is an error in
// Swift 6 mode.
// expect: call to main actor-isolated initializer 'init(frame:)' in a synchronous nonisolated context
import Koloda
import UIKit

nonisolated func makeDeck() -> KolodaView { KolodaView(frame: .zero) }
