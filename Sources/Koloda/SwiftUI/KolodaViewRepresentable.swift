#if os(iOS)
@_spi(Fronts) import KolodaCore
import SwiftUI
import UIKit

/// The UIKit `KolodaView` itself inside SwiftUI, for apps that keep their Koloda data source and delegate (or a
/// `KolodaView` subclass with its own `frameForCard(at:)`). `KolodaView` holds its data source and delegate weakly;
/// this view keeps them alive for as long as it is on screen.
///
/// ```swift
/// KolodaViewRepresentable(dataSource: cards, delegate: cards) { kolodaView in
///     kolodaView.countOfVisibleCards = 2
/// }
/// ```
@MainActor
public struct KolodaViewRepresentable: UIViewRepresentable {
    private let makeView: () -> KolodaView
    private let dataSource: any KolodaViewDataSource
    private let delegate: (any KolodaViewDelegate)?
    private let configure: (KolodaView) -> Void

    /// A deck made by `makeView` (default: a plain `KolodaView`), fed by `dataSource` and heard by `delegate`;
    /// `configure` runs after each SwiftUI update, for properties such as `countOfVisibleCards`.
    public init(
        _ makeView: @escaping () -> KolodaView = { KolodaView(frame: .zero) },
        dataSource: any KolodaViewDataSource, delegate: (any KolodaViewDelegate)? = nil,
        configure: @escaping (KolodaView) -> Void = { _ in }
    ) {
        self.makeView = makeView
        self.dataSource = dataSource
        self.delegate = delegate
        self.configure = configure
    }

    public func makeUIView(context: Context) -> KolodaView { makeView() }

    // SwiftUI calls `updateUIView` for every update of this view, and an app's callback that publishes state from
    // inside a view update is not allowed ("Publishing changes from within view updates"). So the deck delivers no
    // notification here (`updateHoldingEvents`): `configure`'s setters and the assignments change the deck at the
    // current time, and what falls due or happens reaches the delegate at the next display refresh. The delegate and
    // data source are assigned only when SwiftUI hands over a different object.
    public func updateUIView(_ kolodaView: KolodaView, context: Context) {
        let coordinator = context.coordinator
        kolodaView.presenter.updateHoldingEvents(at: CACurrentMediaTime()) { _ in
            configure(kolodaView)
            if coordinator.delegate !== delegate {
                coordinator.delegate = delegate
                kolodaView.delegate = delegate
            }
            if coordinator.dataSource !== dataSource {
                coordinator.dataSource = dataSource
                kolodaView.dataSource = dataSource
            }
        }
    }

    public func makeCoordinator() -> Coordinator { Coordinator() }

    /// Holds the data source and delegate strongly while the view is on screen.
    @MainActor
    public final class Coordinator {
        var dataSource: (any KolodaViewDataSource)?
        var delegate: (any KolodaViewDelegate)?
    }
}
#endif
