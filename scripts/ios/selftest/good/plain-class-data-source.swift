// Must type-check: a data source and delegate that are not UIKit classes need no `@MainActor` of their own, in
// Swift 6 mode; conforming to Koloda's main-actor protocols makes them main-actor isolated.
import Koloda
import UIKit

final class Cards: KolodaViewDataSource, KolodaViewDelegate {
    var names = ["Ada", "Grace"]
    func kolodaNumberOfCards(_ koloda: KolodaView) -> Int { names.count }
    func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> UIView { UILabel() }
    func kolodaDidRunOutOfCards(_ koloda: KolodaView) { koloda.resetCurrentCardIndex() }
}
