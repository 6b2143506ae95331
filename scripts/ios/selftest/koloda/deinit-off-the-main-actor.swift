// `KolodaView` is `@preconcurrency @MainActor`, as UIKit's views are: Swift 5 code may let go of the deck from a
// `deinit` (Examples/iOS/Koloda5Style/DeinitCleanup.swift), but Swift 6 mode keeps full checking and rejects it.
// expect: main actor-isolated property 'dataSource' can not be mutated from a nonisolated context
import Koloda

final class Screen: UIViewController {
    let kolodaView = KolodaView(frame: .zero)

    deinit {
        kolodaView.dataSource = nil
    }
}
